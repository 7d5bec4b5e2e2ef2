/**
 * Issue 28 in Chromium: reverse GST, silver, the gold loan value and the Girvi
 * calculator's part months recomputed while typing, the part months and the Girvi
 * interest receipt with the shop's details printed on one page of A4 (pdfinfo,
 * pdftotext), Enter answering in place, the gold loan value sent without JavaScript, the
 * receipt's head following the shop's name: in English (behaviour is proved once:
 * docs/testing.md "Languages"). Texts and figures: tests/fixtures/locales/en/browser.ts
 * (worked in tests/fixtures/counter-examples.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GIRVI_PARTS, SHOP_QUERY } from "../fixtures/counter-examples.ts";
import en from "../fixtures/locales/en/browser.ts";
import { useBrowser } from "./browser.ts";
import { bare, openTool as openToolWith, per10g, printPdf, resultLines } from "./tool-page.ts";

const browser = useBrowser();
const openTool = (path: string) => openToolWith(browser, path);
/** The printed receipt's head: the shop's block. */
const receiptHead = (page: Page) => page.locator("[data-tool-shop]").locator("p, h2").allInnerTexts();

describe("the jeweller's counter in the browser", () => {
  const { prefix, counter: C, lang } = en;
  it("takes an all-in price back while typing, then the metal, making and weight it implies", async () => {
    const { page, problems } = await openTool(`${prefix}/tools/jewellery-gst-calculator`);
    await page.getByLabel(C.reverse).check();
    // The weight is not asked for; the all-in price is.
    await expect.poll(() => page.locator("#weight").isVisible()).toBe(false);
    await page.getByLabel(C.allIn).fill("103000");
    await expect.poll(() => resultLines(page)).toEqual(C.reverseLines);
    await per10g(page);
    await page.getByLabel(C.rate).fill("66000");
    await page.getByLabel(C.making, { exact: true }).fill("12");
    await expect.poll(() => resultLines(page)).toEqual(C.reverseImplied);
    expect(new URL(page.url()).search).toBe("?direction=reverse&mode=retail&allIn=103000&rate=66000&making=12&makingType=percent");
    expect(problems).toEqual([]);
  });

  it("values 925 silver at the rate per kg while typing", async () => {
    const { page, problems } = await openTool(`${prefix}/tools/gold-purity-converter`);
    await page.getByLabel(C.silver, { exact: true }).check();
    // Silver is priced per kg: the gold rate per 10 g gives way to it.
    await expect.poll(() => page.locator("#rate24").isVisible()).toBe(false);
    await page.getByLabel(C.fineness, { exact: true }).check();
    await page.getByLabel(C.purity, { exact: true }).fill("925");
    await page.getByLabel(C.weight).fill("100");
    await page.getByLabel(C.rateKg).fill("95000");
    await expect.poll(() => resultLines(page)).toEqual(C.silverLines);
    expect(problems).toEqual([]);
  });

  it("works out the gold loan value while typing", async () => {
    const { page, problems } = await openTool(`${prefix}/tools/gold-loan-value`);
    await page.getByLabel(C.loan.gross).fill("20");
    await page.getByLabel(C.loan.stones).fill("1");
    await page.getByLabel(C.loan.purity, { exact: true }).fill("22");
    await per10g(page);
    await page.getByLabel(C.loan.rate24).fill("75000");
    await expect.poll(() => resultLines(page)).toEqual(C.loanLines);
    await page.getByLabel(C.loan.ltv).fill("80");
    await expect.poll(() => resultLines(page).then((l) => l.at(-1))).toBe(C.loan80);
    expect(problems).toEqual([]);
  });

  it("charges a part month in halves as soon as it is chosen, and prints the Girvi interest receipt with the shop's details on one page of A4", async () => {
    // The loan's settlement date as a jeweller writes it (20-04-2026), the shop's details in the link.
    const { page, problems } = await openTool(`${prefix}/tools/girvi-interest-calculator?${GIRVI_PARTS}&to=20-04-2026&${SHOP_QUERY}`);
    await page.getByLabel(C.partHalf).check();
    await expect.poll(() => resultLines(page)).toEqual(C.girviHalf);
    expect(new URL(page.url()).searchParams.get("part")).toBe("half");
    // The shop's block is open, since the link holds its details.
    expect(await page.getByText(C.shopLegend).isVisible()).toBe(true);
    await page.emulateMedia({ media: "print" });
    expect(await receiptHead(page)).toEqual(C.shopLines);
    // -raw: in the order the page lays them out, so a result's label and figure stay together.
    const { pages, text } = await printPdf(page, `receipt-${lang}`, { order: "-raw" });
    expect(pages).toBe(1);
    for (const line of [...C.shopLines, C.receiptDue]) expect(text).toContain(bare(line));
    expect(problems).toEqual([]);
  });
});

/** Mechanics that read no text. */
describe("the jeweller's counter in the browser: what reads no text", () => {
  const { tools: T, counter: C } = en;

  it("answers the gold loan value in place on Enter, without a reload", async () => {
    const { page, problems } = await openTool("/tools/gold-loan-value?karat=22&gross=20&stones=1&rate24=75000");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByLabel(C.loan.ltv).fill("80");
    await expect.poll(() => resultLines(page).then((l) => l.at(-1))).toBe(C.loan80);
    await page.getByLabel(C.loan.ltv).press("Enter");
    // The focus goes to the result's heading; the page is the same page (its marker kept).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("tool-result-title");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(new URL(page.url()).search).toBe("?karat=22&gross=20&stones=1&rate24=75000&ltv=80");
    expect(problems).toEqual([]);
  });

  it("works out the gold loan value with JavaScript off", async () => {
    const { page } = await browser.open("/tools/gold-loan-value", { javaScriptEnabled: false });
    await page.getByLabel(C.loan.gross).fill("20");
    await page.getByLabel(C.loan.stones).fill("1");
    await page.getByLabel(C.loan.purity, { exact: true }).fill("22");
    await page.getByLabel(C.loan.rate24).fill("75000");
    await Promise.all([page.waitForURL(/gross=20/), page.getByRole("button", { name: T.calculate }).click()]);
    expect(await resultLines(page)).toEqual(C.loanLines);
  });

  it("keeps the receipt's head in step with the shop's name as it is typed", async () => {
    const { page } = await openTool(`/tools/girvi-interest-calculator?${GIRVI_PARTS}&to=2026-04-20&part=half&${SHOP_QUERY}`);
    await page.emulateMedia({ media: "print" });
    expect(await receiptHead(page)).toEqual(C.shopLines);
    await page.emulateMedia({ media: "screen" });
    await page.getByLabel(C.shopName).fill("Laxmi Jewellers");
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => receiptHead(page).then((h) => h[0])).toBe("Laxmi Jewellers");
  });
});
