import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { sanitizeOriginHtml } from "../../worker/origin/sanitize.ts";
import { activeContent, XSS_HTML, XSS_PAYLOADS } from "../fixtures/xss-corpus.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { localePath } from "../spec-routes.ts";
import { blogs as sampleBlogs } from "../origin/sample-data.mjs";
import { clearCache, h1Of, originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("knowledge");
/** The tenant's path on the stand-in: relative image paths resolve under it. */
const TENANT_PATH = new URL(origin.url).pathname;

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
      expectClean(sanitizeOriginHtml(payload, "https://origin.example/erp", "blog-1"));
    });
  }

  it("is checked by a test that does see the payloads' active parts before sanitising", () => {
    expect(activeContent(XSS_HTML).length).toBeGreaterThan(40);
  });

  it("keeps the text around the payloads and the one safe link", () => {
    const out = sanitizeOriginHtml(XSS_HTML, "https://origin.example/erp", "blog-1");
    expectClean(out);
    expect(out.startsWith("<p>Before the payloads.</p>")).toBe(true);
    expect(out.endsWith("<p>After the payloads.</p>")).toBe(true);
    expect(out).toContain('<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer nofollow">safe link</a>');
  });

  it("keeps the article's structure, serves the origin's images through this site and keeps site links in the tab", () => {
    const out = sanitizeOriginHtml(
      '<h1>Title</h1><p class="x">A <a href="/retail" target="_top">retail</a> and <a href="mailto:a@b.example">mail</a>.</p>' +
        '<img src="uploads/a.jpg" alt="A" width="640" height="360"><img src="/b.png" width="100%">' +
        '<img src="https://origin.example/img.php?id=3&amp;w=640#x"><img src="//origin.example/c.webp">' +
        '<ol start="3"><li>one</li></ol><table><tr><th scope="col">h</th><td colspan="2">c</td></tr></table>',
      "https://origin.example/erp",
      "blog-1",
    );
    expect(out).toBe(
      '<h2>Title</h2><p>A <a href="/retail">retail</a> and <a href="mailto:a@b.example">mail</a>.</p>' +
        '<img src="/origin-media/blog-1/erp/uploads/a.jpg" loading="lazy" decoding="async" alt="A" width="640" height="360">' +
        '<img src="/origin-media/blog-1/b.png" loading="lazy" decoding="async">' +
        '<img src="/origin-media/blog-1/img.php?id=3&amp;w=640" loading="lazy" decoding="async">' +
        '<img src="/origin-media/blog-1/c.webp" loading="lazy" decoding="async">' +
        '<ol start="3"><li>one</li></ol><table><tr><th scope="col">h</th><td colspan="2">c</td></tr></table>',
    );
  });

  it("drops images on any other host, which the CSP would block", () => {
    const out = sanitizeOriginHtml(
      '<p>a</p><img src="https://cdn.example/a.png" alt="cdn"><img src="http://origin.example.evil/b.png"><img src="//evil.example/c.png"><p>b</p>',
      "https://origin.example/erp",
      "whatsnew",
    );
    expect(out).toBe("<p>a</p><p>b</p>");
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
    // Pictures come through this site, named by the list they belong to; a relative
    // path resolves under the origin's path, an absolute one on its host stays as it is.
    expect(body).toContain('src="/origin-media/blogs/uploads/blogs/huid.png"');
    expect(body).toContain('src="/origin-media/blogs/uploads/blogs/gst.png"');
    expect(body).toMatch(/<img src="\/origin-media\/blogs\/uploads\/blogs\/huid.png" alt="" width="800" height="450"/);
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
    await env.ORIGIN_CACHE.put("v3:blogs", JSON.stringify(stale));
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
    expect(body).toMatch(/<img src="\/origin-media\/blog-7\/uploads\/blogs\/huid.png" alt="" width="1600" height="900"/);
    // The article's own picture, resolved under the origin's path, through this site.
    expect(articleBody(body)).toBe(
      sampleBlogs[0]!.text.replace(
        'src="uploads/blogs/huid-tag.png"',
        `src="/origin-media/blog-7${TENANT_PATH}/uploads/blogs/huid-tag.png" loading="lazy" decoding="async"`,
      ),
    );
    expect(body).toContain("Schedule a Free Demo");
    expect(body).toContain('href="/blogs"');
  });

  it("serves the second request from the cache", async () => {
    await send(origin, "/blog/6");
    expect((await send(origin, "/blog/6")).status).toBe(200);
    expect(await calls("/apis/get_details.blog.php?id=6")).toBe(1);
  });

  it("answers an id the blog list does not name with 'Blog not found.' and 404, without an origin call or a KV write", async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await send(origin, "/blog/999");
      expect(status).toBe(404);
      expect(body).toContain("Blog not found.");
    }
    expect(await calls("/apis/get_details.blog.php?id=999")).toBe(0);
    expect(await env.ORIGIN_CACHE.get("v3:blog:999")).toBeNull();
  });

  it("costs one blog-list call and no detail call or KV write for a crawler's 50 made-up ids, on pages and on the API", async () => {
    for (let i = 0; i < 25; i++) {
      expect((await send(origin, `/blog/made-up-${i}`)).status).toBe(404);
      const api = await send(origin, `/apis/get_details.blog.php?id=made-up-api-${i}`);
      // The origin's own answer for an unknown id.
      expect([api.status, api.body]).toEqual([200, "null"]);
    }
    const asked = (await origin.requests()).map((r) => r.path);
    expect(asked.filter((p) => p.startsWith("/apis/get_details.blog.php"))).toEqual([]);
    expect(asked.filter((p) => p === "/apis/get_blogs.php")).toHaveLength(1);
    // The list and the page's SEO record, once each: nothing per id.
    expect((await env.ORIGIN_CACHE.list()).keys.map((k) => k.name).sort()).toEqual(["v3:blogs", "v3:seo:blogs"]);
  });

  it("asks the origin for no post at all when even the blog list cannot be had, and serves what is cached", async () => {
    await send(origin, "/blog/5");
    await clearCache();
    await origin.reset();
    await origin.mode("down");
    const cold = await send(origin, "/blog/4");
    expect(cold.status).toBe(503);
    expect(await calls("/apis/get_details.blog.php?id=4")).toBe(0);
  });

  it("refuses malformed ids with 404 without a cache key or an origin call", async () => {
    for (const path of ["/blog/1%20OR%201=1", "/blog/..%2F..%2Fetc%2Fpasswd", `/blog/${"a".repeat(65)}`, "/blog/%3Cscript%3E", "/blog/7.5"]) {
      const { status, body } = await send(origin, path);
      expect(status, path).toBe(404);
      expect(body).toContain("Blog not found.");
    }
    expect(await origin.requests()).toEqual([]);
    expect((await env.ORIGIN_CACHE.list()).keys.filter((k) => k.name.startsWith("v3:blog:"))).toEqual([]);
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
    const cached = await env.ORIGIN_CACHE.get<{ d: { text: string; image: string } }>("v3:blog:xss", "json");
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
    expect(body).toMatch(/<img src="\/origin-media\/whatsnew\/uploads\/whatsnew\/alerts.png" alt="" width="800" height="450"/);
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
    // The link is not rendered (its words travel in the island's props, issue 17).
    expect(plain.body).not.toContain(">Clear Filters</a>");
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

describe("/origin-media: the origin's pictures through this site", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  const edge = () => (caches as unknown as { default: Cache }).default;

  /** One GET through the worker, the body as bytes (send() reads text). */
  async function get(path: string) {
    const ctx = createExecutionContext();
    // LOG_LEVEL=debug: Server-Timing names the edge cache's hit or miss (docs/security.md).
    const res = await worker.fetch(new Request(`${SITE}${path}`), { ...env, ORIGIN_URL: origin.url, LOG_LEVEL: "debug" }, ctx);
    const bytes = new Uint8Array(await res.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { res, bytes, status: res.status, type: res.headers.get("content-type") };
  }
  const isPng = (bytes: Uint8Array) => [...bytes.slice(0, 4)].join() === "137,80,78,71";
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  /** Picture fetches the origin saw (the edge cache outlives a test, so every test names its own). */
  const uploads = async () => (await origin.requests()).filter((r) => r.path.startsWith("/uploads/")).map((r) => r.path);

  /**
   * A blog (card picture, article picture) and a what's-new item whose pictures are
   * this test's own, as relative paths: they resolve under this suite's slice of the
   * stand-in, whose fault modes then apply to them.
   */
  async function pictures(ext = "png", articleExt = ext) {
    const id = `p${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    await origin.content({
      blogs: [{ ...sampleBlogs[0], id, image: `uploads/blogs/${id}.${ext}`, text: `<p>x</p><img src="uploads/blogs/${id}-in.${articleExt}" width="800" height="450">` }],
      whatnew: [{ wid: 1, title: "New", image: `uploads/whatsnew/${id}.${ext}`, para: "<p>w</p>" }],
    });
    const path = `${TENANT_PATH}/uploads/blogs/${id}.${ext}`;
    return {
      id,
      path,
      card: `/origin-media/blogs${path}`,
      hero: `/origin-media/blog-${id}${path}`,
      inArticle: `/origin-media/blog-${id}${TENANT_PATH}/uploads/blogs/${id}-in.${articleExt}`,
      news: `/origin-media/whatsnew${TENANT_PATH}/uploads/whatsnew/${id}.${ext}`,
    };
  }

  it("serves a picture a cached answer names as the image it is, then from the edge cache for every URL of it", async () => {
    const p = await pictures();
    expect((await send(origin, "/blogs", undefined)).body).toContain(`src="${p.card}"`);
    const first = await get(p.card);
    expect(first.status).toBe(200);
    expect(first.type).toBe("image/png");
    expect(isPng(first.bytes)).toBe(true);
    expect(first.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(first.res.headers.get("server-timing")).toMatch(/media;dur=[\d.]+;desc="miss"/);

    const again = await get(p.card);
    expect(again.bytes).toEqual(first.bytes);
    expect(again.res.headers.get("server-timing")).toMatch(/media;dur=[\d.]+;desc="hit"/);
    // The article names the same picture by its own URL: the same edge copy.
    expect((await send(origin, `/blog/${p.id}`, undefined)).body).toContain(`src="${p.hero}"`);
    expect((await get(p.hero)).bytes).toEqual(first.bytes);
    expect(await uploads()).toEqual([`/uploads/blogs/${p.id}.png`]);

    // Pictures inside the article's HTML and on what's new are named too.
    expect(isPng((await get(p.inArticle)).bytes)).toBe(true);
    expect((await send(origin, "/what'snew", undefined)).body).toContain(`src="${p.news}"`);
    expect((await get(p.news)).type).toBe("image/png");
  });

  it("answers a URL no cached answer names with 404, without fetching any picture", async () => {
    const p = await pictures();
    await send(origin, "/blogs", undefined);
    for (const path of [
      `/origin-media/blogs${TENANT_PATH}/uploads/blogs/other.png`,
      `${p.card}?w=1`,
      `/origin-media/whatsnew${p.path}`,
      `/origin-media/blog-999${p.path}`,
      `/origin-media/blog-..%2F..${p.path}`,
      `/origin-media/uploads${p.path}`,
      `/origin-media/blogs//evil.example${p.path}`,
      "/origin-media/blogs",
    ]) {
      const { status, type } = await get(path);
      expect(status, path).toBe(404);
      expect(type, path).toMatch(/^text\/plain/);
    }
    expect(await uploads()).toEqual([]);
  });

  it("answers a named picture the origin gives as SVG, as a page or not at all with the placeholder, briefly, and logs the fault", async () => {
    const warn = vi.spyOn(console, "warn");
    const svg = await pictures("svg", "jpg");
    await send(origin, "/blogs", undefined);
    await send(origin, `/blog/${svg.id}`, undefined);
    for (const [path, reason] of [
      [svg.card, "not a picture: image/svg+xml"],
      [svg.inArticle, "HTTP 404"], // no such picture: the stand-in's 404 page
    ] as const) {
      const { status, type, bytes, res } = await get(path);
      expect(status, path).toBe(200);
      expect(type).toBe("image/svg+xml");
      expect(text(bytes)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="180"/);
      expect(text(bytes)).not.toMatch(/<script|on\w+=/i);
      expect(res.headers.get("cache-control")).toBe("public, max-age=60");
      const faults = warn.mock.calls.flatMap((c) => (JSON.parse(String(c[0])) as { faults?: { call: string; reason: string }[] }).faults ?? []);
      expect(faults.some((f) => f.call === `GET ${new URL(path, SITE).pathname.replace(/^\/origin-media\/[^/]+/, "")}` && f.reason.startsWith(reason)), path).toBe(true);
    }
    // A picture answered with an HTML page and status 200 (a PHP warning).
    const page = await pictures();
    await clearCache();
    await send(origin, "/blogs", undefined);
    await origin.mode("garbage", { paths: ["/uploads/"] });
    const garbage = await get(page.card);
    expect([garbage.status, garbage.type]).toEqual([200, "image/svg+xml"]);
    warn.mockRestore();
  });

  it("keeps serving a picture fetched once while the origin is down; one never fetched is the placeholder, asked for once", async () => {
    const p = await pictures();
    await send(origin, "/blogs", undefined);
    await send(origin, "/what'snew", undefined);
    const before = await get(p.card);
    await origin.mode("down");

    const blogs = await send(origin, "/blogs", undefined);
    expect(blogs.status).toBe(200);
    expect(blogs.body).toContain(`src="${p.card}"`);
    const down = await get(p.card);
    expect(down.status).toBe(200);
    expect(down.type).toBe("image/png");
    expect(down.bytes).toEqual(before.bytes);

    for (let i = 0; i < 2; i++) {
      const never = await get(p.news);
      expect([never.status, never.type]).toEqual([200, "image/svg+xml"]);
    }
    expect(await uploads()).toEqual([`/uploads/blogs/${p.id}.png`, `/uploads/whatsnew/${p.id}.png`]);
  });

  it("serves a copy older than a day at once, replaces it in the background, and keeps it when the origin fails", async () => {
    const p = await pictures();
    await send(origin, "/blogs", undefined);
    // The edge key of pictures checked by their first bytes (routes/origin-media.ts, EDGE_KEY_ROOT).
    const key = new Request(`${SITE}/origin-media/v2${p.path}`);
    const old = (at: number) =>
      new Response("old picture", {
        headers: { "content-type": "image/png", "cache-control": "public, max-age=2592000", "x-origin-media-fetched-at": String(at) },
      });

    await edge().put(key, old(Date.now() - 2 * 86_400_000));
    await origin.mode("down");
    const kept = await get(p.card);
    expect(text(kept.bytes)).toBe("old picture");
    expect(kept.res.headers.get("server-timing")).toMatch(/desc="stale"/);
    expect(await (await edge().match(key))!.text()).toBe("old picture");

    await origin.mode("ok");
    const stale = await get(p.card);
    expect(text(stale.bytes)).toBe("old picture");
    const refreshed = new Uint8Array(await (await edge().match(key))!.arrayBuffer());
    expect(isPng(refreshed)).toBe(true);
    expect(isPng((await get(p.card)).bytes)).toBe(true);
  });

  it("leaves the CSP's img-src to this site alone, and pages name no picture elsewhere", async () => {
    for (const path of ["/blogs", "/blog/7", "/what'snew"]) {
      const { res, body } = await send(origin, path, undefined);
      expect(/(?:^|; )img-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1], path).toBe("'self'");
      const sources = [...body.matchAll(/<img [^>]*?src="([^"]*)"/g)].map((m) => m[1]!);
      expect(sources.length, path).toBeGreaterThan(0);
      for (const src of sources) expect(src, path).toMatch(/^\/(?!\/)/);
    }
  });
});

/**
 * The library's words in English; in every language its texts by rule
 * (tests/worker/language-contract.test.ts). Per language what it changes: its count's
 * plural as rendered, a search by the English titles, and links that stay in the language.
 */
describe("the tutorial library's words, in English", () => {
  const t = DEFAULT.tutorials;

  it("names the six play buttons of the first page, the categories, a filtered view's titles and count", async () => {
    const { body } = await send(origin, "/tutorial");
    expect(body.match(new RegExp(`aria-label="${t.play} [^"]+"`, "g"))).toHaveLength(6);
    const filtered = await send(origin, "/tutorial?category=VOUCHER&sub=SALE");
    expect(filtered.body).toContain(`>${DEFAULT.found[3]}</p>`);
    expect([...filtered.body.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(t.voucherSale);
    expect(filtered.body).toContain(`<h2 id="tutorial-categories" class="text-lg font-bold text-brand-800">${t.categories}</h2>`);
    expect(filtered.body).toMatch(new RegExp(`<a href="/tutorial"[^>]*>${t.clear}</a>`));
  });

  it("heads a search and says when it finds nothing", async () => {
    const english = await send(origin, "/tutorial?q=stock");
    expect(english.body).toContain(`>${t.searchStock.replace(/"/g, "&quot;")}</h2>`);
    const none = await send(origin, "/tutorial?q=platinum");
    expect(none.body).toContain(`>${t.empty}</p>`);
    expect(none.body).toMatch(new RegExp(`<a href="/tutorial"[^>]*>${t.viewAll}</a>`));
  });
});

describe.each(LANGUAGES)("the tutorial library in $code (issue 17)", (L) => {
  const library = localePath(L.prefix, "/tutorial");
  const others = LANGUAGES.filter((o) => o !== L);

  it("renders a filtered view with the codes as the software shows them, its links in the language", async () => {
    const { status, body } = await send(origin, `${library}?category=VOUCHER&sub=SALE`);
    expect(status).toBe(200);
    expect(body).toContain(">VOUCHER - SALE</h2>");
    expect(body).toContain(`>${L.found[3]}</p>`);
    expect(body).toMatch(new RegExp(`<form role="search"[^>]* action="${library}" method="get"`));
    expect(body).toContain(`href="${library}?category=REPORT&amp;sub=STOCK+STATUS"`);
    // Every link of the library stays in the language (only the language switch leads to another).
    const section = /data-island="tutorial-library"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    expect(section).toContain(`href="${library}?category=VOUCHER&amp;sub=SALE"`);
    for (const o of others) expect(section).not.toMatch(new RegExp(`href="${localePath(o.prefix, "/tutorial")}[?"]`));
  });

  it("finds tutorials by their English titles too, and counts 7, 1 and 0 as the language does", async () => {
    const english = await send(origin, `${library}?q=stock`);
    expect(english.body).toContain(`>${L.found[7]}</p>`);
    const one = await send(origin, `${library}?q=RFID`);
    expect(one.body).toContain(`>${L.found[1]}</p>`);
    const none = await send(origin, `${library}?q=platinum`);
    expect(none.body).toContain(`>${L.found[0]}</p>`);
  });
});
