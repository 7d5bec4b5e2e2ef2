/**
 * Offline at the counter (issue 28 item 6, docs/offline.md): a tool page visited once
 * opens and computes with the network off; after a deploy an online visit shows the new
 * build's page, never the old one's kept copy. Offline is a mechanic of the service
 * worker, which reads no text; what changes it is the page's path: English at the root
 * and Hindi for every language under its prefix (the worker's scope and the cached
 * addresses are the prefix's). The tool's words in each language: tools.test.ts.
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
import { BROWSER_LOCALES } from "../fixtures/locales/browser.ts";
import { baseUrl, islandsReady, useBrowser } from "./browser.ts";
import { startStaticFront } from "./static-front.ts";
import { resultLines, toolReady } from "./tool-page.ts";

const browser = useBrowser();
const GST = "/tools/jewellery-gst-calculator";

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

/** English at the root, and one language under its prefix (gu and bn are the same path shape as hi). */
const OFFLINE_LOCALES = BROWSER_LOCALES.filter((l) => l.lang === "en" || l.lang === "hi");

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

describe("the tools offline", () => {
  let site: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    site = await relay(Number(new URL(baseUrl()).port));
  });
  afterAll(async () => {
    await site?.close();
  });

  describe.each(OFFLINE_LOCALES)("$lang", (L) => {
    it("opens a tool page visited once and computes the GST example while typing, with no connection", async () => {
      site.to(Number(new URL(baseUrl()).port));
      const { context, page, problems } = await browser.blank({ serviceWorkers: "allow" });
      const path = `${L.prefix}${GST}`;
      await page.goto(`${site.url}${path}`);
      await islandsReady(page);
      await keptOffline(page, path);
      // Registered for this language's /tools only: the rest of the site never starts it.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${site.url}${L.prefix}/tools`);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.scope ?? "none")).toBe("none");

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
});
