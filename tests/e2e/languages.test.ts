/**
 * Every language in Chromium, one describe per language of the registry (LANGUAGES), driven
 * by its one fixture (tests/fixtures/locales/<code>/language.ts). Behaviour is proved
 * once, in English, by the other files; a longer language's fit is the pseudo-locale's, in
 * workerd. What a language changes in the browser is checked here:
 *
 * - one page of each template at 360 px (of a language with a prefix: English's pages, every
 *   one, are the quality gate's, quality.test.ts): nothing sideways, no axe violation at
 *   360 px (the layout a phone gets, where a language's longer words press hardest; the
 *   wide layout's structure, colours and names are a language's as they are English's,
 *   which the quality gate checks at 1280 px on every page: one axe run less per page keeps
 *   a language's cost of the suite within 25 CPU-s), `<html lang>`, the visible text's
 *   share of the language's script, first-load JavaScript and CSS within budget;
 * - the desktop header at 1024 to 1099 px (issue 23 item 6): every item on one line, the
 *   menu and the demo button shown, nothing off the row or the page;
 * - the demo dialog on a 320 × 640 screen: it opens, its close button stays on screen while
 *   its form scrolls, Escape closes it, its name and its close button's are in the language's
 *   script, and a lead sent from it reaches the origin with the language's remark mark (the
 *   island posts the page's language);
 * - the GST example typed with the digits of the language's keyboard, and the Girvi
 *   account's dates in its month names (the island formats them in the browser, with
 *   Chromium's own CLDR data);
 * - the drawn screens' type: the language's screen names its own script's faces first and
 *   no other language's (issue 38 item 7: a Gujarati drawing once named only Devanagari faces).
 */
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, BUDGET } from "../../scripts/quality.mjs";
import { LANGUAGES, scriptShare as shareOf, typed } from "../fixtures/locales/language.ts";
import { localePath } from "../spec-routes.ts";
import { animationFrames, baseUrl, close, islandsReady, settled, useBrowser } from "./browser.ts";
import { leadsWith, loadWithinBudget, originMode } from "./helpers.ts";
import { openTool, per10g, resultLines } from "./tool-page.ts";

const browser = useBrowser();
/** Remarks unique to this run, so a reused origin stand-in cannot answer for another run. */
const run = Date.now().toString(36);

afterEach(() => originMode("ok"));

/** One page of each template (src/pages), a tool with a worked query among them. */
const TEMPLATES = [
  "/",
  "/retail",
  "/features",
  "/versions",
  "/tools",
  "/tools/jewellery-gst-calculator?mode=retail&weight=10&rate=72000&making=12&makingType=percent",
  "/tutorial",
  "/blogs",
  "/blog/karigar-management-guide",
  "/what'snew",
  "/contactus",
  "/zevarsoftware",
  "/aboutus",
  "/faqs",
  "/privacy-policy",
  "/associates",
  "/associate/Jewellery-software-in-Jaipur",
  "/no/such/page",
  "/offline",
];

/**
 * The share of the language's script among the letters a visitor sees (issue 17): visible
 * text only, leaving out what is marked lang="en" (the origin's English titles).
 */
function scriptShare([from, to]: [number, number]): number {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let own = 0;
  let latin = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('[lang="en"], script, style, template') || !el.checkVisibility({ visibilityProperty: true })) continue;
    for (const ch of node.nodeValue ?? "") {
      const code = ch.codePointAt(0)!;
      if (code >= from && code <= to) own++;
      else if (/[A-Za-z]/.test(ch)) latin++;
    }
  }
  return own / Math.max(1, own + latin);
}

/** How many lines an element's text takes on screen: the distinct tops of its text's line boxes (icons left out). */
function textLines(el: Element): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
  }
  return tops.size;
}
const lineCount = (target: Locator) => target.evaluate(textLines);

/** Fade-ins brought to their end state before colours are measured; endless and scroll-driven animations left as they are. */
const finishAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity) a.finish();
  });

describe.each(LANGUAGES)("$code in Chromium", (L) => {
  // Concurrent: most of a page load is waiting (for the worker, for network idle). English's
  // pages, every one, are the quality gate's (quality.test.ts).
  if (L.prefix) describe.concurrent("one page of each template", () => {
    for (const template of TEMPLATES) {
      const path = localePath(L.prefix, template);
      it(`${path}: nothing sideways at 360 px, its lang and script, no axe violation at 360 px, first load within budget`, async (test) => {
        const { expect } = test;
        const { page } = await browser.warm({ viewport: { width: 360, height: 844 } }, test);
        const weight = await loadWithinBudget(page, path, expect);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(L.htmlLang);
        if (L.script) {
          const share = await page.evaluate(scriptShare, [L.script.from, L.script.to] as [number, number]);
          expect(share, `${L.script.name} share of ${path}`).toBeGreaterThanOrEqual(L.script.minShare);
        }
        await animationFrames(page, 2);
        await islandsReady(page);
        await finishAnimations(page);
        expect(await axeViolations(page), `${path} at 360 px`).toEqual([]);
        expect((await weight()).js, `all JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
      });
    }
  });

  // One load, checked at each width in turn (the header is laid out by CSS alone).
  it("keeps every header item on one line at 1024, 1060 and 1099 px, the menu and the demo button shown, nothing off the row or the page", async () => {
    const { context, page } = await browser.open(L.prefix || "/", { viewport: { width: 1024, height: 800 } });
    const banner = page.getByRole("banner");
    const nav = banner.locator("nav").first();
    for (const width of [1024, 1060, 1099]) {
      await page.setViewportSize({ width, height: 800 });
      await animationFrames(page, 2);
      expect([width, await nav.isVisible(), await banner.locator("button[data-demo-open]:visible").count()]).toEqual([width, true, 1]);
      // Every top-level item (8), the language switch (one disclosure, however many languages) and the button, none wrapped.
      const all = banner.locator("nav:visible > ul > li > a, [data-language-menu] > summary, button:visible");
      const lines: string[] = [];
      for (const item of await all.all()) lines.push(`${width}: ${await item.textContent()}: ${await lineCount(item)}`);
      expect(lines).toEqual(lines.map((l) => l.replace(/\d+$/, "1")));
      expect(lines.length).toBe(10);
      // Nothing pushed off the row: the menu ends before the language switch, the button inside the screen; nor off the page.
      const edges = await banner.evaluate((h) => ({
        navRight: h.querySelector("nav")!.getBoundingClientRect().right,
        switchLeft: h.querySelector("[data-language-menu]")!.getBoundingClientRect().left,
        demoRight: [...h.querySelectorAll("button")].at(-1)!.getBoundingClientRect().right,
        page: document.documentElement.scrollWidth,
      }));
      expect(edges.navRight, `${width} px`).toBeLessThanOrEqual(edges.switchLeft);
      expect(edges.demoRight, `${width} px`).toBeLessThanOrEqual(width);
      expect(edges.page, `${width} px`).toBe(width);
    }
    await close(context);
  });

  it("opens the demo dialog on a 320 × 640 screen, keeps its close button on screen while its form scrolls, closes it on Escape, and sends a lead marked with the page's language", async () => {
    const { context, page, problems } = await browser.open(L.prefix || "/", { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await islandsReady(page);
    const opener = page.locator("main button[data-demo-open]").first();
    await opener.click();
    // Found by what it is (English's names are the behaviour tests'); its names must be the language's.
    const dialog = page.locator('dialog[aria-labelledby="demo-dialog-title"]');
    await dialog.waitFor({ state: "visible" });
    const closeButton = dialog.locator('button[command="close"]');
    const names = [await page.locator("#demo-dialog-title").innerText(), (await closeButton.getAttribute("aria-label")) ?? ""];
    expect(names.map((n) => n.length > 0 && shareOf(L, n) >= 0.5), names.join(" | ")).toEqual([true, true]);
    // Scroll whatever scrolls inside the dialog to its end.
    const scrolled = await dialog.evaluate((d) => {
      let moved = 0;
      for (const el of [d, ...d.querySelectorAll<HTMLElement>("*")]) {
        if (el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== "visible") {
          el.scrollTop = el.scrollHeight;
          moved += el.scrollTop;
        }
      }
      return moved;
    });
    expect(scrolled).toBeGreaterThan(0);
    await settled(closeButton);
    const box = (await closeButton.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    // Nothing lies over it: the point at its centre is the button.
    expect(
      await closeButton.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Sent from the dialog: the origin keeps the remark with the language's mark, so a call back is in it.
    await opener.click();
    await dialog.waitFor({ state: "visible" });
    const remark = `e2e ${L.code} language ${run}`;
    await dialog.locator('[name="name"]').fill("Ravi Soni");
    await dialog.locator('[name="number"]').fill("98765 43210");
    await dialog.locator('[name="email"]').fill("ravi@example.in");
    await dialog.locator('[name="remark"]').fill(remark);
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(async () => (await leadsWith(remark)).map((lead) => lead.remark), { timeout: 10_000 }).toEqual([`${remark}${L.prefix ? `\n[lang=${L.code}]` : ""}`]);
    expect(problems).toEqual([]);
    await close(context);
  });

  it("works out the GST example typed with the digits of the language's keyboard, keeping what was typed", async () => {
    const { page, problems } = await openTool(browser, `${L.prefix}/tools/jewellery-gst-calculator`);
    // The example's rate is per 10 g, and a language's blank form may start at the pavan (issue 43).
    await per10g(page);
    // 10 g at ₹72,000 per 10 g, making 12 % (tests/fixtures/gst-example.ts), typed as the keyboard types it.
    await page.locator('input[name="weight"]').fill(typed(L, "10"));
    await page.locator('input[name="rate"]').fill(typed(L, "72000"));
    await page.locator('input[name="making"]').fill(typed(L, "12"));
    await expect.poll(() => resultLines(page)).toEqual(L.gst);
    expect(await page.locator('input[name="weight"]').inputValue()).toBe(typed(L, "10"));
    expect(await page.locator("#weight-error").innerText()).toBe("");
    expect(problems).toEqual([]);
  });

  it("writes the Girvi account's dates with the language's month names while the jeweller types", async () => {
    const { page, problems } = await openTool(browser, `${L.prefix}/tools/girvi-interest-calculator`);
    // ₹10,000 at 2 from 1 Jan to 1 Jul 2026, ₹3,000 paid on 1 Apr: two lines of 3 months.
    await page.locator('input[name="principal"]').fill("10000");
    await page.locator('input[name="rate"]').fill("2");
    await page.locator('input[name="from"]').fill("2026-01-01");
    await page.locator('input[name="to"]').fill("2026-07-01");
    await page.locator("#paid-0").fill("2026-04-01");
    await page.locator("#paid-0-amount").fill("3000");
    const rows = page.locator("main table").first().locator("tbody tr");
    await expect.poll(() => rows.evaluateAll((trs) => trs.map((r) => [...r.querySelectorAll("td")].slice(0, 3).map((td) => td.textContent)))).toEqual(L.girvi.rows);
    expect(problems).toEqual([]);
  });

  it("draws its screens in its own script's font stack, naming no other script's face", async () => {
    const { page } = await browser.warm();
    await page.goto(`${baseUrl()}/screens/${L.code}/retail-1.svg`);
    const family = await page.locator("svg text").first().evaluate((el) => getComputedStyle(el).fontFamily);
    if (L.screenFace) expect(family.startsWith(L.screenFace), family).toBe(true);
    // Languages of one script share its faces (Hindi and Marathi: Devanagari's).
    const others = LANGUAGES.filter((o) => o.screenFace && o.screenFace !== L.screenFace).map((o) => o.screenFace!);
    expect(others.filter((face) => family.includes(face))).toEqual([]);
  });
});
