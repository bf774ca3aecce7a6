import { asc, eq, or, sql } from "drizzle-orm";
import { EXPORT_FORMAT_VERSION } from "../../shared/account.ts";
import type { Database } from "../db/client.ts";
import {
  accounts,
  aiCalls,
  auditLog,
  brands,
  contactMessages,
  emails,
  planPosts,
  plans,
  profiles,
  sessions,
  subscriptionPlans,
  subscriptions,
  userRoles,
  users,
  workspaceMembers,
  workspaces,
} from "../db/schema/index.ts";
import { postColumns } from "../plans/post-columns.ts";
import { contentForExport } from "./content-export.ts";
import { feedbackForExport } from "./feedback-export.ts";
import { notificationsForExport } from "./notifications-export.ts";
import { postVersionsForExport } from "./post-versions-export.ts";

/**
 * Everything we hold on one user (LGPD access and portability): the account, and what it
 * authored in any workspace (a teammate's items are theirs, not in this export). Columns are
 * listed one by one so that secrets (password hashes, session and OAuth tokens, e-mail links)
 * never leave.
 */
export async function exportUserData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db
    .select({
      fullName: profiles.fullName,
      username: profiles.username,
      isBanned: profiles.isBanned,
      bannedAt: profiles.bannedAt,
      bannedReason: profiles.bannedReason,
      isLocked: profiles.isLocked,
      lockedAt: profiles.lockedAt,
      lockedReason: profiles.lockedReason,
      stripeCustomerId: profiles.stripeCustomerId,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [role] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));

  const [
    subscriptionRows,
    brandRows,
    content,
    messages,
    sessionRows,
    logins,
    emailRows,
    accountEvents,
    planRows,
    postRows,
    clientFeedback,
    aiCallRows,
    memberships,
    postVersionRows,
    told,
  ] = await Promise.all([
    db
      .select({
        plan: subscriptionPlans.name,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        stripeCustomerId: subscriptions.stripeCustomerId,
        stripeSubscriptionId: subscriptions.stripeSubscriptionId,
        createdAt: subscriptions.createdAt,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({
        id: brands.id,
        name: brands.name,
        description: brands.description,
        location: brands.location,
        problemSolution: brands.problemSolution,
        values: brands.brandValues,
        basePrompt: brands.basePrompt,
        color: brands.color,
        secondColor: brands.secondColor,
        fontPair: brands.fontPair,
        logo: brands.logo,
        wordsToUse: brands.wordsToUse,
        wordsToAvoid: brands.wordsToAvoid,
        createdAt: brands.createdAt,
        updatedAt: brands.updatedAt,
      })
      .from(brands)
      .where(eq(brands.userId, userId))
      .orderBy(asc(brands.createdAt)),
    contentForExport(db, userId),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    // The bodies of our own e-mails hold sign-in links: only their envelope is exported.
    db
      .select({
        kind: emails.kind,
        to: emails.toAddress,
        subject: emails.subject,
        status: emails.status,
        createdAt: emails.createdAt,
        sentAt: emails.sentAt,
      })
      .from(emails)
      .where(eq(emails.userId, userId))
      .orderBy(asc(emails.createdAt)),
    db
      .select({
        action: auditLog.action,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(or(eq(auditLog.targetUserId, userId), eq(auditLog.actorId, userId)))
      .orderBy(asc(auditLog.createdAt)),
    // The calendar feed's token hash is a secret, like a session's: it stays.
    db
      .select({
        id: plans.id,
        title: plans.title,
        brand: plans.brandName,
        strategyHistoryId: plans.strategyHistoryId,
        startDate: plans.startDate,
        endDate: plans.endDate,
        channels: plans.channels,
        createdAt: plans.createdAt,
        updatedAt: plans.updatedAt,
      })
      .from(plans)
      .where(eq(plans.userId, userId))
      .orderBy(asc(plans.createdAt)),
    db
      .select(postColumns)
      .from(planPosts)
      .where(eq(planPosts.userId, userId))
      .orderBy(asc(planPosts.planId), asc(planPosts.date), asc(planPosts.createdAt)),
    feedbackForExport(db, userId),
    // What the user's AI calls consumed (no prompt or reply text is kept with them).
    db
      .select({
        tool: aiCalls.tool,
        model: aiCalls.model,
        promptTokens: aiCalls.promptTokens,
        completionTokens: aiCalls.completionTokens,
        estimated: aiCalls.estimated,
        createdAt: aiCalls.createdAt,
      })
      .from(aiCalls)
      .where(eq(aiCalls.userId, userId))
      .orderBy(asc(aiCalls.createdAt)),
    // The workspaces the user belongs to; their content is exported only where the user wrote it.
    db
      .select({
        name: workspaces.name,
        personal: sql<boolean>`${workspaces.personalOf} is not null`,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.joinedAt,
      })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(eq(workspaceMembers.userId, userId))
      .orderBy(asc(workspaceMembers.joinedAt)),
    postVersionsForExport(db, userId),
    notificationsForExport(db, userId),
  ]);

  return {
    format: "conteudo-inteligente/dados-do-usuario",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    account: account ?? null,
    profile: profile ?? null,
    role: role?.role ?? "user",
    workspaces: memberships,
    loginMethods: logins,
    sessions: sessionRows,
    subscriptions: subscriptionRows,
    // The logo as the PNG the server keeps, readable in any browser (decision 050).
    brands: brandRows.map(({ logo, ...brand }) => ({
      ...brand,
      logo: logo ? `data:image/png;base64,${Buffer.from(logo).toString("base64")}` : null,
    })),
    history: content.history,
    versions: content.versions,
    postVersions: postVersionRows,
    plans: planRows.map((plan) => ({
      ...plan,
      posts: postRows.filter((post) => post.planId === plan.id),
    })),
    contactMessages: messages,
    emails: emailRows,
    accountEvents,
    // The names and comments the user's clients left on approval links, and the answers.
    clientFeedback,
    aiCalls: aiCallRows,
    ...told,
  };
}
