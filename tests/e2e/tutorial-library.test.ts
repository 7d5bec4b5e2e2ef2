/**
 * The tutorial library (/tutorial) in Chromium, in English (behaviour is proved once:
 * docs/testing.md "Languages"): the list, search, sidebar filters, pager and empty state,
 * the video player loaded only on play, what a visitor does before the library's script
 * arrives, and the library without JavaScript. A language's own search (its titles or the
 * English ones, with or without the nukta) is tests/unit/tutorials.test.ts's; each
 * language's library page is visited in tests/e2e/languages.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BrowserLocale } from "../fixtures/locales/browser.ts";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, close, hydrated, hydrateByPointer, islandsReady, openWithScriptHeld, useBrowser } from "./browser.ts";

const browser = useBrowser();

type Library = BrowserLocale["library"];
const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com/;

/** The library's parts, found by their names in the page's language. */
const library = (page: Page, T: Library = en.library) => page.getByRole("region", { name: T.region });
const heading = (page: Page, T: Library = en.library) => library(page, T).getByRole("heading", { level: 2 }).nth(1);
const count = (page: Page, T: Library = en.library) => library(page, T).getByText(T.countPattern);
const cardTitles = (page: Page, T: Library = en.library) => library(page, T).locator("li h3").allInnerTexts();
const spinner = (page: Page, T: Library = en.library) => library(page, T).getByRole("status");
/**
 * Does `act` and waits until the library's spinner has come and gone. It shows for about
 * 300 ms: watched by a MutationObserver from before the act, so a busy moment in the test
 * cannot miss it (polling for it to be visible sometimes looked too late).
 */
async function withSpinner(page: Page, T: Library, act: () => Promise<unknown>) {
  await library(page, T).evaluate((region) => {
    const w = window as unknown as { __spun?: boolean };
    w.__spun = false;
    const observer = new MutationObserver(() => {
      if (!region.querySelector('[role="status"]')) return;
      w.__spun = true;
      observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
  });
  await act();
  await page.waitForFunction(() => (window as unknown as { __spun?: boolean }).__spun === true);
  await spinner(page, T).waitFor({ state: "detached" });
}
const searchbox = (page: Page, T: Library = en.library) => library(page, T).getByRole("searchbox", { name: T.searchLabel });
const where = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Opens the library, hydrated, recording every request to the video platform. */
async function openLibrary(path = "/tutorial", options = {}) {
  return libraryReady(await browser.open(path, options));
}

/** The library once alive, with the video platform's requests counted. */
async function libraryReady<T extends { page: Page }>(opened: T) {
  const videoRequests: string[] = [];
  opened.page.on("request", (r) => {
    if (VIDEO_HOSTS.test(new URL(r.url()).hostname)) videoRequests.push(r.url());
  });
  await islandsReady(opened.page);
  // The library hydrates on the first pointer, focus or key inside it (issue 15).
  await hydrateByPointer(opened.page, "tutorial-library");
  return { ...opened, videoRequests };
}

/*
 * The steps whose texts and addresses differ by language, shared by the English tests
 * (which add the mechanics around them) and each translation's one visit.
 */

/** Page 1 of every tutorial, as opened: heading, count, titles, search and pager. */
async function firstPage(page: Page, T: Library, home: string) {
  expect(await heading(page, T).innerText()).toBe(T.all);
  expect(await count(page, T).innerText()).toBe(T.count(45));
  expect(await cardTitles(page, T)).toEqual(T.firstPage);
  expect(await searchbox(page, T).getAttribute("placeholder")).toBe(T.placeholder);
  const pager = page.getByRole("navigation", { name: T.pages });
  // Every control of the pager is a link; on page 1 the previous one is announced as disabled.
  expect(await pager.getByRole("link").allInnerTexts()).toEqual([T.previous, "1", "2", "3", "4", "5", "6", "7", "8", T.next]);
  expect(await pager.getByRole("link", { name: T.previous, disabled: true }).getAttribute("href")).toBeNull();
  expect(await pager.getByRole("link", { disabled: true }).count()).toBe(1);
  expect(await pager.getByRole("link", { name: T.page(1) }).getAttribute("aria-current")).toBe("page");
  expect(await pager.getByRole("link", { name: T.page(2) }).getAttribute("href")).toBe(`${home}?page=2`);
  expect(await page.getByText(T.clear).count()).toBe(0);
}

/** Types `term` and waits for its results' heading (each search's heading names its own term). */
async function search(page: Page, T: Library, term: string) {
  await searchbox(page, T).fill(term);
  await expect.poll(() => heading(page, T).innerText()).toBe(T.searchResults(term));
}

/** "GsT" from any page: its two results from page 1 in the address; then the category names searched too. */
async function searchGst(page: Page, T: Library, home: string) {
  await withSpinner(page, T, () => searchbox(page, T).fill("GsT"));
  expect(await heading(page, T).innerText()).toBe(T.searchResults("GsT"));
  expect(await count(page, T).innerText()).toBe(T.count(2));
  expect(await cardTitles(page, T)).toEqual(T.gst);
  expect(await page.getByRole("navigation", { name: T.pages }).count()).toBe(0);
  expect(where(page)).toBe(`${home}?q=GsT`);
  await search(page, T, "trial balance");
  expect(await count(page, T).innerText()).toBe(T.count(2));
  await search(page, T, "voucher");
  expect(await count(page, T).innerText()).toBe(T.count(26));
}

/** Nothing found, and the link that brings every tutorial back. */
async function emptyState(page: Page, T: Library, home: string) {
  await searchbox(page, T).fill("platinum bangles");
  await expect.poll(() => count(page, T).innerText()).toBe(T.count(0));
  expect(await library(page, T).getByText(T.emptyTitle).isVisible()).toBe(true);
  expect(await library(page, T).getByText(T.emptyText).isVisible()).toBe(true);
  expect(await page.getByRole("navigation", { name: T.pages }).count()).toBe(0);
  const all = library(page, T).getByRole("link", { name: T.viewAll });
  expect(await all.getAttribute("href")).toBe(home);
  await all.click();
  await expect.poll(() => count(page, T).innerText()).toBe(T.count(45));
  expect(await searchbox(page, T).inputValue()).toBe("");
  expect(where(page)).toBe(home);
}

const sidebar = (page: Page, T: Library) => page.getByRole("navigation", { name: T.categories });
const group = (page: Page, T: Library, name: string) => sidebar(page, T).locator("details", { has: page.locator(`summary:text-is("${name}")`) });

/** REPORT opened, and its STOCK STATUS chosen: codes as the software shows them, titles in the page's language. */
async function stockStatus(page: Page, T: Library, home: string) {
  const report = group(page, T, "REPORT");
  await report.locator("summary").click();
  expect(await report.getByRole("link").allInnerTexts()).toEqual(["STOCK STATUS", "TRIAL BALANCE"]);
  expect(await report.getByRole("link", { name: "STOCK STATUS" }).getAttribute("href")).toBe(`${home}?category=REPORT&sub=STOCK+STATUS`);
  await withSpinner(page, T, () => report.getByRole("link", { name: "STOCK STATUS" }).click());
  expect(await heading(page, T).innerText()).toBe("REPORT - STOCK STATUS");
  expect(await count(page, T).innerText()).toBe(T.count(3));
  expect(await cardTitles(page, T)).toEqual(T.stockStatus);
  expect(where(page)).toBe(`${home}?category=REPORT&sub=STOCK+STATUS`);
}

/** VOUCHER - SALE chosen from the sidebar. */
async function sale(page: Page, T: Library) {
  await group(page, T, "VOUCHER").locator("summary").click();
  await group(page, T, "VOUCHER").getByRole("link", { name: "SALE", exact: true }).click();
  await expect.poll(() => heading(page, T).innerText()).toBe("VOUCHER - SALE");
  expect(await cardTitles(page, T)).toEqual(T.sale);
}

/** Another category's sub-category, a search inside it, and Clear back to every tutorial. */
async function saleSearchedAndCleared(page: Page, T: Library, home: string) {
  await sale(page, T);
  await searchbox(page, T).fill("exchange");
  await expect.poll(() => count(page, T).innerText()).toBe(T.count(1));
  expect(await cardTitles(page, T)).toEqual(T.exchange);
  expect(where(page)).toBe(`${home}?category=VOUCHER&sub=SALE&q=exchange`);
  await page.getByRole("link", { name: T.clear }).click();
  await expect.poll(() => heading(page, T).innerText()).toBe(T.all);
  expect(await count(page, T).innerText()).toBe(T.count(45));
  expect(await page.getByText(T.clear).count()).toBe(0);
  expect(where(page)).toBe(home);
}

/** VOUCHER - SALE's three facades, named in the page's language. */
async function facades(page: Page, T: Library) {
  const plays = library(page, T).getByRole("link", { name: T.play("") });
  expect(await plays.evaluateAll((links) => links.map((a) => a.getAttribute("aria-label")))).toEqual(T.sale.map(T.play));
  return plays;
}

/** Plays VOUCHER - SALE's second video (the platform answered by a stand-in): the player titled in the page's language. */
async function play(page: Page, T: Library) {
  await page.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
  await page.getByRole("link", { name: T.play(T.sale[1]!), exact: true }).click();
  const iframe = library(page, T).locator("iframe");
  await iframe.waitFor();
  expect(await iframe.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/Zv7sQr3UyK9?rel=0&autoplay=1");
  expect(await iframe.getAttribute("title")).toBe(T.sale[1]);
  return iframe;
}

/**
 * English: every behaviour in full, its mechanics (the spinner, one group open at a time,
 * the pager's scroll and Back, the video platform reached only on play) proven here once:
 * they read no text, so the translations below check their texts without repeating them.
 */
describe("tutorial library (en)", () => {
  const { prefix, library: T } = en;
  const home = `${prefix}/tutorial`;

  it("lists all 45 tutorials, 6 per page, with its heading, count and pager in the page's language, and no video player or video-platform request", async () => {
    const { context, page, videoRequests, problems } = await openLibrary(home);
    await firstPage(page, T, home);
    expect(await page.locator("iframe").count()).toBe(0);
    // Thumbnails come from this site, never from the video platform.
    const thumbs = await library(page, T).locator("li img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(thumbs).toHaveLength(6);
    for (const src of thumbs) expect(src.startsWith(`${baseUrl()}/video-thumbnails/`)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    expect(problems).toEqual([]);
    await close(context);
  });

  it("searches case-insensitively after a short spinner, from page 1, and puts the search in the page's own address", async () => {
    const { context, page, problems } = await openLibrary(`${home}?page=3`);
    await searchGst(page, T, home);
    expect(problems).toEqual([]);
    await close(context);
  });

  it("opens one sidebar group at a time, filters by a sub-category with the codes as the software shows them, searches inside it and clears back to all", async () => {
    const { context, page } = await openLibrary(home);
    const openGroups = () => sidebar(page, T).locator("details[open] summary").allInnerTexts();
    expect(await sidebar(page, T).locator("summary").allInnerTexts()).toEqual(["MAINTAIN", "REPORT", "VOUCHER"]);
    expect(await openGroups()).toEqual([]);
    await group(page, T, "MAINTAIN").locator("summary").click();
    expect(await openGroups()).toEqual(["MAINTAIN"]);
    expect(await group(page, T, "MAINTAIN").getByRole("link").allInnerTexts()).toEqual(["ACCOUNT", "CONFIG", "ITEM", "OPEN.STOCK", "STAMP"]);
    await group(page, T, "VOUCHER").locator("summary").click();
    expect(await openGroups()).toEqual(["VOUCHER"]);
    expect(await group(page, T, "VOUCHER").getByRole("link").count()).toBe(12);
    await group(page, T, "VOUCHER").locator("summary").click();
    expect(await openGroups()).toEqual([]);

    await stockStatus(page, T, home);
    expect(await openGroups()).toEqual(["REPORT"]);
    expect(await group(page, T, "REPORT").getByRole("link", { name: "STOCK STATUS" }).getAttribute("aria-current")).toBe("true");
    await saleSearchedAndCleared(page, T, home);
    await close(context);
  });

  it("pages with its previous, numbers and next links, scrolls to the top, and Back restores the page before", async () => {
    const { context, page } = await openLibrary(home, { viewport: { width: 390, height: 844 } });
    const pager = page.getByRole("navigation", { name: T.pages });
    await pager.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await pager.getByRole("link", { name: T.next }).click();
    expect((await cardTitles(page, T))[0]).toBe(T.page2First);
    expect(where(page)).toBe(`${home}?page=2`);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(await pager.getByRole("link", { name: T.page(2) }).getAttribute("aria-current")).toBe("page");

    await pager.getByRole("link", { name: T.page(8) }).click();
    expect(await cardTitles(page, T)).toEqual(T.page8);
    expect(await pager.getByRole("link", { name: T.next, disabled: true }).getAttribute("href")).toBeNull();
    expect(await pager.getByRole("link", { disabled: true }).count()).toBe(1);
    await pager.getByRole("link", { name: T.previous }).click();
    expect(where(page)).toBe(`${home}?page=7`);

    await page.goBack();
    await expect.poll(() => where(page)).toBe(`${home}?page=8`);
    expect(await cardTitles(page, T)).toHaveLength(3);
    await close(context);
  });

  it("says when nothing matches, and its link brings every tutorial back", async () => {
    const { context, page } = await openLibrary(home);
    await emptyState(page, T, home);
    await close(context);
  });

  it("loads the player only when a video is played, from its facade named in the page's language, and stays on the page", async () => {
    const path = `${home}?category=VOUCHER&sub=SALE`;
    const { context, page, videoRequests, problems } = await libraryReady(await browser.openFresh(path));
    await context.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    expect(await library(page, T).locator("iframe").count()).toBe(0);
    const plays = await facades(page, T);
    // Hydrated without a mismatch. (Checked before playing: Chromium then warns that the
    // player's allow="…fullscreen" takes precedence over allowfullscreen.)
    expect(problems).toEqual([]);

    await play(page, T);
    expect(await library(page, T).locator("iframe").count()).toBe(1);
    // The other two facades are still there.
    expect(await plays.count()).toBe(2);
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseUrl()}${path}`);
    await close(context);
  });
});

/** Without JavaScript every control is a link or a form the server answers. */
describe("tutorial library without JavaScript", () => {
  const { prefix, library: T } = en;
  const home = `${prefix}/tutorial`;

  it("renders a shared filtered link on the server, and filters, searches and pages without JavaScript, staying in the page's language", async () => {
    const { context, page } = await browser.open(`${home}?category=VOUCHER&sub=PURCHASE&page=1`, { javaScriptEnabled: false });
    expect(await heading(page, T).innerText()).toBe("VOUCHER - PURCHASE");
    expect(await count(page, T).innerText()).toBe(T.count(3));
    expect(await page.locator("details[open] summary").allInnerTexts()).toEqual(["VOUCHER"]);

    await page.getByRole("link", { name: T.clear }).click();
    await page.waitForURL(`${baseUrl()}${home}`);
    await searchbox(page, T).fill("stock");
    await searchbox(page, T).press("Enter");
    await page.waitForURL(`${baseUrl()}${home}?q=stock`);
    expect(await heading(page, T).innerText()).toBe(T.searchResults("stock"));
    expect(await count(page, T).innerText()).toBe(T.count(7));
    await page.getByRole("link", { name: T.next }).click();
    await page.waitForURL(`${baseUrl()}${home}?q=stock&page=2`);
    expect(await cardTitles(page, T)).toEqual(T.stockPage2);
    await close(context);
  });
});

/** English-only: what is done before the library's script arrives. */
describe("tutorial library", () => {
  /** The library with its script held back until `release` is called. */
  const openWithLibraryHeld = () => openWithScriptHeld(browser, "/tutorial", /\/assets\/tutorial-library-[\w-]+\.js$/);

  it("searches for what was typed before the library hydrated", async () => {
    const { context, page, release, problems } = await openWithLibraryHeld();
    const searchbox = library(page).getByRole("searchbox", { name: "Search tutorials" });
    // Nothing loads React until the visitor shows interest.
    expect(await page.locator('[data-island="tutorial-library"]').getAttribute("data-hydrated")).toBeNull();
    await searchbox.click();
    await page.keyboard.type("GsT");
    expect(await searchbox.inputValue()).toBe("GsT");
    expect(await count(page).innerText()).toBe("45 tutorial(s) found");
    release();
    await page.waitForSelector('[data-island="tutorial-library"][data-hydrated="true"]');
    await expect.poll(() => count(page).innerText()).toBe("2 tutorial(s) found");
    expect(await heading(page).innerText()).toBe('Search Results for "GsT"');
    expect(await cardTitles(page)).toEqual(["Configure GST rates and HSN codes", "Sale bill with GST and HUID"]);
    expect(await searchbox.inputValue()).toBe("GsT");
    expect(new URL(page.url()).search).toBe("?q=GsT");
    expect(problems).toEqual([]);
    await close(context);
  });

  it("acts on a pager link tapped before the library hydrated, in place and once", async () => {
    const { context, page, release, problems } = await openWithLibraryHeld();
    await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
    const pager = page.getByRole("navigation", { name: "Tutorial pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    // Held, not followed: still page 1 until the library is alive.
    expect(new URL(page.url()).search).toBe("");
    release();
    await hydrated(page, "tutorial-library");
    await expect.poll(() => new URL(page.url()).search).toBe("?page=2");
    expect((await cardTitles(page))[0]).toBe("User rights and OTP approvals");
    expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await close(context);
  });
});
