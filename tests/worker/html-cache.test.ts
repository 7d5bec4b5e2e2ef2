import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { clearHtmlCache } from "../../worker/html-cache.ts";
import { clearCache, originTenant, send, titleOf } from "./helpers.ts";

const origin = originTenant("html-cache");
const on = { HTML_CACHE_MAX: "50" };

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
});
