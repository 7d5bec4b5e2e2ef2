/**
 * /robots.txt and /sitemap.xml, generated from the route table, the associates and
 * the origin's blog list (through the cache). URLs are absolute from SITE_URL; a
 * `lastmod` is written only where a date is known (blogs, the static articles).
 */
import { Hono } from "hono";
import { articles } from "../../src/content/articles.ts";
import { associates } from "../../src/content/associates.ts";
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

/** Every URL the site wants found: fixed routes (by canonical, once each), associates, blogs. */
async function sitemapEntries(c: Parameters<typeof siteUrl>[0]): Promise<{ loc: string; lastmod?: string }[]> {
  const entries = new Map<string, string | undefined>();
  for (const route of routeTable) {
    if (route.path.includes(":")) continue;
    const path = canonicalPathFor(route, {});
    const published = articles[route.path as keyof typeof articles]?.published;
    entries.set(path, published);
  }
  for (const a of associates) entries.set(pathOf("associate", { slug: a.slug }), undefined);
  const { data: blogs } = await c.var.origin.blogs();
  for (const b of blogs) entries.set(pathOf("blog", { id: b.id }), b.date || undefined);
  return [...entries].map(([path, lastmod]) => (lastmod ? { loc: siteUrl(c, path), lastmod } : { loc: siteUrl(c, path) }));
}

seoRoutes.get("/sitemap.xml", async (c) => {
  const urls = (await sitemapEntries(c))
    .map((e) => `  <url><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
