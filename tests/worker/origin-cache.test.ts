import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { canonicalOf, clearCache, descriptionOf, HASTY, originTenant, send, SITE, titleOf } from "./helpers.ts";
import { seo } from "../origin/sample-data.mjs";
import { readThrough } from "../../worker/origin/cache.ts";

const origin = originTenant("cache");
const FAQ_TITLE = seo.faqs!.title;
const DEFAULT_FAQ_TITLE = "Frequently Asked Questions | Zevar ERP";

const seoCalls = async (page: string) =>
  (await origin.requests()).filter((r) => r.path === `/apis/seo_api.php?page=${page}`).length;

describe("SEO through the KV cache", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("takes the head from the origin, then serves the second request from KV without an origin call", async () => {
    const first = await send(origin, "/faqs");
    expect(titleOf(first.body)).toBe(FAQ_TITLE);
    expect(await seoCalls("faqs")).toBe(1);
    const stored = await env.ORIGIN_CACHE.get<{ t: number; d: unknown }>("v3:seo:faqs", "json");
    expect(stored?.d).toEqual(seo.faqs);

    const second = await send(origin, "/faqs");
    expect(second.status).toBe(200);
    expect(titleOf(second.body)).toBe(FAQ_TITLE);
    expect(await seoCalls("faqs")).toBe(1);
  });

  it("keeps answering with the cached SEO when the origin goes down after a warm cache", async () => {
    await send(origin, "/faqs");
    await origin.mode("down");
    const { status, body } = await send(origin, "/faqs");
    expect(status).toBe(200);
    expect(titleOf(body)).toBe(FAQ_TITLE);
  });

  it("serves a stale entry at once and refreshes it in the background", async () => {
    await env.ORIGIN_CACHE.put("v3:seo:faqs", JSON.stringify({ t: Date.now() - 3_600_000, d: { title: "Old title" } }));
    const { body } = await send(origin, "/faqs");
    expect(titleOf(body)).toBe("Old title");
    expect(await seoCalls("faqs")).toBe(1);
    const refreshed = await env.ORIGIN_CACHE.get<{ t: number; d: { title: string } }>("v3:seo:faqs", "json");
    expect(refreshed?.d.title).toBe(FAQ_TITLE);
    expect(titleOf((await send(origin, "/faqs")).body)).toBe(FAQ_TITLE);
  });

  it("keeps a stale entry when the background refresh fails (stale-if-error)", async () => {
    const old = { t: Date.now() - 3_600_000, d: { title: "Old title" } };
    await env.ORIGIN_CACHE.put("v3:seo:faqs", JSON.stringify(old));
    await origin.mode("error500");
    const { status, body } = await send(origin, "/faqs");
    expect(status).toBe(200);
    expect(titleOf(body)).toBe("Old title");
    expect(await env.ORIGIN_CACHE.get("v3:seo:faqs", "json")).toEqual(old);
  });

  it("ignores a corrupt KV entry and fetches again", async () => {
    await env.ORIGIN_CACHE.put("v3:seo:faqs", "{not json");
    const { body } = await send(origin, "/faqs");
    expect(titleOf(body)).toBe(FAQ_TITLE);
  });
});

describe("origin faults with a cold cache", () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
    warn = vi.spyOn(console, "warn");
  });
  afterEach(() => warn.mockRestore());

  const faults: [mode: string, reason: RegExp][] = [
    ["down", /unreachable/],
    ["error500", /HTTP 500/],
    ["garbage", /not JSON \(text\/html\)/],
    ["wrongshape", /wrong shape/],
    ["slow", /timeout after 400 ms/],
  ];

  for (const [mode, reason] of faults) {
    it(`answers 200 with the page's default head when the origin is ${mode}, logging the fault once`, async () => {
      await origin.mode(mode, { delayMs: 3000 });
      const started = Date.now();
      const { status, body, res } = await send(origin, "/faqs", undefined, HASTY);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(status).toBe(200);
      expect(titleOf(body)).toBe(DEFAULT_FAQ_TITLE);
      expect(descriptionOf(body)).toBe("Answers about Zevar ERP: GST, branches, karigar, mobile access, support, AMC and customisation.");
      expect(canonicalOf(body)).toBe(`${SITE}/faqs`);
      expect(await env.ORIGIN_CACHE.get("v3:seo:faqs")).toBeNull();

      const lines = warn.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
      const faultLines = lines.filter((l) => l.msg === "origin fault");
      expect(faultLines).toHaveLength(1);
      expect(faultLines[0]?.requestId).toBe(res.headers.get("x-request-id"));
      expect(faultLines[0]?.path).toBe("/faqs");
      const list = faultLines[0]?.faults as { call: string; reason: string }[];
      expect(list).toHaveLength(1);
      expect(list[0]?.call).toBe("GET /apis/seo_api.php?page=faqs");
      expect(list[0]?.reason).toMatch(reason);
    });
  }
});

describe("GET /apis/*.php for browsers", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("answers the blog list through the cache, with images as this site's media URLs", async () => {
    const first = await send(origin, "/apis/get_blogs.php");
    expect(first.status).toBe(200);
    expect(first.res.headers.get("x-cache")).toBe("ORIGIN");
    const { blogs } = JSON.parse(first.body) as { blogs: { id: string; image: string; date: string }[] };
    expect(blogs.map((b) => b.id)).toEqual(["7", "6", "5", "4"]);
    expect(blogs[0]?.image).toBe("/origin-media/blogs/uploads/blogs/huid.png");
    expect(blogs[0]?.date).toBe("2025-03-05");
    const second = await send(origin, "/apis/get_blogs.php");
    expect(second.res.headers.get("x-cache")).toBe("KV");
    expect((await origin.requests()).filter((r) => r.path === "/apis/get_blogs.php")).toHaveLength(1);
  });

  it("answers country codes, SEO and what's new in the origin's shapes", async () => {
    const codes = JSON.parse((await send(origin, "/apis/getcountrycode.php")).body) as { value: string; isIndia: boolean }[];
    expect(codes.find((c) => c.isIndia)?.value).toBe("+91");
    expect(JSON.parse((await send(origin, "/apis/seo_api.php?page=index")).body)).toEqual(seo.index);
    const { whatnew } = JSON.parse((await send(origin, "/apis/get_whatsnew.php")).body) as { whatnew: { wid: string }[] };
    expect(whatnew.map((w) => w.wid)).toEqual(["3", "2", "1"]);
  });

  it("refuses unknown SEO pages and bad blog ids without calling the origin", async () => {
    const seoBad = await send(origin, "/apis/seo_api.php?page=../../etc/passwd");
    expect(seoBad.status).toBe(400);
    expect(JSON.parse(seoBad.body)).toEqual({ status: "error", message: "Unknown page." });
    const idBad = await send(origin, "/apis/get_details.blog.php?id=1%20OR%201%3D1");
    expect(idBad.status).toBe(400);
    expect(JSON.parse(idBad.body)).toEqual({ status: "error", message: "Invalid blog id." });
    expect(await origin.requests()).toEqual([]);
  });

  it("answers an id the blog list does not name as the origin would (null) without asking it, and 503 when the origin is down with nothing cached", async () => {
    const missing = await send(origin, "/apis/get_details.blog.php?id=999");
    expect(missing.status).toBe(200);
    expect(missing.body).toBe("null");
    expect(await env.ORIGIN_CACHE.get("v3:blog:999")).toBeNull();
    expect((await origin.requests()).map((r) => r.path)).toEqual(["/apis/get_blogs.php"]);
    await origin.mode("down");
    const down = await send(origin, "/apis/get_details.blog.php?id=5");
    expect(down.status).toBe(503);
    expect(down.res.headers.get("retry-after")).toBe("30");
  });

  it("keeps a 'not found' answer in the isolate's memory only, never in KV", async () => {
    const pending: Promise<unknown>[] = [];
    const deps = { kv: env.ORIGIN_CACHE, waitUntil: (p: Promise<unknown>) => void pending.push(p), memoryMs: 30_000, onBackgroundFault: () => {} };
    let asked = 0;
    const notFound = async () => {
      asked++;
      return { ok: true as const, data: null };
    };
    for (let i = 0; i < 3; i++) {
      expect(await readThrough(deps, "v3:blog:gone", { fresh: 600, stale: 86_400 }, notFound)).toMatchObject({ ok: true, data: null });
    }
    await Promise.all(pending);
    expect(asked).toBe(1);
    expect(await env.ORIGIN_CACHE.get("v3:blog:gone")).toBeNull();
  });

  it("serves country-code defaults (India +91) when the origin is down and nothing is cached", async () => {
    await origin.mode("down");
    const { status, body, res } = await send(origin, "/apis/getcountrycode.php");
    expect(status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("DEFAULT");
    expect(JSON.parse(body)).toEqual([{ value: "+91", label: "India (+91)", isIndia: true }]);
  });
});
