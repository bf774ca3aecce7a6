/**
 * The app's service worker (decision 062), served at /sw.js with the scope "/": it keeps the app's
 * shell so that it opens offline, and shows the pushes the server sends. Built as its own entry,
 * a classic script with nothing imported; scripts/vite-service-worker.ts writes the files to keep
 * in place of PRECACHE, so a new build is a new worker.
 *
 * Kept: the shell's HTML (/index.html, the app's frame with no one's data in it), the app's entry
 * with its stylesheet and the chunks of the pages a phone opens first; then every hashed asset the
 * app loads (they never change under their name). Never kept: the API's answers and the pages'
 * HTML, which hold an account's data (private, no-store); a page asked for offline gets the shell.
 */

import type { PushPayload } from "@shared/notifications";

// The little of the service worker's scope this file uses (TypeScript's "webworker" library
// cannot share a program with the DOM's).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
};
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
};
type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};

const worker = self as unknown as WorkerScope;

/** The build's list (scripts/vite-service-worker.ts): the shell and the assets it starts with. */
const PRECACHE: { version: string; files: string[] } = JSON.parse("__PRECACHE__");

const CACHE = `shell-${PRECACHE.version}`;
const SHELL = "/index.html";
const ICON = "/icons/icon-192.png";
const BADGE = "/icons/badge-96.png";

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ICON, BADGE, ...PRECACHE.files]))
      // A new build's worker takes over at once: the shell it keeps is the one the server serves.
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => worker.clients.claim()),
  );
});

/** The client's approval pages are their own app: never the member's shell. */
const APPROVAL = /^\/aprovacao\//;

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") {
    if (APPROVAL.test(url.pathname)) return;
    // The network's page (with the viewer's data) whenever there is one; offline, the shell.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Hashed names: what is kept under one is what the server would send.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.length > 0 ? value : fallback;

/** A push as the server sends it (PushPayload), each part defaulted if it came without one. */
function pushOf(event: PushEvent): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = event.data ? JSON.parse(event.data.text()) : {};
    if (parsed && typeof parsed === "object") data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as the app's name alone, opening the home page.
  }
  return {
    title: text(data.title, "Conteúdo Inteligente"),
    body: text(data.body, ""),
    url: text(data.url, "/"),
    tag: text(data.tag, "conteudo-inteligente"),
  };
}

worker.addEventListener("push", (event) => {
  const push = pushOf(event);
  event.waitUntil(
    worker.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: ICON,
      badge: BADGE,
      lang: "pt-BR",
      data: { url: push.url },
    }),
  );
});

/** The push's path on this origin; anything that would leave it opens the home page. */
function appUrl(path: unknown) {
  const origin = worker.location.origin;
  try {
    const url = new URL(typeof path === "string" ? path : "/", origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = appUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
      if (open) {
        // An open window of the app comes forward and goes to the push's page.
        const focused = await open.focus();
        if (await focused.navigate(url).catch(() => null)) return;
      }
      await worker.clients.openWindow(url);
    })(),
  );
});
