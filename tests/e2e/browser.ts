import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { closeSync, openSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "../../scripts/chromium.mjs";
import { PARK_PATH } from "./static-front.ts";
import { afterAll, afterEach, beforeAll, inject, type TestContext } from "vitest";

/**
 * This file's lane (tests/e2e/global-setup.ts): its own server and origin tenant, held
 * from the file's first hook to its last, so that no two files running at once share
 * one. A lane is claimed by creating its lock file exclusively (an atomic step between
 * the test workers' processes); with as many lanes as workers one is always free.
 * (VITEST_POOL_ID cannot say it: it numbers workers across every project of the run.)
 * The hooks are registered by `useBrowser()`, once per file: the e2e project shares one
 * module graph across the files a worker runs (vitest.config.ts), so a hook at this
 * module's top level would be registered for its first file only.
 */
let held: number | undefined;
function useLane() {
  beforeAll(() => {
    const dir = inject("laneLocks");
    const count = inject("lanes").length;
    for (let i = 0; i < count; i++) {
      try {
        closeSync(openSync(join(dir, `lane-${i + 1}`), "wx"));
        held = i;
        return;
      } catch {
        // held by the file running in the other worker
      }
    }
    throw new Error(`no free e2e lane of ${count}: run with E2E_LANES at least the e2e project's maxWorkers`);
  });
  afterAll(() => {
    if (held !== undefined) rmSync(join(inject("laneLocks"), `lane-${held + 1}`), { force: true });
    held = undefined;
  });
}

function lane() {
  if (held === undefined) throw new Error("baseUrl() and originUrl() are for tests and hooks, once the file holds its lane");
  return inject("lanes")[held]!;
}

/** The site under test, as this file's lane serves it (the build's files from disk: tests/e2e/static-front.ts). */
export const baseUrl = () => lane().baseUrl;
/** The lane's `wrangler dev` itself, static files included as its asset server serves them. */
export const workerUrl = () => lane().workerUrl;
/** The origin stand-in's tenant of this file's lane (its /__control/ endpoints included). */
export const originUrl = () => lane().originUrl;

/**
 * This test worker's headless Chromium, launched by its first file and kept for the files
 * after it (the worker's module graph is shared: vitest.config.ts), so a run launches one
 * per lane (again if it crashed); Playwright closes it when the worker's process exits. Playwright drives it
 * from this process over a pipe: one browser for the whole run had every protocol message
 * relayed through Vitest's main process (docs/performance.md, "The test loop").
 */
let launched: Promise<Browser> | undefined;
const workerBrowser = () =>
  (launched ??= chromium.launch({ executablePath: inject("chromePath"), args: CHROMIUM_ARGS }).then((browser) => {
    // One that crashed is launched again for the next file, not handed on dead.
    browser.on("disconnected", () => (launched = undefined));
    return browser;
  }));

/** This worker's headless Chromium, for a file: every test opens its own contexts in it. */
export function useBrowser() {
  useLane();
  let browser: Browser;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  // Every context a test opened is closed after it, passed or failed (a failed test used
  // to leave its pages running, with their timers and islands, into the next test).
  const open = new Set<BrowserContext>();
  afterEach(async () => {
    await Promise.all([...open].map((c) => c.close().catch(() => {})));
    open.clear();
  });
  /**
   * A fresh context and page. A concurrent test passes its own test context, so that
   * its browser context is closed when that test ends, not when a neighbour does.
   */
  const blankContext = async (options: BrowserContextOptions) => {
    // Service workers are blocked unless a test allows them (tests/e2e/offline.test.ts, offline-network.test.ts, rate-board.test.ts's offline test): the
    // tool pages register one (docs/offline.md), which would answer a warm page's later
    // requests from its cache, past the routes that hold scripts back.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block", ...options });
    return { context };
  };
  const blank = async (options: BrowserContextOptions = {}, test?: TestContext) => {
    const { context } = await blankContext(options);
    if (test) test.onTestFinished(() => context.close().catch(() => {}));
    else {
      open.add(context);
      context.once("close", () => open.delete(context));
    }
    const page = await context.newPage();
    return { context, page, problems: watchConsole(page) };
  };
  /**
   * Warm pages, kept from test to test of this file (each in its own context, one per
   * set of context-wide options). A fresh context costs a new renderer process and cold
   * caches: about 1.2 CPU-seconds per page load against 0.5 for a warm page navigated
   * (measured here, docs/testing.md "Warm pages"). The site sets no cookie and service
   * workers are blocked here; what it keeps in storage (a lead's context: the visit's
   * campaign and tool, docs/leads.md) is emptied when a page is handed back, so a page
   * navigated to its next test's address starts that test as a new visitor would; what a
   * test sets on the page (routes, listeners, viewport, media) is undone then too.
   */
  const idle = new Map<string, Page[]>();
  const warmContexts = new Set<BrowserContext>();
  afterAll(async () => {
    await Promise.all([...warmContexts].map((c) => c.close().catch(() => {})));
    warmContexts.clear();
    idle.clear();
  });
  const borrowed = new Set<() => Promise<void>>();
  afterEach(async () => {
    await Promise.all([...borrowed].map((giveBack) => giveBack()));
  });
  async function warm(options: WarmOptions = {}, test?: TestContext): Promise<Opened> {
    const { viewport = { width: 1280, height: 800 }, reducedMotion = null, ...contextOptions } = options;
    const key = JSON.stringify(contextOptions);
    let page = idle.get(key)?.pop();
    if (!page) {
      const { context } = await blankContext(contextOptions);
      warmContexts.add(context);
      page = await context.newPage();
    }
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion, media: null });
    const mine = page;
    let handedBack = false;
    const giveBack = async () => {
      if (handedBack) return;
      handedBack = true;
      borrowed.delete(giveBack);
      mine.removeAllListeners();
      await mine.unrouteAll({ behavior: "ignoreErrors" });
      // Leaving the test's page stops its timers, animations and islands. The page waits on
      // the front's empty page of the site, not about:blank, to keep its renderer process.
      const left = await mine.goto(`${baseUrl()}${PARK_PATH}`).then(() => true, () => false);
      // The visit's context (sessionStorage) and the first touch remembered (localStorage).
      if (left) await mine.evaluate(() => (sessionStorage.clear(), localStorage.clear())).catch(() => {});
      if (left && !mine.isClosed()) (idle.get(key) ?? idle.set(key, []).get(key)!).push(mine);
      else await mine.close().catch(() => {});
    };
    if (test) test.onTestFinished(giveBack);
    else borrowed.add(giveBack);
    return { context: { close: giveBack }, page, problems: watchConsole(page) };
  }
  return {
    /** A page that has not navigated yet, in a context of its own (to install init scripts or context routes first). */
    blank,
    /**
     * A warm page that has not navigated yet (see `warm` above): for tests that need
     * nothing context-wide (no context routes, init scripts, permissions or popups).
     */
    warm,
    /** A page in a context of its own, at `path`: for tests that set something context-wide. */
    async openFresh(path: string, options: BrowserContextOptions = {}) {
      const opened = await blank(options);
      const response = await opened.page.goto(`${baseUrl()}${path}`);
      return { ...opened, response };
    },
    async open(path: string, options: WarmOptions = {}, test?: TestContext) {
      const opened = await warm(options, test);
      const response = await opened.page.goto(`${baseUrl()}${path}`);
      return { ...opened, response };
    },
  };
}

/** Context options a warm page takes (viewport and motion are set on the page itself). */
export type WarmOptions = Pick<BrowserContextOptions, "viewport" | "reducedMotion" | "isMobile" | "hasTouch" | "javaScriptEnabled"> & {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference" | null;
};
/** A page with its problems watched; `context.close()` ends the test's use of it. */
type Opened = { context: { close(): Promise<void> }; page: Page; problems: string[] };

const SERVICE_WORKER_BLOCKED = "Service Worker registration blocked by Playwright";

/** Console errors, warnings and uncaught page errors (hydration mismatches land here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    // Playwright's own word when it refuses the tools' service worker (blocked in every
    // context but the offline test's, above): the test's doing, not the page's.
    if (msg.text() === SERVICE_WORKER_BLOCKED) return;
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Waits until every island with a load or idle strategy has hydrated. */
export async function islandsReady(page: Page) {
  await page.waitForSelector('body[data-islands="ready"]', { timeout: 20_000 });
}

/**
 * Opens `path` with the requests whose URL matches `script` (an island, an API call) held back until `release`
 * is called: what a visitor on a slow connection does before an island is alive.
 */
export async function openWithScriptHeld(browser: ReturnType<typeof useBrowser>, path: string, script: RegExp, options: WarmOptions = {}) {
  // A warm page: the hold is a page route, removed when the test hands the page back.
  const opened = await browser.warm(options);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await opened.page.route(script, async (route) => {
    await held;
    await route.fallback().catch(() => {});
  });
  await opened.page.goto(`${baseUrl()}${path}`);
  await islandsReady(opened.page);
  return { ...opened, release };
}

/**
 * Opens `path` with every script of the site held back until `release` is called: a
 * visitor on a slow phone acting before any island is alive. The test says when the
 * scripts arrive, so nothing depends on how fast the machine is.
 */
export async function openWithScriptsHeld(browser: ReturnType<typeof useBrowser>, path: string, options: WarmOptions = {}) {
  // A warm page: the hold is a page route, removed when the test hands the page back.
  const opened = await browser.warm(options);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await opened.page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    // The page may have been closed while its scripts were held. Fallback: on to the
    // context's route, which serves the build's files.
    await route.fallback().catch(() => {});
  });
  await opened.page.goto(`${baseUrl()}${path}`, { waitUntil: "domcontentloaded" });
  return { ...opened, release };
}

/** Waits until the named island has hydrated. */
export const hydrated = (page: Page, island: string) => page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { timeout: 20_000 });

/**
 * Wakes an island that hydrates on interaction as a visitor would, with the pointer
 * over it, and waits until it is alive.
 */
export async function hydrateByPointer(page: Page, island: string) {
  const selector = `[data-island="${island}"]`;
  // The wrapper has display: contents; the pointer goes over its first child.
  await page.locator(`${selector} > *`).first().hover({ position: { x: 4, y: 4 } });
  await page.waitForSelector(`${selector}[data-hydrated="true"]`);
}

export async function close(context: { close(): Promise<void> }) {
  await context.close();
}

/**
 * Waits for the page to render `n` more animation frames: a condition, not a fixed time,
 * for "nothing moved" checks (anything drawn per frame had n chances to draw).
 */
export async function animationFrames(page: Page, n: number) {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

/** Waits until the element has stayed where it is for `frames` animation frames in a row (a scroll or slide has ended). */
export async function settled(target: Locator, frames = 10) {
  await target.evaluate(
    (el, count) =>
      new Promise<void>((resolve) => {
        let last = "";
        let still = 0;
        const tick = () => {
          const r = el.getBoundingClientRect();
          const now = `${r.left},${r.top}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= count) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}
