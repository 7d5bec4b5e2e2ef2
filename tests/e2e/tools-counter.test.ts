/**
 * The counter tools in Chromium (issue 28, items 1 and 2): the estimate worked out while
 * the jeweller types (Enter keeps the page), its WhatsApp text carrying the same lines,
 * printed on one page of A4 (read back with pdfinfo and pdftotext, poppler-utils) with
 * every input, the shop and the totals; pieces added and removed with JavaScript off; the
 * old gold exchange worked out while typing. In English (behaviour is proved once:
 * docs/testing.md "Languages"; each language's lines keep English's figures under its own
 * labels, by rule in the unit tests, and a longer language's slip is the pseudo-locale's). Figures:
 * tests/fixtures/estimate-example.ts, by hand.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ESTIMATE } from "../fixtures/estimate-example.ts";
import en from "../fixtures/locales/en/counter.ts";
import { useBrowser } from "./browser.ts";
import { bare, markPage, openTool, per10g, printPdf, result, resultLines, slipLines, stillSamePage } from "./tool-page.ts";

const browser = useBrowser();
const pieces = (page: Page) => page.locator("fieldset[id^=piece-]").count();

/** The estimate, typed field by field as a jeweller would. */
async function typeEstimate(page: Page) {
  const fill = (id: string, value: string) => page.locator(`#${id}`).fill(value);
  await fill("shop", "Shree Jewellers");
  await fill("phone", "0141 2345678");
  await fill("address", "Johari Bazaar, Jaipur");
  await fill("gstin", "08ABCDE1234F1Z5");
  await fill("rate999", "75000");
  await fill("item1", "Necklace");
  await fill("gross1", "25.400");
  await fill("stone1", "2.5");
  await fill("stoneValue1", "6000");
  await fill("rate1", "66000");
  await fill("making1", "12");
  await fill("hallmark1", "45");
  await fill("item2", "Ring");
  await page.locator("#metal2").selectOption("18K");
  await fill("gross2", "4.000");
  await fill("making2", "500");
  await page.locator("#makingBy2").selectOption("perGram");
  await fill("hallmark2", "45");
  await fill("oldWeight", "12");
  await fill("oldPurity", "88");
  await fill("oldDeduction", "2");
}

/** The WhatsApp text's lines; the last is the link back to the estimate. */
const shared = async (page: Page) => new URL((await page.locator("[data-tool-share]").getAttribute("href"))!).searchParams.get("text")!.split("\n");

describe("the counter tools in Chromium", () => {
  const t = en;
  it("shows the issue's estimate with its marking, shares the same lines on WhatsApp, names its buttons, and prints it on one page of A4 as the shop's own, headed by the shop and the customer, with the totals and every input", async () => {
    const { page, problems } = await openTool(browser, `${t.prefix}/tools/jewellery-estimate?${ESTIMATE}&customer=Meera+Agarwal`);
    expect(await resultLines(page)).toEqual(t.estimate);
    expect(await result(page).innerText()).toContain(t.notInvoice);
    const text = await shared(page);
    expect(text.slice(0, -1)).toEqual(t.share);
    // The link that ends the message opens this estimate: its query is the address bar's.
    expect(text.at(-1)).toBe(`https://www.zevar.example${t.prefix}/tools/jewellery-estimate${new URL(page.url()).search}`);
    // What the pieces' buttons are called (what they do: in English, below).
    expect(await page.getByRole("button", { name: t.words.add }).count()).toBe(1);
    expect(await page.getByRole("button", { name: t.words.remove2 }).count()).toBe(1);

    await page.emulateMedia({ media: "print" });
    expect(await slipLines(page)).toEqual(t.slip);
    // The shop heads the paper, then the customer; the tool's title is not printed (issue 38, item 6).
    expect(await page.locator("[data-tool-shop] > p").allInnerTexts()).toEqual(t.head);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(false);
    const paper = await page.locator("main").innerText();
    const at = (text: string) => paper.indexOf(text);
    const order = [t.head[0]!, t.head[4]!, t.notInvoice, t.estimate.at(-1)!.split(": ")[0]!, t.slip[0]!.split(": ")[0]!, "Zevar ERP · www.zevar.example"];
    expect(order.map(at).every((n, i, all) => n >= 0 && (i === 0 || n > all[i - 1]!)), `${order.map(at)}`).toBe(true);
    expect(paper.startsWith(t.head[0]!)).toBe(true);
    // Read as laid out (a label and its amount on one line), compared without whitespace.
    const { pages, text: pdf } = await printPdf(page, `estimate-${t.lang}`, { order: "-layout" });
    expect(pages).toBe(1);
    for (const line of [...t.head, ...t.slip, t.notInvoice]) expect(pdf).toContain(bare(line));
    // The result's lines are "label value" on paper (no colon); a piece's long label wraps
    // beside its amount: the amount, then the label without it.
    const split = (line: string) => [line.slice(0, line.lastIndexOf(": ")), line.slice(line.lastIndexOf(": ") + 2)] as const;
    for (const [label, value] of t.estimate.slice(2).map(split)) expect(pdf).toContain(bare(label + value));
    for (const [label, value] of t.estimate.slice(0, 2).map(split)) {
      expect(pdf).toContain(bare(value));
      expect(pdf.replace(bare(value), "")).toContain(bare(label));
    }
    expect(problems).toEqual([]);
  });

  it("works out the old gold exchange while typing", async () => {
    const { page, problems } = await openTool(browser, `${t.prefix}/tools/old-gold-exchange`);
    await page.locator("#oldWeight").fill("12");
    await page.locator("#oldPurity").fill("88");
    await page.locator("#oldDeduction").fill("2");
    await per10g(page);
    await page.locator("#rate999").fill("75000");
    await expect.poll(() => resultLines(page)).toEqual(t.exchange);
    expect(await result(page).innerText()).toContain(t.afterGst);
    expect(problems).toEqual([]);
  });
});

/** Mechanics that read no text. */
describe("the counter tools in Chromium: what reads no text", () => {
  const t = en;

  it("works out the issue's estimate while typing, keeps the page on Enter and shares the same lines on WhatsApp", async () => {
    const { page, problems } = await openTool(browser, "/tools/jewellery-estimate?pieces=2");
    await markPage(page);
    await typeEstimate(page);
    await expect.poll(() => resultLines(page)).toEqual(t.estimate);
    await page.locator("#hallmark2").press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("tool-result-title");
    expect(await stillSamePage(page)).toBe(true);
    expect(await pieces(page)).toBe(2);
    expect(await result(page).innerText()).toContain(t.notInvoice);
    const text = await shared(page);
    expect(text.slice(0, -1)).toEqual(t.share);
    expect(text.at(-1)).toBe(`https://www.zevar.example/tools/jewellery-estimate${new URL(page.url()).search}`);
    expect(new URL(page.url()).searchParams.get("shop")).toBe("Shree Jewellers");
    // A tunch purity asks for its tunch: the field shows only then.
    expect(await page.locator("#tunch1").isVisible()).toBe(false);
    await page.locator("#metal1").selectOption("tunch");
    await expect.poll(() => page.locator("#tunch1").isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("adds and removes a piece with JavaScript off, and Enter calculates without adding one", async () => {
    const { page } = await browser.open(`/tools/jewellery-estimate?${ESTIMATE}`, { javaScriptEnabled: false });
    expect(await resultLines(page)).toEqual(t.estimate);
    // Enter in a field is the form's first button, Calculate: the same two pieces come back.
    await Promise.all([page.waitForURL(/pieces=2/), page.locator("#gross1").press("Enter")]);
    expect(await pieces(page)).toBe(2);
    expect(await resultLines(page)).toEqual(t.estimate);
    await Promise.all([page.waitForURL(/pieces=3/), page.getByRole("button", { name: t.words.add }).click()]);
    expect(await pieces(page)).toBe(3);
    expect(await resultLines(page)).toEqual(t.estimate);
    // Piece 2 out: the empty third row becomes the second.
    await Promise.all([page.waitForURL(/remove=2/), page.getByRole("button", { name: t.words.remove2 }).click()]);
    expect(await pieces(page)).toBe(2);
    expect(await page.locator("#item1").inputValue()).toBe("Necklace");
    expect(await page.locator("#item2").inputValue()).toBe("");
    expect((await resultLines(page))[0]).toBe(t.estimate[0]);
  });

  it("adds and removes a piece with script in the page (issue 38, item 1): no round trip, what was typed kept, the focus on the piece added", async () => {
    const { page, problems } = await openTool(browser, `/tools/jewellery-estimate?${ESTIMATE}`);
    await markPage(page);
    await page.locator("#hallmark2").fill("50");
    await page.getByRole("button", { name: t.words.add }).click();
    await expect.poll(() => pieces(page)).toBe(3);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("item3");
    expect(await page.locator("#hallmark2").inputValue()).toBe("50");
    expect(await page.locator("#item1").inputValue()).toBe("Necklace");
    // The address follows, as the server's answer to the button would be.
    expect(new URL(page.url()).searchParams.get("pieces")).toBe("3");
    await page.locator("#item3").fill("Bangle");
    await page.locator("#gross3").fill("10");
    // Piece 1 out: the others move up, renumbered, with their values.
    await page.getByRole("button", { name: "Remove piece 1" }).click();
    await expect.poll(() => pieces(page)).toBe(2);
    expect(await page.locator("#item1").inputValue()).toBe("Ring");
    expect(await page.locator("#metal1").inputValue()).toBe("18K");
    expect(await page.locator("#hallmark1").inputValue()).toBe("50");
    expect(await page.locator("#item2").inputValue()).toBe("Bangle");
    expect(await page.locator("#gross2").inputValue()).toBe("10");
    expect(await page.locator("#piece-2 legend").innerText()).toBe(t.words.piece2);
    expect(await page.getByRole("button", { name: t.words.remove2 }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Remove piece 3" }).count()).toBe(0);
    expect(await stillSamePage(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
