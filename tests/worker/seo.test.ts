import { beforeEach, describe, expect, it } from "vitest";
import { associates } from "../../src/content/associates.ts";
import { routes, type RouteDef } from "../../src/pages/routes.ts";
import { clearCache, originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("seo");

describe("/robots.txt and /sitemap.xml", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("robots allows the site, keeps crawlers out of /admin and /apis, and names the sitemap", async () => {
    const { status, body, res } = await send(origin, "/robots.txt");
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(body).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /apis/\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it("lists every fixed route once by its canonical, every associate and the cached blogs, lastmod only where known", async () => {
    const { status, body, res } = await send(origin, "/sitemap.xml");
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const entries = [...body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const fixed = (routes as readonly RouteDef[]).filter((r) => !r.path.includes(":"));
    for (const r of fixed) expect(locs).toContain(`${SITE}${typeof r.canonical === "string" ? r.canonical : ""}`.replace("'", "&apos;"));
    // /associates and /dealers share the canonical /dealers.
    expect(locs).not.toContain(`${SITE}/associates`);
    for (const a of associates) expect(locs).toContain(`${SITE}/associate/${a.slug}`);
    expect(entries.filter((e) => e.loc.startsWith(`${SITE}/blog/`) && /\/blog\/\d+$/.test(e.loc))).toEqual([
      { loc: `${SITE}/blog/7`, lastmod: "2025-03-05" },
      { loc: `${SITE}/blog/6`, lastmod: "2025-02-18" },
      { loc: `${SITE}/blog/5`, lastmod: "2025-01-27" },
      { loc: `${SITE}/blog/4`, lastmod: "2024-12-12" },
    ]);
    expect(entries.find((e) => e.loc === `${SITE}/blog/karigar-management-guide`)?.lastmod).toBe("2025-06-12");
    expect(entries.find((e) => e.loc === `${SITE}/faqs`)?.lastmod).toBeUndefined();
    expect(locs).toContain(`${SITE}/what&apos;snew`);
    expect(entries).toHaveLength(fixed.length - 1 + associates.length + 4);
  });

  it("still answers with the fixed routes and associates when the origin is down", async () => {
    await origin.mode("down");
    const { status, body } = await send(origin, "/sitemap.xml");
    expect(status).toBe(200);
    expect(body).toContain(`<loc>${SITE}/tutorial</loc>`);
    expect(body).not.toMatch(/\/blog\/\d+</);
  });
});

describe("one URL per page", () => {
  beforeEach(async () => {
    await origin.reset();
  });

  for (const [from, to] of [
    ["/faqs/", "/faqs"],
    ["/FAQS", "/faqs"],
    ["/AboutUs?ref=ad", "/aboutus?ref=ad"],
    ["/Retail/", "/retail"],
    ["/ZevarSoftware", "/zevarsoftware"],
    ["/associate/Jewellery-software-in-Amritsar/", "/associate/Jewellery-software-in-Amritsar"],
    ["//evil.example/", "/evil.example"],
  ] as const) {
    it(`redirects ${from} permanently to ${to}`, async () => {
      const { status, res } = await send(origin, from, { redirect: "manual" });
      expect(status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    });
  }

  it("keeps the spelling of parameters, and never redirects the canonical path or a post", async () => {
    expect((await send(origin, "/associate/jewellery-software-in-amritsar", { redirect: "manual" })).status).toBe(404);
    expect((await send(origin, "/faqs", { redirect: "manual" })).status).toBe(200);
    expect((await send(origin, "/", { redirect: "manual" })).status).toBe(200);
    const post = await send(origin, "/ContactUs/", { method: "POST", redirect: "manual", body: new URLSearchParams({ firstName: "A" }) });
    expect(post.status).not.toBe(301);
  });
});
