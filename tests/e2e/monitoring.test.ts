import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { BrowserContext, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startWorker } from "../../scripts/server.mjs";
import { baseUrl, close, islandsReady, originUrl, useBrowser } from "./browser.ts";

const browser = useBrowser();
const APP_ID = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const POOL = "ap-south-1:11111111-2222-4333-8444-555555555555";
const AWS = /\.amazonaws\.com$/;

type RumEvent = { type: string; details: Record<string, unknown> };

/** Stands in for Cognito and the RUM data plane; keeps every event sent. */
async function interceptAws(context: BrowserContext) {
  const hosts: string[] = [];
  const events: RumEvent[] = [];
  const paths: string[] = [];
  const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "POST, OPTIONS" };
  await context.route((url) => AWS.test(url.hostname), async (route: Route) => {
    const req = route.request();
    const url = new URL(req.url());
    hosts.push(url.hostname);
    if (req.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    if (url.hostname === "cognito-identity.ap-south-1.amazonaws.com") {
      const target = req.headers()["x-amz-target"] ?? "";
      const identity = "ap-south-1:99999999-8888-4777-8666-555555555555";
      const body = target.endsWith("GetId")
        ? { IdentityId: identity }
        : {
            IdentityId: identity,
            Credentials: { AccessKeyId: "ASIATESTTESTTEST", SecretKey: "secret", SessionToken: "token", Expiration: Math.floor(Date.now() / 1000) + 3600 },
          };
      return route.fulfill({ status: 200, contentType: "application/x-amz-json-1.1", headers: cors, body: JSON.stringify(body) });
    }
    if (url.hostname === "dataplane.rum.ap-south-1.amazonaws.com") {
      paths.push(url.pathname);
      // The client gzips batches when that makes them smaller.
      const raw = req.postDataBuffer() ?? Buffer.alloc(0);
      const text = (req.headers()["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
      const batch = JSON.parse(text || "{}") as { RumEvents?: { type: string; details: string }[] };
      for (const e of batch.RumEvents ?? []) events.push({ type: e.type, details: JSON.parse(e.details) as Record<string, unknown> });
      return route.fulfill({ status: 200, contentType: "application/json", headers: cors, body: "{}" });
    }
    return route.fulfill({ status: 404, headers: cors, body: "" });
  });
  return { hosts, events, paths };
}

describe("monitoring, configured", () => {
  let site = "";
  let stop = () => {};
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "zevar-rum-"));
    const worker = await startWorker({
      originUrl: originUrl(),
      persistTo: join(dir, "state"),
      logFile: join(dir, "wrangler.log"),
      vars: { LEAD_RATE_LIMIT: "off", RUM_APPLICATION_ID: APP_ID, RUM_IDENTITY_POOL_ID: POOL },
    });
    site = worker.url;
    stop = worker.stop;
  });
  afterAll(() => stop());

  it("loads the client after the page, and sends a page view with the path to the region's data plane", async () => {
    const { context, page, problems } = await browser.blank();
    const aws = await interceptAws(context);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site}/faqs`);
    // Nothing of it before the load event: the first-load scripts are the runtime and the
    // chat. Read by when each script was asked for, not by when the test looks (on a busy
    // machine the idle moment after load may already have come).
    const firstLoad = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/assets/") && e.name.endsWith(".js") && e.startTime < loaded)
        .map((e) => new URL(e.name).pathname);
    });
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.some((p) => p.includes("/rum-"))).toBe(false);
    await expect.poll(() => aws.events.filter((e) => e.type === "com.amazon.rum.page_view_event").length, { timeout: 20_000 }).toBeGreaterThan(0);
    const view = aws.events.find((e) => e.type === "com.amazon.rum.page_view_event")!;
    expect(view.details.pageId).toBe("/faqs");
    expect(aws.paths.every((p) => p === `/appmonitors/${APP_ID}`)).toBe(true);
    expect(new Set(aws.hosts)).toEqual(new Set(["cognito-identity.ap-south-1.amazonaws.com", "dataplane.rum.ap-south-1.amazonaws.com"]));
    expect(scripts.some((s) => s.startsWith("/assets/rum-"))).toBe(true);
    expect(problems).toEqual([]);
    await close(context);
  });

  it("reports an error thrown in an island, and uncaught errors and rejections, while the rest of the page keeps working", async () => {
    const { context, page } = await browser.blank();
    const aws = await interceptAws(context);
    await context.route(/\/assets\/tutorial-library-[\w-]+\.js$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: 'export default function Broken() { throw new Error("tutorial island exploded"); }',
      }),
    );
    await page.goto(`${site}/tutorial`);
    await islandsReady(page);
    // The library starts on the visitor's first pointer over it...
    await page.locator('[data-island="tutorial-library"] > *').first().hover({ position: { x: 4, y: 4 } });
    // ...and shows its small fallback instead of a blank area...
    const fallback = page.getByText("This part of the page could not load. Please refresh.");
    await fallback.waitFor();
    expect(await fallback.isVisible()).toBe(true);
    // ...and the rest of the page still works.
    expect(await page.locator('[data-island="chat-widget"]').getAttribute("data-hydrated")).toBe("true");
    await page.getByRole("button", { name: "Chat now" }).click();
    expect(await page.locator("#chat-panel-title").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Get Free Demo" }).first().click();
    await page.getByRole("dialog").waitFor({ state: "visible" });

    await expect.poll(() => aws.events.some((e) => e.type === "com.amazon.rum.page_view_event"), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("uncaught after start");
      });
      void Promise.reject(new Error("rejected after start"));
    });
    const messages = () => aws.events.filter((e) => e.type === "com.amazon.rum.js_error_event").map((e) => e.details.message);
    await expect.poll(messages, { timeout: 20_000 }).toEqual(expect.arrayContaining(["tutorial island exploded", "uncaught after start", "rejected after start"]));
    await close(context);
  });
});

describe("monitoring, not configured", () => {
  it("loads no monitoring code and makes no request to any AWS host", async () => {
    const { context, page } = await browser.blank();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    for (const path of ["/faqs", "/tutorial"]) {
      await page.goto(`${baseUrl()}${path}`);
      await islandsReady(page);
      // Past the load event, and past the idle callback monitoring would start from (one
      // asked for after load runs after it: idle callbacks run in the order asked for,
      // and the same 2 s timeout ends later); then any request it made has been seen.
      await page.waitForLoadState("load");
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
      await page.waitForLoadState("networkidle");
      expect(await page.locator('meta[name="zevar-monitoring"]').count()).toBe(0);
    }
    expect(requests.filter((u) => AWS.test(new URL(u).hostname))).toEqual([]);
    expect(requests.filter((u) => new URL(u).pathname.startsWith("/assets/rum-"))).toEqual([]);
    await close(context);
  });
});
