import { z } from "zod";

/** The places a result landed: the plan it made or is of, the post it was written onto. */
export const linksSchema = z.object({ plan: z.uuid().optional(), post: z.uuid().optional() });
export type Links = z.infer<typeof linksSchema>;

/**
 * The events of a generation stream (Server-Sent Events, one JSON object per `data:` line),
 * shared by the server that writes them and the client that parses them.
 */
export const streamEventSchema = z.discriminatedUnion("type", [
  /**
   * Sent first: whether the offline composer ("Modo demonstração") is writing, and the job it
   * is (decision 056): each event's SSE `id` is its number in the job, and
   * `GET /api/generate/jobs/:id/events?after=<id>` resumes after it. A job retried after its
   * instance died starts again: a second `start` means the text so far is dropped.
   */
  z.object({ type: z.literal("start"), demo: z.boolean(), job: z.uuid().optional() }),
  /** A piece of text, in order; the page appends it. */
  z.object({ type: z.literal("delta"), text: z.string() }),
  /**
   * The tool's structured result (results.ts), once the text is written and it is read or made
   * from it; its screen parses it with the tool's schema.
   */
  z.object({ type: z.literal("structured"), data: z.unknown() }),
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
    /** Where the result landed, as the outlets its tool declares made it (decision 048). */
    links: linksSchema,
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
