/**
 * The jeweller tools in Chromium: typing updates the result (same figures as the
 * server's), messages beside the fields, the address bar, WhatsApp link and Copy link
 * following; Print; the demo call to action with its software chosen; and every tool
 * working with JavaScript off.
 */
import { describe, expect, it } from "vitest";
import { GST_EXAMPLE } from "../fixtures/gst-example.ts";
import { openWithScriptHeld, useBrowser } from "./browser.ts";
import { countPrints, openTool as openToolWith, printed, result, resultLines } from "./tool-page.ts";

const browser = useBrowser();
const openTool = (path: string, options = {}) => openToolWith(browser, path, options);

describe("jeweller tools in the browser", () => {
  it("works out the GST example while the jeweller types, and keeps the link to it", async () => {
    const { page, problems } = await openTool("/tools/jewellery-gst-calculator");
    expect(await result(page).innerText()).toBe("Fill in the form to see the result.");
    await page.getByLabel("Net weight (g)").fill("10");
    await page.getByLabel("Rate per 10 g (₹)").fill("72000");
    await page.getByLabel("Making charges", { exact: true }).fill("12");
    await expect.poll(() => resultLines(page)).toEqual(GST_EXAMPLE);
    // The address bar is the shareable state, in the tool's own query shape.
    expect(new URL(page.url()).search).toBe("?mode=retail&weight=10&rate=72000&making=12&makingType=percent");
    const share = new URL((await page.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href"))!);
    expect(share.searchParams.get("text")).toBe(
      "Taxable value ₹80,640.00 + GST ₹2,419.20 = Invoice total ₹83,059.20\nhttps://www.zevar.example/tools/jewellery-gst-calculator?mode=retail&weight=10&rate=72000&making=12&makingType=percent",
    );
    // Delivered to another state: IGST, at once (issue 23 item 10: named by delivery, not by the customer's home).
    await page.getByLabel("Delivered to another state (IGST)").check();
    await expect.poll(() => resultLines(page)).toContain("IGST 3 %: ₹2,419.20");
    expect(problems).toEqual([]);
  });

  it("hides what a job-work bill does not count, and asks no rate for per-gram making (issue 23 item 11)", async () => {
    const { page, problems } = await openTool("/tools/jewellery-gst-calculator");
    const hidden = ["Wastage (%)", "Stones and other (₹)", "Old gold taken in exchange (₹)"];
    for (const label of [...hidden, "Rate per 10 g (₹)"]) expect(await page.getByLabel(label).isVisible()).toBe(true);
    await page.getByLabel("Karigar job work (5 %)").check();
    for (const label of hidden) await expect.poll(() => page.getByLabel(label).isVisible()).toBe(false);
    // Making as a % of the metal value still needs the rate.
    expect(await page.getByLabel("Rate per 10 g (₹)").isVisible()).toBe(true);
    await page.getByLabel("₹ per gram").check();
    await expect.poll(() => page.getByLabel("Rate per 10 g (₹)").isVisible()).toBe(false);
    // 600 × 100 g = 60,000; 2.5 % = 1,500 each half; 63,000. No rate asked for.
    await page.getByLabel("Net weight (g)").fill("100");
    await page.getByLabel("Making charges", { exact: true }).fill("600");
    await expect.poll(() => resultLines(page)).toEqual(["Job-work charge: ₹60,000.00", "CGST 2.5 %: ₹1,500.00", "SGST 2.5 %: ₹1,500.00", "Invoice total: ₹63,000.00"]);
    // A customer's own gold: 18 % on the same charge, 10,800; 70,800.
    await page.getByLabel("Customer's own gold (18 %)").check();
    await expect.poll(() => resultLines(page)).toEqual(["Making charges: ₹60,000.00", "CGST 9 %: ₹5,400.00", "SGST 9 %: ₹5,400.00", "Invoice total: ₹70,800.00"]);
    // Back to a retail sale: every field again, and the rate is asked for.
    await page.getByLabel("Retail sale").check();
    for (const label of [...hidden, "Rate per 10 g (₹)"]) await expect.poll(() => page.getByLabel(label).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("says what is wrong beside the field as soon as it is typed, and takes it back when corrected", async () => {
    const { page } = await openTool("/tools/hallmark-huid-checker");
    const field = page.getByLabel("HUID");
    await field.fill("2JP8FC12");
    await expect.poll(() => page.locator("#huid-error").innerText()).toBe("A HUID has exactly 6 characters; this has 8.");
    expect(await field.getAttribute("aria-invalid")).toBe("");
    expect(await field.getAttribute("aria-describedby")).toContain("huid-error");
    await field.fill("2jp8fc");
    await expect.poll(() => page.locator("#huid-error").innerText()).toBe("");
    expect(await field.getAttribute("aria-invalid")).toBeNull();
    expect(await resultLines(page)).toEqual(["HUID: 2JP8FC"]);
    // Not a live region: the result is said in a line once typing settles (tools-keyboard.test.ts).
    expect(await result(page).getAttribute("aria-live")).toBeNull();
  });

  it("adds part payments in the browser and writes them as paid= in the link", async () => {
    const { page } = await openTool("/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01");
    expect(await resultLines(page)).toEqual(["Period: 6 months", "Interest: ₹1,200.00", "Amount due: ₹11,200.00"]);
    await page.locator("#paid-0").fill("2026-04-01");
    await page.locator("#paid-0-amount").fill("3000");
    await expect.poll(() => resultLines(page)).toEqual(["Period: 6 months", "Interest: ₹1,056.00", "Paid: ₹3,000.00", "Amount due: ₹8,056.00"]);
    expect(new URL(page.url()).searchParams.getAll("paid")).toEqual(["2026-04-01:3000"]);
    // Another empty row follows the one being filled: a second payment.
    // 1 Jun: 2 months on 7,600 = 304 due, 1,000 paid → 6,904; 1 month more: 138.08.
    await page.locator("#paid-1").fill("2026-06-01");
    await page.locator("#paid-1-amount").fill("1000");
    await expect.poll(() => resultLines(page)).toEqual(["Period: 6 months", "Interest: ₹1,042.08", "Paid: ₹4,000.00", "Amount due: ₹7,042.08"]);
    expect(new URL(page.url()).searchParams.getAll("paid")).toEqual(["2026-04-01:3000", "2026-06-01:1000"]);
    expect(await page.locator("#paid-2").inputValue()).toBe("");
    expect(await page.getByLabel("Payment date").count()).toBe(3);
  });

  it("copies the link and prints the slip", async () => {
    const { context, page } = await openTool("/tools/gold-purity-converter?karat=22&weight=10");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await countPrints(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://www.zevar.example/tools/gold-purity-converter?karat=22&weight=10");
    await page.getByRole("button", { name: "Print" }).click();
    expect(await printed(page)).toBe(1);
    // The printed slip: the result, without the header, the form or the chat.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header[data-site-header]").isVisible()).toBe(false);
    expect(await page.locator("form[data-tool]").isVisible()).toBe(false);
    expect(await result(page).isVisible()).toBe(true);
  });

  /** A tool page with the tool's script held back until `release` is called. */
  const openWithToolHeld = (path: string) => openWithScriptHeld(browser, path, /\/assets\/tool-form\.client-[\w-]+\.js$/);

  it("works out what was typed before the tool's script arrived", async () => {
    const { page, release, problems } = await openWithToolHeld("/tools/jewellery-gst-calculator");
    expect(await page.locator('[data-island="tool-form"]').getAttribute("data-hydrated")).toBeNull();
    await page.getByLabel("Net weight (g)").fill("10");
    await page.getByLabel("Rate per 10 g (₹)").fill("72000");
    await page.getByLabel("Making charges", { exact: true }).fill("12");
    expect(await result(page).innerText()).toBe("Fill in the form to see the result.");
    release();
    await expect.poll(() => resultLines(page)).toEqual(GST_EXAMPLE);
    expect(new URL(page.url()).search).toBe("?mode=retail&weight=10&rate=72000&making=12&makingType=percent");
    expect(problems).toEqual([]);
  });

  it("prints from a tap on Print before the tool's script arrived, once", async () => {
    const { page, release } = await openWithToolHeld("/tools/gold-purity-converter?karat=22&weight=10");
    await countPrints(page);
    await page.getByRole("button", { name: "Print" }).click();
    expect(await printed(page)).toBe(0);
    release();
    await expect.poll(() => printed(page)).toBe(1);
    // The held tap is replayed in one go once the island is alive: with the queue empty
    // and the island hydrated, a second print would already have happened.
    await page.waitForSelector('[data-island="tool-form"][data-hydrated="true"]');
    expect(await page.evaluate(() => (window as { __zevarHeld?: unknown[] }).__zevarHeld?.length ?? 0)).toBe(0);
    expect(await printed(page)).toBe(1);
  });

  it("opens the demo form with the Girvi software chosen from the Girvi calculator", async () => {
    const { page } = await openTool("/tools/girvi-interest-calculator");
    await page.getByRole("button", { name: "Get Free Demo" }).last().click();
    const dialog = page.getByRole("dialog", { name: "Get a Free Demo" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Software").inputValue()).toBe("Money lending (Girvi) Software");
  });

  it("works with JavaScript off: the form is sent, the server answers with the figures and the messages", async () => {
    const { page } = await browser.open("/tools/girvi-interest-calculator", { javaScriptEnabled: false });
    // Copy link and Print need script: without it they are not shown.
    expect(await page.getByRole("button", { name: "Copy link" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await page.getByLabel("Loan amount (₹)").fill("10000");
    await page.getByLabel("Interest, ₹ per ₹100 per month").fill("1.75");
    await page.getByLabel("Loan date").fill("2026-01-01");
    await page.getByLabel("Settlement date").fill("2027-01-01");
    await page.getByLabel("Compound").check();
    await page.getByLabel("Add interest to principal every (months)").fill("3");
    await Promise.all([page.waitForURL(/principal=10000/), page.getByRole("button", { name: "Calculate" }).click()]);
    expect(await resultLines(page)).toEqual(["Period: 12 months", "Interest: ₹2,271.24", "Amount due: ₹12,271.24"]);
    expect(await page.getByRole("table", { name: "Loan account" }).locator("tbody tr").count()).toBe(4);
    await page.getByLabel("Loan amount (₹)").fill("ten");
    await Promise.all([page.waitForURL(/principal=ten/), page.getByRole("button", { name: "Calculate" }).click()]);
    expect(await page.locator("#principal-error").innerText()).toBe("The loan amount must be a number, like 12.5.");
    expect(await result(page).locator("p").innerText()).toBe("Correct the fields marked above to see the result.");
    expect(await result(page).getByRole("link").allInnerTexts()).toEqual(["The loan amount must be a number, like 12.5."]);
  });
});
