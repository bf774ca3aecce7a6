import { and, eq, sql } from "drizzle-orm";
import { seedUsers } from "../bench/lib/seed.ts";
import type { Database } from "../src/server/db/client.ts";
import { aiCalls } from "../src/server/db/schema/index.ts";
import type { Brand } from "../src/shared/brand-schemas.ts";
import { brazilToday } from "../src/shared/dates.ts";
import { planCalendar } from "../src/shared/generation/calendar-layout.ts";
import type { CaptionFields } from "../src/shared/generation/caption-fields.ts";
import { strategyInputSchema } from "../src/shared/generation/inputs.ts";
import type { Channel } from "../src/shared/generation/options.ts";
import type { StreamEvent } from "../src/shared/generation/stream.ts";
import type { ToolKind } from "../src/shared/generation/tools.ts";
import type { VariationOptions } from "../src/shared/generation/variations.ts";
import type { PlanDetail } from "../src/shared/plans.ts";
import { readEvents } from "../tests/helpers/sse-events.ts";
import type { Brief } from "./briefs.ts";
import type { EvalPost } from "./checks/structure.ts";

/** The app the eval drives over HTTP, as a user would, and its database for the meter's rows. */
export type EvalServer = { url: string; db: Database; authSecret: string };

/** One tool's run: whether it finished, and what the meter recorded for it. */
export type JobFigures = {
  tool: ToolKind;
  done: boolean;
  /** The error event's message when it failed. */
  error: string | null;
  calls: number;
  promptTokens: number;
  completionTokens: number;
  /** Some call was counted by our estimate, not by the provider. */
  estimated: boolean;
  model: string | null;
};

/** What one brief produced, tool by tool (a tool that failed leaves its part null). */
export type BriefRun = {
  brief: Brief;
  jobs: JobFigures[];
  prompt: string | null;
  strategy: { text: string; posts: EvalPost[]; laidOut: number; startDate: string } | null;
  script: string | null;
  /** "Gerar 3 opções" on the script: its three openings, as the page offers them. */
  scriptOptions: string[] | null;
  caption: { fields: CaptionFields; channel: Channel } | null;
};

/** The next `MM-DD` from today in Brazil (today included): a start the form accepts. */
export function nextStart(monthDay: string, now: Date): string {
  const today = brazilToday(now);
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

type Client = {
  json: <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;
  generate: (kind: ToolKind, body: unknown) => Promise<StreamEvent[]>;
};

function clientOf(server: EvalServer, cookie: string): Client {
  const request = (path: string, method: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { origin: server.url, cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    async json(path, init = {}) {
      const response = await request(path, init.method ?? "GET", init.body);
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    async generate(kind, body) {
      const response = await request(`/api/generate/${kind}`, "POST", body);
      if (!response.ok) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
      return readEvents(response);
    },
  };
}

/** The meter's rows of one user's calls for a tool, summed. */
async function metered(db: Database, userId: string, tool: ToolKind) {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      promptTokens: sql<number>`coalesce(sum(${aiCalls.promptTokens}), 0)::int`,
      completionTokens: sql<number>`coalesce(sum(${aiCalls.completionTokens}), 0)::int`,
      estimated: sql<boolean>`coalesce(bool_or(${aiCalls.estimated}), false)`,
      model: sql<string | null>`max(${aiCalls.model})`,
    })
    .from(aiCalls)
    .where(and(eq(aiCalls.userId, userId), eq(aiCalls.tool, tool)));
  return row ?? { calls: 0, promptTokens: 0, completionTokens: 0, estimated: false, model: null };
}

const doneOf = (events: StreamEvent[]) => events.find((e) => e.type === "done");
const errorOf = (events: StreamEvent[]) => {
  const error = events.find((e) => e.type === "error");
  return error?.type === "error" ? error.message : "no done event";
};
/** The text streamed before the structured step's events (the strategy without its calendar). */
const textBefore = (events: StreamEvent[], type: StreamEvent["type"]) => {
  const end = events.findIndex((e) => e.type === type);
  return (end < 0 ? events : events.slice(0, end))
    .map((e) => (e.type === "delta" ? e.text : ""))
    .join("");
};

/**
 * Runs one brief through the app as a marketer would: saves the brand, writes a Prompt Mãe
 * from its description, a 3-month strategy (its plan), then the script of the plan's first
 * post with "Gerar 3 opções" on it, and that post's caption. Each step is one request to the
 * real routes (validation, access, meter, provider); a new subscriber per brief, so the
 * meter's rows are the brief's own.
 */
export async function runBrief(server: EvalServer, brief: Brief, now: Date): Promise<BriefRun> {
  const [user] = await seedUsers(server.db, server.authSecret, 1);
  if (!user) throw new Error("no user seeded");
  const client = clientOf(server, user.cookie);
  const run: BriefRun = {
    brief,
    jobs: [],
    prompt: null,
    strategy: null,
    script: null,
    scriptOptions: null,
    caption: null,
  };
  const job = async (tool: ToolKind, body: unknown) => {
    const events = await client.generate(tool, body);
    const done = doneOf(events);
    run.jobs.push({
      tool,
      done: done !== undefined,
      error: done ? null : errorOf(events),
      ...(await metered(server.db, user.id, tool)),
    });
    return { events, done: done?.type === "done" ? done : null };
  };

  const { basePrompt, wordsToUse, wordsToAvoid, ...brandInput } = brief.brand;
  const brand = await client.json<Brand>("/api/brands", {
    method: "POST",
    body: { ...brandInput, basePrompt, wordsToUse, wordsToAvoid },
  });
  const brandId = brand.id;

  const prompt = await job("prompt", brandInput);
  run.prompt = prompt.done?.content ?? null;

  const startDate = nextStart(brief.startsOn, now);
  const strategyInput = { ...brief.strategy, basePrompt, brandId, startDate };
  const strategy = await job("strategy", strategyInput);
  if (!strategy.done?.links.plan) return run;
  const laidOut = planCalendar(strategyInputSchema.parse(strategyInput), startDate).slots.length;
  const plan = await client.json<PlanDetail>(`/api/plans/${strategy.done.links.plan}`);
  run.strategy = {
    text: textBefore(strategy.events, "structured"),
    posts: plan.posts,
    laidOut,
    startDate,
  };
  const first = plan.posts[0];
  if (!first) return run;

  const script = await job("script", { ...brief.script, basePrompt, brandId, postId: first.id });
  run.script = script.done?.content ?? null;
  if (script.done) {
    const varied = await client.json<VariationOptions>("/api/generate/variations", {
      method: "POST",
      body: { historyId: script.done.historyId },
    });
    run.scriptOptions = varied.options;
  }

  const { channel } = first;
  const caption = await job("caption", {
    basePrompt,
    brandId,
    postId: first.id,
    channel,
    format: first.format,
    theme: first.theme,
    hook: first.hook,
    callToAction: first.callToAction,
  });
  if (caption.done) {
    const after = await client.json<PlanDetail>(`/api/plans/${strategy.done.links.plan}`);
    const fields = after.posts[0]?.caption;
    if (fields) run.caption = { fields, channel };
  }
  return run;
}
