import { existsSync } from "node:fs";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../../../../tests/helpers/test-database.ts";
import { routeMatrix } from "../../../../tests/security/route-matrix.ts";
import type { StreamEvent } from "../../../shared/generation/stream.ts";
import { TOOL_INPUTS } from "../../../shared/generation/tool-inputs.ts";
import {
  TOOLS,
  type ToolInput,
  type ToolKind,
  toolModule,
} from "../../../shared/generation/tools.ts";
import { PAGES } from "../../../shared/routes.ts";
import type { AiSession } from "../../ai/meter.ts";
import type { ChatMessage, ChatOptions } from "../../ai/provider.ts";
import { users } from "../../db/schema/index.ts";
import type { WorkspaceAccess } from "../../workspaces/access.ts";
import { personalAccess } from "../../workspaces/personal.ts";
import { GUARDRAILS } from "../guardrails.ts";
import { runGeneration } from "../service.ts";
import { SERVER_TOOLS, toolRoutes } from "./index.ts";

/** What a user could type into each tool's form: a tool without one does not compile. */
const EXAMPLES: { [K in ToolKind]: z.input<(typeof TOOL_INPUTS)[K]> } = {
  prompt: {
    brandName: "Café da Serra",
    brandDescription: "Cafeteria artesanal com grãos da Mantiqueira",
    brandLocation: "Campinas (SP)",
    brandProblemSolution: "Café especial sem pretensão, perto de casa",
    brandValues: "qualidade, acolhimento, origem",
  },
  strategy: {
    basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
    productsServices: "Cafés especiais e cursos de barista",
    channels: ["instagram", "linkedin"],
  },
  script: {
    basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
    targetAudience: "Amantes de café",
    duration: "7 slides",
    finalGoal: "Vender o curso de barista",
  },
  caption: {
    basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
    theme: "O curso de barista de dezembro",
  },
  art: {
    basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
    theme: "Cinco passos para o café coado perfeito",
  },
};

async function textOf(pieces: AsyncIterable<string>) {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
}

const offline: AiSession = {
  provider: null,
  async *composed(_messages, text) {
    yield text;
  },
  recordComposed: async () => {},
};

/** A provider that records the prompts and options it is given and answers one word. */
function recordingProvider() {
  const prompts: ChatMessage[][] = [];
  const options: ChatOptions[] = [];
  const session: AiSession = {
    ...offline,
    provider: {
      async *streamText(messages, given) {
        prompts.push(messages);
        options.push(given);
        yield "Texto";
      },
      completeStructured: async () => ({ text: "{}", cut: false }),
      choices: "calls",
      completeChoices: async () => ({ texts: ["Texto"], cut: false }),
    },
  };
  return { session, prompts, options };
}

// A tool checks the brand it is asked for (the Prompt Mãe, that room is left for a new one).
let database: TestDatabase;
const userId = crypto.randomUUID();
let access: WorkspaceAccess;
const logger = pino({ level: "silent" });
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: userId, name: "Ana", email: `${userId}@teste.com` });
  access = await personalAccess(database.db, userId);
});
afterAll(() => database.close());

const jobOf = (kind: ToolKind) =>
  SERVER_TOOLS[kind].job(TOOL_INPUTS[kind].parse(EXAMPLES[kind]) as never, {
    db: database.db,
    access,
    logger,
    now: new Date(),
  });

describe.each(TOOLS)("the registered tool $kind", (tool) => {
  it("writes an offline draft without an AI provider", async () => {
    const job = await jobOf(tool.kind);
    expect(job.contentType).toBe(tool.kind);
    expect((await textOf(job.write(offline))).trim()).not.toBe("");
  });

  it("gives the AI provider its own prompts", async () => {
    const { session, prompts, options } = recordingProvider();
    await textOf((await jobOf(tool.kind)).write(session));
    expect(prompts).toHaveLength(1);
    expect(options[0]?.maxTokens).toBeGreaterThan(0);
    expect(options[0]?.temperature).toBeGreaterThanOrEqual(0.6);
    expect(options[0]?.temperature).toBeLessThanOrEqual(0.9);
    const [system, user] = prompts[0] ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain(GUARDRAILS);
    expect(user?.content.trim()).not.toBe("");
  });

  it("saves its result under the registry's title", async () => {
    const input = TOOL_INPUTS[tool.kind].parse(EXAMPLES[tool.kind]);
    const events: StreamEvent[] = [];
    await runGeneration(await jobOf(tool.kind), {
      db: database.db,
      ai: offline,
      logger,
      emit: async (event) => void events.push(event),
    });
    expect(events.at(-1)).toMatchObject({
      type: "done",
      title: (tool.title as (input: ToolInput<ToolKind>) => string)(input as ToolInput<ToolKind>),
    });
  });

  it("has a screen in the SPA", () => {
    expect(PAGES).toContainEqual({
      path: tool.path,
      module: toolModule(tool),
      title: tool.pageTitle,
    });
    const screen = new URL(`../../../web/app/routes/${toolModule(tool)}.tsx`, import.meta.url);
    expect(existsSync(screen), `${screen.pathname} is missing`).toBe(true);
  });

  it("has its endpoint in the chain of tool routes", () => {
    const posts = toolRoutes().routes.filter((route) => route.method === "POST");
    expect(posts.map((route) => route.path)).toContain(`/${tool.kind}`);
  });

  it("has its row in the authorization matrix", () => {
    const row = routeMatrix.find(
      (route) => route.method === "POST" && route.path === `/api/generate/${tool.kind}`,
    );
    expect(row, "tests/security/route-matrix.ts has no row for it").toBeDefined();
    expect(row?.input?.body).toBe(TOOL_INPUTS[tool.kind]);
  });
});
