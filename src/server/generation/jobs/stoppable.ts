import { type GenerationJob, GenerationStopped } from "../service.ts";
import { markSaved, markSaving } from "./store.ts";

/**
 * The job as one attempt runs it: its writing stops when the attempt is (a cancel), and its
 * save happens only while the attempt is still the job's and not cancelled, once.
 */
export function stoppable(
  job: GenerationJob,
  claim: { id: string; attempt: number },
  signal: AbortSignal,
  ready: Promise<boolean>,
) {
  return {
    ...job,
    write: (ai) => untilStopped(job.write(ai), signal),
    saved: async (tx, written) => {
      if (!(await ready) || !(await markSaving(tx, claim))) throw new GenerationStopped();
      const saved = await job.saved(tx, written);
      await markSaved(tx, claim.id, saved.historyId);
      return saved;
    },
  } satisfies GenerationJob;
}

/** A provider's pieces until the signal stops them (not waiting for its next piece). */
async function* untilStopped(pieces: AsyncIterable<string>, signal: AbortSignal) {
  const iterator = pieces[Symbol.asyncIterator]();
  const stopped = new Promise<never>((_, reject) => {
    const stop = () => reject(new GenerationStopped());
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
  stopped.catch(() => {});
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) return;
      yield next.value;
    }
  } catch (error) {
    // The provider's stream is closed without waiting: the meter records what it had written.
    void iterator.return?.()?.catch(() => {});
    throw error;
  }
}
