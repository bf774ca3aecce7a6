import { monitorEventLoopDelay } from "node:perf_hooks";
import type { RenderJob } from "../src/server/art/job.ts";
import { createArtRenderer } from "../src/server/art/renderer.ts";
import { benchCarousel } from "./lib/carousel.ts";
import type { Area, Measure } from "./lib/results.ts";
import { mb, percentile, round } from "./lib/stats.ts";

const AREA = "art";
// Issue 43's budgets: a 7-slide feed carousel, and the event loop while 4 renders run.
const CAROUSEL_P95_MS = 1500;
const EVENT_LOOP_P99_MS = 50;

const look: RenderJob["look"] = {
  brandName: "Padaria Pão Quente",
  color: "#1e3a8a",
  secondColor: "#f59e0b",
  fontPair: "moderna",
  logo: null,
};

/** The bench's carousel as render jobs, each slide knowing its place. */
function carousel(run: number): RenderJob[] {
  const slides = benchCarousel(run);
  return slides.map((slide, index) => ({
    slide,
    index,
    total: slides.length,
    look,
    format: "portrait",
  }));
}

export const artArea: Area = {
  name: "art",
  describe:
    "slides drawn in the render workers (satori + resvg): a 7-slide 1080×1350 carousel's time, and the event loop's delay while 4 renders run",
  async run({ quick, log }) {
    // Nothing cached: every carousel is new text, as after an edit.
    const renderer = createArtRenderer({ cacheBytes: 0 });
    try {
      await Promise.all(carousel(0).map((job) => renderer.render(job)));
      const times: number[] = [];
      const runs = quick ? 5 : 20;
      log(`${runs} carousels of 7 slides`);
      for (let run = 1; run <= runs; run++) {
        const started = performance.now();
        await Promise.all(carousel(run).map((job) => renderer.render(job)));
        times.push(performance.now() - started);
      }

      // Four renders in flight at all times, for a few seconds, while the loop's delay is sampled.
      const delay = monitorEventLoopDelay({ resolution: 5 });
      const jobs = Array.from({ length: quick ? 3 : 8 }, (_, i) => carousel(100 + i)).flat();
      const rssBefore = process.memoryUsage().rss;
      let peakRss = rssBefore;
      delay.enable();
      await Promise.all(
        Array.from({ length: 4 }, async (_, lane) => {
          for (let i = lane; i < jobs.length; i += 4) {
            await renderer.render(jobs[i]!);
            peakRss = Math.max(peakRss, process.memoryUsage().rss);
          }
        }),
      );
      delay.disable();
      const measures: Measure[] = [
        {
          area: AREA,
          metric: "7-slide 1080×1350 carousel, p95",
          value: round(percentile(times, 95), 0),
          unit: "ms",
          budget: { op: "<=", limit: CAROUSEL_P95_MS },
          note: `median ${round(percentile(times, 50), 0)} ms over ${runs}; one worker per core`,
        },
        {
          area: AREA,
          metric: "event loop delay p99 with 4 renders running",
          value: round(delay.percentile(99) / 1e6, 1),
          unit: "ms",
          budget: { op: "<=", limit: EVENT_LOOP_P99_MS },
          note: `${jobs.length} slides; max ${round(delay.max / 1e6, 1)} ms`,
        },
        {
          area: AREA,
          metric: "server RSS growth while rendering",
          value: mb(peakRss - rssBefore),
          unit: "MB",
          note: "the workers' heaps are capped (pool.ts)",
        },
      ];
      return measures;
    } finally {
      await renderer.close();
    }
  },
};
