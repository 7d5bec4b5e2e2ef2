import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { cachedHtml, clearHtmlCache, rememberHtml } from "../../worker/html-cache.ts";
import { clearCache, originTenant, send, titleOf } from "./helpers.ts";

const origin = originTenant("html-cache");
// Server-Timing names the cache only with LOG_LEVEL=debug (docs/security.md).
const on = { HTML_CACHE_MAX: "50", LOG_LEVEL: "debug" };
const rendered = (res: Response) => /render;dur=[\d.]+;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];

describe("rendered pages in isolate memory", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
    clearHtmlCache();
  });

  it("renders a page once and serves the same HTML from memory afterwards", async () => {
    const first = await send(origin, "/features", undefined, on);
    expect(first.res.headers.get("server-timing")).toContain('render;dur=');
    expect(first.res.headers.get("server-timing")).toContain('desc="shell"');
    const second = await send(origin, "/features", undefined, on);
    expect(second.status).toBe(200);
    expect(second.res.headers.get("server-timing")).toContain('desc="memory"');
    expect(second.body).toBe(first.body);
    expect(second.res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
  });

  it("renders again when the page's data changes", async () => {
    await send(origin, "/features", undefined, on);
    await env.ORIGIN_CACHE.put("v3:seo:features", JSON.stringify({ t: Date.now(), d: { title: "Changed title" } }));
    const { clearMemoryCache } = await import("../../worker/origin/cache.ts");
    clearMemoryCache();
    const after = await send(origin, "/features", undefined, on);
    expect(titleOf(after.body)).toBe("Changed title");
    expect(after.res.headers.get("server-timing")).toContain('desc="shell"');
  });

  it("keeps pages apart by path", async () => {
    const a = await send(origin, "/faqs", undefined, on);
    const b = await send(origin, "/aboutus", undefined, on);
    expect(titleOf(a.body)).not.toBe(titleOf(b.body));
    expect(titleOf((await send(origin, "/faqs", undefined, on)).body)).toBe(titleOf(a.body));
  });

  it("never keeps a 404", async () => {
    await send(origin, "/nope", undefined, on);
    const again = await send(origin, "/nope", undefined, on);
    expect(again.status).toBe(404);
    expect(again.res.headers.get("server-timing") ?? "").not.toContain('desc="memory"');
  });

  it("keeps no tool or tutorial page rendered for a query, so 12 Girvi URLs leave the home page in memory", async () => {
    const on = { HTML_CACHE_MAX: "10", LOG_LEVEL: "debug" };
    expect(rendered((await send(origin, "/", undefined, on)).res)).toBe("shell");
    // More distinct tool URLs than HTML_CACHE_MAX (10) pages.
    for (let i = 0; i < 12; i++) {
      const path = `/tools/girvi-interest-calculator?principal=${100_000 + i}&rate=2&from=2024-01-01&to=2024-06-01`;
      expect(rendered((await send(origin, path, undefined, on)).res), path).toBe("shell");
    }
    const again = "/tools/girvi-interest-calculator?principal=100000&rate=2&from=2024-01-01&to=2024-06-01";
    expect(rendered((await send(origin, again, undefined, on)).res)).toBe("shell");
    expect(rendered((await send(origin, "/tutorial?q=gst", undefined, on)).res)).toBe("shell");
    expect(rendered((await send(origin, "/tutorial?q=gst", undefined, on)).res)).toBe("shell");
    expect(rendered((await send(origin, "/", undefined, on)).res)).toBe("memory");
    // A query the page never reads (a campaign tag) is the same page: kept and found,
    // however many of them strangers send (more than HTML_CACHE_MAX).
    expect(rendered((await send(origin, "/?utm_source=whatsapp", undefined, on)).res)).toBe("memory");
    for (let i = 0; i < 12; i++) expect(rendered((await send(origin, `/?junk=${i}`, undefined, on)).res), `/?junk=${i}`).toBe("memory");
    expect(rendered((await send(origin, "/", undefined, on)).res)).toBe("memory");
    // The tool and the tutorial without a query are kept like any page.
    await send(origin, "/tools/girvi-interest-calculator", undefined, on);
    expect(rendered((await send(origin, "/tools/girvi-interest-calculator", undefined, on)).res)).toBe("memory");
  });

  it("keeps at most 8 MiB of pages however many HTML_CACHE_MAX allows, evicting the least recently used", () => {
    // 20 pages of 500,000 bytes: 16 fit in 8,388,608 bytes (8,000,000), a 17th does not.
    const page = (i: number) => new TextEncoder().encode(String(i % 10).repeat(500_000));
    for (let i = 0; i < 20; i++) rememberHtml(`/p${i}#k`, page(i), 1000);
    const kept = Array.from({ length: 20 }, (_, i) => cachedHtml(`/p${i}#k`) !== undefined);
    expect(kept).toEqual([false, false, false, false, ...Array<boolean>(16).fill(true)]);
  });

  it("never keeps a page over 512 KiB", () => {
    rememberHtml("/big#k", new Uint8Array(512 * 1024 + 1), 1000);
    rememberHtml("/fits#k", new Uint8Array(512 * 1024), 1000);
    expect([cachedHtml("/big#k"), cachedHtml("/fits#k")?.byteLength]).toEqual([undefined, 512 * 1024]);
  });
});
