/**
 * Smaller things on the tool pages (issue 38 item 7), in Chromium, in English (behaviour is
 * proved once: docs/testing.md "Languages"): a choice whose label holds the rate's unit reads as one
 * phrase ("Gold (rate per 10 g)", not "Gold (rate per  10 g  )"); the estimate's "Remove
 * piece" is a target at least 24 px tall; an estimate line without a description names the
 * piece by its metal; the Girvi account fits beside its form from 1024 px.
 */
import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, useBrowser } from "./browser.ts";
import { resultLines } from "./tool-page.ts";

const browser = useBrowser();

/**
 * What a line without a description starts with, by language, written by hand: a gold
 * piece of 22K and a silver one of 925 (the catalogue's purity words follow the name).
 */
const UNNAMED: Record<string, [gold: string, silver: string]> = {
  en: ["1. Gold ornament, 22K916, ", "2. Silver article, Silver 925, "],
  hi: ["1. सोने का गहना, 22K916, ", "2. चाँदी का सामान, चाँदी 925, "],
  gu: ["1. સોનાનો દાગીનો, 22K916, ", "2. ચાંદીની વસ્તુ, ચાંદી 925, "],
  bn: ["1. সোনার গয়না, 22K916, ", "2. রুপোর জিনিস, রুপো 925, "],
};

/** The documented Girvi example, and a lakh loan with two payments, compounded yearly: 7 to 10 columns by language. */
const ACCOUNTS = [
  "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-03-15&to=2025-01-10&paid=2024-08-01:10000",
  "/tools/girvi-interest-calculator?principal=2500000&rate=1.5&from=2023-03-15&to=2025-01-10&paid=2023-08-01:100000&paid=2024-01-05:250000&method=compound&every=12",
];

describe("tool pages' finish (issue 38 item 7", () => {
  const { lang, prefix } = en;
  it("spaces the gold choice's label as one phrase, around its unit too", async () => {
    const { context, page } = await browser.open(`${prefix}/tools/jewellery-gst-calculator`);
    // The label's words from its first letter to its last, against the same words laid out
    // as one line of text in the same label: equal when no gap opens around the unit.
    const widths = await page.locator('label:has(> input[name="metal"][value="gold"])').evaluate((label) => {
      const range = document.createRange();
      range.setStartAfter(label.querySelector("input")!);
      range.setEndAfter(label.lastChild!);
      const shown = range.getBoundingClientRect().width;
      const probe = document.createElement("span");
      probe.style.whiteSpace = "pre";
      probe.textContent = label.textContent!.trim();
      label.appendChild(probe);
      const natural = probe.getBoundingClientRect().width;
      probe.remove();
      return { unit: label.querySelector("[data-per]") !== null, off: Math.round(Math.abs(shown - natural)) };
    });
    // (The Bengali unit is inflected: "ভরির", the unit's span and its ending one word.)
    expect(widths).toEqual({ unit: true, off: 0 });
    await context.close();
  });

  it("makes Remove piece at least 24 px tall, and names a piece without a description by its metal", async () => {
    const query = "rate999=75000&gross1=10&metal2=S925&gross2=100&rate2=90000";
    const { context, page } = await browser.open(`${prefix}/tools/jewellery-estimate?${query}`);
    const remove = page.locator('button[name="remove"]');
    expect(await remove.count()).toBe(2);
    for (const box of await Promise.all((await remove.all()).map((b) => b.boundingBox()))) {
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.width).toBeGreaterThanOrEqual(24);
    }
    const lines = await resultLines(page);
    const [gold, silver] = UNNAMED[lang]!;
    expect([lines[0]!.startsWith(gold), lines[1]!.startsWith(silver)], lines.slice(0, 2).join("\n")).toEqual([true, true]);
    await context.close();
  });

  it("fits the Girvi account beside its form at 1024 and 1280 px", async () => {
    const { context, page } = await browser.warm({ viewport: { width: 1024, height: 800 } });
    const found: string[] = [];
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ACCOUNTS) {
        await page.goto(`${baseUrl()}${prefix}${path}`);
        const { scroll, client } = await page.locator(".tool-table").evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
        if (scroll > client) found.push(`${width} px ${path}: ${scroll} px in ${client} px`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
