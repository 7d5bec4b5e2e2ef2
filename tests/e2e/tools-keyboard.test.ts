/**
 * The jeweller tools from the keyboard and to a screen reader (issue 23 items 2 and 4),
 * in Chromium: Enter in a field or Calculate works out the result in place (no reload),
 * updates the address bar and moves the focus to the result, or to the first marked
 * field with a list of the marked fields as links; a submit before the tool's script
 * arrived is kept; without script the answer page lands on the result. The result is
 * said once, in a line, when typing settles, and "correct the fields marked" only when a
 * field is marked. In English (behaviour is proved once: docs/testing.md "Languages").
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { hydrated, openWithScriptHeld, useBrowser } from "./browser.ts";
import { markPage, openTool as openToolWith, per10g, result, stillSamePage, toolReady } from "./tool-page.ts";

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };
const GST_QUERY = "?mode=retail&weight=10&rate=72000&making=12&makingType=percent";

/**
 * Records, in order, each new text of every live region of the page (role status,
 * alert or log, or aria-live): what a screen reader would say unasked.
 */
const listen = (page: Page) =>
  page.evaluate(() => {
    const said: string[] = [];
    const last = new Map<Element, string>();
    const regions = () => [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')];
    for (const r of regions()) last.set(r, r.textContent ?? "");
    new MutationObserver(() => {
      for (const r of regions()) {
        const text = r.textContent ?? "";
        if (last.get(r) === text) continue;
        last.set(r, text);
        if (text.trim()) said.push(text.trim());
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    (window as unknown as { said: string[] }).said = said;
  });
const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const markedFields = (page: Page) => page.locator("form[data-tool] [aria-invalid]").evaluateAll((els) => els.map((e) => e.id));
const where = (page: Page) => new URL(page.url()).search;

describe("the tools from the keyboard and what they say", () => {
  const { prefix, tools: w } = en;
  const gstPath = `${prefix}/tools/jewellery-gst-calculator`;
  const girviPath = `${prefix}/tools/girvi-interest-calculator`;

  it("works out the result in place on Enter with the focus on its heading, says it once in a line, and says 'correct the fields marked' only when a field is marked", async () => {
    const { page, problems } = await openToolWith(browser, gstPath, { viewport: PHONE });
    await markPage(page);
    await listen(page);
    await per10g(page);
    await page.getByLabel(w.gst.weight).fill("10");
    // Only the weight: nothing is wrong yet, the rest is still to be filled in.
    await expect.poll(() => result(page).innerText()).toBe(w.fillIn);
    expect(await markedFields(page)).toEqual([]);
    await page.getByLabel(w.gst.rate).fill("72000");
    await page.getByLabel(w.gst.making, { exact: true }).fill("12");
    await page.getByLabel(w.gst.making, { exact: true }).press("Enter");
    await expect.poll(() => focused(page)).toBe("tool-result-title");
    expect(await page.locator("#tool-result-title").innerText()).toBe(w.resultHeading);
    expect(await stillSamePage(page)).toBe(true);
    expect(where(page)).toBe(GST_QUERY);
    // Said once: the result's line, at once (no second saying when the typing "settles").
    expect(await said(page)).toEqual([w.gstSummary]);
    await page.getByLabel(w.gst.rate).fill("abc");
    await expect.poll(() => markedFields(page)).toEqual(["rate"]);
    expect(await result(page).locator("p").first().innerText()).toBe(w.fixErrors);
    expect(await result(page).getByRole("link").allInnerTexts()).toEqual([w.rateNotNumber]);
    await expect.poll(() => said(page), { timeout: 5000 }).toEqual([w.gstSummary, w.fixErrors]);
    expect(problems).toEqual([]);
  });

  it("marks every field that is missing on Calculate and lists them, in the page's words", async () => {
    const { page } = await openToolWith(browser, girviPath, { viewport: PHONE });
    await page.getByLabel(w.girvi.principal).fill("50000");
    await page.getByRole("button", { name: w.calculate }).click();
    await expect.poll(() => focused(page)).toBe("rate");
    expect(await result(page).getByRole("link").allInnerTexts()).toEqual(w.girviMissing);
    expect(await result(page).locator("p").first().innerText()).toBe(w.fixErrors);
  });

  it("without JavaScript sends the form and lands on the result", async () => {
    const { page } = await browser.open(girviPath, { javaScriptEnabled: false, viewport: PHONE });
    expect(await page.locator("form[data-tool]").getAttribute("action")).toBe(`${girviPath}#result`);
    await page.getByLabel(w.girvi.principal).fill("50000");
    await Promise.all([page.waitForURL(/principal=50000/), page.getByRole("button", { name: w.calculate }).click()]);
    expect(new URL(page.url()).hash).toBe("#result");
    // The answer is in view, not 1,280 px further down: its list of what to correct
    // included.
    const top = await page.locator("#result").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height / 2);
    expect(await result(page).getByRole("link").allInnerTexts()).toEqual(w.girviMissing);
  });
});

/** Mechanics that read no text. */
describe("the tools from the keyboard: what reads no text", () => {
  const gstPath = "/tools/jewellery-gst-calculator";
  const girviPath = "/tools/girvi-interest-calculator";
  const w = en.tools;

  it("marks every field that is missing on Calculate, links each to its field and takes the focus to the first, in place", async () => {
    const { page } = await openToolWith(browser, girviPath, { viewport: PHONE });
    await markPage(page);
    await page.getByLabel(w.girvi.principal).fill("50000");
    // While typing only what was typed is judged: nothing is marked yet.
    expect(await markedFields(page)).toEqual([]);
    await page.getByRole("button", { name: w.calculate }).click();
    await expect.poll(() => focused(page)).toBe("rate");
    expect(await markedFields(page)).toEqual(["rate", "from", "to"]);
    const links = result(page).getByRole("link");
    expect(await links.allInnerTexts()).toEqual(w.girviMissing);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["#rate", "#from", "#to"]);
    // A link of the list takes the focus to its field.
    await links.nth(1).click();
    await expect.poll(() => focused(page)).toBe("from");
    expect(await stillSamePage(page)).toBe(true);
    expect(where(page)).toBe("?principal=50000&method=simple&days=30");
  });

  it("keeps an Enter pressed before the tool's script arrived, and works it out in place once it has", async () => {
    const { page, release } = await openWithScriptHeld(browser, gstPath, /\/assets\/tool-form\.client-[\w-]+\.js$/);
    await markPage(page);
    await page.getByLabel(w.gst.weight).fill("10");
    await page.getByLabel(w.gst.rate).fill("72000");
    await page.getByLabel(w.gst.making, { exact: true }).fill("12");
    await page.getByLabel(w.gst.making, { exact: true }).press("Enter");
    expect(await result(page).innerText()).toBe(w.fillIn);
    release();
    await hydrated(page, "tool-form");
    await expect.poll(() => focused(page)).toBe("tool-result-title");
    expect(await stillSamePage(page)).toBe(true);
    expect(where(page)).toBe(GST_QUERY);
  });

  it("says the result once, in a line, when typing 72000 settles", async () => {
    // A page of its own: the clock installed below stays installed on the page.
    const { page } = await toolReady(await browser.openFresh(gstPath, { viewport: PHONE }));
    // Every timer the tool sets from here on is on the page's clock. (Installed after the
    // first fields were filled, the settle timer those set stayed on the real clock: on a
    // loaded machine it fired between the last key and runFor below and cancelled the
    // settle the keys had set, so nothing was said.)
    await page.clock.install();
    await page.getByLabel(w.gst.weight).fill("10");
    await page.getByLabel(w.gst.making, { exact: true }).fill("12");
    await listen(page);
    await page.getByLabel(w.gst.rate).focus();
    // The page's clock stands still while the five keys go in, as for a visitor typing
    // steadily, whatever the machine's load; then it runs on past the pause that settles.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.type("72000");
    await page.clock.runFor(2000);
    await expect.poll(() => said(page), { timeout: 5000 }).toEqual([w.gstSummary]);
    // The result panel itself is not a live region (it would read the whole bill each time).
    expect(await result(page).evaluate((el) => el.closest('[aria-live], [role="status"], [role="alert"]'))).toBeNull();
  });
});
