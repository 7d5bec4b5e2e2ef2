/**
 * A printed GST or Girvi result carries what was entered, the date and the site's name,
 * on one page of A4 and of a phone-sized PDF (issue 23, item 7), in Chromium: the
 * print-only lines are checked in print media, and the PDF Chromium prints is read back
 * with pdftotext (poppler-utils). Each language prints both in one visit (the words and
 * their length on paper are the language's); the slip following the form is English's.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_LOCALES } from "../fixtures/locales/browser.ts";
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

describe.each(BROWSER_LOCALES)("a printed tool result ($lang)", ({ lang, prefix, slip }) => {
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

/** A mechanic that reads no text: in English only (every language's slip is checked above). */
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
