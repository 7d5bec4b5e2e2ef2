import { beforeEach, describe, expect, it } from "vitest";
import { associates } from "../../src/content/associates.ts";
import { specRoutes } from "../spec-routes.ts";
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

  it("lists every fixed route once by its canonical, every associate and the cached blogs, lastmod only where known (and each translated page's /hi twin)", async () => {
    const { status, body, res } = await send(origin, "/sitemap.xml");
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const entries = [...body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // The canonicals of SPEC section 2's fixed routes (tests/spec-routes.ts), once each.
    const fixed = new Set(specRoutes.filter((r) => !r.route.includes(":")).map((r) => r.canonical));
    for (const canonical of fixed) expect(locs).toContain(`${SITE}${canonical}`.replace("'", "&apos;"));
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
    expect(entries.find((e) => e.loc === `${SITE}/hi/blog/karigar-management-guide`)?.lastmod).toBe("2025-06-12");
    // Every fixed route and associate in English and Hindi; the origin's posts in English only.
    expect(entries).toHaveLength(2 * (fixed.size + associates.length) + 4);
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

/** The page's JSON-LD graph (one script element, parsed as a crawler would). */
function jsonLd(html: string): { "@type": string; [k: string]: unknown }[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const doc = JSON.parse(scripts[0]![1]!) as { "@context": string; "@graph": { "@type": string }[] };
  expect(doc["@context"]).toBe("https://schema.org");
  return doc["@graph"];
}
const ofType = (graph: { "@type": string }[], type: string) => graph.filter((t) => t["@type"] === type) as Record<string, unknown>[];

describe("JSON-LD", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("describes the organization on every page, with a contact point per customer-care number, and no breadcrumbs at home", async () => {
    const graph = jsonLd((await send(origin, "/")).body);
    const [org] = ofType(graph, "Organization");
    expect(org).toMatchObject({ name: "Zevar ERP", url: `${SITE}/`, logo: `${SITE}/favicon.svg` });
    expect((org!.contactPoint as { telephone: string }[]).map((c) => c.telephone)).toEqual(["+91 98765 43210", "+91 98765 43211", "+91 98765 43212", "+91 98765 43213"]);
    expect(ofType(graph, "BreadcrumbList")).toEqual([]);
  });

  it("lists the headquarters and the ten branches as local businesses open Mon-Sat 10:00-19:00", async () => {
    const shops = ofType(jsonLd((await send(origin, "/contactus")).body), "LocalBusiness");
    expect(shops).toHaveLength(11);
    expect(shops[0]).toMatchObject({ name: "Zevar Software Solutions, head office", telephone: "+91 98765 43210" });
    expect((shops[0]!.address as Record<string, string>).addressLocality).toBe("Mathura");
    for (const s of shops) {
      expect(s.openingHoursSpecification).toEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "10:00",
        closes: "19:00",
      });
    }
  });

  it("has a SoftwareApplication per edition and breadcrumbs on inner pages", async () => {
    const retail = jsonLd((await send(origin, "/retail")).body);
    expect(ofType(retail, "SoftwareApplication").map((a) => a.name)).toEqual(["Zevar ERP Retail Version"]);
    expect(ofType(retail, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Retail Jewellery Software", item: `${SITE}/retail` },
    ]);
    expect(ofType(jsonLd((await send(origin, "/versions")).body), "SoftwareApplication")).toHaveLength(4);
    const associate = ofType(jsonLd((await send(origin, "/associate/Jewellery-software-in-Amritsar")).body), "BreadcrumbList")[0]!;
    expect((associate.itemListElement as { name: string }[]).map((i) => i.name)[1]).toBe("Our Associates");
  });

  it("has a BlogPosting on blog posts and static articles, and a VideoObject per tutorial shown", async () => {
    const post = ofType(jsonLd((await send(origin, "/blog/7")).body), "BlogPosting")[0]!;
    expect(post).toMatchObject({
      headline: "HUID Hallmarking: What Every Jeweller Must Know",
      datePublished: "2025-03-05",
      url: `${SITE}/blog/7`,
      // The origin's picture as this site serves it, absolute.
      image: `${SITE}/origin-media/blog-7/uploads/blogs/huid.png`,
    });
    const article = ofType(jsonLd((await send(origin, "/blog/karigar-management-guide")).body), "BlogPosting")[0]!;
    expect(article).toMatchObject({ headline: "Complete Guide to Karigar Management", datePublished: "2025-06-12" });
    const videos = ofType(jsonLd((await send(origin, "/tutorial?category=VOUCHER&sub=SALE")).body), "VideoObject");
    expect(videos.map((v) => v.name)).toEqual(["Sale bill with GST and HUID", "Sale with old gold exchange", "Estimate to sale bill in one step"]);
    expect(videos[0]!.thumbnailUrl).toBe(`${SITE}/video-thumbnails/Zv3rNp0TxJ5`);
  });

  it("cannot be broken out of by origin text containing </script>, comments or line separators", async () => {
    const hostile = 'Gold </script><script>alert(1)</script> <!-- x --> \u2028 & more';
    await origin.content({
      blogs: [{ id: "ld", title: hostile, topic: hostile, tags: hostile, date: "2025-01-01", readTime: "1 min", image: "", text: "<p>x</p>" }],
    });
    const { body } = await send(origin, "/blog/ld");
    const graph = jsonLd(body);
    expect(ofType(graph, "BlogPosting")[0]!.description).toBe(hostile);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!;
    expect(script).not.toMatch(/<|>|\u2028/);
  });
});
