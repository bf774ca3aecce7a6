import type { SSEStreamingApi } from "hono/streaming";
import { isLastEvent, type StreamEvent } from "../../../shared/generation/stream.ts";
import type { AppDeps } from "../../app-env.ts";
import { takeTurn } from "../../lib/turns.ts";
import type { NumberedEvent } from "./hub.ts";
import { ENDED, eventsAfter, readJob } from "./store.ts";

// One watcher of a generation job (docs/decisions/056): the page that sent it, or one that
// opened again. Events after its cursor come from the database, then live from this instance
// when the job runs here, else from the batches its instance stores.

/** How often a watcher of a job running elsewhere (or still queued) reads its new batches. */
const POLL_MS = 250;

export const JOB_SAVED_ELSEWHERE =
  "A geração terminou e o resultado foi salvo. Abra o histórico para vê-lo.";

type Deps = Pick<AppDeps, "db" | "generations">;

/**
 * Writes the job's events after `after` to the stream, each with its number as the SSE `id`,
 * until its last event or until the page goes away.
 */
export async function watchJob(
  stream: SSEStreamingApi,
  deps: Deps,
  id: string,
  { after }: { after: number },
) {
  const { db } = deps;
  let last = after;
  let ended = false;
  let changed = false;
  let wake = () => {};
  const live = deps.generations.watch(id, () => {
    changed = true;
    wake();
  });
  const send = async ({ seq, event }: NumberedEvent) => {
    if (ended || seq <= last) return;
    last = seq;
    if (isLastEvent(event)) ended = true;
    await takeTurn();
    if (!stream.aborted && !stream.closed) {
      await stream.writeSSE({ id: String(seq), data: JSON.stringify(event) });
    }
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (changed) return resolve();
      wake = resolve;
      setTimeout(resolve, ms);
    });
  try {
    while (!ended && !stream.aborted) {
      changed = false;
      const first = live.events()[0]?.seq;
      // What this instance does not hold: an earlier attempt's, or all of it when it runs elsewhere.
      if (first === undefined || first > last + 1) {
        for (const event of await eventsAfter(db, id, last, first)) await send(event);
      }
      for (const event of live.events()) await send(event);
      if (ended) break;
      if (!live.running()) {
        const row = await readJob(db, id);
        if (!row) break;
        const over = (ENDED as readonly string[]).includes(row.status);
        if (over && row.lastEvent <= last) {
          await send({ seq: last + 1, event: resultOf(row.result) });
          break;
        }
        if (over) continue;
      }
      await pause(live.running() ? 1_000 : POLL_MS);
    }
  } finally {
    live.close();
  }
}

/** A job that ended without its last event stored (saved just before its instance died). */
const resultOf = (result: unknown): StreamEvent =>
  (result as StreamEvent | null) ?? {
    type: "error",
    code: "JOB_SAVED",
    message: JOB_SAVED_ELSEWHERE,
  };
