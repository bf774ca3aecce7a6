import { z } from "zod";
import type { CalendarSlot, StrategyCalendar } from "../../../../shared/generation/calendar.ts";
import { type CalendarPlan, placeOf } from "../../../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import type { Channel } from "../../../../shared/generation/options.ts";
import {
  ctaMaxWords,
  formatsOf,
  HOOK_MAX_WORDS,
  wordCount,
} from "../../../../shared/generation/post-rules.ts";
import type { AiSession } from "../../../ai/meter.ts";
import type { AiProvider } from "../../../ai/provider.ts";
import { REPLY_LIMITS } from "../../../ai/reply-limits.ts";
import type { ReplySchema } from "../../../ai/structured.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import type { Logger } from "../../../lib/logger.ts";
import { composeSlots } from "./calendar-composer.ts";
import {
  calendarMessages,
  type IndexedSlot,
  type PlanSoFar,
  slotKey,
  slotRoles,
} from "./calendar-prompts.ts";
import { meaningCheck } from "./meaning.ts";
import { repeatedPosts } from "./repeats.ts";

/** Slots per request: keeps each JSON reply well inside a small model's output limit. */
const BATCH_SIZE = 22;

/** A batch is asked once, then once more for the slots still missing. */
const ATTEMPTS = 2;

/** A field out of its bounds is not cut: the slot is asked again (or composed). */
const text = (max: number) => z.string().trim().min(1).max(max);
const words = (max: number) =>
  text(300).refine((value) => wordCount(value) <= max, `até ${max} palavras`);

/** A slot's fields as its channel allows them: one of its formats, a short hook and CTA. */
const slotFieldsSchema = (channel: Channel) => {
  const [first, ...rest] = formatsOf(channel);
  return z.object({
    theme: text(200),
    format: z.enum([first ?? "Post", ...rest]),
    hook: words(HOOK_MAX_WORDS),
    callToAction: words(ctaMaxWords(channel)),
  });
};
type SlotFields = z.infer<ReturnType<typeof slotFieldsSchema>>;

/** A slot's JSON schema: the format an enum of its channel's; the lengths told, checked by us. */
const slotJsonSchema = (channel: Channel) => ({
  type: "object",
  properties: {
    theme: { type: "string", description: "Tema do post, até 80 caracteres" },
    format: { type: "string", enum: formatsOf(channel) },
    hook: { type: "string", description: `Gancho com até ${HOOK_MAX_WORDS} palavras` },
    callToAction: {
      type: "string",
      description: `Chamada para ação com até ${ctaMaxWords(channel)} palavras`,
    },
  },
  required: ["theme", "format", "hook", "callToAction"],
  additionalProperties: false,
});

/** The schemas' names: a batch fills its posts; the repair rewrites the repeated ones. */
export const FILL_SCHEMA = "preencher_calendario";
export const REPAIR_SCHEMA = "reescrever_repetidos";

/** The reply's JSON schema for these slots: one required key per slot, strict. */
export function batchSchema(slots: IndexedSlot[], name = FILL_SCHEMA): ReplySchema {
  return {
    name,
    schema: {
      type: "object",
      properties: Object.fromEntries(
        slots.map(({ index, slot }) => [slotKey(index), slotJsonSchema(slot.channel)]),
      ),
      required: slots.map(({ index }) => slotKey(index)),
      additionalProperties: false,
    },
  };
}

/**
 * The valid slots of a reply, by index; a slot missing or out of its channel's bounds (a
 * format it does not take, a hook too long) is left out, to be asked again.
 */
export function readReply(reply: string, slots: IndexedSlot[]): Map<number, SlotFields> {
  const filled = new Map<number, SlotFields>();
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    return filled;
  }
  if (!json || typeof json !== "object") return filled;
  for (const { index, slot } of slots) {
    const fields = slotFieldsSchema(slot.channel).safeParse(
      (json as Record<string, unknown>)[slotKey(index)],
    );
    if (fields.success) filled.set(index, fields.data);
  }
  return filled;
}

type Batch = {
  provider: AiProvider;
  input: StrategyInput;
  strategy: string;
  brand: BrandVoice | null;
  logger: Logger;
  /** What earlier batches wrote: a later batch is asked for something else. */
  soFar?: PlanSoFar;
  /** How posts are compared for repeats: their words, and their meaning where embedded. */
  meaning: ReturnType<typeof meaningCheck>;
};

/**
 * The fields of a batch's slots by index: asked once, then only the slots still missing (a
 * reply cut at `max_tokens`, invalid, or a failed call loses its slots, not the strategy).
 */
async function fillBatch(batch: Batch, slots: IndexedSlot[]): Promise<Map<number, SlotFields>> {
  const filled = new Map<number, SlotFields>();
  let missing = slots;
  for (let attempt = 0; attempt < ATTEMPTS && missing.length > 0; attempt++) {
    const indexes = missing.map((s) => s.index);
    try {
      const reply = await batch.provider.completeStructured(
        calendarMessages(batch.input, batch.strategy, missing, batch.brand, batch.soFar),
        REPLY_LIMITS.calendar,
        batchSchema(missing),
      );
      if (reply.cut) batch.logger.warn({ indexes }, "calendar batch cut at max_tokens");
      for (const [index, fields] of readReply(reply.text, missing)) filled.set(index, fields);
    } catch (error) {
      batch.logger.warn({ err: error, indexes }, "calendar batch failed");
    }
    missing = missing.filter((s) => !filled.has(s.index));
  }
  return filled;
}

/**
 * One call rewrites the posts whose theme or hook repeats an earlier post's, in words or in
 * meaning (at most a batch of them); a rewrite that is invalid or still repeats, or a failed
 * call, keeps the post as it was: repeats cost variety, not the strategy.
 */
async function repairRepeats(
  batch: Batch,
  indexed: IndexedSlot[],
  filled: Map<number, SlotFields>,
): Promise<void> {
  const written = indexed.flatMap(({ index }) => {
    const fields = filled.get(index);
    return fields ? [{ index, theme: fields.theme, hook: fields.hook }] : [];
  });
  const repeated = new Set(
    repeatedPosts(written, await batch.meaning(written)).slice(0, BATCH_SIZE),
  );
  if (repeated.size === 0) return;
  const slots = indexed.filter((s) => repeated.has(s.index));
  const kept = written.filter((w) => !repeated.has(w.index));
  const soFar = { themes: kept.map((w) => w.theme), hooks: kept.map((w) => w.hook), repair: true };
  try {
    const reply = await batch.provider.completeStructured(
      calendarMessages(batch.input, batch.strategy, slots, batch.brand, soFar),
      REPLY_LIMITS.calendar,
      batchSchema(slots, REPAIR_SCHEMA),
    );
    const rewritten = [...readReply(reply.text, slots)];
    // Checked after the posts kept, so a rewrite that repeats any of them is the one refused.
    const checked = [...kept, ...rewritten.map(([index, fields]) => ({ index, ...fields }))];
    const still = new Set(repeatedPosts(checked, await batch.meaning(checked)));
    const accepted = rewritten.filter(([index]) => !still.has(index));
    for (const [index, fields] of accepted) filled.set(index, fields);
    batch.logger.info(
      { repeated: repeated.size, rewritten: accepted.length },
      "calendar repeats rewritten",
    );
  } catch (error) {
    batch.logger.warn({ err: error, indexes: [...repeated] }, "calendar repeat repair failed");
  }
}

/**
 * The creative fields of every slot: written by the model as schema-checked JSON, or by the
 * offline composer when no provider is configured. The batches go one after another, each
 * told every theme and hook the earlier ones wrote, so no batch writes blind of the plan
 * (a plan of 65 posts waits for three round trips). Then one call rewrites repeats. A slot
 * the model did not fill after its retry gets the composer's fields, marked `demo`: the
 * strategy the user watched stream is kept. Every slot carries the pillar and funnel stage
 * the calendar gave it, and the calendar the strategy's pillars.
 */
export async function fillCalendar(
  ai: AiSession,
  input: StrategyInput,
  strategy: string,
  plan: CalendarPlan,
  brand: BrandVoice | null,
  logger: Logger,
): Promise<StrategyCalendar> {
  const { provider } = ai;
  const indexed = plan.slots.map((slot, index) => ({ index, slot }));
  const composed = () => composeSlots(input, plan.slots);
  let slots: CalendarSlot[];
  if (provider) {
    const batch: Batch = {
      provider,
      input,
      strategy,
      brand,
      logger,
      meaning: meaningCheck(provider, logger),
    };
    const filled = new Map<number, SlotFields>();
    for (let first = 0; first < indexed.length; first += BATCH_SIZE) {
      const earlier = [...filled.values()];
      const soFar = { themes: earlier.map((f) => f.theme), hooks: earlier.map((f) => f.hook) };
      const written = await fillBatch(
        { ...batch, soFar },
        indexed.slice(first, first + BATCH_SIZE),
      );
      for (const [index, fields] of written) filled.set(index, fields);
    }
    await repairRepeats(batch, indexed, filled);
    const fallback = filled.size < plan.slots.length ? composed() : [];
    slots = plan.slots.map((slot, index) => {
      const fields = filled.get(index);
      return fields
        ? { ...placeOf(slot), ...fields }
        : { ...(fallback[index] as CalendarSlot), demo: true };
    });
  } else {
    slots = composed().map((slot) => ({ ...slot, demo: true }));
    await ai.recordComposed(
      calendarMessages(input, strategy, indexed, brand),
      JSON.stringify({ slots }),
    );
  }
  const roles = slotRoles(input, strategy);
  return {
    startDate: plan.startDate,
    endDate: plan.endDate,
    slots: slots.map((slot, index) => ({ ...slot, ...roles.of(index, plan.slots[index] ?? slot) })),
    commercialDates: plan.commercialDates,
    pillars: roles.pillars,
  };
}
