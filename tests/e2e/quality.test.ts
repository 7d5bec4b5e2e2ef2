import { describe, expect, it } from "vitest";
import { axeViolations, BUDGET, validateHtml } from "../../scripts/quality.mjs";
import { localePath, specRoutes, translatedRoutes } from "../spec-routes.ts";
import { TRANSLATIONS } from "../fixtures/locales/language.ts";
import { animationFrames, baseUrl, islandsReady, useBrowser } from "./browser.ts";
import { loadWithinBudget } from "./helpers.ts";

const browser = useBrowser();

/**
 * Pages in a state a visitor reaches with a query: the tutorial library filtered and
 * searched, a tool refusing a weight and a tool showing its result table.
 */
const withResults = [
  "/tutorial?category=VOUCHER&sub=SALE",
  "/tutorial?q=platinum",
  "/tools/jewellery-gst-calculator?weight=abc&rate=72000",
  "/tools/girvi-interest-calculator?principal=10000&rate=1.75&from=2026-01-01&to=2027-01-01&method=compound&every=3",
];

/** Every route (with sample params, a blog post among them), the pages above and the 404 page, in English. */
const english = [
  ...specRoutes.map((r) => r.path),
  ...withResults,
  "/no/such/page",
  // What the tools' service worker answers offline for a page it never kept (docs/offline.md).
  "/offline",
];

/**
 * The same pages in every translation of the fixtures (tests/fixtures/locales/worker.ts),
 * for the HTML checker; the per-page checks below run in English, and on one page of each
 * template in every language in tests/e2e/languages.test.ts.
 */
const paths = [
  ...english,
  ...TRANSLATIONS.flatMap((L) => [...translatedRoutes.map((r) => localePath(L.prefix, r.path)), ...withResults.map((p) => localePath(L.prefix, p)), `${L.prefix}/no/such/page`, `${L.prefix}/offline`]),
];

/**
 * The gates CI holds every change to (through `npm test`): no axe violation on any
 * English page at phone and desktop widths, first-load JavaScript and CSS within the budgets
 * of docs/performance.md ("Budgets"), and no HTML validation error (Nu Html Checker) in any
 * page served, in every language. Each language's templates: tests/e2e/languages.test.ts.
 */
// Concurrent: each check is one page in its own context, and most of a page load is
// waiting (for the worker, for network idle), so four at a time keep two cores busy.
describe.concurrent("quality gates", () => {
  for (const path of english) {
    it(`${path}: nothing sideways at 360 px, no axe violation at 390 and 1280 px, first load within budget`, async (test) => {
      const { expect } = test;
      // One load, checked on a small phone, then at a phone's width and at a desktop's (the
      // window widened, as a tablet turned sideways does): the page's CSS and islands answer
      // the resize.
      const { page } = await browser.warm({ viewport: { width: 360, height: 844 } }, test);
      const weight = await loadWithinBudget(page, path, expect);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await animationFrames(page, 2);
        await islandsReady(page);
        // Fade-ins are brought to their end state before colours are measured (what a
        // visitor sees a moment later); endless marquees and scroll-driven animations
        // have no end and stay as they are.
        await page.evaluate(() => {
          for (const a of document.getAnimations()) {
            if (a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity) a.finish();
          }
        });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
      }
      // Every script the page fetched by then, at both widths.
      expect((await weight()).js, `all JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
    });
  }

  // Fetches every page itself (it used to validate what the tests above had collected,
  // so it failed when run alone and checked fewer pages when one of them failed).
  it("serves HTML without a validation error on any page", async ({ expect }) => {
    const served: { name: string; html: string }[] = [];
    for (const path of paths) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: "text/html,application/xhtml+xml" } });
      // The page checked is the one a visitor gets: the 404 page as a 404, every other as a 200
      // (a tool refusing a weight answers 200 too), so an error page cannot stand in for a route.
      expect(res.status, path).toBe(path.endsWith("/no/such/page") ? 404 : 200);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      served.push({ name: path, html: await res.text() });
    }
    expect(validateHtml(served)).toEqual([]);
  }, 120_000);
});
