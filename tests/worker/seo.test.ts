import { beforeEach, describe, expect, it } from "vitest";
import { associates } from "../../src/content/associates.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { TRANSLATIONS, LANGUAGES } from "../fixtures/locales/language.ts";
import { localePath, specRoutes } from "../spec-routes.ts";
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
    for (const L of TRANSLATIONS) expect(entries.find((e) => e.loc === `${SITE}${L.prefix}/blog/karigar-management-guide`)?.lastmod).toBe("2025-06-12");
    // Every fixed route and associate in every language; the origin's posts in the default language only.
    expect(entries).toHaveLength(LANGUAGES.length * (fixed.size + associates.length) + 4);
  });

  it("lists every language, each translated URL with an alternate per language and x-default, posts once in the default language", async () => {
    const { body } = await send(origin, "/sitemap.xml");
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link[^>]*\/>)*)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      links: [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => `${l[1]} ${l[2]}`),
    }));
    const retail = [...LANGUAGES.map((L) => `${L.htmlLang} ${SITE}${localePath(L.prefix, "/retail")}`), `x-default ${SITE}${localePath(DEFAULT.prefix, "/retail")}`];
    for (const L of LANGUAGES) expect(urls.find((u) => u.loc === `${SITE}${localePath(L.prefix, "/retail")}`)?.links).toEqual(retail);
    expect(urls.find((u) => u.loc === `${SITE}/blog/7`)?.links).toEqual([]);
    for (const L of TRANSLATIONS) {
      expect(urls.filter((u) => u.loc.startsWith(`${SITE}${L.prefix}/blog/`) && /\/blog\/\d/.test(u.loc))).toEqual([]);
      // Each translated page once per language: as many under the prefix as there are translated pages.
      // Under the prefix as a path segment: "/te" is not "/terms-conditions".
      const under = (loc: string) => loc === `${SITE}${L.prefix}` || loc.startsWith(`${SITE}${L.prefix}/`);
      expect(urls.filter((u) => under(u.loc)).length).toBe(urls.filter((u) => u.links.length > 0).length / LANGUAGES.length);
    }
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

  for (const L of TRANSLATIONS) {
    it(`sends a ${L.prefix} path with the wrong case or a trailing slash to its own path, keeping ${L.prefix}`, async () => {
      for (const [from, to] of [[`${L.prefix}/`, L.prefix], [`${L.prefix}/Retail`, `${L.prefix}/retail`], [`${L.prefix}/faqs/`, `${L.prefix}/faqs`]] as const) {
        const { res, status } = await send(origin, from, { redirect: "manual" });
        expect({ from, status, location: res.headers.get("location") }).toEqual({ from, status: 301, location: to });
      }
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

/** The same phone numbers in every language, in the page's order: the head office's, then each branch's first. */
const TELEPHONES = [
  "+91 98765 43210",
  "+91 98110 00001",
  "+91 98110 00011",
  "+91 98300 00021",
  "+91 98300 00022",
  "+91 94150 00031",
  "+91 98140 00041",
  "+91 94250 00051",
  "+91 94140 00061",
  "+91 98200 00071",
  "+91 98370 00081",
];
const HOURS = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  opens: "10:00",
  closes: "19:00",
};

/**
 * The contact page's JSON-LD in each language (issue 17): the head office and the ten
 * branches named and addressed as the page shows them (the company's name in Latin as
 * everywhere); telephone, e-mail, URLs and hours the same in every language. schema.org
 * has no inLanguage on a LocalBusiness, so none is added; the page's WebPage carries it.
 */
describe.each([DEFAULT])("the contact page's LocalBusiness JSON-LD in $code (its texts in English; every language's page by tests/worker/language-contract.test.ts)", (L) => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("names and addresses the head office and the ten branches in the language, numbers, e-mail and URLs unchanged", async () => {
    const path = localePath(L.prefix, "/contactus");
    const { status, body } = await send(origin, path);
    expect(status).toBe(200);
    const graph = jsonLd(body);
    const shops = ofType(graph, "LocalBusiness");
    expect(shops.map((s) => s.name)).toEqual(L.contactLd.names);
    expect(shops[0]).toEqual({
      "@type": "LocalBusiness",
      "@id": `${SITE}/contactus#headquarters`,
      name: L.contactLd.headOfficeName,
      parentOrganization: { "@id": `${SITE}/#organization` },
      url: `${SITE}/contactus`,
      telephone: "+91 98765 43210",
      email: "sales@zevar.example",
      address: { "@type": "PostalAddress", ...L.contactLd.headOfficeAddress, postalCode: "281001", addressCountry: "IN" },
      openingHoursSpecification: HOURS,
    });
    expect(shops[3]).toEqual({
      "@type": "LocalBusiness",
      name: L.contactLd.kolkataName,
      parentOrganization: { "@id": `${SITE}/#organization` },
      telephone: "+91 98300 00021",
      address: { "@type": "PostalAddress", addressLocality: L.contactLd.kolkataLocality, addressCountry: "IN" },
      openingHoursSpecification: HOURS,
    });
    expect(shops.map((s) => s.telephone)).toEqual(TELEPHONES);
    for (const s of shops) expect(s).not.toHaveProperty("inLanguage");
    expect(ofType(graph, "WebPage")[0]).toMatchObject({ "@id": `${SITE}${path}`, inLanguage: L.htmlLang });
    // The organization is the same in every language.
    expect(ofType(graph, "Organization")[0]).toMatchObject({ name: "Zevar ERP", legalName: "Zevar Software Solutions", email: "sales@zevar.example" });
  });
});
