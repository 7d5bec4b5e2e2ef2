/**
 * A printed GST or Girvi result carries what was entered, the date and the site's name,
 * on one page of A4 and of a phone-sized PDF (issue 23, item 7), in Chromium: the
 * print-only lines are checked in print media, and the PDF Chromium prints is read back
 * with pdftotext (poppler-utils), in English (behaviour is proved once: docs/testing.md
 * "Languages").
 */
import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, hydrateByPointer, islandsReady, useBrowser } from "./browser.ts";
import { bare, openTool, printPdf, result, slipLines } from "./tool-page.ts";

const browser = useBrowser();
const GST = "/tools/jewellery-gst-calculator?weight=10&rate=72000&making=12&makingType=percent";
const GIRVI = "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-03-15&to=2025-01-10&paid=2024-08-01:10000";

/** A tool page on 5 March 2026 (IST) by the browser's clock, its island awake; `goto` takes the same page (and clock) to another tool. */
async function openOn5March(path: string) {
  const { page } = await browser.blank();
  await page.clock.setFixedTime(new Date("2026-03-05T10:00:00+05:30"));
  const goto = async (path: string) => {
    await page.goto(`${baseUrl()}${path}`);
    await islandsReady(page);
    await hydrateByPointer(page, "tool-form");
    return page;
  };
  return { page: await goto(path), goto };
}

const PHONE_PAPER = { width: "360px", height: "800px" };

describe("a printed tool result", () => {
  const { lang, prefix, slip } = en;
  it("prints the GST bill, then the Girvi account with the loan, its dates and its payments, each with what was entered, the date and the site, on one page of A4 and of a phone", async () => {
    const { page, goto } = await openOn5March(`${prefix}${GST}`);
    // On screen the slip's head is not shown.
    expect(await page.locator("[data-tool-inputs]").isVisible()).toBe(false);
    await page.emulateMedia({ media: "print" });
    expect(await slipLines(page)).toEqual(slip.gst);
    const head = await page.locator("[data-tool-inputs]").locator("xpath=..").innerText();
    expect(head).toContain(slip.site);
    expect(head).toContain(slip.printed);
    expect(await result(page).isVisible()).toBe(true);
    for (const [name, size] of [["a4", { format: "A4" as const }], ["phone", PHONE_PAPER]] as const) {
      const pdf = await printPdf(page, `gst-${lang}-${name}`, { size });
      expect({ name, pages: pdf.pages }).toEqual({ name, pages: 1 });
      for (const line of [...slip.gst, slip.site, slip.printed, slip.gstTotal]) expect(pdf.text).toContain(bare(line));
    }

    await goto(`${prefix}${GIRVI}`);
    await page.emulateMedia({ media: "print" });
    expect(await slipLines(page)).toEqual(slip.girvi);
    for (const [name, size] of [["a4", { format: "A4" as const }], ["phone", PHONE_PAPER]] as const) {
      const pdf = await printPdf(page, `girvi-${lang}-${name}`, { size });
      expect({ name, pages: pdf.pages }).toEqual({ name, pages: 1 });
      for (const line of [...slip.girvi, slip.site, slip.printed, slip.girviDue]) expect(pdf.text).toContain(bare(line));
      // The whole account, on a phone too: its last column, and ₹44,533.33 twice (the first
      // row's closing, the second's opening). By hand: 4 months 16 days at 2 % on ₹50,000 is
      // ₹1,000 × (4 + 16/30) = ₹4,533.33; ₹50,000 + ₹4,533.33 − ₹10,000 = ₹44,533.33.
      expect({ name, closing: pdf.text.includes(bare(slip.closing)), twice: pdf.text.split("₹44,533.33").length - 1 }).toEqual({ name, closing: true, twice: 2 });
    }
  });
});

/** A mechanic that reads no text. */
describe("a printed tool result: what reads no text", () => {
  it("keeps the printed slip in step with the form", async () => {
    // The page's own clock is not needed here (no date is read): a warm page.
    const { page } = await openTool(browser, GST);
    await page.emulateMedia({ media: "print" });
    expect(await slipLines(page)).toEqual(en.slip.gst);
    await page.emulateMedia({ media: "screen" });
    await page.locator("#weight").fill("20");
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => slipLines(page)).toContain(en.slip.gstWeight20);
  });
});

/**
 * The estimate printed as the shop's own (issue 38, item 6), in English: the shop's name, address, phone and
 * GSTIN head the page, then the customer and the date, the lines and totals marked
 * "Estimate — not a tax invoice", what was entered, and the site in one small line at the foot.
 */
describe("the printed estimate (en)", () => {
  const SHOP = "shop=Shree+Jewellers&address=Johari+Bazaar%2C+Jaipur&phone=0141+2345678&gstin=08ABCDE1234F1Z5";
  // 10 g of 22K at ₹66,000 per 10 g: 10 × 6,600 = ₹66,000.00; GST 1.5 % + 1.5 % = ₹990.00 each; ₹67,980.00.
  const ESTIMATE = `/tools/jewellery-estimate?${SHOP}&item1=Bangle&metal1=22K&gross1=10&rate1=66000`;

  it("heads the paper with the shop, then the customer typed in the form (kept in the link) and the date, and credits the site in one small line at the foot", async () => {
    const { page } = await openOn5March(ESTIMATE);
    const customer = page.getByLabel("Customer", { exact: true });
    expect(await customer.getAttribute("maxlength")).toBe("60");
    await customer.fill("Meera Agarwal");
    await expect.poll(() => new URL(page.url()).searchParams.get("customer")).toBe("Meera Agarwal");
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => page.locator("[data-tool-shop] > p").allInnerTexts()).toEqual(["Shree Jewellers", "Johari Bazaar, Jaipur", "Phone: 0141 2345678", "GSTIN: 08ABCDE1234F1Z5", "Customer: Meera Agarwal"]);
    const paper = (await page.locator("main").innerText()).split("\n").map((l) => l.trim()).filter(Boolean);
    expect(paper.slice(0, 7)).toEqual(["Shree Jewellers", "Johari Bazaar, Jaipur", "Phone: 0141 2345678", "GSTIN: 08ABCDE1234F1Z5", "Customer: Meera Agarwal", "Printed on 5 March 2026", "Estimate — not a tax invoice"]);
    // Neither the tool's title nor the panel's "Result"; the site only in the last line.
    expect(paper).not.toContain("Jewellery Estimate");
    expect(paper).not.toContain("Result");
    const payable = paper.indexOf("Amount payable");
    expect(paper[payable + 1]).toBe("₹67,980.00");
    expect(payable).toBeGreaterThan(6);
    expect(payable).toBeLessThan(paper.indexOf("What was entered"));
    expect(paper.at(-1)).toBe("Zevar ERP · www.zevar.example");
    expect(paper.filter((l) => l.includes("Zevar ERP"))).toEqual(["Zevar ERP · www.zevar.example"]);
    const credit = page.locator("[data-tool-credit]");
    expect(Number.parseFloat(await credit.evaluate((el) => getComputedStyle(el).fontSize))).toBeLessThanOrEqual(10);
    const pdf = await printPdf(page, "estimate-shop-en");
    expect(pdf.pages).toBe(1);
    expect(pdf.text.indexOf(bare("Shree Jewellers"))).toBe(0);
    expect(pdf.text).toContain(bare("Customer: Meera Agarwal"));
  });

  it("keeps a customer's name to 60 characters from a link", async () => {
    const { page } = await openOn5March(`${ESTIMATE}&customer=${"A".repeat(50)}+${"B".repeat(30)}`);
    await page.emulateMedia({ media: "print" });
    // 50 A's, a space, then 9 B's: 60 characters.
    expect(await page.locator("[data-tool-shop] > p").last().innerText()).toBe(`Customer: ${"A".repeat(50)} ${"B".repeat(9)}`);
  });
});

describe("the printed Girvi receipt (en)", () => {
  it("is headed by the shop, not the tool's title, and shows no focus ring after Calculate", async () => {
    const { page } = await openOn5March(`${GIRVI}&shopName=Shree+Jewellers&shopPhone=0141+2345678`);
    // Calculate from the keyboard: the result's heading takes the focus, with its ring on screen.
    await page.locator("#principal").press("Enter");
    const heading = page.locator("#tool-result-title");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("tool-result-title");
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await page.emulateMedia({ media: "print" });
    expect(await heading.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).boxShadow])).toEqual(["none", "none"]);
    const paper = (await page.locator("main").innerText()).split("\n").map((l) => l.trim()).filter(Boolean);
    expect(paper.slice(0, 3)).toEqual(["Shree Jewellers", "Phone: 0141 2345678", "Girvi interest receipt"]);
    expect(paper).not.toContain("Girvi Interest Calculator");
  });
});

describe("the printed rate card (en)", () => {
  it("prints the board as one A4 page: the shop, the date, each rate with its unit, and none of its controls", async () => {
    const { page } = await browser.blank();
    await page.goto(`${baseUrl()}/tools/gold-rate-board?shop=Shree+Jewellers&city=Thrissur&g24=1234567&g22=1130863&silver=9876543&per=pavan&at=2026-11-28T09%3A41&view=board`);
    await islandsReady(page);
    const pdf = await printPdf(page, "rate-card-a4", { order: "-raw" });
    expect(pdf.pages).toBe(1);
    // pdftotext without spaces (bare): the lines in the board's order, by hand from the English catalogue.
    expect(pdf.text).toBe(
      ["ShreeJewellers", "Thrissur", "Today'srates·Updated28November2026,9:41am", "Gold24K(999)", "perpavan(8g)", "₹12,34,567", "Gold22K(916)", "perpavan(8g)", "₹11,30,863", "Silver(999)", "perkg", "₹98,76,543", "FreerateboardbyZevarERP"].join(""),
    );
  });
});
