import { useSyncExternalStore } from "react";

/**
 * The installable app (decision 062): the service worker's registration, and Chrome's offer to
 * install (`beforeinstallprompt`), kept from the moment the app starts so the install hint can
 * use it whenever it shows.
 */

/** Chrome's event (not in TypeScript's DOM library). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Registers the service worker once the page has loaded, and starts listening for Chrome's offer. */
export function startInstallable() {
  window.addEventListener("beforeinstallprompt", (event) => {
    // The app shows its own hint instead of Chrome's mini-infobar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    changed();
  });
  // Only the build has a worker: Vite's dev server (`npm run dev`, hot reloading) serves none.
  if (import.meta.hot || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {
      // No worker (a private window, storage refused): the app works as a web page.
    });
  };
  // After the page's load, never competing with what it fetches first.
  if (document.readyState === "complete") setTimeout(register, 0);
  else window.addEventListener("load", register, { once: true });
}

/** Chrome's offer to install, while there is one. */
export const useInstallOffer = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );

/** Shows Chrome's install dialog; the offer is spent either way. */
export async function install(event: InstallPromptEvent) {
  offer = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** The app runs installed (from the home screen), not in a browser's tab. */
export const runsInstalled = () =>
  window.matchMedia("(display-mode: standalone)").matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Safari on an iPhone or iPad, where installing is Compartilhar → Adicionar à Tela de Início. */
export const isIosSafari = () => {
  const agent = navigator.userAgent;
  const ios =
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
};
