/** What the jeweller-tool browser tests read off a tool page, in either language. */
import type { Page } from "playwright-core";
import { hydrateByPointer, islandsReady, type useBrowser } from "./browser.ts";

export const result = (page: Page) => page.locator("[data-tool-result]");

/** The result panel's lines as "label: value". */
export const resultLines = (page: Page) =>
  result(page)
    .locator("dl > div")
    .evaluateAll((rows) => rows.map((r) => `${r.querySelector("dt")?.textContent}: ${r.querySelector("dd")?.textContent}`));

/** Opens a tool page and wakes its form the way a visitor does: it starts on the first pointer, focus or key inside it (issue 15). */
export async function openTool(browser: ReturnType<typeof useBrowser>, path: string, options = {}) {
  return toolReady(await browser.open(path, options));
}

/** The tool's page once its form is alive (hydrated on the pointer, as a visitor wakes it). */
export async function toolReady<T extends { page: Page }>(opened: T) {
  await islandsReady(opened.page);
  await hydrateByPointer(opened.page, "tool-form");
  return opened;
}

/** Replaces window.print with a counter (headless Chromium would otherwise open nothing to count). */
export const countPrints = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
export const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);
