/**
 * Page routes: one GET handler per entry of the route table (src/pages/routes.ts).
 * Each handler loads the SEO record and the page's data through the origin layer in
 * parallel, then streams the page.
 */
import { Hono, type Context } from "hono";
import { setMetric } from "hono/timing";
import type { Head } from "../../src/layout/document.tsx";
import type { FormState } from "../../src/forms/state.ts";
import { yearInIndia } from "../../src/lib/dates.ts";
import type { SeoRecord } from "../../src/lib/origin-types.ts";
import { pages } from "../../src/pages/index.ts";
import { NotFound } from "../../src/pages/not-found.tsx";
import { canonicalPathFor, routes, seoPageFor, type Params, type RouteDef } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { cachedHtml, htmlCacheKey, rememberHtml, teeIntoCache } from "../html-cache.ts";
import { siteUrl } from "../render.tsx";
import { breadcrumbs, organization, serializeJsonLd, type Thing } from "../../src/lib/structured-data.ts";
import { config } from "../config.ts";
import { pageTitle } from "../../src/lib/title.ts";
import { site } from "../../src/content/site.ts";


function defaultHead(c: Context<AppEnv>, route: RouteDef, params: Params): Head {
  return {
    title: route.path === "/" ? `${site.productName} | ${route.heading}` : pageTitle(route.heading),
    description: route.description,
    keywords: route.keywords,
    canonical: siteUrl(c, canonicalPathFor(route, params)),
    image: siteUrl(c, "/og-image.jpg"),
    type: route.page === "article" ? "article" : "website",
  };
}

/** SPEC "Not-found": status 404, the attempted path logged. */
export function renderNotFound(c: Context<AppEnv>, message?: string) {
  c.var.log.warn("page not found", { path: c.req.path.slice(0, 300) });
  c.status(404);
  c.header("Cache-Control", "no-store");
  const head: Head = {
    title: pageTitle("Page not found"),
    description: "The page you asked for does not exist.",
    keywords: "",
    canonical: siteUrl(c, "/"),
    noindex: true,
  };
  return c.render(<NotFound message={message} />, { head });
}

/**
 * Renders one route. `form` is the server's answer to a plain form post (shown in
 * the page, never cached, with its own status code).
 */
export async function renderRoute(c: Context<AppEnv>, route: RouteDef, form?: { state: FormState; status: number }) {
  const page = pages[route.page];
  const params = c.req.param() as Params;
  const accepted = page.accepts?.(params) ?? true;
  if (accepted !== true) return renderNotFound(c, accepted.notFound);
  const origin = c.var.origin;
  const seoPage = seoPageFor(route, params);
  const [loaded, seo] = await Promise.all([
    page.load ? page.load({ params, query: new URL(c.req.url).searchParams, origin }) : { data: undefined },
    seoPage ? origin.seo(seoPage).then((r) => r.data) : ({} satisfies SeoRecord as SeoRecord),
  ]);
  if ("notFound" in loaded) return renderNotFound(c, loaded.notFound);

  const head: Head = { ...defaultHead(c, route, params), ...(page.head?.(loaded.data) ?? {}) };
  // A page's own image may be a path of this site (an origin picture, /origin-media/...).
  if (head.image) head.image = siteUrl(c, head.image);
  if (seo.title) head.title = seo.title;
  if (seo.description) head.description = seo.description;
  if (seo.keywords) head.keywords = seo.keywords;
  head.jsonLd = serializeJsonLd(structuredData(c, route, params, loaded.data, head.canonical));

  if (form) {
    c.status(form.status as 200);
    c.header("Cache-Control", "no-store");
    const data = { ...(loaded.data as object), form: form.state };
    return c.render(<page.Component route={route} params={params} data={data} />, { head });
  }
  if ("status" in loaded && loaded.status === 503) {
    // The origin could not be asked: tell crawlers and caches to come back later.
    c.status(503);
    c.header("Retry-After", "30");
    c.header("Cache-Control", "no-store");
    return c.render(<page.Component route={route} params={params} data={loaded.data} />, { head });
  }

  c.header("Cache-Control", "public, max-age=0, must-revalidate");
  // The page is a function of these alone (components get only route, params, data).
  const limit = config(c.env).htmlCacheMax;
  const key = await htmlCacheKey(c.req.path, [head, loaded.data, yearInIndia()]);
  const hit = limit > 0 ? cachedHtml(key) : undefined;
  if (hit !== undefined) {
    setMetric(c, "render", 0, "memory");
    return c.html(hit);
  }
  const started = Date.now();
  const res = await c.render(<page.Component route={route} params={params} data={loaded.data} />, { head });
  setMetric(c, "render", Date.now() - started, "shell");
  if (!(limit > 0)) return res;
  return teeIntoCache(res, (html) => rememberHtml(key, html, limit), (p) => c.executionCtx.waitUntil(p));
}

/** Where a detail page sits: blog posts under the Knowledge Hub, associates under the list. */
function parentCrumb(route: RouteDef): { name: string; path: string } | null {
  if (route.path.startsWith("/blog/")) return { name: "Knowledge Hub", path: "/blogs" };
  if (route.path.startsWith("/associate/")) return { name: "Our Associates", path: "/dealers" };
  return null;
}

/** The organization on every page, breadcrumbs on inner pages, then the page's own things. */
function structuredData(c: Context<AppEnv>, route: RouteDef, params: Params, data: unknown, canonical: string): Thing[] {
  const page = pages[route.page];
  const url = (path: string) => siteUrl(c, path);
  const graph: Thing[] = [organization(url)];
  if (route.path !== "/") {
    const parent = parentCrumb(route);
    graph.push(
      breadcrumbs([
        { name: "Home", url: url("/") },
        ...(parent ? [{ name: parent.name, url: url(parent.path) }] : []),
        { name: page.crumb?.(data) ?? route.heading, url: canonical },
      ]),
    );
  }
  graph.push(...(page.structuredData?.({ data, url, canonical, params }) ?? []));
  return graph;
}

export const pageRoutes = new Hono<AppEnv>();

for (const route of routes as readonly RouteDef[]) {
  pageRoutes.get(route.path, (c) => renderRoute(c, route));
}
