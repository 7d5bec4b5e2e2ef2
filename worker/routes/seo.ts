/**
 * /robots.txt and /sitemap.xml, generated from the route table, the associates and
 * the origin's blog list (through the cache). URLs are absolute from SITE_URL; a
 * `lastmod` is written only where a date is known (blogs, the static articles).
 */
import { Hono } from "hono";
import { associates } from "../../src/content/associates.ts";
import { indexedLocales, localeInfo, localePath } from "../../src/lib/locale.ts";
import { pathOf } from "../../src/lib/paths.ts";
import { canonicalPathFor, routeTable } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { siteUrl } from "../render.tsx";

export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get("/robots.txt", (c) => {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin/", "Disallow: /apis/", "", `Sitemap: ${siteUrl(c, "/sitemap.xml")}`, ""].join("\n");
  return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
});

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

type Entry = { loc: string; lastmod?: string; alternates?: { hreflang: string; href: string }[] };

/**
 * Every URL the site wants found: fixed routes (by canonical, once each) and associates
 * in every complete language (a preview one is not indexed: docs/i18n.md "A language's
 * status"), each with its xhtml:link alternates (itself, every other complete language,
 * x-default English); the origin's blogs in English only.
 */
async function sitemapEntries(c: Parameters<typeof siteUrl>[0]): Promise<Entry[]> {
  const translated = new Map<string, string | undefined>();
  for (const route of routeTable) {
    if (route.path.includes(":")) continue;
    const path = canonicalPathFor(route, {});
    translated.set(path, route.page.lastmod?.(route));
  }
  for (const a of associates) translated.set(pathOf("associate", { slug: a.slug }), undefined);
  const entries: Entry[] = [];
  const locales = indexedLocales();
  for (const [path, lastmod] of translated) {
    const alternates = [
      ...locales.map((l) => ({ hreflang: localeInfo[l].hreflang, href: siteUrl(c, localePath(l, path)) })),
      { hreflang: "x-default", href: siteUrl(c, path) },
    ];
    for (const l of locales) entries.push({ loc: siteUrl(c, localePath(l, path)), ...(lastmod ? { lastmod } : {}), alternates });
  }
  const { data: blogs } = await c.var.origin.blogs();
  for (const b of blogs) entries.push({ loc: siteUrl(c, pathOf("blog", { id: b.id })), ...(b.date ? { lastmod: b.date } : {}) });
  return entries;
}

seoRoutes.get("/sitemap.xml", async (c) => {
  const urls = (await sitemapEntries(c))
    .map((e) => {
      const links = (e.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`).join("");
      return `  <url><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${links}</url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
