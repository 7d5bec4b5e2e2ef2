import { env } from "cloudflare:test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clearCache, originTenant, send, titleOf } from "./helpers.ts";

/**
 * Issue 39 item 10: a bad but valid origin answer must not stay for days. Operators purge
 * the cached answers (POST /admin/origin-cache/purge); invisible bidi and zero-width
 * controls never reach the cache or a page.
 */
const origin = originTenant("purge");
const TOKEN = "purge-token-of-the-operator-40-chars-xx";
const vars = { ADMIN_TOKEN: TOKEN } as Partial<Env>;
const purge = (headers: Record<string, string>) => send(origin, "/admin/origin-cache/purge", { method: "POST", headers: { "cf-connecting-ip": "198.51.100.39", ...headers } }, vars);

describe("the origin cache purge", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });
  afterAll(async () => {
    await origin.reset();
    await clearCache();
  });

  it("forgets a poisoned SEO title that stale-if-error would serve for days, for the operator only", async () => {
    await send(origin, "/versions");
    const seoKeys = (await env.ORIGIN_CACHE.list({ prefix: "v3:seo:" })).keys.map((k) => k.name);
    expect(seoKeys.length).toBeGreaterThan(0);
    // The origin once answered a bad title (now cached, 1 h old: stale), then fails.
    for (const key of seoKeys) await env.ORIGIN_CACHE.put(key, JSON.stringify({ t: Date.now() - 3_600_000, d: { title: "Poisoned title" } }));
    await origin.mode("error500");
    expect(titleOf((await send(origin, "/versions")).body)).toBe("Poisoned title");

    expect((await purge({})).status).toBe(401);
    expect(titleOf((await send(origin, "/versions")).body)).toBe("Poisoned title");

    const { status, body, res } = await purge({ authorization: `Bearer ${TOKEN}` });
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const answer = JSON.parse(body) as { purged: number; more: boolean };
    expect(answer.purged).toBeGreaterThanOrEqual(seoKeys.length);
    expect(answer.more).toBe(false);
    expect((await env.ORIGIN_CACHE.list()).keys).toEqual([]);
    expect(titleOf((await send(origin, "/versions")).body)).not.toBe("Poisoned title");
  });
});

describe("origin text", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("loses bidi and zero-width controls before it is cached or shown; the joiners Indic spelling needs stay", async () => {
    await origin.content({
      blogs: [
        {
          id: "bidi",
          // An override that would show "txt.exe" as "exe.txt", zero-width spaces, an isolate;
          // क्‍ष keeps its zero-width joiner.
          title: "Rates\u202e gold\u200b today\u2066 क्\u200dष",
          topic: "A topic\u200f with marks\u061c",
          tags: "gold",
          date: "2025-01-01",
          readTime: "1 min read",
          image: "",
          text: "<p>Para\u202egraph\ufeff one\u2060.</p>",
        },
      ],
    });
    const { status, body } = await send(origin, "/blog/bidi");
    expect(status).toBe(200);
    expect(body).not.toMatch(/[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/);
    expect(body).toContain("Rates gold today क्\u200dष");
    expect(body).toContain("<p>Paragraph one.</p>");
    const cached = await env.ORIGIN_CACHE.get<{ d: { title: string; topic: string } }>("v3:blog:bidi", "json");
    expect(cached?.d.title).toBe("Rates gold today क्\u200dष");
    expect(cached?.d.topic).toBe("A topic with marks");
  });
});
