import { describe, expect, it } from "vitest";
import { close, useBrowser } from "./browser.ts";

const browser = useBrowser();

describe("FAQs page", () => {
  it("lists 17 questions and keeps one open at a time", async () => {
    const { context, page } = await browser.open("/faqs");
    const items = page.locator("main details");
    expect(await items.count()).toBe(17);
    const open = () => items.evaluateAll((ds) => ds.map((d, i) => ((d as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    await items.nth(3).locator("summary").click();
    expect(await open()).toEqual([3]);
    expect(await items.nth(3).innerText()).toContain("GST-compliant");
    await items.nth(15).locator("summary").click();
    expect(await open()).toEqual([15]);
    await items.nth(15).locator("summary").click();
    expect(await open()).toEqual([]);
    await close(context);
  });
});

describe("features page", () => {
  it("shows 34 cards, each with a title, a description and an icon", async () => {
    const { context, page } = await browser.open("/features");
    const cards = page.locator("main ul > li");
    expect(await cards.count()).toBe(34);
    for (const i of [0, 17, 33]) {
      const card = cards.nth(i);
      expect((await card.locator("h2").innerText()).length).toBeGreaterThan(2);
      expect((await card.locator("p").innerText()).length).toBeGreaterThan(30);
      expect(await card.locator("svg").count()).toBe(1);
    }
    await close(context);
  });
});
