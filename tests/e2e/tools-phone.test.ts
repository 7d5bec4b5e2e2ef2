/**
 * The jeweller tools on a phone (issue 23 item 1), in Chromium, in English (a longer
 * language's words: the pseudo-locale, in workerd; each language's tool page at 360 px:
 * tests/e2e/languages.test.ts): no tool page scrolls sideways at 320 px whatever
 * it was given, the header's menu button stays on screen, and only the Girvi account's
 * table scrolls, in its own region with a cue; one warm page visits them all. The
 * keyboard, what is said and the printed slip: tools-keyboard.test.ts and
 * tools-print.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, useBrowser } from "./browser.ts";
import { result, toolReady } from "./tool-page.ts";

const browser = useBrowser();
const PHONE = { width: 320, height: 640 };

/** Inputs at the edge of what each tool reads: the longest figures, long raw text, many account rows. */
const WORST = [
  "/tools/jewellery-gst-calculator?mode=retail&weight=99999.999999&rate=999999.99&making=100&makingType=percent&wastage=100&stones=100000000&oldGold=100000000&interstate=1",
  "/tools/jewellery-gst-calculator?weight=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz&rate=-999999999999&making=9999999999999999",
  "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-03-15&to=2025-01-10&paid=2024-08-01:10000",
  "/tools/girvi-interest-calculator?principal=1000000000&rate=100&from=1976-01-01&to=2021-06-01&method=compound&every=1&days=calendar",
  "/tools/girvi-interest-calculator?principal=1000000000&rate=5&from=2000-01-01&to=2024-12-31&method=compound&every=3&minMonths=120&paid=2001-01-01:100000000&paid=2002-02-02:999999999&paid=not-a-date:xyz",
  "/tools/gold-purity-converter?karat=24&weight=100000&rate24=1000000",
  "/tools/gold-purity-converter?percent=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz&weight=99999.999999",
  "/tools/hallmark-huid-checker?huid=WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
];


/** How far the page scrolls sideways, and whether the header's menu button is wholly on screen. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const menu = document.querySelector("[data-mobile-menu] > summary")!.getBoundingClientRect();
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, menuOnScreen: menu.left >= 0 && menu.right <= window.innerWidth };
  });

/** The Girvi account with the most columns: visited last, its tool woken, for the table's region. */
const ACCOUNT = WORST[2]!;

describe("tool pages at 320 px", () => {
  const { prefix, tools: { account, scrollHint } } = en;
  it("never scroll sideways, whatever the tool was given, keep the menu button on screen, and scroll only the Girvi account's table, in its own region with a cue, before and after the tool wakes", async () => {
    const { page } = await browser.warm({ viewport: PHONE });
    const found: Record<string, { overflow: number; menuOnScreen: boolean }> = {};
    for (const path of [...WORST.filter((p) => p !== ACCOUNT), ACCOUNT]) {
      await page.goto(`${baseUrl()}${prefix}${path}`);
      found[path] = await sideways(page);
    }
    const expected = Object.fromEntries(WORST.map((p) => [p, { overflow: 0, menuOnScreen: true }]));
    expect(found).toEqual(expected);

    // The account's page, woken: the island has redrawn the result.
    await toolReady({ page });
    expect(await sideways(page)).toEqual({ overflow: 0, menuOnScreen: true });
    const region = page.getByRole("region", { name: account });
    // The table is wider than the phone: its region scrolls, the page does not.
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
    expect(await region.getAttribute("tabindex")).toBe("0");
    const hint = page.getByText(scrollHint, { exact: true });
    expect(await hint.isVisible()).toBe(true);
    // The cue stays in view while the table is scrolled to its end.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const [box, area] = [await hint.boundingBox(), await region.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(area!.x - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(area!.x + area!.width + 1);
    // The result's own lines are on screen, not pushed off it.
    const lines = await result(page).locator("dl > div").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().right));
    expect(lines.length).toBe(4);
    for (const right of lines) expect(right).toBeLessThanOrEqual(PHONE.width);
  });
});
