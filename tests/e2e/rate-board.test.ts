/**
 * The gold rate board (issue 42, "Done when"; src/tools/rate-board/) in Chromium:
 *
 * - the board (`?…&view=board`) in every language of LANGUAGES, with 7-digit rates,
 *   a long shop name and a note, on a TV (1920 × 1080), a tablet upright (1080 × 1920) and a
 *   phone (360 × 740): no scrolling, nothing off the screen or out of its row, the rates as
 *   the link gives them in Indian grouping, and on the TV in type of 48 px or more; without
 *   script too, drawn by the server from the link;
 * - its images for WhatsApp: headless Chromium has no share sheet, so they download, a PNG
 *   of 1080 × 1920 (status) and 1080 × 1080 (post) whose every text drawn (read back from the
 *   board's test-only hook, `data-card-texts`) has ink in the picture, and whose first row
 *   label the canvas shaped as the page does (the same width as in the page's own type, in a
 *   face of the board's own script stack: a missing font fails);
 * - offline: a board opened once opens again with no connection, with its link's rates;
 * - the form: 24K fills in 22K and 18K, and the board's link, its QR code and its status
 *   image follow the form.
 *
 * Offline goes through a relay in front of the lane that this file cuts (Playwright's
 * offline switch does not reach a service worker's own requests), as in offline.test.ts:
 * service workers are allowed in this file's offline context only (tests/e2e/browser.ts).
 */
import { readFileSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { animationFrames, baseUrl, islandsReady, useBrowser } from "./browser.ts";
import { toolReady } from "./tool-page.ts";

const browser = useBrowser();
const TOOL = "/tools/gold-rate-board";

/** A shop's morning at its longest: 7-digit rates (₹99,99,999 is the most a board takes), a 59-character name and a 78-character note. */
const LINK = {
  shop: "Shree Mahalaxmi Gold and Diamond Jewellers of Bowbazar Road",
  city: "Bowbazar, Kolkata",
  phone: "+91 98765 43210",
  g24: "1234567",
  g22: "1130863",
  g18: "925925",
  silver: "9876543",
  per: "tola",
  note: "Making from 8 % on hallmarked 916 jewellery; old gold exchanged at today's rate",
  at: "2026-11-28T09:41",
};
/** The four rates as every language's board shows them (Indian grouping, Latin digits), written by hand. */
const RATES = ["₹12,34,567", "₹11,30,863", "₹9,25,925", "₹98,76,543"];
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 360, height: 740 },
];
const TV = SIZES[0]!;

const boardPath = (lang: string, prefix: string) => `${prefix}${TOOL}?${new URLSearchParams({ ...LINK, lang, view: "board" })}`;
/** The board's island is alive (the tool island's screen: awake, its controls and images working). */
const fitted = (page: Page) => page.waitForSelector('[data-island="tool-form"][data-hydrated="true"] [data-board]', { timeout: 20_000 });
const rates = (page: Page) => page.locator(".rate-board-rate").allInnerTexts();

/**
 * What does not fit: the page scrolling, the board overflowing, a row's text wider than the
 * row or a row's name or rate outside it (laid out over the next row), anything of the board
 * off the screen.
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const [vw, vh] = [innerWidth, innerHeight];
    const { scrollWidth, scrollHeight } = document.documentElement;
    if (scrollWidth > vw || scrollHeight > vh) found.push(`page scrolls: ${scrollWidth} × ${scrollHeight}`);
    const board = document.querySelector<HTMLElement>(".rate-board")!;
    const name = (el: Element) => `${el.className.split(" ")[0] || el.tagName.toLowerCase()} "${el.textContent?.slice(0, 24)}"`;
    const outside = (r: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
      r.left < box.left - 0.5 || r.top < box.top - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5;
    for (const box of [board, ...board.querySelectorAll<HTMLElement>(".rate-board-row")]) {
      if (box.scrollWidth > box.clientWidth) found.push(`${name(box)} too wide: ${box.scrollWidth} in ${box.clientWidth}`);
    }
    if (board.scrollHeight > board.clientHeight) found.push(`board too tall: ${board.scrollHeight} in ${board.clientHeight}`);
    for (const row of board.querySelectorAll(".rate-board-row")) {
      for (const part of row.querySelectorAll("dt, dt > *, dd")) {
        const r = part.getBoundingClientRect();
        if (outside(r, row.getBoundingClientRect())) found.push(`${name(part)} out of its row: ${r.top} to ${r.bottom} in ${row.getBoundingClientRect().top} to ${row.getBoundingClientRect().bottom}`);
      }
    }
    for (const el of board.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if ((r.width || r.height) && outside(r, { left: 0, top: 0, right: vw, bottom: vh })) found.push(`${name(el)} off the screen: ${r.left},${r.top} to ${r.right},${r.bottom}`);
    }
    return found;
  });

const fontSizes = (page: Page) => page.locator(".rate-board-rate").evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));

describe.each(LANGUAGES)("the $code board", (L) => {
  it("fits a TV, a tablet upright and a phone with 7-digit rates: no scrolling, nothing off the screen or out of its row, the rates in 48 px type or more on the TV", async () => {
    const { page, problems } = await browser.open(boardPath(L.code, L.prefix), { viewport: TV });
    await fitted(page);
    expect(await page.locator("[data-board]").getAttribute("lang")).toBe(L.htmlLang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // The stylesheet sizes the type from the rows' room: laid out again by the next frame.
      await animationFrames(page, 2);
      expect(await overflows(page), `${size.width} × ${size.height}`).toEqual([]);
      expect(await rates(page)).toEqual(RATES);
      if (size === TV) for (const px of await fontSizes(page)) expect(px).toBeGreaterThanOrEqual(48);
    }
    expect(problems).toEqual([]);
  });

  it("downloads its status image, a 1080 × 1920 PNG with ink wherever it drew a text, its rows shaped as the page shapes them, and its post image, 1080 × 1080", async () => {
    const { page, problems } = await browser.open(boardPath(L.code, L.prefix), { viewport: { width: 1080, height: 1920 } });
    await fitted(page);
    const stack = await page.locator("[data-board]").evaluate((el) => (el as HTMLElement).style.getPropertyValue("--script-fonts"));
    // A script of its own is written in a face of the board's stack, installed here (fonts-noto-core): never a stand-in.
    if (stack) expect(stack).toContain(await firstFace(page, ".rate-board-label"));

    const status = await card(page, "status");
    expect(status.size).toEqual({ width: 1080, height: 1920 });
    const said = status.drawn.map((d) => d.text);
    for (const text of [LINK.shop, ...RATES]) expect(said).toContain(text);
    const ink = await inked(page, status.png, status.drawn);
    for (const [i, share] of ink.entries()) expect(share, `ink of "${status.drawn[i]!.text}"`).toBeGreaterThan(0.1);

    // The canvas shapes the script as the page does: the first row's label as wide as in a span of the same type.
    const label = await page.locator(".rate-board-label").first().innerText();
    const drawn = status.drawn.find((d) => d.text === label);
    expect(drawn, `"${label}" drawn`).toBeDefined();
    const family = `${stack ? `${stack}, ` : ""}system-ui`;
    const inPage = await page.evaluate(
      ({ text, font }) => {
        const span = Object.assign(document.createElement("span"), { textContent: text });
        span.style.cssText = `position: absolute; white-space: nowrap; font: ${font}`;
        document.body.appendChild(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      },
      { text: label, font: `700 ${drawn!.size}px ${family}` },
    );
    expect(Math.abs(drawn!.width - inPage), `"${label}" drawn ${drawn!.width} px wide, ${inPage} px in the page`).toBeLessThanOrEqual(2);

    const post = await card(page, "post");
    expect(post.size).toEqual({ width: 1080, height: 1080 });
    for (const text of [LINK.shop, ...RATES]) expect(post.drawn.map((d) => d.text)).toContain(text);
    expect(problems).toEqual([]);
  });
});

type Drawn = { text: string; x: number; y: number; width: number; size: number };

/** What a camera reads from the page's QR code: its path's runs of modules drawn 4 px to a module, then decoded (jsQR). */
async function qrText(page: Page) {
  const svg = page.locator("svg[data-board-qr]");
  const size = Number((await svg.getAttribute("viewBox"))!.split(" ")[2]);
  const d = (await svg.locator("path").getAttribute("d"))!;
  const px = 4;
  const w = size * px;
  const pixels = new Uint8ClampedArray(w * w * 4).fill(255);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let col = Number(x) * px; col < (Number(x) + Number(run)) * px; col++) {
      for (let row = Number(y) * px; row < (Number(y) + 1) * px; row++) pixels.fill(0, (row * w + col) * 4, (row * w + col) * 4 + 3);
    }
  }
  return jsQR(pixels, w, w)?.data;
}

/** Taps an image button and catches the download: its PNG, the size in its header (IHDR), and the texts the card drew. */
async function card(page: Page, kind: "status" | "post", on = "[data-board]") {
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator(`${on} button[data-board-card="${kind}"]`).click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(new RegExp(`^rates-${kind}-\\d{4}-\\d{2}-\\d{2}\\.png$`));
  const png = readFileSync(await download.path());
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  // Said on the board once drawn, with the file's name; the texts drawn beside it.
  const status = page.locator(`${on} [data-board-status]`);
  await expect.poll(() => status.textContent(), { timeout: 20_000 }).toContain(name);
  const drawn = JSON.parse((await status.getAttribute("data-card-texts")) ?? "[]") as Drawn[];
  return { png, size: { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, drawn };
}

/** The share of each drawn text's box (its width by 1.3 × its size, from its top left) that differs from the card's background, #14110d. */
const inked = (page: Page, png: Buffer, boxes: Drawn[]) =>
  page.evaluate(
    async ({ base64, boxes }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const ctx = new OffscreenCanvas(image.width, image.height).getContext("2d", { willReadFrequently: true })!;
      ctx.drawImage(image, 0, 0);
      return boxes.map((b) => {
        const { data } = ctx.getImageData(b.x, b.y, Math.max(1, b.width), Math.round(b.size * 1.3));
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0x14) + Math.abs(data[i + 1]! - 0x11) + Math.abs(data[i + 2]! - 0x0d) > 48) ink++;
        return ink / (data.length / 4);
      });
    },
    { base64: png.toString("base64"), boxes },
  );

/** The face Chromium drew most of an element's text in (DevTools' "rendered fonts"). */
async function firstFace(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    await cdp.send("CSS.enable");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? "(none)";
  } finally {
    await cdp.detach();
  }
}

it("draws the board from its link without script: the same rates, nothing overflowing on a TV", async () => {
  // The registry's last language: Bengali today, whose labels and line heights were the tallest.
  const L = LANGUAGES.at(-1)!;
  const { page } = await browser.open(boardPath(L.code, L.prefix), { javaScriptEnabled: false, viewport: TV });
  expect(await page.locator("[data-hydrated]").count()).toBe(0);
  expect(await rates(page)).toEqual(RATES);
  expect(await overflows(page)).toEqual([]);
  for (const px of await fontSizes(page)) expect(px).toBeGreaterThanOrEqual(48);
});

describe("the form", () => {
  it("fills in 22K and 18K from the 24K rate; the board's link, its QR code and its status image follow the form", async () => {
    const { page, problems } = await toolReady(await browser.open(TOOL));
    const open = page.getByRole("link", { name: "Open the board", exact: true });
    const qr = page.locator("svg[data-board-qr] path");
    const before = await qr.getAttribute("d");
    await page.getByLabel("Gold 24K (999)").fill("75000");
    // The association's rule, by hand: 75,000 × 916 ÷ 1000 = 68,700; 75,000 × 750 ÷ 1000 = 56,250.
    await expect.poll(() => page.getByLabel("Gold 22K (916)").inputValue()).toBe("68700");
    expect(await page.getByLabel("Gold 18K (750)").inputValue()).toBe("56250");
    await expect.poll(() => open.getAttribute("href")).toContain("g24=75000");
    const href = new URL((await open.getAttribute("href"))!);
    expect(href.pathname).toBe(TOOL);
    expect(Object.fromEntries(["g24", "g22", "g18", "view"].map((k) => [k, href.searchParams.get(k)]))).toEqual({ g24: "75000", g22: "68700", g18: "56250", view: "board" });
    await expect.poll(() => qr.getAttribute("d"), { timeout: 20_000 }).not.toBe(before);
    // The code a camera reads is the board's link, as the form now makes it.
    await expect.poll(async () => qrText(page), { timeout: 20_000 }).toBe(await open.getAttribute("href"));
    // The form's own image button draws the board of its link.
    const image = await card(page, "status", "[data-board-panel]");
    expect(image.size).toEqual({ width: 1080, height: 1920 });
    for (const text of ["₹75,000", "₹68,700", "₹56,250"]) expect(image.drawn.map((d) => d.text)).toContain(text);
    expect(problems).toEqual([]);
  });
});

/** A TCP relay to the lane: `cut()` refuses and drops every connection, for the page and its service worker alike. */
async function relay(target: number) {
  let up = true;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) return void client.destroy();
    const lane = connect(target, "127.0.0.1");
    for (const s of [client, lane]) {
      open.add(s);
      s.on("error", () => {}).on("close", () => (client.destroy(), lane.destroy(), open.delete(s)));
    }
    client.pipe(lane).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const drop = () => (open.forEach((s) => s.destroy()), open.clear());
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    cut: () => ((up = false), drop()),
    close: () => new Promise<void>((resolve) => (drop(), server.close(() => resolve()))),
  };
}

describe("offline", () => {
  let site: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => void (site = await relay(Number(new URL(baseUrl()).port))));
  afterAll(() => site?.close());

  it("opens a board seen once again with no connection, with its link's rates", async () => {
    const { context, page } = await browser.blank({ serviceWorkers: "allow" });
    const path = boardPath("en", "");
    await page.goto(`${site.url}${path}`);
    await islandsReady(page);
    await fitted(page);
    // Kept by the tools' service worker at this first visit with its link (its query), not only its page.
    // (Polled from here: Playwright's waitForFunction takes a promise for a true answer.)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const kept = () =>
      page.evaluate(async () => {
        const names = (await caches.keys()).filter((n) => n.startsWith("zevar-tools:"));
        const keys = names.length === 1 ? await (await caches.open(names[0]!)).keys() : [];
        return keys.some((r) => r.url === location.href);
      });
    await expect.poll(kept, { timeout: 20_000 }).toBe(true);

    site.cut();
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("data-offline")).toBe("");
    expect(await rates(page)).toEqual(RATES);
    expect(await page.locator(".rate-board-shop").innerText()).toBe(LINK.shop);
  });
});

it("keeps the screen on where the browser has no Wake Lock: a muted video on a loop, started by the first key (a TV remote's OK)", async () => {
  const { page, problems } = await browser.blank({ viewport: TV });
  // An older TV browser: no Wake Lock at all.
  await page.addInitScript(() => delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock);
  await page.goto(`${baseUrl()}${boardPath("en", "")}`);
  await fitted(page);
  const status = page.locator("[data-board] [data-board-status]");
  // Written by hand from the English catalogue (toolLabels.rate-board.board.mayDim and .awake).
  await expect.poll(() => status.textContent()).toBe("This device may dim the screen: set its display to stay on.");
  expect(await page.locator("[data-board]").getAttribute("data-awake")).toBeNull();
  await page.keyboard.press("Enter");
  // Said once the clip plays (NoSleep.js's enable() resolves when its video's play() has).
  await expect.poll(() => status.textContent()).toBe("The screen stays on while the board is open.");
  expect(await page.locator("[data-board]").getAttribute("data-awake")).toBe("video");
  expect(problems).toEqual([]);
});
