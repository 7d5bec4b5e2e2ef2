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
