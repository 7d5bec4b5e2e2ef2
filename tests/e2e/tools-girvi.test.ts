/**
 * Issue 38 on the Girvi page in Chromium: what a lender types is worked out in the page
 * (the island) as by hand — a payment's line measured from its own date, part months
 * charged once — a rate below a paisa gets its message beside the field, and the
 * WhatsApp line says the rate as typed. By hand: tests/unit/tools-girvi.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";
import { openTool as openToolWith, resultLines } from "./tool-page.ts";

const browser = useBrowser();
const openTool = (path: string) => openToolWith(browser, path);
const whatsappText = async (page: Page) => new URL((await page.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href"))!).searchParams.get("text");
/** The account's rows as the page shows them, cell by cell. */
const accountRows = (page: Page) => page.locator("[data-tool-result] table tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td,th")].map((c) => c.textContent)));

describe("Girvi in the browser (issue 38)", () => {
  it("works out a payment's line from its own date while typing: 2 months + 1 month in halves, ₹10,500.00", async () => {
    const { page, problems } = await openTool("/tools/girvi-interest-calculator");
    await page.getByLabel("Loan amount (₹)").fill("10000");
    await page.getByLabel("Interest, ₹ per ₹100 per month").fill("2");
    await page.getByLabel("Loan date").fill("24-01-2026");
    await page.getByLabel("Settlement date").fill("12-04-2026");
    await page.getByLabel("Calendar months").check();
    await page.getByLabel("Half months (15 days)").check();
    await page.locator("#paid-0").fill("14-03-2026");
    await page.locator("#paid-0-amount").fill("100");
    // 24 Jan → 14 Mar: 1 month 18 days → 2 months, 400; ₹100 paid to it. 14 Mar → 12 Apr: 29 days;
    // the loan has run 2 months 19 days → 3 months, 1 more, 200. Due 10,000 + 600 − 100 = 10,500.
    await expect.poll(() => resultLines(page)).toEqual(["Period: 2 months 19 days", "Interest charged for: 3 months", "Interest: ₹600.00", "Paid: ₹100.00", "Amount due: ₹10,500.00"]);
    expect((await accountRows(page)).map((r) => r.slice(0, 3))).toEqual([
      ["24 Jan 2026", "14 Mar 2026", "1 month 18 days"],
      ["14 Mar 2026", "12 Apr 2026", "29 days"],
    ]);
    expect(problems).toEqual([]);
  });

  it("says beside the rate that 0.004 is below a paisa, and shares a rate of paise as typed", async () => {
    const { page, problems } = await openTool("/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2027-01-01");
    await page.getByLabel("Interest, ₹ per ₹100 per month").fill("0.004");
    await expect.poll(() => page.locator("#rate-error").innerText()).toBe("The interest rate is rupees and paise per ₹100 a month: at most 2 decimals, like 1.75.");
    await page.getByLabel("Interest, ₹ per ₹100 per month").fill("1.1");
    // 10,000 × 1.1 % × 12 = 1,320; 1.1 × 12 = 13.2 % a year.
    await expect.poll(() => resultLines(page)).toEqual(["Period: 12 months", "Interest: ₹1,320.00", "Amount due: ₹11,320.00"]);
    expect(await page.locator("[data-tool-result]").innerText()).toContain("Rate: 1.1 per ₹100 a month = 13.2 % a year.");
    expect((await whatsappText(page))?.split("\n")[0]).toBe("₹10,000.00 @ 1.1 / ₹100 / month, 12 months: Interest ₹1,320.00, Amount due ₹11,320.00");
    expect(problems).toEqual([]);
  });
});
