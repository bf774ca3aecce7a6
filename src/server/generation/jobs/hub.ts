import type { StreamEvent } from "../../../shared/generation/stream.ts";

// The live side of generation jobs on one instance (docs/decisions/056): the events of the jobs
// it runs, held in memory for the watchers on this instance, so no token waits for the
// database; other instances' watchers read the batches the runner stores.

/** An event with its number in the job: the resume cursor (SSE `id`). */
export type NumberedEvent = { seq: number; event: StreamEvent };

type Entry = {
  /** The running attempt's events, in order (empty while no attempt runs here). */
  events: NumberedEvent[];
  running: boolean;
  listeners: Set<() => void>;
  abort: AbortController | null;
};

export type GenerationHub = ReturnType<typeof createGenerationHub>;

export function createGenerationHub() {
  const entries = new Map<string, Entry>();
  /** How to give up each attempt running here, should a shutdown's grace end before it does. */
  const handOvers = new Set<() => Promise<void>>();

  const entryOf = (id: string) => {
    let entry = entries.get(id);
    if (!entry) {
      entry = { events: [], running: false, listeners: new Set(), abort: null };
      entries.set(id, entry);
    }
    return entry;
  };
  const forget = (id: string, entry: Entry) => {
    if (!entry.running && entry.listeners.size === 0) entries.delete(id);
  };
  const wake = (entry: Entry) => {
    for (const listener of entry.listeners) listener();
  };

  return {
    /** Keeps an attempt's hand-over until `done` settles (`handOver` runs it at a shutdown). */
    running(done: Promise<unknown>, handOver: () => Promise<void>) {
      handOvers.add(handOver);
      const forget = () => handOvers.delete(handOver);
      done.then(forget, forget);
    },
    /**
     * The shutdown's grace is over: every attempt still running here stops and leaves its job to
     * the other instances (decision 056, later).
     */
    async handOver() {
      await Promise.all([...handOvers].map((handOver) => handOver()));
    },
    /** Follows a job's live events here; `changed` runs on each new event and when it stops. */
    watch(id: string, changed: () => void) {
      const entry = entryOf(id);
      entry.listeners.add(changed);
      return {
        events: () => entry.events,
        running: () => entry.running,
        close: () => {
          entry.listeners.delete(changed);
          forget(id, entry);
        },
      };
    },
    /** An attempt of a job starts here: its events go to the watchers as they come. */
    start(id: string) {
      const entry = entryOf(id);
      entry.events = [];
      entry.running = true;
      entry.abort = new AbortController();
      const { signal } = entry.abort;
      return {
        signal,
        /** Stops the attempt (cancelled, or no longer the job's). */
        abort: () => entry.abort?.abort(),
        publish(numbered: NumberedEvent) {
          entry.events.push(numbered);
          wake(entry);
        },
        /** Its events are stored: watchers read them from the database from now on. */
        end() {
          entry.running = false;
          entry.abort = null;
          wake(entry);
          forget(id, entry);
        },
      };
    },
    /** Stops a job running here at once (its row says `cancelled` already). */
    cancel(id: string) {
      entries.get(id)?.abort?.abort();
    },
  };
}
