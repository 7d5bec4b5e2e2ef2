/**
 * Offline at the counter (issue 28 item 6, issue 38 items 1 and 2, docs/offline.md): a tool
 * page visited once keeps every tool of its language, which open and compute with the
 * network off, a link's figures filled in and pieces added and removed in the page; any
 * other page answers with the offline page of its language; after a deploy an online visit
 * shows the new build's page, never the old one's kept copy. Offline is a mechanic of the service
 * worker, which reads no text: proved in English at the root; each language's scope and
 * kept addresses under its prefix are the worker's, tested in workerd
 * (tests/worker/offline.test.ts), and each language's offline page is visited in
 * tests/e2e/languages.test.ts.
 *
 * The pages are reached through a relay in front of the lane (tests/e2e/static-front.ts) that this file cuts
 * (no connection at all, for the page and for the service worker alike: Playwright's
 * offline switch does not reach a service worker's own requests) and points at a second
 * server (the "deploy"). The relay is its own origin, so the worker and caches it gets
 * stay in this file's contexts; service workers are allowed only here (tests/e2e/browser.ts).
 */
import { mkdtempSync } from "node:fs";
import { createServer, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startWorker } from "../../scripts/server.mjs";
import { ESTIMATE } from "../fixtures/estimate-example.ts";
import en from "../fixtures/locales/en/browser.ts";
import enCounter from "../fixtures/locales/en/counter.ts";
import { baseUrl, islandsReady, useBrowser } from "./browser.ts";
import { startStaticFront } from "./static-front.ts";
import { markPage, resultLines, stillSamePage, toolReady } from "./tool-page.ts";
import { specRoutes } from "../spec-routes.ts";

const browser = useBrowser();
const GST = "/tools/jewellery-gst-calculator";
const ESTIMATE_PAGE = "/tools/jewellery-estimate";

/** The tools index, then every tool, under /tools: the spec's table of routes (docs/tools.md). */
const TOOL_PATHS = ["/tools", ...specRoutes.flatMap((r) => (r.path.startsWith("/tools/") ? [r.path] : []))];

/** What the pages say offline, by hand from the English catalogues (src/locales/en/tools.json, errors.json). */
const SAID = { workedOffline: "Worked out offline, by the copy of this tool saved on this device.", offlineTitle: "You are offline" };

/** What this page's worker has kept: the paths in its one cache. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith("zevar-tools:"));
    if (names.length !== 1) return [];
    return (await (await caches.open(names[0]!)).keys()).map((r) => new URL(r.url).pathname);
  });

/** A TCP relay to a server's port: `cut()` refuses and drops every connection, `to(port)` sends the next ones elsewhere. */
async function relay(target: number) {
  let upstream: number | undefined = target;
  const open = new Set<Socket>();
  const dropAll = () => {
    for (const s of open) s.destroy();
    open.clear();
  };
  const server = createServer((client) => {
    if (upstream === undefined) return void client.destroy();
    const up = connect(upstream, "127.0.0.1");
    for (const s of [client, up]) {
      open.add(s);
      s.on("error", () => {}).on("close", () => {
        client.destroy();
        up.destroy();
        open.delete(s);
      });
    }
    client.pipe(up).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      upstream = undefined;
      dropAll();
    },
    to(port: number) {
      upstream = port;
      dropAll();
    },
    close: () => new Promise<void>((resolve) => (dropAll(), server.close(() => resolve()))),
  };
}

/** Waits until the service worker controls the page and keeps it, with the tool's view, in its cache. */
async function keptOffline(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(
    async (path) => {
      const names = (await caches.keys()).filter((n) => n.startsWith("zevar-tools:"));
      if (names.length !== 1) return false;
      const cache = await caches.open(names[0]!);
      const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
      return keys.includes(path) && keys.some((k) => /^\/assets\/view-[\w-]+\.js$/.test(k));
    },
    path,
    { timeout: 20_000, polling: 100 },
  );
}

/**
 * In English: the worker's scope and kept list for each language's root are the same code
 * under a prefix, tested per language in workerd (tests/worker/offline.test.ts).
 */
const L = en;

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

describe("the tools offline", () => {
  let site: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    site = await relay(Number(new URL(baseUrl()).port));
  });
  afterAll(async () => {
    await site?.close();
  });

  describe("English", () => {
    it("opens a tool page visited once and computes the GST example while typing, with no connection", async () => {
      site.to(Number(new URL(baseUrl()).port));
      const { context, page, problems } = await browser.blank({ serviceWorkers: "allow" });
      const path = `${L.prefix}${GST}`;
      await page.goto(`${site.url}${path}`);
      await islandsReady(page);
      await keptOffline(page, path);
      // Registered for this language's root only: no other language's pages are run through it.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope))).toEqual([`${site.url}${L.prefix || "/"}`]);

      site.cut();
      // The relay is cut: nothing reaches the site, neither the page nor its service worker.
      expect(await page.evaluate(() => fetch("/sitemap.xml").then(() => "answered", () => "failed"))).toBe("failed");
      await context.setOffline(true);
      problems.splice(0); // the refused probe above
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe(L.pages.htmlLang);
      await toolReady({ page });
      await page.getByLabel(L.tools.gst.weight).fill("10");
      await page.getByLabel(L.tools.gst.rate).fill("72000");
      await page.getByLabel(L.tools.gst.making, { exact: true }).fill("12");
      await expect.poll(() => resultLines(page)).toEqual(L.tools.gstExample);
      expect(problems).toEqual([]);
    });

    it("keeps every tool of its language at the first visit: offline, a link's figures are filled in and worked out, pieces are added and removed in the page, and the result says it was worked out offline", async () => {
      site.to(Number(new URL(baseUrl()).port));
      const C = enCounter;
      const { context, page, problems } = await browser.blank({ serviceWorkers: "allow" });
      // One tool visited: the worker keeps every tool, the index and the offline page, of this language only.
      await page.goto(`${site.url}${L.prefix}${GST}`);
      await islandsReady(page);
      await keptOffline(page, `${L.prefix}${GST}`);
      const mine = [...TOOL_PATHS, "/offline"].map((p) => `${L.prefix}${p}`).sort();
      await expect.poll(async () => (await keptPaths(page)).filter((p) => !p.startsWith("/assets/") && p !== "/favicon.svg").sort(), { timeout: 60_000, interval: 250 }).toEqual(mine);

      site.cut();
      await context.setOffline(true);
      // The estimate, never opened online, from a link with two pieces, the shop and old gold.
      const opened = await page.goto(`${site.url}${L.prefix}${ESTIMATE_PAGE}?${ESTIMATE}`);
      expect(opened?.status()).toBe(200);
      await expect.poll(() => resultLines(page), { timeout: 20_000 }).toEqual(C.estimate);
      expect(await page.locator("#item1").inputValue()).toBe("Necklace");
      expect(await page.locator("#shop").inputValue()).toBe("Shree Jewellers");
      expect(await page.locator("fieldset[id^=piece-]").count()).toBe(2);
      const note = page.locator("[data-tool-offline]");
      expect(await note.isVisible()).toBe(true);
      expect(await note.innerText()).toBe(SAID.workedOffline);

      // Add a piece, then remove piece 2, in the page: no page is asked for, every value stays.
      await markPage(page);
      await page.getByRole("button", { name: C.words.add }).click();
      await expect.poll(() => page.locator("fieldset[id^=piece-]").count()).toBe(3);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("item3");
      expect(await page.locator("#item2").inputValue()).toBe("Ring");
      expect(await page.locator("#metal2").inputValue()).toBe("18K");
      expect(await page.locator("#gross2").inputValue()).toBe("4.000");
      expect(await resultLines(page)).toEqual(C.estimate);
      await page.getByRole("button", { name: C.words.remove2 }).click();
      await expect.poll(() => page.locator("fieldset[id^=piece-]").count()).toBe(2);
      // The empty third row became the second.
      expect(await page.locator("#item1").inputValue()).toBe("Necklace");
      expect(await page.locator("#item2").inputValue()).toBe("");
      expect(await page.locator("#metal2").inputValue()).toBe("22K");
      expect(await page.locator("#piece-2 legend").innerText()).toBe(C.words.piece2);
      expect((await resultLines(page))[0]).toBe(C.estimate[0]);
      expect(await stillSamePage(page)).toBe(true);

      // Reloaded (as a phone reloads a discarded tab): the address carries the figures, and they come back.
      await page.reload();
      await expect.poll(() => page.locator("#item1").inputValue(), { timeout: 20_000 }).toBe("Necklace");
      expect(await page.locator("fieldset[id^=piece-]").count()).toBe(2);
      expect((await resultLines(page))[0]).toBe(C.estimate[0]);
      expect(await note.isVisible()).toBe(true);
      expect(problems).toEqual([]);
    });

    it("answers, offline, a page it never kept with the offline page of its language, which links to the tools kept", async () => {
      site.to(Number(new URL(baseUrl()).port));
      const { context, page } = await browser.blank({ serviceWorkers: "allow" });
      await page.goto(`${site.url}${L.prefix}${GST}`);
      await islandsReady(page);
      await keptOffline(page, `${L.prefix}${GST}`);
      const tools = TOOL_PATHS.slice(1).map((p) => `${L.prefix}${p}`).sort();
      await expect.poll(async () => (await keptPaths(page)).filter((p) => tools.includes(p)).sort(), { timeout: 60_000, interval: 250 }).toEqual(tools);

      site.cut();
      await context.setOffline(true);
      const answered = await page.goto(`${site.url}${L.prefix}/contactus`);
      expect(answered?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe(L.pages.htmlLang);
      expect(await page.locator("main h1").innerText()).toBe(SAID.offlineTitle);
      const links = await page.locator("main li a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(links.sort()).toEqual(tools);
      // The link a visitor follows opens the kept tool, answered from its copy. Waited for by
      // its path, not its whole address: on a kept copy the tool island starts at once and
      // writes the form's address (history.replaceState: `?oldAs=tunch` for the bare
      // estimate), often before the click returns, and an exact address that is already
      // gone was never matched (docs/testing.md, "Retries").
      await page.locator(`main li a[href="${L.prefix}${ESTIMATE_PAGE}"]`).click();
      await page.waitForURL((url) => url.pathname === `${L.prefix}${ESTIMATE_PAGE}`, { waitUntil: "commit" });
      expect(await page.locator("html").getAttribute("data-offline")).toBe("");
      await page.locator("form[data-tool=estimate]").waitFor({ state: "visible" });
    });
  });

  it("shows the new build's page after a deploy, never the old build's kept copy, and keeps the new one", async () => {
    site.to(Number(new URL(baseUrl()).port));
    // Build B: the same files under another build id (OFFLINE_VERSION) and another public
    // address, so that its pages differ from A's in their canonical link.
    const dir = mkdtempSync(join(tmpdir(), "zevar-offline-"));
    const b = await startWorker({
      persistTo: join(dir, "state"),
      logFile: join(dir, "wrangler.log"),
      vars: { SITE_URL: "https://b.zevar.example", OFFLINE_VERSION: "b" },
    });
    // In front of it, the build's files from disk, as the lanes have (tests/e2e/static-front.ts).
    const front = await startStaticFront(join(ROOT, "dist/client"), b.url);
    try {
      const { context, page } = await browser.blank({ serviceWorkers: "allow" });
      await page.goto(`${site.url}${GST}`);
      await islandsReady(page);
      await keptOffline(page, GST);
      expect(await canonical(page)).toBe(`https://www.zevar.example${GST}`);
      const [a] = await page.evaluate(() => caches.keys());

      site.to(Number(new URL(front.url).port));
      await page.reload();
      expect(await canonical(page)).toBe(`https://b.zevar.example${GST}`);
      // B's worker takes over: A's cache is gone, B's has the page again, fetched from B.
      await page.waitForFunction(
        async (a) => {
          const names = (await caches.keys()).filter((n) => n.startsWith("zevar-tools:"));
          return names.length === 1 && names[0] !== a && names[0]!.endsWith("-b") && (await (await caches.open(names[0]!)).match(location.pathname)) !== undefined;
        },
        a,
        { timeout: 20_000, polling: 100 },
      );

      site.cut();
      await context.setOffline(true);
      await page.reload();
      expect(await canonical(page)).toBe(`https://b.zevar.example${GST}`);
    } finally {
      await front.close();
      b.stop();
    }
  });

  it("on a Save-Data connection keeps only the tools visited, and the offline page lists only those", async () => {
    site.to(Number(new URL(baseUrl()).port));
    const { context, page } = await browser.blank({ serviceWorkers: "allow" });
    // The browser asks for less data (navigator.connection.saveData, as Chrome's Lite mode sets
    // it); every message a page sends its worker is noted.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true }), configurable: true });
      const post = ServiceWorker.prototype.postMessage;
      const w = window as unknown as { posted: unknown[] };
      w.posted = [];
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        w.posted.push(args[0]);
        return post.apply(this, args as never);
      } as typeof post;
    });
    await page.goto(`${site.url}${GST}`);
    await islandsReady(page);
    await keptOffline(page, GST);
    // The registration has settled (its worker is active): a page that asks for the rest has asked by now.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(await page.evaluate(() => (window as unknown as { posted: unknown[] }).posted)).toEqual([]);
    expect((await keptPaths(page)).filter((p) => p.startsWith("/tools"))).toEqual([GST]);

    site.cut();
    await context.setOffline(true);
    await page.goto(`${site.url}/faqs`);
    expect(await page.locator("main h1").innerText()).toBe(SAID.offlineTitle);
    expect(await page.locator("main li a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual([GST]);
  });

  it("removes a registration an older build made for /tools, with its caches", async () => {
    site.to(Number(new URL(baseUrl()).port));
    const { page } = await browser.blank({ serviceWorkers: "allow" });
    await page.goto(`${site.url}/faqs`);
    // What such a worker kept, under its scope's name.
    await page.evaluate(async () => (await caches.open("zevar-tools:/tools:old")).put("/tools", new Response("kept")));
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js", { scope: "/tools" }));
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0, undefined, { timeout: 20_000, polling: 100 });
  });
});
