/**
 * The one script of a page prerendered for visitors (scripts/vite-prerender.ts writes its tag):
 * the page is complete without the app, so the app's code loads only once the page is on
 * screen. Fetched and compiled beside the first frame, it would only delay it (on a phone, by
 * the whole download). `data-modules` names the app's entry and the page's chunk: importing
 * them, the browser fetches what they import in parallel. (A preload started from a script
 * costs the main thread more than the import that finds the module on its own.)
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-modules]");

/** Resolves once the browser has painted; at once in a hidden tab, which paints nothing. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// A button does nothing until the page has hydrated (a link navigates, a form keeps what is
// typed): the last one clicked before then is clicked again once the layout says it answers
// (src/web/components/layout/app-layout.tsx dispatches the event).
let clicked: HTMLButtonElement | null = null;
const remember = (event: MouseEvent) => {
  if (event.target instanceof Element) clicked = event.target.closest("button") ?? clicked;
};
const replay = () => {
  document.removeEventListener("click", remember, true);
  if (clicked?.isConnected) clicked.click();
};

async function loadApp(modules: string[]) {
  document.addEventListener("click", remember, true);
  document.addEventListener("app:page-hydrated", replay, { once: true });
  await afterFirstPaint();
  await Promise.all(modules.map((module) => import(/* @vite-ignore */ module)));
}

const modules = (tag?.dataset.modules ?? "").split(" ").filter(Boolean);
if (modules.length) void loadApp(modules);
