import { beforeEach, describe, expect, it } from "vitest";
import { associates } from "../../src/content/associates.ts";
import { routeTable } from "../../src/pages/routes.ts";
import { associateSeo, seo } from "../origin/sample-data.mjs";
import { TRANSLATIONS, LANGUAGES } from "../fixtures/locales/language.ts";
import { localePath, specRoutes, specSeoPages } from "../spec-routes.ts";
import { canonicalOf, clearCache, descriptionOf, h1Of, headValue, keywordsOf, originTenant, send, SITE, titleOf } from "./helpers.ts";

const origin = originTenant("routes");

/** The SEO page values asked of the origin in these requests, in order. */
const seoPagesAsked = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith("/apis/seo_api.php")).map((r) => new URL(r.path, "http://x").searchParams.get("page"));

describe("every route of SPEC section 2", () => {
  // Every test starts from a cold cache and this suite's own fresh origin slice: what it
  // reads (the page, the origin's request log) is what it caused itself.
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("has an expectation for every route of the table, and a route for every expectation", () => {
    // The only thing taken from the table: its paths (a new route without an expectation fails here).
    const table = routeTable.map((r) => r.path);
    expect([...table].sort()).toEqual(specRoutes.map((r) => r.route).sort());
  });

  for (const expected of specRoutes) {
    const { path } = expected;
    it(`answers ${path} with 200, the shared layout, its <h1> and its SEO head`, async () => {
      const asked = await origin.mark();
      const { res, body } = await send(origin, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(body.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(body).toContain('<html lang="en-IN">');
      expect(body).toMatch(/<link rel="stylesheet" href="[^"]+\.css"\/>/);
      expect(body).toContain("data-site-header");
      expect(body).toContain("All rights reserved.");
      // The chat island brings the runtime with it: exactly one module script.
      expect(body.match(/<script src="\/src\/client\.ts" type="module" async="">/g)).toHaveLength(1);

      expect(h1Of(body)).toBe(expected.h1);
      expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const text of expected.shows ?? []) expect(body.replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/<!-- -->/g, "")).toContain(text);
      expect(seoPagesAsked(await asked())).toEqual([expected.seoPage]);
      expect(titleOf(body)).toBe(expected.title);
      expect(canonicalOf(body)).toBe(`${SITE}${expected.canonical}`);
      // As the stand-in answers: its sample records, associates by name, [] otherwise.
      const record = (seo as Record<string, { description: string; keywords: string }>)[expected.seoPage] ?? (expected.seoPage.includes(" ") ? associateSeo(expected.seoPage) : null);
      if (record) {
        expect(descriptionOf(body)).toBe(record.description);
        expect(keywordsOf(body)).toBe(record.keywords);
      } else {
        // The page's own description and keywords (the spec leaves their words open).
        expect(descriptionOf(body)).toMatch(/\S/);
        expect(keywordsOf(body)).toMatch(/\S/);
      }
      // Shared as it is found: Open Graph and Twitter cards repeat the head.
      const meta = (attr: string, name: string) => headValue(body, new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`));
      expect(meta("property", "og:title")).toBe(titleOf(body));
      expect(meta("property", "og:description")).toBe(descriptionOf(body));
      expect(meta("property", "og:url")).toBe(canonicalOf(body));
      expect(meta("property", "og:site_name")).toBe("Zevar ERP");
      expect(meta("name", "twitter:card")).toBe("summary_large_image");
      expect(meta("name", "twitter:title")).toBe(titleOf(body));
      expect(meta("name", "twitter:description")).toBe(descriptionOf(body));
      const image = path === "/blog/7" ? `${SITE}/origin-media/blog-7/uploads/blogs/huid.png` : `${SITE}/og-image.jpg`;
      expect(meta("property", "og:image")).toBe(image);
      expect(meta("name", "twitter:image")).toBe(image);
      expect(meta("property", "og:type")).toBe(expected.ogType);
      // Structured data on every page: the organization, and breadcrumbs below the home page.
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
      const types = (JSON.parse(ld ?? "{}") as { "@graph": { "@type": string }[] })["@graph"].map((t) => t["@type"]);
      expect(types[0]).toBe("Organization");
      expect(types.includes("BreadcrumbList")).toBe(path !== "/");
    });
  }

  it("asks the origin for the SEO page values of SPEC section 7, and the five pages it leaves out by their path", async () => {
    const asked = await origin.mark();
    for (const { path } of specRoutes) expect((await send(origin, path)).status).toBe(200);
    // The values tests/spec-routes.ts writes by hand for each route, said there once.
    expect(new Set(seoPagesAsked(await asked()))).toEqual(specSeoPages);
    // Every route in turn, in one test: more than the default 5 s on a busy machine.
  }, 20_000);

  it("points the associates list's canonical at /dealers", async () => {
    const { body } = await send(origin, "/associates");
    expect(canonicalOf(body)).toBe(`${SITE}/dealers`);
  });

  it("serves What's new typed and percent-encoded", async () => {
    for (const path of ["/what'snew", "/what%27snew"]) {
      const { status, body } = await send(origin, path);
      expect(status).toBe(200);
      expect(h1Of(body)).toBe("What's New");
    }
  });

  it("shows an associate's name as the heading of its detail page", async () => {
    const a = associates[9]!;
    const { status, body } = await send(origin, `/associate/${a.slug}`);
    expect(status).toBe(200);
    expect(h1Of(body)).toBe(a.name);
    expect(titleOf(body)).toBe(associateSeo(a.name).title);
  });

  it("answers an unknown associate with 404 and 'Dealer not found'", async () => {
    const { status, body } = await send(origin, "/associate/Jewellery-software-in-Atlantis");
    expect(status).toBe(404);
    expect(body).toContain("Dealer not found");
    expect(body).toContain("Oops! Page not found");
  });

  it("streams the page in chunks", async () => {
    const { createExecutionContext, env } = await import("cloudflare:test");
    const worker = (await import("../../worker/index.ts")).default;
    const res = await worker.fetch(new Request(`${SITE}/faqs`), { ...env, ORIGIN_URL: origin.url }, createExecutionContext());
    const reader = res.body!.getReader();
    let chunks = 0;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      chunks++;
    }
    expect(chunks).toBeGreaterThan(1);
  });
});

/** The hreflang links of a page's head, as hreflang → href. */
function alternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  return Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")]));
}

/**
 * Each page's status, lang, script share, canonical, og:locale and hreflang in every
 * language: tests/worker/language-contract.test.ts. Here what the registry's entry changes:
 * the language links, named in their own language, and the SEO call's page value.
 */
describe.each(LANGUAGES)("every translated page in $code (issue 17)", (L) => {
  const others = LANGUAGES.filter((o) => o !== L);

  it("links each page to its twins in the header and the footer, each named in its own language", async () => {
    const { body } = await send(origin, localePath(L.prefix, "/retail"));
    const switches = [...body.matchAll(/<a href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)"[^>]*>([^<]+)<\/a>/gi)].map((m) => m.slice(1).join(" "));
    const twin = (o: (typeof others)[number]) => `${localePath(o.prefix, "/retail")} ${o.htmlLang} ${o.htmlLang} ${o.name}`;
    expect(switches).toEqual([...others.map(twin), ...others.map(twin)]);
  });

  it(`asks the origin's SEO call for page=${L.seoPrefix}{value}`, async () => {
    await clearCache();
    const asked = await origin.mark();
    await send(origin, localePath(L.prefix, "/faqs"));
    expect(seoPagesAsked(await asked())).toEqual([`${L.seoPrefix}faqs`]);
  });
});

describe.each(TRANSLATIONS)("the origin's posts, from a page in $code", (L) => {
  it(`stay in the default language only: no ${L.prefix}/blog/:id, no hreflang on a post, its language link goes to ${L.prefix}`, async () => {
    expect((await send(origin, `${L.prefix}/blog/7`)).status).toBe(404);
    const post = await send(origin, "/blog/7");
    expect(post.status).toBe(200);
    expect(alternates(post.body)).toEqual({});
    expect(post.body).toMatch(new RegExp(`<a href="${L.prefix}" lang="${L.htmlLang}" hrefLang="${L.htmlLang}"`));
  });
});
