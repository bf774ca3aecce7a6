import type { Browser } from "playwright-core";
import { EMBEDDED_PAGE_DATA_ID } from "../../src/shared/embedded-page-data.ts";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event, µs: what a busy machine does not inflate. */
  tdur?: number;
  args?: { data?: { url?: string; requestId?: string } };
};

export type RenderWork = {
  /** Main-thread CPU time after the data's response finished, until the page was quiet, ms. */
  afterDataMs: number;
  /** The same thread's CPU time over the whole load, for scale, ms. */
  wholeLoadMs: number;
};

/**
 * Loads `url` (signed in with `cookie`) in Chromium under the DevTools timeline trace, and
 * adds up the renderer main thread's tasks (RunTask) from the moment the response of the
 * request to `dataPath` finished loading (ResourceFinish) until the page shows `readyText`,
 * has painted twice since and been left 250 ms more (a mark ends the window there): the
 * work the page does with its data (parsing it, rendering, its effects), with no network
 * time in it. Timers the app shell sets for later (the billing re-check at 1.5 s, say) fall
 * outside the window unless the data came that late. Each task counts its thread CPU time, not its wall time, which on a
 * shared machine holds the time other processes took the core (seen: 814 ms wall for 36 ms
 * of work). A task under way when the data arrived counts in proportion.
 */
export async function renderWorkAfterData(
  browser: Browser,
  url: string,
  options: {
    cookie: string;
    dataPath: string;
    readyText: string;
    viewport: { width: number; height: number };
    /** Chromium's CPU throttling factor (Lighthouse's mobile runs use 4). */
    cpuSlowdown?: number;
  },
): Promise<RenderWork> {
  const context = await browser.newContext({ viewport: options.viewport, locale: "pt-BR" });
  try {
    const [name = "", value = ""] = options.cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: new URL(url).origin }]);
    const page = await context.newPage();
    if (options.cpuSlowdown) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuSlowdown });
    }
    // The server sends a signed-in page with its data (decision 025), and the page then never
    // asks for it. This measures the work after the data's response, as on a page reached from
    // another one: the document comes without the embedded data, so the page asks the API.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(EMBEDDED_PAGE_DATA, "");
      await route.fulfill({ response, body });
    });
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "toplevel",
        "blink.user_timing",
      ],
    });
    await page.goto(url);
    // The first one on screen: other views may hold hidden copies.
    await page
      .getByText(options.readyText)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.evaluate(async (mark) => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      await new Promise((resolve) => setTimeout(resolve, 250));
      performance.mark(mark);
    }, SETTLED);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return measureTrace(trace.traceEvents, options.dataPath);
  } finally {
    await context.close();
  }
}

const SETTLED = "bench:settled";

const EMBEDDED_PAGE_DATA = new RegExp(
  `<script type="application/json" id="${EMBEDDED_PAGE_DATA_ID}">.*?</script>`,
  "s",
);

function measureTrace(events: readonly TraceEvent[], dataPath: string): RenderWork {
  const sent = events.find(
    (e) =>
      e.name === "ResourceSendRequest" &&
      e.args?.data?.url &&
      new URL(e.args.data.url).pathname === dataPath,
  );
  if (!sent) throw new Error(`no request to ${dataPath} in the trace`);
  const requestId = sent.args?.data?.requestId;
  const finished = events.find(
    (e) => e.name === "ResourceFinish" && e.args?.data?.requestId === requestId,
  );
  if (!finished) throw new Error(`the response of ${dataPath} never finished in the trace`);
  const settled = events.find((e) => e.name === SETTLED);
  if (!settled) throw new Error("the page never settled in the trace");
  // The thread that sent the request is the page's main thread.
  const tasks = events.filter(
    (e) =>
      e.name === "RunTask" && e.ph === "X" && e.pid === sent.pid && e.tid === sent.tid && e.dur,
  );
  const busy = (from: number) =>
    tasks.reduce((sum, t) => {
      const inside = Math.min(t.ts + t.dur!, settled.ts) - Math.max(t.ts, from);
      return sum + (Math.max(0, inside) / t.dur!) * (t.tdur ?? t.dur!);
    }, 0) / 1000;
  return { afterDataMs: busy(finished.ts), wholeLoadMs: busy(0) };
}
