import { type Browser, type BrowserServer, chromium } from "playwright-core";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Chromium every e2e file connects to (tests/setup/e2e-global.ts starts it). */
    browserEndpoint: string;
  }
}

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Headless, and nothing that reaches for the network: this machine's is closed. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One Chromium for the whole e2e run, which the files reach over its endpoint. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The run's Chromium, as this file's own connection: every test opens its own context
 * (cookies, storage), so files share the process and nothing else. Closing the connection
 * closes the contexts it opened.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}
