import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  AccountStatus,
  AttemptResult,
  Network,
  PublicationStatus,
} from "../../../shared/publishing.ts";
import { users } from "./auth.ts";
import { brands } from "./brands.ts";
import { planPosts } from "./plans.ts";
import { workspaces } from "./workspaces.ts";

// Publishing (docs/decisions/063): a brand's connected accounts, with their tokens encrypted
// at rest, and each post's publication, whose every step's id is stored before the next call.

export const connectedAccounts = pgTable(
  "connected_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<Network>().notNull(),
    /** The Instagram user's or the Page's id on the network. */
    externalId: text("external_id").notNull(),
    name: text("name").notNull(),
    /** The simulated "Conta de teste": no token, nothing reaches a network. */
    test: boolean("test").notNull().default(false),
    /** The token that publishes (the Page's), AES-256-GCM (token-crypto.ts); null for a test. */
    tokenSealed: text("token_sealed"),
    /** The long-lived user token the refresh job renews; null for a test account. */
    userTokenSealed: text("user_token_sealed"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    status: text("status").$type<AccountStatus>().notNull().default("connected"),
    connectedBy: text("connected_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("connected_accounts_brand_network_idx").on(t.brandId, t.network),
    index("connected_accounts_workspace_idx").on(t.workspaceId),
  ],
);

/** An OAuth `state`: signed, bound to its user and brand, used once, short-lived. */
/** Who is connecting which brand, and until when: a login's state and its Pages' choice. */
const connecting = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  workspaceId: uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  brandId: uuid("brand_id")
    .notNull()
    .references(() => brands.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const publishingConnectStates = pgTable("publishing_connect_states", connecting());

/**
 * The Pages a login gave when it gave several, for its user to choose the brand's among (ten
 * minutes): their tokens sealed as the accounts' are, never answered.
 */
export const publishingPageChoices = pgTable("publishing_page_choices", {
  ...connecting(),
  userTokenSealed: text("user_token_sealed").notNull(),
  tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
  pages: jsonb("pages").$type<SealedPage[]>().notNull(),
});

/** A Page of a login, its token sealed. */
export type SealedPage = {
  id: string;
  name: string;
  tokenSealed: string;
  instagram: { id: string; username: string } | null;
};

/** A post's publication on one network: the steps' ids, its state, its link. */
export const postPublications = pgTable(
  "post_publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => planPosts.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: "cascade" }),
    network: text("network").$type<Network>().notNull(),
    status: text("status").$type<PublicationStatus>().notNull().default("scheduled"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
    /** Who scheduled it; null when the plan's "Publicar quando o cliente aprovar" did. */
    scheduledBy: text("scheduled_by").references(() => users.id, { onDelete: "set null" }),
    /** The carousel's items (Instagram) or the photos (a Page), in the slides' order. */
    childIds: jsonb("child_ids").$type<string[]>().notNull().default([]),
    /** The container to publish (Instagram). */
    containerId: text("container_id"),
    /** The published media's (or Page post's) id: set once, never published again. */
    mediaId: text("media_id"),
    permalink: text("permalink"),
    reason: text("reason"),
    /** A worker's hold on it while it runs; a dead worker's lapses and another resumes. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("post_publications_post_network_idx").on(t.postId, t.network),
    index("post_publications_due_idx")
      .on(t.scheduledFor)
      .where(sql`${t.status} in ('scheduled', 'publishing', 'waiting_limit')`),
    index("post_publications_plan_idx").on(t.planId),
    index("post_publications_failed_idx")
      .on(t.updatedAt.desc())
      .where(sql`${t.status} in ('failed', 'reconnect')`),
  ],
);

/**
 * Each attempt at a publication, for the post panel's history: when it started, how it ended
 * (null while it runs, or if its worker died) and the reason given, in Portuguese.
 */
export const publicationAttempts = pgTable(
  "publication_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => postPublications.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    result: text("result").$type<AttemptResult>(),
    reason: text("reason"),
  },
  (t) => [index("publication_attempts_publication_idx").on(t.publicationId, t.startedAt)],
);
