import { z } from "zod";
import type { CalendarSlot, StrategyCalendar } from "../../../../shared/generation/calendar.ts";
import type { CalendarPlan, SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import type { AiSession } from "../../../ai/meter.ts";
import type { AiProvider } from "../../../ai/provider.ts";
import { REPLY_LIMITS } from "../../../ai/reply-limits.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import { InvalidReplyError } from "../../service.ts";
import { composeSlots } from "./calendar-composer.ts";
import { calendarMessages, calendarRepairMessages } from "./calendar-prompts.ts";

/** The model's JSON is invalid even after the one repair attempt. */
export class CalendarReplyError extends InvalidReplyError {
  constructor(problem: string) {
    super(
      "CALENDAR_INVALID",
      "Não foi possível montar o calendário de publicações. Por favor, tente novamente.",
      problem,
    );
  }
}

/** Slots per request: keeps each JSON reply well inside a small model's output limit. */
const BATCH_SIZE = 22;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.slice(0, max));

const replySchema = z.object({
  slots: z.array(
    z.object({
      index: z.number().int(),
      theme: text(200),
      format: text(60),
      hook: text(300),
      callToAction: text(200),
    }),
  ),
});
type SlotFields = z.infer<typeof replySchema>["slots"][number];

/** The reply's fields by index, or a description of what is wrong for the repair request. */
function readReply(reply: string, indexes: number[]): Map<number, SlotFields> | string {
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    return "o texto não é um JSON válido.";
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `o campo ${issue?.path.join(".") || "slots"} está incorreto (${issue?.message}).`;
  }
  const byIndex = new Map(parsed.data.slots.map((s) => [s.index, s]));
  const missing = indexes.filter((i) => !byIndex.has(i));
  if (missing.length > 0) return `faltam as publicações de index ${missing.join(", ")}.`;
  return byIndex;
}

async function fillBatch(
  provider: AiProvider,
  input: StrategyInput,
  strategy: string,
  slots: SlotPlan[],
  firstIndex: number,
  brand: BrandVoice | null,
): Promise<CalendarSlot[]> {
  const indexes = slots.map((_, i) => firstIndex + i);
  const messages = calendarMessages(input, strategy, slots, firstIndex, brand);
  const reply = await provider.completeJson(messages, REPLY_LIMITS.calendar);
  let fields = readReply(reply, indexes);
  if (typeof fields === "string") {
    const repaired = await provider.completeJson(
      calendarRepairMessages(messages, reply, fields),
      REPLY_LIMITS.calendar,
    );
    fields = readReply(repaired, indexes);
    if (typeof fields === "string") throw new CalendarReplyError(fields);
  }
  const filled = fields;
  return slots.map((slot, i) => {
    const { theme, format, hook, callToAction } = filled.get(firstIndex + i) as SlotFields;
    return { ...slot, theme, format, hook, callToAction };
  });
}

/**
 * The creative fields of every slot: written by the model as schema-checked JSON (in
 * batches, side by side), or by the offline composer when no provider is configured.
 */
export async function fillCalendar(
  ai: AiSession,
  input: StrategyInput,
  strategy: string,
  plan: CalendarPlan,
  brand: BrandVoice | null = null,
): Promise<StrategyCalendar> {
  const { provider } = ai;
  let slots: CalendarSlot[];
  if (provider) {
    const batches: Promise<CalendarSlot[]>[] = [];
    for (let first = 0; first < plan.slots.length; first += BATCH_SIZE) {
      batches.push(
        fillBatch(
          provider,
          input,
          strategy,
          plan.slots.slice(first, first + BATCH_SIZE),
          first,
          brand,
        ),
      );
    }
    slots = (await Promise.all(batches)).flat();
  } else {
    slots = composeSlots(input, plan.slots);
    await ai.recordComposed(
      calendarMessages(input, strategy, plan.slots, 0, brand),
      JSON.stringify({ slots }),
    );
  }
  return {
    startDate: plan.startDate,
    endDate: plan.endDate,
    slots,
    commercialDates: plan.commercialDates,
  };
}
