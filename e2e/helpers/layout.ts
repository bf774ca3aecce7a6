import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The page's width fits the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, new URL(page.url()).pathname).toBeLessThanOrEqual(innerWidth);
}
