// The bench server in a process of its own, so that the load generator in the parent does not
// share its event loop; it reports its event-loop delay and memory on request (IPC).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { startBenchServer } from "./lib/bench-server.ts";

export type ServerStats = {
  eventLoopP50: number;
  eventLoopP99: number;
  eventLoopMax: number;
  rss: number;
  peakRss: number;
  /** CPU time (user + system) since the last reset, ms. */
  cpuMs: number;
};

const options = JSON.parse(process.argv[2] ?? "{}");
const server = await startBenchServer(options);

// The histogram records the time between its timer's ticks, so an idle loop reads the
// resolution itself (10.1 ms at p50 here; nodejs/node#34661): the delay is what exceeds it.
const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
let peakRss = process.memoryUsage.rss();
let cpuSince = process.cpuUsage();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50).unref();

const ms = (ns: number) => ns / 1e6;
const late = (ns: number) => Math.max(0, ms(ns) - RESOLUTION_MS);
process.on("message", async (message: string) => {
  if (message === "reset") {
    delay.reset();
    peakRss = process.memoryUsage.rss();
    cpuSince = process.cpuUsage();
    process.send?.({ reset: true });
  } else if (message === "stats") {
    const stats: ServerStats = {
      eventLoopP50: late(delay.percentile(50)),
      eventLoopP99: late(delay.percentile(99)),
      eventLoopMax: late(delay.max),
      rss: process.memoryUsage.rss(),
      peakRss: Math.max(peakRss, process.memoryUsage.rss()),
      cpuMs: ((used) => (used.user + used.system) / 1000)(process.cpuUsage(cpuSince)),
    };
    process.send?.({ stats });
  } else if (message === "close") {
    await server.close();
    process.exit(0);
  }
});
process.send?.({ url: server.url });
