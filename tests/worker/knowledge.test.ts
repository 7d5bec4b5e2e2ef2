import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sanitizeOriginHtml } from "../../worker/origin/sanitize.ts";
import { activeContent, XSS_HTML, XSS_PAYLOADS } from "../fixtures/xss-corpus.ts";
import { blogs as sampleBlogs } from "../origin/sample-data.mjs";
import { clearCache, h1Of, originTenant, send } from "./helpers.ts";

const origin = originTenant("knowledge");
const ORIGIN_HOST = new URL(origin.url).origin;

const calls = async (path: string) => (await origin.requests()).filter((r) => r.path === path).length;

/** Card titles of the blog list, in order. */
const cardTitles = (html: string) => [...html.matchAll(/<h2 class="mt-1 line-clamp-2[^"]*">([^<]*)<\/h2>/g)].map((m) => m[1]);
/** The sanitised article HTML of a blog page. */
const articleBody = (html: string) => /<div class="article-body[^"]*">([\s\S]*?)<\/div><section aria-labelledby="demo-cta-title"/.exec(html)?.[1];
/** The sanitised paragraphs of the what's-new cards. */
const paragraphs = (html: string) => [...html.matchAll(/<div class="article-body[^"]*">([\s\S]*?)<\/div><\/div><\/li>/g)].map((m) => m[1]!);

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

function expectClean(html: string) {
  expect(activeContent(html), html).toEqual([]);
}

describe("the origin HTML sanitiser, inside workerd", () => {
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    it(`leaves nothing active of payload ${i + 1}: ${payload.slice(0, 60)}`, () => {
      expectClean(sanitizeOriginHtml(payload, "https://origin.example/erp"));
    });
  }

  it("is checked by a test that does see the payloads' active parts before sanitising", () => {
    expect(activeContent(XSS_HTML).length).toBeGreaterThan(40);
  });

  it("keeps the text around the payloads and the one safe link", () => {
    const out = sanitizeOriginHtml(XSS_HTML, "https://origin.example/erp");
    expectClean(out);
    expect(out.startsWith("<p>Before the payloads.</p>")).toBe(true);
    expect(out.endsWith("<p>After the payloads.</p>")).toBe(true);
    expect(out).toContain('<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer nofollow">safe link</a>');
  });

  it("keeps the article's structure, resolves images against the origin and keeps site links in the tab", () => {
    const out = sanitizeOriginHtml(
      '<h1>Title</h1><p class="x">A <a href="/retail" target="_top">retail</a> and <a href="mailto:a@b.example">mail</a>.</p>' +
        '<img src="uploads/a.jpg" alt="A" width="640" height="360"><img src="/b.png" width="100%">' +
        '<ol start="3"><li>one</li></ol><table><tr><th scope="col">h</th><td colspan="2">c</td></tr></table>',
      "https://origin.example/erp",
    );
    expect(out).toBe(
      '<h2>Title</h2><p>A <a href="/retail">retail</a> and <a href="mailto:a@b.example">mail</a>.</p>' +
        '<img src="https://origin.example/erp/uploads/a.jpg" loading="lazy" decoding="async" alt="A" width="640" height="360">' +
        '<img src="https://origin.example/b.png" loading="lazy" decoding="async">' +
        '<ol start="3"><li>one</li></ol><table><tr><th scope="col">h</th><td colspan="2">c</td></tr></table>',
    );
  });
});

describe("/blogs", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("lists the origin's blogs with date, read time, topic, excerpt and Read More, then the two guides", async () => {
    const { status, body } = await send(origin, "/blogs");
    expect(status).toBe(200);
    expect(h1Of(body)).toBe("Knowledge Hub");
    expect(body).toContain("Zevar ERP Insights");
    expect(body).toContain("Subscribe to Newsletter");
    expect(cardTitles(body)).toEqual([
      ...sampleBlogs.map((b) => b.title),
      "Complete Guide to Karigar Management",
      "From Traditional to Tech-Enabled Business",
    ]);
    for (const date of ["March 5, 2025", "February 18, 2025", "January 27, 2025", "December 12, 2024"]) expect(body).toContain(date);
    for (const b of sampleBlogs) {
      expect(body).toContain(b.readTime);
      expect(body).toContain(escaped(b.topic));
      expect(body).toContain(escaped(b.excerpt));
      expect(body).toContain(`href="/blog/${b.id}"`);
    }
    expect(body).toContain(`src="${ORIGIN_HOST}/uploads/blogs/huid.svg"`);
    expect(body).toContain(`src="${ORIGIN_HOST}/uploads/blogs/gst.svg"`);
    expect(body.match(/>Read More\s*</g)).toHaveLength(6);
  });

  it("serves the second request from the cache", async () => {
    await send(origin, "/blogs");
    const second = await send(origin, "/blogs");
    expect(cardTitles(second.body)).toHaveLength(6);
    expect(await calls("/apis/get_blogs.php")).toBe(1);
  });

  it("keeps serving the cached list, stale or not, when the origin goes down", async () => {
    await send(origin, "/blogs");
    await origin.mode("down");
    expect(cardTitles((await send(origin, "/blogs")).body)).toHaveLength(6);

    // An entry past its fresh window is still served while the origin is down.
    const stale = { t: Date.now() - 2 * 86_400_000, d: [{ ...sampleBlogs[1], id: "6", date: "2025-02-18", text: undefined }] };
    await env.ORIGIN_CACHE.put("v2:blogs", JSON.stringify(stale));
    const { status, body } = await send(origin, "/blogs");
    expect(status).toBe(200);
    expect(cardTitles(body)).toEqual([sampleBlogs[1]!.title, "Complete Guide to Karigar Management", "From Traditional to Tech-Enabled Business"]);
  });

  it("shows an empty list (the two guides only) with 200 when the origin is down and nothing is cached, and logs it", async () => {
    const warn = vi.spyOn(console, "warn");
    await origin.mode("error500");
    const { status, body } = await send(origin, "/blogs");
    expect(status).toBe(200);
    expect(cardTitles(body)).toEqual(["Complete Guide to Karigar Management", "From Traditional to Tech-Enabled Business"]);
    const faults = warn.mock.calls.map((c) => JSON.parse(String(c[0])) as { faults?: { call: string; reason: string }[] });
    expect(faults.flatMap((f) => f.faults ?? []).some((f) => f.call === "GET /apis/get_blogs.php" && f.reason === "HTTP 500")).toBe(true);
    warn.mockRestore();
  });
});

describe("/blog/:id", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("shows the hero (badge, topic split after three words, tags), the article, the demo call to action and the way back", async () => {
    const { status, body } = await send(origin, "/blog/7");
    expect(status).toBe(200);
    expect(body).toContain(">Blog Article</p>");
    expect(body).toMatch(/<h1[^>]*>Hallmarking and HUID<span class="text-gold-300"> <!-- -->compliance for modern jewellers<\/span><\/h1>/);
    expect(h1Of(body)).toBe("Hallmarking and HUID compliance for modern jewellers");
    expect(body).toContain(">HUID, hallmarking, BIS, compliance</p>");
    expect(body).toContain(`src="${ORIGIN_HOST}/uploads/blogs/huid.svg"`);
    expect(articleBody(body)).toBe(sampleBlogs[0]!.text);
    expect(body).toContain("Schedule a Free Demo");
    expect(body).toContain('href="/blogs"');
  });

  it("serves the second request from the cache", async () => {
    await send(origin, "/blog/6");
    expect((await send(origin, "/blog/6")).status).toBe(200);
    expect(await calls("/apis/get_details.blog.php?id=6")).toBe(1);
  });

  it("answers an unknown id with 'Blog not found.' and 404, and remembers that briefly", async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await send(origin, "/blog/999");
      expect(status).toBe(404);
      expect(body).toContain("Blog not found.");
    }
    expect(await calls("/apis/get_details.blog.php?id=999")).toBe(1);
    expect(await env.ORIGIN_CACHE.get("v2:blog:999", "json")).toMatchObject({ d: null });
  });

  it("refuses malformed ids with 404 without a cache key or an origin call", async () => {
    for (const path of ["/blog/1%20OR%201=1", "/blog/..%2F..%2Fetc%2Fpasswd", `/blog/${"a".repeat(65)}`, "/blog/%3Cscript%3E", "/blog/7.5"]) {
      const { status, body } = await send(origin, path);
      expect(status, path).toBe(404);
      expect(body).toContain("Blog not found.");
    }
    expect(await origin.requests()).toEqual([]);
    expect((await env.ORIGIN_CACHE.list()).keys.filter((k) => k.name.startsWith("v2:blog:"))).toEqual([]);
  });

  it("serves a cached blog while the origin is down, and 503 (not a 404) when nothing is cached", async () => {
    await send(origin, "/blog/5");
    await origin.mode("down");
    expect((await send(origin, "/blog/5")).status).toBe(200);
    const cold = await send(origin, "/blog/4");
    expect(cold.status).toBe(503);
    expect(cold.res.headers.get("retry-after")).toBe("30");
    expect(cold.body).toContain("This article is not available right now");
  });

  it("sanitises a hostile article before it is cached and rendered", async () => {
    await origin.content({
      blogs: [{ id: "xss", title: "Payloads", topic: "A hostile article from the origin", tags: "xss", date: "2025-01-01", readTime: "1 min read", image: "javascript:alert(1)", text: XSS_HTML }],
    });
    const { status, body } = await send(origin, "/blog/xss");
    expect(status).toBe(200);
    const article = articleBody(body)!;
    expectClean(article);
    expect(article.startsWith("<p>Before the payloads.</p>")).toBe(true);
    expect(article.endsWith("<p>After the payloads.</p>")).toBe(true);
    expect(body).not.toContain("javascript:");
    const cached = await env.ORIGIN_CACHE.get<{ d: { text: string; image: string } }>("v2:blog:xss", "json");
    expectClean(cached!.d.text);
    expect(cached!.d.image).toBe("");
  });
});

describe("/what'snew", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("shows a card per item with image, title and the HTML paragraph, the second time from the cache", async () => {
    const { status, body } = await send(origin, "/what'snew");
    expect(status).toBe(200);
    expect([...body.matchAll(/<h2 class="text-xl font-bold text-brand-800">([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual([
      "WhatsApp catalogue sharing",
      "Owner app alerts",
      "Digital gold module",
    ]);
    expect(paragraphs(body)[0]).toBe("<p>Share a <strong>catalogue</strong> of selected designs with a customer on WhatsApp in two taps.</p>");
    expect(body).toContain(`src="${ORIGIN_HOST}/uploads/whatsnew/alerts.svg"`);
    await send(origin, "/what%27snew");
    expect(await calls("/apis/get_whatsnew.php")).toBe(1);
  });

  it("says there is nothing to show, with 200, when the origin is down and nothing is cached", async () => {
    await origin.mode("garbage");
    const { status, body } = await send(origin, "/what'snew");
    expect(status).toBe(200);
    expect(body).toContain("No updates to show right now. Please check back soon.");
  });

  it("sanitises hostile paragraphs", async () => {
    await origin.content({ whatnew: XSS_PAYLOADS.map((para, i) => ({ wid: i + 1, title: `Item ${i + 1}`, image: "data:image/png;base64,AAAA", para })) });
    const { body } = await send(origin, "/what'snew");
    const paras = paragraphs(body);
    expect(paras).toHaveLength(XSS_PAYLOADS.length);
    for (const p of paras) expectClean(p);
    expect(body).not.toContain("data:image");
  });
});

describe("/tutorial", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("renders the view of a shared link on the server, without any video player", async () => {
    const { status, body } = await send(origin, "/tutorial?category=VOUCHER&sub=SALE");
    expect(status).toBe(200);
    expect(body).toContain(">VOUCHER - SALE</h2>");
    expect(body).toContain(">3 tutorial(s) found</p>");
    expect([...body.matchAll(/aria-label="Play video: ([^"]*)"/g)].map((m) => m[1])).toEqual([
      "Sale bill with GST and HUID",
      "Sale with old gold exchange",
      "Estimate to sale bill in one step",
    ]);
    expect(body).toMatch(/<details name="tutorial-category" open="" class="group"><summary[^>]*>VOUCHER/);
    expect(body).not.toContain("<iframe");
    expect(body).not.toContain('src="https://www.youtube-nocookie.com');
    expect(body).toContain('placeholder="Search for tutorials, features, or topics...."');
    expect(body).toContain(">Clear Filters</a>");
  });

  it("shows page 1 of all tutorials for a plain or mistyped link, and escapes a hostile search", async () => {
    const plain = await send(origin, "/tutorial?category=NOPE&sub=SALE&page=x");
    expect(plain.body).toContain(">All Tutorials</h2>");
    expect(plain.body).toContain(">45 tutorial(s) found</p>");
    expect(plain.body).not.toContain("Clear Filters");
    const hostile = await send(origin, `/tutorial?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.body).toContain(">Search Results for &quot;&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</h2>");
    expect(hostile.body).toContain("No tutorials found");
  });
});

describe("/video-thumbnails/:id", () => {
  it("answers only the library's videos, with an image (the poster when the platform is unreachable)", async () => {
    const known = await send(origin, "/video-thumbnails/Zv3rNp0TxJ5");
    expect(known.status).toBe(200);
    expect(known.res.headers.get("content-type")).toMatch(/^image\//);
    for (const id of ["dQw4w9WgXcQ", "..%2F..%2Fetc", "Zv3rNp0TxJ5x"]) {
      const unknown = await send(origin, `/video-thumbnails/${id}`);
      expect(unknown.status, id).toBe(404);
      expect(unknown.res.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });
});
