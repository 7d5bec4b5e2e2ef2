import { describe, expect, it } from "vitest";
import { associates } from "../../src/content/associates.ts";
import { routes, type RouteDef } from "../../src/pages/routes.ts";
import { axeViolations, BUDGET, validateHtml, watchWeight } from "../../scripts/quality.mjs";
import { baseUrl, close, islandsReady, useBrowser } from "./browser.ts";

const browser = useBrowser();

/** Every route (with sample params), the tutorial filtered, a blog post and the 404 page. */
const paths = [
  ...(routes as readonly RouteDef[]).map((r) =>
    r.path === "/blog/:id" ? "/blog/7" : r.path === "/associate/:slug" ? `/associate/${associates[0]!.slug}` : r.path,
  ),
  "/tutorial?category=VOUCHER&sub=SALE",
  "/no/such/page",
];

/**
 * The gates CI holds every change to (through `npm test`): no axe violation on any
 * page at phone and desktop widths, first-load JavaScript and CSS within the budgets
 * of DESIGN.md, and no HTML validation error (Nu Html Checker) in any page served.
 */
describe("quality gates", () => {
  const served: { name: string; html: string }[] = [];

  for (const path of paths) {
    it(`${path}: no axe violation at 390 and 1280 px, first load within budget`, async () => {
      for (const width of [390, 1280]) {
        const { context, page } = await browser.blank({ viewport: { width, height: 844 } });
        const weight = watchWeight(page);
        const response = await page.goto(`${baseUrl()}${path}`);
        if (width === 1280) served.push({ name: path, html: (await response?.text()) ?? "" });
        await islandsReady(page);
        await page.waitForLoadState("networkidle");
        // Fade-ins must end before colours are measured (endless marquees and
        // scroll-driven animations never do; a paused one is waited for 3 s at most).
        await page.evaluate(() => {
          const running = document
            .getAnimations()
            .filter((a) => a.timeline === document.timeline && a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
          return Promise.race([Promise.all(running.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, 3000))]);
        });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        const w = await weight();
        expect(w.jsFirst, `first-load JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
        expect(w.js, `all JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
        expect(w.cssFirst, `first-load CSS of ${path}`).toBeLessThanOrEqual(BUDGET.cssKb);
        await close(context);
      }
    });
  }

  it("serves HTML without a validation error on any page", () => {
    expect(served).toHaveLength(paths.length);
    expect(validateHtml(served)).toEqual([]);
  }, 120_000);
});
