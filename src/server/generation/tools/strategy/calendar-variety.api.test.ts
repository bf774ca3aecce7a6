import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarReply,
  type FakeRequest,
  replySchemaNameOf,
  slotIndexesOf,
} from "../../../../../tests/fakes/fake-openai.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import {
  calendarOf,
  runStrategy as run,
  STRATEGY_TEXT as TEXT,
} from "../../../../../tests/helpers/strategy-calendar.ts";
import { FUNNEL_STAGES } from "../../../../shared/generation/funnel.ts";
import { aiCalls } from "../../../db/schema/index.ts";
import { FILL_SCHEMA, REPAIR_SCHEMA } from "./calendar-fill.ts";

const app = setupGenerationServer({ ai: true });

const requestsNamed = (name: string) =>
  app.fake.requests.filter((r) => replySchemaNameOf(r) === name);
const userText = (request: FakeRequest | undefined) =>
  request?.body.messages?.at(-1)?.content ?? "";

// Posts 4 and 9 say the same thing as post 1, in other words and other cases.
const REPEATS: Record<number, { theme: string; hook: string }> = {
  1: { theme: "Dicas de café para o inverno", hook: "Você já provou café coado no frio?" },
  4: { theme: "Dicas de Café para o Inverno!", hook: "Gancho 4" },
  9: { theme: "dicas do café no inverno", hook: "Você já provou um café coado no frio?" },
};
const repeating = (request: FakeRequest) => calendarReply(request, (i) => REPEATS[i] ?? {});

/** The calendar of a strategy whose every post the fake fills with its own theme and hook. */
async function calendarFor(changes: object) {
  const user = await subscriber(app.server);
  app.fake.enqueue({ content: TEXT });
  app.fake.setResponder((request) => ({ content: calendarReply(request) }));
  return calendarOf(await run(user, changes));
}

describe("variety across the whole plan", () => {
  it("each batch is told every theme and hook the earlier batches wrote, the first none", async () => {
    // 5 posts a week for 13 weeks: 65 posts, three batches, one after another.
    const calendar = await calendarFor({ frequency: "4-5x_semana" });
    expect(calendar.slots).toHaveLength(65);

    const batches = requestsNamed(FILL_SCHEMA);
    expect(batches.map((r) => slotIndexesOf(r).length)).toEqual([22, 22, 21]);
    const [first, second, third] = batches.map(userText);
    expect(first).not.toContain("Temas já usados");
    expect(second).toContain("Temas já usados no plano (escreva temas diferentes destes)");
    expect(second).toContain("- Tema 0\n");
    expect(second).toContain("- Gancho 21\n");
    expect(second).not.toContain("- Tema 22\n");
    // The third sees the second batch's themes and hooks as well as the first's.
    for (const seen of ["- Tema 0\n", "- Tema 43\n", "- Gancho 0\n", "- Gancho 43\n"]) {
      expect(third).toContain(seen);
    }
    expect(third).not.toContain("- Tema 44\n");
    expect(requestsNamed(REPAIR_SCHEMA)).toEqual([]);
  });

  it("the calendar follows the strategy's pillars, with a funnel stage per post, as data", async () => {
    const user = await subscriber(app.server);
    const strategy = [
      "# Estratégia",
      "## Pilares de conteúdo",
      "1. **Origem dos grãos**: de onde vem cada café.",
      "2. Ritual do preparo: métodos em casa.",
      "3. Clube do café — quem já é cliente.",
      "## Métricas",
      "Salvamentos.",
    ].join("\n");
    app.fake.enqueue({ content: strategy });
    app.fake.setResponder((request) => ({ content: calendarReply(request) }));
    const calendar = calendarOf(
      await run(user, { objective: "aumentar_vendas", frequency: "4-5x_semana" }),
    );

    expect(calendar.pillars).toEqual(["Origem dos grãos", "Ritual do preparo", "Clube do café"]);
    expect(calendar.slots.slice(0, 4).map((s) => s.pillar)).toEqual([
      "Origem dos grãos",
      "Ritual do preparo",
      "Clube do café",
      "Origem dos grãos",
    ]);
    expect(new Set(calendar.slots.map((s) => s.stage))).toEqual(
      new Set(["descoberta", "consideracao", "conversao", "fidelizacao"]),
    );
    // The model is told each post's pillar and stage, as the calendar keeps them; a sale's
    // date converts, its warm-ups prepare.
    const lines = requestsNamed(FILL_SCHEMA).flatMap((r) =>
      userText(r)
        .split("\n")
        .filter((line) => / · etapa do funil: /.test(line)),
    );
    expect(lines).toHaveLength(65);
    for (const line of lines) {
      const slot = calendar.slots[Number.parseInt(line, 10)];
      const label = FUNNEL_STAGES.find((s) => s.value === slot?.stage)?.label;
      expect(line).toContain(` · pilar: ${slot?.pillar} · etapa do funil: ${label} · `);
      if (line.includes("data comemorativa:")) expect(slot?.stage).toBe("conversao");
      else if (line.includes("aquecimento:")) expect(slot?.stage).toBe("consideracao");
    }
    const [batch] = requestsNamed(FILL_SCHEMA);
    expect(batch?.body.messages?.[0]?.content).toContain(
      "Fidelização: cuidar de quem já é cliente",
    );
  });

  it("one repair call, metered, rewrites only the posts that repeat an earlier one", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder((request) => ({
      content:
        replySchemaNameOf(request) === REPAIR_SCHEMA
          ? calendarReply(request, (i) => ({ theme: `Novo tema ${i}`, hook: `Novo gancho ${i}` }))
          : repeating(request),
    }));
    const events = await run(user);
    const calendar = calendarOf(events);

    const repairs = requestsNamed(REPAIR_SCHEMA);
    expect(repairs).toHaveLength(1);
    expect(slotIndexesOf(repairs[0] as FakeRequest)).toEqual([4, 9]);
    const sent = userText(repairs[0]);
    // The repair is told what the other posts say, and asked for something new.
    expect(sent).toContain("- Dicas de café para o inverno\n");
    expect(sent).toContain("Ganchos já usados no plano");
    expect(repairs[0]?.body.messages?.[0]?.content).toContain("repetiam outras do plano");
    expect(calendar.slots.map((s) => s.theme).slice(0, 5)).toEqual([
      "Tema 0",
      "Dicas de café para o inverno",
      "Tema 2",
      "Tema 3",
      "Novo tema 4",
    ]);
    expect(calendar.slots[9]).toMatchObject({ theme: "Novo tema 9", hook: "Novo gancho 9" });
    expect(calendar.slots.some((s) => s.demo)).toBe(false);
    expect(events.at(-1)?.type).toBe("done");

    // Text, batch, repair: three calls on the user's meter.
    const calls = await app.server.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.tool === "strategy")).toBe(true);
  });

  it("a rewrite that still repeats keeps the post as the batch wrote it", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder((request) => ({
      content:
        replySchemaNameOf(request) === REPAIR_SCHEMA
          ? calendarReply(request, (i) =>
              i === 4
                ? { theme: "Café no inverno: dicas", hook: "Gancho novo 4" }
                : {
                    theme: "Um tema novo de verdade",
                    hook: "Um gancho novo de verdade",
                  },
            )
          : repeating(request),
    }));
    const calendar = calendarOf(await run(user));
    expect(requestsNamed(REPAIR_SCHEMA)).toHaveLength(1);
    expect(calendar.slots[4]?.theme).toBe("Dicas de Café para o Inverno!");
    expect(calendar.slots[9]?.theme).toBe("Um tema novo de verdade");
  });

  it("a failed repair keeps the posts and the strategy is saved", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: TEXT });
    app.fake.setResponder((request) =>
      replySchemaNameOf(request) === REPAIR_SCHEMA
        ? { status: 500 }
        : { content: repeating(request) },
    );
    const events = await run(user);
    const calendar = calendarOf(events);
    expect(requestsNamed(REPAIR_SCHEMA).length).toBeGreaterThanOrEqual(1);
    expect(calendar.slots[9]?.theme).toBe("dicas do café no inverno");
    expect(calendar.slots.some((s) => s.demo)).toBe(false);
    expect(events.at(-1)?.type).toBe("done");
  });
});

describe("commercial dates and the brand", () => {
  // October to December: Dia das Crianças, Halloween, Black Friday, Cyber Monday, Natal.
  const window = { startDate: nextOctober(), commercialExtras: true };

  it("a law office is not offered Halloween, Black Friday or Cyber Monday", async () => {
    const calendar = await calendarFor({
      ...window,
      basePrompt: "Somos um escritório de advocacia trabalhista em Campinas.",
      productsServices: "Direito trabalhista",
    });
    const marks = calendar.slots.flatMap((s) => (s.commercialDate ? [s.commercialDate] : []));
    expect(marks).toContain("Natal");
    for (const unfit of ["Halloween (Dia das Bruxas)", "Black Friday", "Cyber Monday"]) {
      expect(marks).not.toContain(unfit);
    }
    const [stream, batch] = [app.fake.requests[0], requestsNamed(FILL_SCHEMA)[0]];
    expect(userText(stream)).not.toContain("Black Friday");
    expect(userText(batch)).not.toMatch(/Black Friday|Halloween|Cyber Monday/);
    expect(userText(batch)).toContain("data comemorativa: Natal");
  });

  it("a shop's Black Friday and Natal get warm-up posts in the days before them", async () => {
    const calendar = await calendarFor({
      ...window,
      frequency: "2-3x_semana",
      basePrompt: "Somos uma loja de roupas femininas em linho.",
      productsServices: "Vestidos de linho",
    });
    const text = requestsNamed(FILL_SCHEMA).map(userText).join("\n");
    const warmUps = (name: string) =>
      text.split("\n").filter((line) => line.endsWith(`aquecimento: Esquenta para ${name}`));
    expect(warmUps("a Black Friday")).toHaveLength(2);
    expect(warmUps("o Natal")).toHaveLength(2);
    // The seed goes to the model, not into the saved calendar.
    expect(calendar.slots.some((s) => "warmUp" in s)).toBe(false);
  });
});

/** The next 1 October at least a day ahead: its window holds October to December. */
function nextOctober(): string {
  const today = new Date();
  const year = today.getUTCMonth() >= 9 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  return `${year}-10-01`;
}
