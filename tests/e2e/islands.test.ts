import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, close, islandsReady, useBrowser } from "./browser.ts";
import { openChat } from "./helpers.ts";

const browser = useBrowser();

/**
 * The island runtime on a harness page served from the site's own origin: the real
 * built runtime and island chunks, with the chat island's real server markup placed
 * under each strategy, plus an island whose module does not exist.
 */
let harness = "";
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/faqs`)).text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const island = /<div data-island="chat-widget"[\s\S]*?<\/form><\/div><\/div>/.exec(html)?.[0] ?? "";
  expect(island).not.toBe("");
  const as = (strategy: string, id: string) =>
    island.replace('data-strategy="idle"', `data-strategy="${strategy}" id="${id}"`);
  // The chat button is position: fixed (always on screen); here the visible-strategy
  // copy must sit at the end of a long page instead.
  harness = `<!DOCTYPE html><html lang="en"><head>${head}<style>#on-visible > button { position: static }</style></head><body>
    <div data-island="no-such-island" data-strategy="load" data-props="{}" id="broken"><p>broken</p></div>
    ${as("load", "eager")}
    ${as("interaction", "on-interaction")}
    <div style="height:4000px"></div>
    ${as("visible", "on-visible")}
  </body></html>`;
});

async function openHarness() {
  const session = await browser.openFresh("/faqs");
  const { page, context } = session;
  await context.route(`${baseUrl()}/__harness`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: harness }),
  );
  await page.goto(`${baseUrl()}/__harness`);
  return session;
}

const hydrated = (page: Page, id: string) => page.locator(`#${id}`).getAttribute("data-hydrated");

describe("island runtime", () => {
  it("hydrates load islands at once, reports a broken island and still sets the ready flag", async () => {
    const { context, page, problems } = await openHarness();
    await page.waitForSelector('body[data-islands="ready"]');
    expect(await hydrated(page, "eager")).toBe("true");
    expect(await page.locator("#broken").getAttribute("data-island-error")).toBe("true");
    expect(problems.some((p) => p.includes('[island no-such-island] load failed') && p.includes('unknown island "no-such-island"'))).toBe(true);
    await close(context);
  });

  it("hydrates a visible island only when it scrolls near", async () => {
    const { context, page } = await openHarness();
    await page.waitForSelector('body[data-islands="ready"]');
    // An observer reports within a frame of being set up, and the page is idle by now.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(r)))));
    expect(await hydrated(page, "on-visible")).toBeNull();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('#on-visible[data-hydrated="true"]');
    await close(context);
  });

  it("hydrates an interaction island on first interest and replays the click that woke it", async () => {
    const { context, page } = await openHarness();
    await page.waitForSelector('body[data-islands="ready"]');
    expect(await hydrated(page, "on-interaction")).toBeNull();
    // A real click: pointerover and pointerdown start hydration, the click itself waits.
    await page.locator("#on-interaction button", { hasText: "Chat now" }).click();
    await page.waitForSelector('#on-interaction[data-hydrated="true"]');
    // The replayed click opened the (first) chat panel exactly once.
    await page.waitForFunction(() => document.querySelector("#chat-panel")?.matches(":popover-open"));
    await close(context);
  });
});

describe("island runtime on a real page", () => {
  const { prefix, islands: T, chat } = en;
  it("shows its fallback in the page's language when an island fails to render, and the rest of the page still works", async () => {
    const { context, page } = await browser.blank();
    await context.route(/\/assets\/tutorial-library-[\w-]+\.js$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: 'export default function Broken() { throw new Error("tutorial island exploded"); }',
      }),
    );
    await page.goto(`${baseUrl()}${prefix}/tutorial`);
    await islandsReady(page);
    // The library starts on the visitor's first pointer over it.
    await page.locator('[data-island="tutorial-library"] > *').first().hover({ position: { x: 4, y: 4 } });
    const fallback = page.locator('[data-island="tutorial-library"] p[role="status"]');
    await fallback.waitFor();
    expect(await fallback.innerText()).toBe(T.failed);
    expect(await fallback.isVisible()).toBe(true);
    await openChat(page, chat.open);
    await close(context);
  });
});
