/**
 * Origin answers are bounded in bytes and in shape (issue 24 item 1, docs/security.md
 * "Origin answers and caches"): an answer past the bounds is a fault, which keeps the
 * previous good entry (stale-if-error) or the page's own defaults, and is never stored.
 * The stand-in's "huge" mode answers well-formed JSON of about 10 MB.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { readThrough } from "../../worker/origin/cache.ts";
import { clearCache, originTenant, send, titleOf } from "./helpers.ts";

const origin = originTenant("bounds");
const DEFAULT_FAQ_TITLE = "Frequently Asked Questions | Zevar ERP";
/**
 * Byte bounds per answer (policy.ts, MAX_BYTES): an SEO record's 1,200 letters written
 * as \uXXXX (6 bytes each) are 7,200 bytes, under 16 KiB; a list of 300 blogs 1 MiB; a
 * 200,000-letter post or 300 what's-new items 2 MiB.
 */
const SEO_MAX = 16 * 1024;
const BLOGS_MAX = 1024 * 1024;
const WHATSNEW_MAX = 2 * 1024 * 1024;

let warn: MockInstance<typeof console.warn>;
beforeEach(async () => {
  await origin.reset();
  await clearCache();
  warn = vi.spyOn(console, "warn");
});
afterEach(() => warn.mockRestore());

/** Every origin fault logged while the test ran. */
function faults(): { call: string; reason: string }[] {
  return warn.mock.calls.flatMap((c) => (JSON.parse(String(c[0])) as { faults?: { call: string; reason: string }[] }).faults ?? []);
}

describe("answers of about 10 MB", () => {
  it("answers each page as it answers with the origin down (its defaults), stores nothing and logs the size", async () => {
    const down: Record<string, { status: number; body: string }> = {};
    await origin.mode("down");
    for (const path of ["/faqs", "/blogs", "/what'snew", "/contactus"]) down[path] = await send(origin, path);
    await origin.mode("huge");
    for (const path of ["/faqs", "/blogs", "/what'snew", "/contactus"]) {
      const { status, body } = await send(origin, path, undefined);
      expect(status, path).toBe(down[path]!.status);
      // Pages carry no per-request content: the same defaults make the same bytes.
      expect(body.length, path).toBe(down[path]!.body.length);
      expect(body, path).toBe(down[path]!.body);
    }
    expect(titleOf(down["/faqs"]!.body)).toBe(DEFAULT_FAQ_TITLE);
    expect((await env.ORIGIN_CACHE.list()).keys).toEqual([]);
    const logged = faults();
    expect(logged).toContainEqual({ call: "GET /apis/seo_api.php?page=faqs", reason: `over ${SEO_MAX} bytes` });
    expect(logged).toContainEqual({ call: "GET /apis/get_blogs.php", reason: `over ${BLOGS_MAX} bytes` });
    expect(logged).toContainEqual({ call: "GET /apis/get_whatsnew.php", reason: `over ${WHATSNEW_MAX} bytes` });
  });

  it("keeps the previous good entry when the refresh answers 10 MB (stale-if-error)", async () => {
    const old = { t: Date.now() - 3_600_000, d: { title: "Old title" } };
    await env.ORIGIN_CACHE.put("v3:seo:faqs", JSON.stringify(old));
    await origin.mode("huge");
    const { status, body } = await send(origin, "/faqs", undefined);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe("Old title");
    expect(await env.ORIGIN_CACHE.get("v3:seo:faqs", "json")).toEqual(old);
    expect(faults()).toContainEqual({ call: "refresh v3:seo:faqs", reason: `over ${SEO_MAX} bytes` });
  });

  it("refuses a post of 10 MB (through the cached list, the article asks for it)", async () => {
    await origin.mode("huge", { paths: ["/apis/get_details.blog.php"] });
    const { status } = await send(origin, "/apis/get_details.blog.php?id=7", undefined);
    expect(status).toBe(503);
    expect(await env.ORIGIN_CACHE.get("v3:blog:7")).toBeNull();
  });
});

describe("answers within the bytes but past the schema's bounds", () => {
  it("takes an SEO title of 200 characters and refuses one of 201", async () => {
    await origin.mode("huge", { chars: 200 });
    expect(titleOf((await send(origin, "/faqs")).body)).toBe("x".repeat(200));
    await clearCache();
    await origin.mode("huge", { chars: 201 });
    expect(titleOf((await send(origin, "/faqs")).body)).toBe(DEFAULT_FAQ_TITLE);
    expect(faults().map((f) => f.reason)).toContain("wrong shape: title longer than 200 characters");
  });

  it("takes lists of 300 blogs and 300 what's-new items and refuses 301", async () => {
    await origin.mode("huge", { items: 300, paths: ["/apis/get_blogs.php", "/apis/get_whatsnew.php"] });
    expect((JSON.parse((await send(origin, "/apis/get_blogs.php")).body) as { blogs: unknown[] }).blogs).toHaveLength(300);
    expect((JSON.parse((await send(origin, "/apis/get_whatsnew.php")).body) as { whatnew: unknown[] }).whatnew).toHaveLength(300);
    await clearCache();
    await origin.mode("huge", { items: 301, paths: ["/apis/get_blogs.php", "/apis/get_whatsnew.php"] });
    const blogs = await send(origin, "/apis/get_blogs.php");
    expect([blogs.res.headers.get("x-cache"), blogs.body]).toEqual(["DEFAULT", '{"blogs":[]}']);
    const news = await send(origin, "/apis/get_whatsnew.php");
    expect([news.res.headers.get("x-cache"), news.body]).toEqual(["DEFAULT", '{"whatnew":[]}']);
    expect(faults().map((f) => f.reason)).toContain("wrong shape: blogs more than 300 items");
  });

  it("takes a post of 200,000 characters and refuses one of 200,001", async () => {
    // The stand-in wraps the text in <p>…</p>: 7 characters more.
    await origin.mode("huge", { chars: 200_000 - 7, paths: ["/apis/get_details.blog.php"] });
    expect((await send(origin, "/apis/get_details.blog.php?id=7")).status).toBe(200);
    await clearCache();
    await origin.mode("huge", { chars: 200_001 - 7, paths: ["/apis/get_details.blog.php"] });
    expect((await send(origin, "/apis/get_details.blog.php?id=7")).status).toBe(503);
    expect(faults().map((f) => f.reason)).toContain("wrong shape: text longer than 200000 characters");
  });
});

describe("the memory layer in front of KV", () => {
  it("keeps at most 8 MB of answers, evicting the least recently used", async () => {
    const pending: Promise<unknown>[] = [];
    const deps = { kv: env.ORIGIN_CACHE, waitUntil: (p: Promise<unknown>) => void pending.push(p), memoryMs: 60_000, onBackgroundFault: () => {} };
    const policy = { fresh: 600, stale: 86_400 };
    // Three answers of 3,000,000 characters: 9 MB of JSON, over the 8 MB budget by one answer.
    const answer = (ch: string) => async () => ({ ok: true as const, data: ch.repeat(3_000_000) });
    for (const ch of ["a", "b", "c"]) await readThrough(deps, `v3:test:${ch}`, policy, answer(ch));
    await Promise.all(pending);
    const fail = async () => ({ ok: false as const, reason: "not asked" });
    expect((await readThrough(deps, "v3:test:c", policy, fail)) as { source: string }).toMatchObject({ ok: true, source: "memory" });
    expect((await readThrough(deps, "v3:test:b", policy, fail)) as { source: string }).toMatchObject({ ok: true, source: "memory" });
    // The oldest was evicted from memory: read again from KV.
    expect((await readThrough(deps, "v3:test:a", policy, fail)) as { source: string }).toMatchObject({ ok: true, source: "kv" });
    await Promise.all(pending);
    await clearCache();
  });
});
