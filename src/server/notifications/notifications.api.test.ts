// Depends on the engine: the pushes' and e-mails' jobs run through pg-boss, on PostgreSQL through
// its own pool and on PGlite over the app's one connection; notify's insert-select with its
// partial-index conflict target and jsonb preferences is checked on both.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePushService } from "../../../tests/fakes/push-service.ts";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { runJob } from "../../../tests/helpers/jobs.ts";
import { dayFromToday } from "../../../tests/helpers/plans.ts";
import { makeSharedTeam, makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type {
  NotificationList,
  NotificationPreferences,
  PushKey,
} from "../../shared/notifications.ts";
import { postPath } from "../../shared/plans.ts";
import {
  emails,
  notificationSettings,
  notifications,
  planPosts,
  pushSubscriptions,
  workspaceMembers,
} from "../db/schema/index.ts";
import { SCHEDULED } from "../scheduled-jobs.ts";
import { sendMorningSummary } from "./daily.ts";
import { sendDuePushes } from "./push.ts";

let server: TestServer;
let push: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  push = await startFakePushService();
  // A small allowance, so that a few metered calls reach its thresholds.
  server = await startTestServer({ PUSH_ALLOW_PRIVATE_ENDPOINTS: "1", AI_MONTHLY_TOKENS: "1000" });
});
afterAll(async () => {
  await server.close();
  await push.close();
});

const bell = async (user: TestUser) => {
  const answer = await user.client.json<NotificationList>("/api/notifications");
  expect(answer.status).toBe(200);
  return answer.body;
};

const titles = async (user: TestUser) => (await bell(user)).items.map((item) => item.title);

/** A team whose owner shared its plan (of brand one), with the client's two answers. */
async function sharedTeamPlan() {
  const team = await makeSharedTeam(server);
  const { token } = team;
  const approve = async (post: number) => {
    const path = `/api/approval/${token}/posts/${team.posts[post]!.id}/approve`;
    const answer = await server.client().json(path, { json: { name: "Ana Cliente" } });
    expect(answer.status).toBe(200);
  };
  const askChanges = async (post: number, comment: string) => {
    const path = `/api/approval/${token}/posts/${team.posts[post]!.id}/changes`;
    const answer = await server.client().json(path, { json: { name: "Ana Cliente", comment } });
    expect(answer.status).toBe(200);
  };
  const follow = async (user: TestUser) =>
    expect(
      (await user.client.request(`/api/plans/${team.plan.id}/follow`, { method: "PUT" })).status,
    ).toBe(200);
  return { ...team, approve, askChanges, follow };
}

const limitTo = (workspaceId: string, user: TestUser, brandIds: string[]) =>
  server.db
    .update(workspaceMembers)
    .set({ brandIds })
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, user.id)),
    );

describe("who is told of an event", () => {
  it("a client's approval and request for changes reach the plan's followers who may see its brand, and no one else", async () => {
    const team = await sharedTeamPlan();
    const sameBrand = await team.join("editor", [team.brandId], "Edu Marca Um");
    const limitedAway = await team.join("editor", null, "Lia Limitada");
    const notFollowing = await team.join("admin", null, "Alice Admin");
    await team.follow(sameBrand);
    await team.follow(limitedAway);
    // Limited to the other brand after following: she hears nothing of this plan any more.
    await limitTo(team.workspaceId, limitedAway, [team.otherBrandId]);

    await team.approve(0);
    await team.askChanges(1, "Troque a foto, por favor.");

    const owner = await bell(team.owner);
    expect(owner.unread).toBe(2);
    expect(
      owner.items.map(({ kind, title, body, url, read }) => ({ kind, title, body, url, read })),
    ).toEqual([
      {
        kind: "client_changes",
        title: "Ana Cliente pediu ajustes em “Tema 2”",
        body: "“Troque a foto, por favor.”",
        url: postPath(team.plan.id, team.posts[1]!.id),
        read: false,
      },
      {
        kind: "client_approved",
        title: "Ana Cliente aprovou “Tema 1”",
        body: `No plano “${team.plan.title}”.`,
        url: postPath(team.plan.id, team.posts[0]!.id),
        read: false,
      },
    ]);
    expect(await titles(sameBrand)).toHaveLength(2);
    expect(await titles(limitedAway)).toEqual([]);
    expect(await titles(notFollowing)).toEqual([]);
  });

  it("a member limited away from a brand no longer sees what they were told of it", async () => {
    const team = await sharedTeamPlan();
    const editor = await team.join("editor", null, "Edu Editor");
    await team.follow(editor);
    await team.approve(0);
    expect((await bell(editor)).unread).toBe(1);
    await limitTo(team.workspaceId, editor, [team.otherBrandId]);
    expect(await bell(editor)).toEqual({ items: [], unread: 0 });
  });

  it("a post assigned to a member tells them, not the one who assigned it", async () => {
    const team = await makeTeam(server);
    const editor = await team.join("editor", [team.brandId], "Edu Editor");
    const other = await team.join("editor", null, "Outro Editor");
    const post = team.posts[0]!;
    const assigned = await team.owner.client.json(
      `/api/plans/${team.plan.id}/posts/${post.id}/task`,
      {
        method: "PUT",
        json: { assigneeId: editor.id },
      },
    );
    expect(assigned.status).toBe(200);
    const [item] = (await bell(editor)).items;
    expect(item).toMatchObject({
      kind: "assigned",
      title: "Nova tarefa para você",
      body: "“Tema 1”",
      url: postPath(team.plan.id, post.id),
    });
    expect(await titles(team.owner)).toEqual([]);
    expect(await titles(other)).toEqual([]);
    // Taking a post oneself tells no one.
    await other.client.json(`/api/plans/${team.plan.id}/posts/${team.posts[1]!.id}/task`, {
      method: "PUT",
      json: { assigneeId: other.id },
    });
    expect(await titles(other)).toEqual([]);
  });

  it("a teammate leaving or removed is told to the rest of the team, a brand-limited member included", async () => {
    const team = await makeTeam(server);
    const limited = await team.join("reader", [team.otherBrandId], "Lia Limitada");
    const leaver = await team.join("editor", null, "Bia Saindo");
    const removed = await team.join("editor", null, "Caio Removido");
    const left = await leaver.client.request("/api/workspaces/current/leave", {
      json: { workspaceId: team.workspaceId },
    });
    expect(left.status).toBe(204);
    const gone = await team.owner.client.request(`/api/workspaces/members/${removed.id}`, {
      method: "DELETE",
    });
    expect(gone.status).toBe(204);
    expect(await titles(limited)).toEqual([
      "Caio Removido saiu da equipe",
      "Bia Saindo saiu da equipe",
    ]);
    expect(await titles(team.owner)).toEqual(["Bia Saindo saiu da equipe"]);
    expect((await bell(leaver)).items).toEqual([]);
  });

  it("the morning summary tells each member of their posts of the day, once, of brands they see", async () => {
    const team = await makeTeam(server);
    const editor = await team.join("editor", [team.brandId], "Edu Editor");
    const away = await team.join("editor", null, "Lia Limitada");
    const [mine, hidden] = team.posts;
    const today = dayFromToday(0);
    await server.db
      .update(planPosts)
      .set({ date: today, assigneeId: editor.id })
      .where(eq(planPosts.id, mine!.id));
    // Lia holds a post of brand one, but may see only the other brand: it is not hers to publish.
    await server.db
      .update(planPosts)
      .set({ date: today, assigneeId: away.id })
      .where(eq(planPosts.id, hidden!.id));
    await limitTo(team.workspaceId, away, [team.otherBrandId]);
    // Nobody took this one: it is its plan's author's.
    await server.db.insert(planPosts).values({
      planId: team.plan.id,
      workspaceId: team.workspaceId,
      userId: team.owner.id,
      date: today,
      channel: "instagram",
      format: "Reels",
      theme: "Tema 3",
    });

    await sendMorningSummary(server.db);
    await sendMorningSummary(server.db);
    expect((await bell(editor)).items).toMatchObject([
      { kind: "due_today", body: "Você tem 1 publicação para hoje.", url: "/hoje" },
    ]);
    expect((await bell(team.owner)).items).toMatchObject([
      { kind: "due_today", body: "Você tem 1 publicação para hoje." },
    ]);
    expect(await titles(away)).toEqual([]);
  });
});

describe("the account's events", () => {
  it("the AI allowance at 80% and at 100% tells the whole team, once each a month", async () => {
    const team = await makeTeam(server);
    const limited = await team.join("reader", [team.otherBrandId], "Lia Limitada");
    const session = server.deps.ai.session({
      userId: team.owner.id,
      accountId: team.workspaceId,
      tool: "script",
    });
    const spend = (tokens: number) =>
      session.recordComposed([{ role: "user", content: "x".repeat(tokens * 4) }], "");
    await spend(700);
    expect(await titles(team.owner)).toEqual([]);
    await spend(150);
    await spend(100);
    expect(await titles(team.owner)).toEqual(["80% do limite de IA do mês usado"]);
    await spend(100);
    await spend(10);
    const both = ["Limite de IA do mês atingido", "80% do limite de IA do mês usado"];
    expect(await titles(team.owner)).toEqual(both);
    expect(await titles(limited)).toEqual(both);
  });

  it("a boleto to pay, then paid, or expired, reaches whoever manages billing and no one else", async () => {
    const boleto = async (owner: TestUser, bank: "pay" | "expire") => {
      const checkout = await owner.client.json<{ url: string }>("/api/billing/checkout", {
        json: { planId: 1, method: "recurring" },
      });
      expect(checkout.status).toBe(200);
      const session = new URL(checkout.body.url, server.url).searchParams.get("session");
      const waiting = await owner.client.json("/api/billing/test/checkout", {
        json: { session, method: "boleto" },
      });
      expect(waiting.status).toBe(200);
      const after = await owner.client.json("/api/billing/test/payment", {
        json: { action: bank },
      });
      expect(after.status).toBe(200);
    };
    const paying = await makeTeam(server, "Agência Paga");
    const admin = await paying.join("admin", null, "Alice Admin");
    await boleto(paying.owner, "pay");
    expect((await bell(paying.owner)).items).toMatchObject([
      { kind: "boleto_paid", title: "Boleto pago", url: "/profile?tab=subscription" },
      {
        kind: "boleto_due",
        title: "Boleto a pagar",
        body: expect.stringMatching(/^Pague até \d\d\/\d\d\/\d{4}/),
      },
    ]);
    expect(await titles(admin)).toEqual([]);

    const lapsing = await makeTeam(server, "Agência Vencida");
    await boleto(lapsing.owner, "expire");
    expect(await titles(lapsing.owner)).toEqual(["Boleto vencido", "Boleto a pagar"]);
  });
});

describe("the bell", () => {
  it("marks one read, then all, and answers 404 for another member's notification", async () => {
    const team = await sharedTeamPlan();
    await team.approve(0);
    await team.approve(1);
    const [first, second] = (await bell(team.owner)).items;
    const stranger = await team.join("admin", null, "Estranha");
    expect(
      (await stranger.client.request(`/api/notifications/${first!.id}/read`, { method: "POST" }))
        .status,
    ).toBe(404);
    expect(
      (await team.owner.client.request(`/api/notifications/${first!.id}/read`, { method: "POST" }))
        .status,
    ).toBe(204);
    const after = await bell(team.owner);
    expect(after.unread).toBe(1);
    expect(after.items.find((item) => item.id === first!.id)?.read).toBe(true);
    expect(
      (await team.owner.client.request("/api/notifications/read-all", { method: "POST" })).status,
    ).toBe(204);
    expect((await bell(team.owner)).unread).toBe(0);
    expect(second).toBeDefined();
    const bad = await team.owner.client.json("/api/notifications/nao-e-id/read", {
      method: "POST",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Notificação não encontrada." });
  });
});

describe("preferences", () => {
  it("turn a kind's e-mail and push off, keep the rest at their defaults, and refuse a wrong body in Portuguese", async () => {
    const team = await sharedTeamPlan();
    const start = await team.owner.client.json<NotificationPreferences>(
      "/api/notifications/preferences",
    );
    expect(start.body.kinds.client_approved).toEqual({ email: true, push: true });
    expect(start.body.kinds.member_joined).toEqual({ email: false, push: false });
    expect(start.body.quietHours).toBe(true);

    const saved = await team.owner.client.json<NotificationPreferences>(
      "/api/notifications/preferences",
      {
        method: "PUT",
        json: { kinds: { client_approved: { email: false, push: false } }, quietHours: false },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.kinds.client_approved).toEqual({ email: false, push: false });
    expect(saved.body.kinds.client_changes).toEqual({ email: true, push: true });
    expect(saved.body.quietHours).toBe(false);

    const wrong = await team.owner.client.json("/api/notifications/preferences", {
      method: "PUT",
      json: { kinds: { client_approved: { email: "sim", push: false } } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: "Informe se quer receber por email." });

    await team.approve(0);
    await team.askChanges(1, "Mais cor.");
    const rows = await server.db
      .select({
        kind: notifications.kind,
        emailAt: notifications.emailAt,
        pushAt: notifications.pushAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, team.owner.id));
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    // In the app always; by e-mail and push only where wanted.
    expect(byKind.client_approved).toMatchObject({ emailAt: null, pushAt: null });
    expect(byKind.client_changes?.emailAt).toBeInstanceOf(Date);
    expect(byKind.client_changes?.pushAt).toBeInstanceOf(Date);
  });
});

describe("e-mail, batched", () => {
  it("gathers what came in into one e-mail, and sends the next only an hour after", async () => {
    const team = await sharedTeamPlan();
    await team.approve(0);
    await team.askChanges(1, "Outra legenda.");
    await runJob(server.deps.jobs, SCHEDULED.notificationEmails);
    await runJob(server.deps.jobs, SCHEDULED.notificationEmails);
    const sent = () =>
      server.db
        .select()
        .from(emails)
        .where(and(eq(emails.kind, "notifications"), eq(emails.toAddress, team.owner.email)));
    const [first, ...others] = await sent();
    expect(others).toEqual([]);
    expect(first?.subject).toBe("2 novas notificações – Conteúdo Inteligente");
    expect(first?.textBody).toContain("Ana Cliente aprovou “Tema 1”");
    expect(first?.textBody).toContain("Ana Cliente pediu ajustes em “Tema 2”: “Outra legenda.”");
    expect(first?.textBody).toContain(`${server.url}${postPath(team.plan.id, team.posts[0]!.id)}`);

    // Within the hour: gathered, not sent.
    await team.askChanges(0, "Mude o título.");
    await runJob(server.deps.jobs, SCHEDULED.notificationEmails);
    expect(await sent()).toHaveLength(1);

    // An hour after the last one, the next goes with what gathered meanwhile.
    await server.db
      .update(notificationSettings)
      .set({ lastEmailedAt: sql`now() - make_interval(mins => 61)` })
      .where(eq(notificationSettings.userId, team.owner.id));
    await runJob(server.deps.jobs, SCHEDULED.notificationEmails);
    const all = await sent();
    expect(all).toHaveLength(2);
    expect(all.find((row) => row.id !== first!.id)?.subject).toBe(
      "Ana Cliente pediu ajustes em “Tema 1” – Conteúdo Inteligente",
    );
  });
});

describe("web push", () => {
  const subscribe = async (user: TestUser) => {
    const device = push.subscribe();
    const { id, ...json } = device;
    const answer = await user.client.request("/api/push/subscriptions", { json });
    expect(answer.status).toBe(204);
    return device;
  };

  it("signs with the instance's VAPID key for the endpoint's origin, encrypts for the device, and drops a device gone (410)", async () => {
    const team = await sharedTeamPlan();
    await team.owner.client.json("/api/notifications/preferences", {
      method: "PUT",
      json: { quietHours: false },
    });
    const key = await team.owner.client.json<PushKey>("/api/push/key");
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const phone = await subscribe(team.owner);
    const laptop = await subscribe(team.owner);

    await team.askChanges(0, "Mais luz na foto.");
    await runJob(server.deps.jobs, SCHEDULED.pushes);
    expect(push.refused).toEqual([]);
    const got = push.received.filter((p) => [phone.id, laptop.id].includes(p.subscription));
    expect(got).toHaveLength(2);
    for (const one of got) {
      expect(one.vapidKey).toBe(key.body.publicKey);
      expect(one.claims.aud).toBe(push.origin);
      expect(one.payload).toEqual({
        title: "Ana Cliente pediu ajustes em “Tema 1”",
        body: "“Mais luz na foto.”",
        url: postPath(team.plan.id, team.posts[0]!.id),
        tag: expect.any(String),
      });
    }

    push.answer(phone.id, 410);
    await team.askChanges(1, "Outra foto.");
    await runJob(server.deps.jobs, SCHEDULED.pushes);
    const devices = await server.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, team.owner.id));
    expect(devices).toEqual([{ endpoint: laptop.endpoint }]);
    expect(push.received.filter((p) => p.subscription === laptop.id)).toHaveLength(2);
  });

  it("holds a push that falls in quiet hours until they end, unless the member turned them off", async () => {
    const team = await sharedTeamPlan();
    const editor = await team.join("editor", null, "Edu Sem Silêncio");
    await team.follow(editor);
    await editor.client.json("/api/notifications/preferences", {
      method: "PUT",
      json: { quietHours: false },
    });
    const ownerPhone = await subscribe(team.owner);
    const editorPhone = await subscribe(editor);
    await team.approve(0);
    // The push sent at once after the answer has gone (or was held, at night); both are made
    // due again, to be sent by a run at a chosen hour.
    await runJob(server.deps.jobs, SCHEDULED.pushes);
    const got = (device: { id: string }) =>
      push.received.filter((p) => p.subscription === device.id).length;
    const [ownerBefore, editorBefore] = [got(ownerPhone), got(editorPhone)];
    await server.db
      .update(notifications)
      .set({ pushAt: sql`now()`, pushedAt: null })
      .where(inArray(notifications.userId, [team.owner.id, editor.id]));

    // 00:30 in Brazil tomorrow: inside the default 22-8.
    const night = new Date(`${dayFromToday(1)}T03:30:00Z`);
    await sendDuePushes(server.deps, night);
    expect(got(ownerPhone)).toBe(ownerBefore);
    expect(got(editorPhone)).toBe(editorBefore + 1);
    const [held] = await server.db
      .select({ pushAt: notifications.pushAt, pushedAt: notifications.pushedAt })
      .from(notifications)
      .where(eq(notifications.userId, team.owner.id));
    expect(held).toEqual({ pushAt: new Date(`${dayFromToday(1)}T11:00:00Z`), pushedAt: null });

    await sendDuePushes(server.deps, new Date(`${dayFromToday(1)}T11:00:00Z`));
    expect(got(ownerPhone)).toBe(ownerBefore + 1);
  });

  it("refuses a subscription that is not a push service's, with a Portuguese message", async () => {
    const team = await makeTeam(server);
    const wrong = await team.owner.client.json("/api/push/subscriptions", {
      json: { endpoint: "ftp://127.0.0.1/push", keys: { p256dh: "x", auth: "y" } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: "Não foi possível ativar as notificações neste aparelho.",
    });
    expect(
      await server.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, team.owner.id)),
    ).toEqual([]);
  });
});
