import { describe, expect, it } from "vitest";
import { axeViolations, BUDGET, validateHtml, watchWeight } from "../../scripts/quality.mjs";
import { hindiPath, specRoutes, translatedRoutes } from "../spec-routes.ts";
import { baseUrl, islandsReady, useBrowser } from "./browser.ts";

const browser = useBrowser();

/** Every route (with sample params, a blog post among them), the tutorial filtered and the 404 page, in English and Hindi. */
const paths = [
  ...specRoutes.map((r) => r.path),
  "/tutorial?category=VOUCHER&sub=SALE",
  "/no/such/page",
  ...translatedRoutes.map((r) => hindiPath(r.path)),
  "/hi/tutorial?category=VOUCHER&sub=SALE",
  "/hi/no/such/page",
];

/**
 * The share of Devanagari among the letters a visitor sees (issue 17): visible text
 * only, leaving out what is marked lang="en" (the origin's English titles).
 */
function devanagariShare(): number {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let deva = 0;
  let latin = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('[lang="en"], script, style, template') || !el.checkVisibility({ visibilityProperty: true })) continue;
    const text = node.nodeValue ?? "";
    deva += text.match(/[\u0900-\u097f]/g)?.length ?? 0;
    latin += text.match(/[A-Za-z]/g)?.length ?? 0;
  }
  return deva / Math.max(1, deva + latin);
}

/**
 * The gates CI holds every change to (through `npm test`): no axe violation on any
 * page at phone and desktop widths, first-load JavaScript and CSS within the budgets
 * of docs/performance.md ("Budgets"), and no HTML validation error (Nu Html Checker) in any page served.
 */
// Concurrent: each check is one page in its own context, and most of a page load is
// waiting (for the worker, for network idle), so four at a time keep two cores busy.
describe.concurrent("quality gates", () => {
  for (const path of paths) {
    it(`${path}: no axe violation at 390 and 1280 px, first load within budget`, async (test) => {
      const { expect } = test;
      for (const width of [390, 1280]) {
        const { context, page } = await browser.blank({ viewport: { width, height: 844 } }, test);
        const weight = watchWeight(page);
        await page.goto(`${baseUrl()}${path}`);
        await islandsReady(page);
        await page.waitForLoadState("networkidle");
        // Fade-ins are brought to their end state before colours are measured (what a
        // visitor sees a moment later); endless marquees and scroll-driven animations
        // have no end and stay as they are.
        await page.evaluate(() => {
          for (const a of document.getAnimations()) {
            if (a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity) a.finish();
          }
        });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        if (path.startsWith("/hi")) {
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe("hi-IN");
          expect(await page.evaluate(devanagariShare), `Devanagari share of ${path} at ${width} px`).toBeGreaterThan(0.5);
        }
        const w = await weight();
        expect(w.jsFirst, `first-load JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
        expect(w.js, `all JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
        expect(w.cssFirst, `first-load CSS of ${path}`).toBeLessThanOrEqual(BUDGET.cssKb);
        // Closed here for the next width; closed by useBrowser after the test if an expectation failed.
        await context.close();
      }
    });
  }

  // Fetches every page itself (it used to validate what the tests above had collected,
  // so it failed when run alone and checked fewer pages when one of them failed).
  it("serves HTML without a validation error on any page", async ({ expect }) => {
    const served: { name: string; html: string }[] = [];
    for (const path of paths) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: "text/html,application/xhtml+xml" } });
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      served.push({ name: path, html: await res.text() });
    }
    expect(served).toHaveLength(paths.length);
    expect(validateHtml(served)).toEqual([]);
  }, 120_000);
});
