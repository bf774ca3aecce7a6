import { Worker } from "node:worker_threads";
import { ART_WORKER } from "../project-paths.ts";
import type { RenderJob } from "./job.ts";

type Pending = { job: RenderJob; resolve: (png: Uint8Array) => void; reject: (e: Error) => void };
type Answer = { id: number; png?: Uint8Array; error?: string };

/**
 * A fixed number of render workers and a queue: drawing a slide takes hundreds of milliseconds
 * of CPU, which must never run on the thread that answers requests. Workers start on the first
 * job; one that dies is replaced and its job fails.
 */
export class RenderPool {
  readonly #size: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Pending>();
  readonly #queue: Pending[] = [];
  #started = 0;
  #nextId = 0;
  #closed = false;

  constructor(size: number) {
    this.#size = Math.max(1, size);
  }

  render(job: RenderJob): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error("render pool closed"));
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#drain();
    });
  }

  async close() {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error("render pool closed"));
    const workers = [...this.#idle.splice(0), ...this.#busy.keys()];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #drain() {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? this.#spawn();
      if (!worker) return;
      const pending = this.#queue.shift()!;
      this.#busy.set(worker, pending);
      worker.postMessage({ id: this.#nextId++, job: pending.job });
    }
  }

  #spawn(): Worker | null {
    if (this.#started >= this.#size) return null;
    this.#started += 1;
    // A bound on what one worker's heap may take (fonts, a slide's tree and SVG fit in far less).
    const worker = new Worker(ART_WORKER, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.on("message", (answer: Answer) => {
      const pending = this.#busy.get(worker);
      this.#busy.delete(worker);
      if (answer.png) pending?.resolve(answer.png);
      else pending?.reject(new Error(answer.error ?? "render failed"));
      if (!this.#closed) {
        this.#idle.push(worker);
        this.#drain();
      }
    });
    worker.on("error", (error) => this.#lose(worker, error));
    worker.on("exit", () => this.#lose(worker, new Error("render worker exited")));
    return worker;
  }

  /** A worker that failed or exited: its job fails, and the next job may start another. */
  #lose(worker: Worker, error: Error) {
    const idleAt = this.#idle.indexOf(worker);
    if (idleAt >= 0) this.#idle.splice(idleAt, 1);
    const pending = this.#busy.get(worker);
    this.#busy.delete(worker);
    // 'error' is followed by 'exit': the worker is counted out once.
    if (idleAt < 0 && !pending) return;
    this.#started -= 1;
    pending?.reject(error);
    if (!this.#closed) this.#drain();
  }
}
