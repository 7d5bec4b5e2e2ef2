/** What the jeweller-tool browser tests read off a tool page, in any language, and its print. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { hydrateByPointer, islandsReady, type useBrowser } from "./browser.ts";

export const result = (page: Page) => page.locator("[data-tool-result]");

/**
 * Chooses gold rates per 10 g, as the hand-worked examples are, whatever unit a blank form
 * starts at (tests/e2e/tools.test.ts checks that unit and the tola's figures).
 */
export const per10g = (page: Page) => page.locator('input[name=per][value="10g"]').check();

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

/** A text without its whitespace (pdftotext puts spaces inside some Devanagari syllables). */
export const bare = (s: string) => s.replace(/\s+/g, "");

/** The slip's "label value" lines as print media shows them. */
export const slipLines = (page: Page) =>
  page.locator("[data-tool-inputs] > div").evaluateAll((rows) => rows.map((r) => `${r.querySelector("dt")?.textContent} ${r.querySelector("dd")?.textContent}`));

/** A mark on the window that a reload would wipe, and whether it is still there. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

const PDF_DIR = mkdtempSync(join(tmpdir(), "zevar-print-"));

/**
 * Prints the page to PDF (A4 unless `size` says otherwise) and reads it back with poppler:
 * its page count and its text without whitespace, as pdftotext lays it out by default, or
 * with `-layout` (a label and its amount on one line) or `-raw` (in the page's order).
 */
export async function printPdf(page: Page, name: string, { size = { format: "A4" }, order }: { size?: { format: "A4" } | { width: string; height: string }; order?: "-layout" | "-raw" } = {}) {
  const file = join(PDF_DIR, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ ...size, printBackground: false }));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  const text = bare(execFileSync("pdftotext", [...(order ? [order] : []), "-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
  return { pages, text };
}
