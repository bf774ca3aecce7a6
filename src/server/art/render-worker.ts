import { parentPort } from "node:worker_threads";
import type { RenderJob } from "./job.ts";
import { renderSlide } from "./render.ts";

// A render worker: takes one job at a time from the pool and answers with the PNG's bytes,
// transferred rather than copied. Its fonts and emoji stay loaded between jobs.
parentPort!.on("message", async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const png = await renderSlide(job);
    parentPort!.postMessage({ id, png }, [png.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
