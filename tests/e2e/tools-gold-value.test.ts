/**
 * Issue 38 items 10 and 9 in Chromium: what the tool island works out while a jeweller types
 * is the server's figure — the same gold, one value (12.345 g at 88.8 % and ₹75,000 per 10 g
 * is ₹82,217.70 in the purity converter, the exchange and an estimate's piece), and a tunch
 * is written as typed on the page and in the WhatsApp text, never 70.07000000000001.
 * Worked by hand beside each; English only (the words of each language are checked in workerd).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";
import { openTool, per10g, resultLines } from "./tool-page.ts";

const browser = useBrowser();
const fill = (page: Page, id: string, value: string) => page.locator(`#${id}`).fill(value);
const shared = async (page: Page) => new URL((await page.locator("[data-tool-share]").getAttribute("href"))!).searchParams.get("text") ?? "";

describe("the same gold while typing", () => {
  it("shows ₹82,217.70 in the purity converter, the exchange and the estimate alike", async () => {
    // 12.345 × 0.888 = 10.96236 g of fine gold (shown 10.962 g) × ₹7,500 a gram = ₹82,217.70.
    const purity = await openTool(browser, "/tools/gold-purity-converter");
    await purity.page.locator('input[name=given][value="percent"]').check();
    await fill(purity.page, "purity", "88.8");
    await fill(purity.page, "weight", "12.345");
    await per10g(purity.page);
    await fill(purity.page, "rate24", "75000");
    await expect.poll(() => resultLines(purity.page)).toContain("Value at the 999 rate: ₹82,217.70");
    expect(await resultLines(purity.page)).toContain("Fine gold: 10.962 g");
    expect(purity.problems).toEqual([]);

    const exchange = await openTool(browser, "/tools/old-gold-exchange");
    await fill(exchange.page, "oldWeight", "12.345");
    await fill(exchange.page, "oldPurity", "88.8");
    await per10g(exchange.page);
    await fill(exchange.page, "rate999", "75000");
    await expect.poll(() => resultLines(exchange.page)).toEqual(["Fine gold: 10.962 g", "Fine gold after deduction: 10.962 g", "Exchange value: ₹82,217.70"]);
    expect(exchange.problems).toEqual([]);

    const estimate = await openTool(browser, "/tools/jewellery-estimate");
    await per10g(estimate.page);
    await fill(estimate.page, "rate999", "75000");
    await fill(estimate.page, "item1", "X");
    await estimate.page.locator("#metal1").selectOption("tunch");
    await fill(estimate.page, "tunch1", "88.8");
    await fill(estimate.page, "gross1", "12.345");
    // 75,000 × 0.888 = ₹66,600.00 per 10 g; 12.345 × 6,660 = ₹82,217.70.
    await expect.poll(async () => (await resultLines(estimate.page))[0]).toBe("1. X, 88.8 % tunch, net 12.345 g @ ₹66,600.00/10 g: metal ₹82,217.70: ₹82,217.70");
    expect(estimate.problems).toEqual([]);
  });

  it("writes a typed tunch of 70.07 % as 70.07 on the page and in the WhatsApp text", async () => {
    // 10 g at 70.07 % of ₹1,00,000 per 10 g: 1,00,000 × 0.7007 = ₹70,070.00.
    const { page, problems } = await openTool(browser, "/tools/jewellery-estimate");
    await per10g(page);
    await fill(page, "rate999", "100000");
    await fill(page, "item1", "X");
    await page.locator("#metal1").selectOption("tunch");
    await fill(page, "tunch1", "70.07");
    await fill(page, "gross1", "10");
    const line = "1. X, 70.07 % tunch, net 10.000 g @ ₹70,070.00/10 g: metal ₹70,070.00";
    await expect.poll(async () => (await resultLines(page))[0]).toBe(`${line}: ₹70,070.00`);
    await expect.poll(() => shared(page)).toContain(line);
    expect(await page.locator("[data-tool-result]").innerText()).not.toMatch(/\d\.\d*0000000\d/);
    expect(problems).toEqual([]);
  });
});
