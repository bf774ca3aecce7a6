import { randomBytes } from "node:crypto";
import { type Database, openPostgres } from "../src/server/db/client.ts";
import {
  approvalLinks,
  planPosts,
  plans,
  postFeedback,
  postVersions,
} from "../src/server/db/schema/index.ts";
import { hashSecretToken, newSecretToken } from "../src/server/lib/secret-token.ts";
import { CLIENT_TEXT_FIELDS } from "../src/shared/approval.ts";
import { wordDiff } from "../src/shared/word-diff.ts";
import { pacedLoad } from "./lib/paced-load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { seedUsers } from "./lib/seed.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { median, percentile, round } from "./lib/stats.ts";

const AREA = "approval-load";
const POSTS = 200;
const CLIENTS = 3;
// Issue 39's budgets: the page stays quick for its clients, the server for everyone else.
const PAGE_P95_MS = 500;
const HEALTH_P99_MS = 100;
const HEALTH_PER_SECOND = 20;

const WORDS =
  "café pão quente fresco manhã receita forno massa fermento natural sabor casa cliente".split(" ");
/** `count` words of a caption, the `edit`-th ones replaced: a long text reworked throughout. */
const text = (count: number, seed: number, edit = 0) =>
  Array.from({ length: count }, (_, i) =>
    edit && i % edit === 0 ? `novo${i}` : WORDS[(i * 7 + seed) % WORDS.length],
  ).join(" ");

/** A post's text at version 1 and at version 2, after the team answered the client's request. */
function postTexts(i: number) {
  const v1 = {
    theme: `Tema ${i}: a fornada da manhã`,
    hook: text(40, i),
    callToAction: "Peça pelo WhatsApp",
    notes: "",
    caption: {
      caption: text(350, i),
      hashtags: Array.from({ length: 20 }, (_, t) => `#pao${t}`),
      altText: "",
      firstComment: "",
    },
  };
  const v2 = {
    ...v1,
    hook: `Novo gancho ${i}: ${text(30, i + 3)}`,
    caption: {
      ...v1.caption,
      caption: text(380, i, 3),
      hashtags: Array.from({ length: 20 }, (_, t) => (t % 2 ? `#pao${t}` : `#fornada${t}`)),
    },
  };
  return { v1, v2 };
}

/**
 * A plan of 200 posts, every one of them rewritten after its client asked for changes, shared
 * through one link per client (each link counts its own requests).
 */
async function seedChangedPlan(db: Database, userId: string) {
  const [plan] = await db
    .insert(plans)
    .values({
      userId,
      title: "Plano da Padaria Pão Quente",
      brandName: "Padaria Pão Quente",
      startDate: "2027-01-04",
      endDate: "2027-07-25",
      channels: ["instagram"],
    })
    .returning({ id: plans.id });
  const texts = Array.from({ length: POSTS }, (_, i) => postTexts(i));
  const posts = await db
    .insert(planPosts)
    .values(
      texts.map(({ v2 }, i) => ({
        planId: plan!.id,
        userId,
        date: new Date(Date.UTC(2027, 0, 4 + i)).toISOString().slice(0, 10),
        channel: "instagram" as const,
        format: "Carrossel",
        status: "ajustes_pedidos" as const,
        // Its row is version 2, edited by hand (decision 060); version 1 is stored.
        version: 2,
        versionBy: userId,
        ...v2,
      })),
    )
    .returning({ id: planPosts.id });
  await db
    .insert(postVersions)
    .values(
      posts.flatMap((post, i) => [
        { postId: post.id, number: 1, userId, made: "generated" as const, fields: texts[i]!.v1 },
      ]),
    );
  const tokens: string[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const token = newSecretToken();
    const [link] = await db
      .insert(approvalLinks)
      .values({ planId: plan!.id, userId, tokenHash: hashSecretToken(token) })
      .returning({ id: approvalLinks.id });
    // Written a day ago: the link's daily caps are not what this measures.
    await db.insert(postFeedback).values(
      posts.map((post) => ({
        postId: post.id,
        planId: plan!.id,
        userId,
        linkId: link!.id,
        author: "client" as const,
        clientName: `Cliente ${c + 1}`,
        body: "Reescreva a legenda, por favor.",
        decision: "changes" as const,
        postVersion: 1,
        createdAt: new Date(Date.now() - 86_400_000),
      })),
    );
    tokens.push(token);
  }
  return { tokens, texts };
}

/** What every diff of the plan costs at once, as one read took them all before decision 044. */
function wholePlanDiffMs(texts: ReturnType<typeof postTexts>[]) {
  const of = (t: ReturnType<typeof postTexts>["v1"]) => ({
    theme: t.theme,
    hook: t.hook,
    callToAction: t.callToAction,
    caption: t.caption.caption,
    hashtags: t.caption.hashtags.join(" "),
  });
  const started = performance.now();
  for (const { v1, v2 } of texts) {
    const [before, after] = [of(v1), of(v2)];
    for (const field of CLIENT_TEXT_FIELDS) {
      if (before[field] !== after[field]) wordDiff(before[field], after[field]);
    }
  }
  return performance.now() - started;
}

type PageTimes = { ms: number[]; bytes: number[]; passes: number; firstPassMs: number[] };

/**
 * One client reading the whole plan page after page, again and again until `until`. Each pass
 * comes from an address of its own: one address's limit (300 requests in 5 minutes) would
 * otherwise stop a client reading this fast, and it is not what this measures.
 */
async function readInALoop(url: string, token: string, client: number, until: number) {
  const times: PageTimes = { ms: [], bytes: [], passes: 0, firstPassMs: [] };
  while (performance.now() < until) {
    const address = `10.${client}.${times.passes >> 8}.${times.passes & 255}`;
    const started = performance.now();
    for (let offset: number | null = 0; offset !== null && performance.now() < until; ) {
      const sent = performance.now();
      const response: Response = await fetch(`${url}/api/approval/${token}?offset=${offset}`, {
        headers: { "x-forwarded-for": address, "accept-encoding": "gzip" },
      });
      if (response.status !== 200) throw new Error(`approval page answered ${response.status}`);
      const body: string = await response.text();
      times.ms.push(performance.now() - sent);
      times.bytes.push(Buffer.byteLength(body));
      offset = (JSON.parse(body) as { nextOffset: number | null }).nextOffset;
    }
    if (times.passes === 0) times.firstPassMs.push(performance.now() - started);
    times.passes++;
  }
  return times;
}

export const approvalLoadArea: Area = {
  name: "approval-load",
  describe: `${CLIENTS} clients reading a ${POSTS}-post plan, every post changed since their request, in a loop, while /api/health is polled (issue 39)`,
  async run({ quick, log }) {
    const seconds = quick ? 10 : 30;
    const database = await createBenchDatabase("approval_load");
    const secret = randomBytes(32).toString("hex");
    const server = await startServerProcess({
      databaseUrl: database.url,
      env: { AUTH_SECRET: secret, TRUST_PROXY: "127.0.0.1" },
    });
    try {
      const seed = await openPostgres(database.url, 2);
      const [owner] = await seedUsers(seed.db, secret, 1);
      const { tokens, texts } = await seedChangedPlan(seed.db, owner!.id);
      await seed.close();
      const unboundedMs = wholePlanDiffMs(texts);
      // The same polling with no client reading: what the machine gives a health check now.
      const alone = await pacedLoad(server.url, 5, HEALTH_PER_SECOND, [[{ path: "/api/health" }]]);
      await server.reset();

      log(`${CLIENTS} clients for ${seconds} s, /api/health ${HEALTH_PER_SECOND} times a second`);
      const until = performance.now() + seconds * 1000;
      const [health, ...clients] = await Promise.all([
        pacedLoad(server.url, seconds, HEALTH_PER_SECOND, [[{ path: "/api/health" }]]),
        ...tokens.map((token, c) => readInALoop(server.url, token, c, until)),
      ]);
      const stats = await server.stats();
      const pages = clients.flatMap((c) => c.ms);
      const bytes = clients.flatMap((c) => c.bytes);
      const firstPasses = clients.flatMap((c) => c.firstPassMs);
      const measures: Measure[] = [
        {
          area: AREA,
          metric: `approval page (${POSTS} changed posts, ${CLIENTS} clients in a loop), p95`,
          value: round(percentile(pages, 95)),
          unit: "ms",
          budget: { op: "<=", limit: PAGE_P95_MS },
          note: `p50 ${round(median(pages))} ms, p99 ${round(percentile(pages, 99))} ms, max ${round(Math.max(...pages))} ms; ${pages.length} pages in ${clients.reduce((n, c) => n + c.passes, 0)} passes over the plan; the first pass ${round(median(firstPasses) / 1000, 2)} s (median of the clients)`,
        },
        {
          area: AREA,
          metric: `/api/health during it, p99`,
          value: health.p99,
          unit: "ms",
          budget: { op: "<=", limit: HEALTH_P99_MS },
          note: `p50 ${health.p50} ms, ${round(health.rps)} req/s each timed from when it was due; ${health.failures} failed; alone just before: p50 ${alone.p50} ms, p99 ${alone.p99} ms`,
        },
        {
          area: AREA,
          metric: "approval page size, largest",
          value: round(Math.max(...bytes) / 1024),
          unit: "KB",
          note: `median ${round(median(bytes) / 1024)} KB of JSON (uncompressed); one read of the whole plan was 4.8 MB before (issue 39)`,
        },
        {
          area: AREA,
          metric: "server event-loop delay p99",
          value: round(stats.eventLoopP99),
          unit: "ms",
          note: `max ${round(stats.eventLoopMax)} ms; server CPU ${round(stats.cpuMs / 1000, 1)} s in ${seconds} s`,
        },
        {
          area: AREA,
          metric: "every diff of the plan taken at once, as one read took them before",
          value: round(unboundedMs),
          unit: "ms",
          note: "in the bench's process, for scale: what a single read held the server's thread for",
        },
      ];
      return measures;
    } finally {
      await server.close();
      await database.drop();
    }
  },
};
