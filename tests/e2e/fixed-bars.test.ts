/**
 * What the fixed header and the floating "Chat now" cover (issue 38 item 4), in English
 * (a longer language's words: the pseudo-locale, in workerd): at 400 % zoom (a 1280 × 1024 screen is 320 × 256 CSS px)
 * never more than a quarter of the screen, wherever the page is scrolled; and on a 360 px phone,
 * when a tool's answer page opens at its result, neither the gold loan's RBI note nor the
 * result's notes nor Copy link lie under "Chat now".
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { animationFrames, baseUrl, close, islandsReady, useBrowser } from "./browser.ts";

const browser = useBrowser();

const GOLD_LOAN = "/tools/gold-loan-value?karat=22&gross=20&stones=1&rate24=75000";
const GIRVI = "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-03-15&to=2025-01-10&paid=2024-08-01:10000";

/** The share of the screen under fixed boxes (their parts on screen, summed), in whole percent rounded up. */
const coveredPercent = (page: Page) =>
  page.evaluate(() => {
    let covered = 0;
    for (const el of document.querySelectorAll("body *")) {
      if (getComputedStyle(el).position !== "fixed" || !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
      const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
      covered += w * h;
    }
    return Math.ceil((100 * covered) / (innerWidth * innerHeight));
  });

describe("fixed bars at 400 % zoom, 320 × 256", () => {
  const { prefix } = en;
  it("cover at most a quarter of the screen at the top of a page and scrolled, and the header still heads the page", async () => {
    const { context, page } = await browser.warm({ viewport: { width: 320, height: 256 } });
    const found: string[] = [];
    for (const path of [prefix || "/", `${prefix}/retail`, `${prefix}${GIRVI}`]) {
      await page.goto(`${baseUrl()}${path}`);
      await islandsReady(page);
      // The home page's splash (2 s, then a fade: SPEC section 9) is over the page only while the page loads.
      await page.waitForFunction(() => [...document.querySelectorAll(".splash")].every((s) => getComputedStyle(s).visibility === "hidden"));
      // The header's menu button is on screen at the top of the page.
      const menu = await page.locator("[data-mobile-menu] > summary").boundingBox();
      expect([path, menu!.y >= 0 && menu!.y + menu!.height <= 256]).toEqual([path, true]);
      for (const at of [0, 0.3, 0.6]) {
        await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - innerHeight)), at);
        // Two frames: scroll-driven styles have had their turn.
        await animationFrames(page, 2);
        const covered = await coveredPercent(page);
        if (covered > 25) found.push(`${path} scrolled ${at * 100} %: ${covered} %`);
      }
    }
    expect(found).toEqual([]);
    await close(context);
  });

  it("brings the stepped-aside chat button back whole when it has the keyboard's focus", async () => {
    const { context, page } = await browser.open(`${prefix}/retail`, { viewport: { width: 320, height: 256 } });
    await islandsReady(page);
    const chat = page.locator("button.chat-button");
    const onScreen = () => chat.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return r.left >= 0 && r.right <= innerWidth;
    });
    expect(await onScreen()).toBe(false);
    await page.keyboard.press("Shift");
    await chat.focus();
    expect(await onScreen()).toBe(true);
    await close(context);
  });
});

describe("Chat now on a 360 px phone", () => {
  const { prefix } = en;
  it("covers neither the result's notes nor Copy link when a tool's answer opens at its result", async () => {
    const { context, page } = await browser.warm({ viewport: { width: 360, height: 640 } });
    const found: string[] = [];
    for (const height of [560, 640, 740]) {
      await page.setViewportSize({ width: 360, height });
      for (const path of [GOLD_LOAN, GIRVI]) {
        await page.goto(`${baseUrl()}${prefix}${path}#result`);
        await islandsReady(page);
        await animationFrames(page, 2);
        const under = await page.evaluate(() => {
          const chat = document.querySelector(".chat-button")!.getBoundingClientRect();
          const covers = (el: Element) => {
            const r = el.getBoundingClientRect();
            return r.right > chat.left && r.left < chat.right && r.bottom > chat.top && r.top < chat.bottom;
          };
          return [...document.querySelectorAll("[data-tool-result] p, [data-tool-copy]")].filter(covers).map((el) => el.textContent!.slice(0, 30));
        });
        for (const text of under) found.push(`${height} px ${path.split("?")[0]}: ${text}`);
      }
    }
    expect(found).toEqual([]);
    await close(context);
  });
});
