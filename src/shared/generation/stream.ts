import { z } from "zod";
import { strategyCalendarSchema } from "./calendar.ts";

/**
 * The events of a generation stream (Server-Sent Events, one JSON object per `data:` line),
 * shared by the server that writes them and the client that parses them.
 */
export const streamEventSchema = z.discriminatedUnion("type", [
  /** Sent first: whether the offline composer ("Modo demonstração") is writing. */
  z.object({ type: z.literal("start"), demo: z.boolean() }),
  /** A piece of text, in order; the page appends it. */
  z.object({ type: z.literal("delta"), text: z.string() }),
  /** The strategy's calendar, once its slots are filled and validated. */
  z.object({ type: z.literal("calendar"), calendar: strategyCalendarSchema }),
  /** Last event of a success: the saved history item. `content` is the full final text. */
  z.object({
    type: z.literal("done"),
    historyId: z.uuid(),
    /** The item's version the text is: 1 for a new item, the next for an AI edit of one. */
    version: z.number().int(),
    title: z.string(),
    content: z.string(),
    /** The saved brand it was written for (the prompt creator's new brand included). */
    brandId: z.uuid().nullable(),
    /** The plan a strategy's calendar became ("Abrir plano"); null for the other tools. */
    planId: z.uuid().nullable(),
  }),
  /** Last event of an AI edit whose text came back as it was: nothing was saved. */
  z.object({ type: z.literal("unchanged") }),
  /** Last event of a failure: nothing was saved; `message` is Portuguese product text. */
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** The events that end a stream: exactly one of them comes last. */
export const isLastEvent = (event: StreamEvent) =>
  event.type === "done" || event.type === "error" || event.type === "unchanged";
