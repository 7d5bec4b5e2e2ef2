/**
 * The one module that renders pages (docs/architecture.md, "The route table and
 * rendering"): the document, the head and its
 * JSON-LD, the HTML cache and every status code a page is sent with (200, 404, 503,
 * a form's answer, 500). React's edge server renderer is streamed through
 * @hono/react-renderer into the shared Document. Data is loaded before rendering, so
 * the whole page is in the shell: an exception while rendering rejects before the
 * first byte and becomes a 500 page instead of a broken stream.
 */
import { reactRenderer } from "@hono/react-renderer";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { setMetric } from "hono/timing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";
import { assets } from "virtual:client-assets";
import { contentFor } from "../src/content/index.ts";
import { LocaleContext } from "../src/components/locale.tsx";
import { DEFAULT_LOCALE, isPreview, localeInfo, localePath, offeredLocales, type Locale } from "../src/lib/locale.ts";
import type { FormState } from "../src/forms/state.ts";
import { IslandAssetsContext, type IslandAssets } from "../src/islands/island.tsx";
import { Document } from "../src/layout/document.tsx";
import { yearInIndia } from "../src/lib/dates.ts";
import type { Head } from "../src/lib/head.ts";
import type { SeoRecord } from "../src/lib/origin-types.ts";
import { paths } from "../src/lib/paths.ts";
import { breadcrumbs, organization, serializeJsonLd, type Thing } from "../src/lib/structured-data.ts";
import { pageTitle } from "../src/content/title.ts";
import { NotFound, ServerError } from "../src/pages/not-found.tsx";
import { OfflinePage } from "../src/pages/offline.tsx";
import { offlineWorker } from "../src/pages/offline-pages.ts";
import { localesOf, localizedRoute } from "../src/pages/route-locale.ts";
import { canonicalPathFor, formPaths, seoPageFor, type Params, type Route, type RouteDef } from "../src/pages/routes.ts";
import { config } from "./config.ts";
import type { AppEnv } from "./env.ts";
import { cachedHtml, htmlCacheKey, rememberHtml, teeIntoCache, watchedQuery } from "./html-cache.ts";
import { markFallbacks } from "./fallback-lang.ts";
import { errorFields } from "./log.ts";
import { monitoringFor } from "./monitoring.ts";

declare module "@hono/react-renderer" {
  interface Props {
    head: Head;
  }
}

const islandAssets: IslandAssets = { entry: assets.entry, islands: assets.islands, runtime: assets.runtime };

function Shell({ c, head, chat, children }: { c: Context<AppEnv>; head: Head; chat?: boolean; children: ReactNode }) {
  return (
    <IslandAssetsContext value={islandAssets}>
      <LocaleContext value={head.locale}>
        <Document
        head={head}
        path={c.req.path}
        year={yearInIndia()}
        styles={assets.styles}
        devScripts={assets.devScripts}
        chat={chat}
        demoAction={formPaths.demo}
        monitoring={monitoringFor(c.env)}
        offline={config(c.env).toolsOffline ? offlineWorker(c.req.path) : undefined}
      >
        {children}
      </Document>
      </LocaleContext>
    </IslandAssetsContext>
  );
}

const renderer = (c: Context<AppEnv>) =>
  reactRenderer(({ children, head }) => <Shell c={c} head={head}>{children}</Shell>, {
    stream: { "Content-Type": "text/html; charset=UTF-8" },
    readableStreamOptions: {
      onError(error: unknown) {
        c.var.log.error("render error", { path: c.req.path, ...errorFields(error) });
      },
    },
  });

/**
 * Installs `c.render(page, { head })` for the request. A preview language's page (and
 * only such: a complete language's answer is left as it is) has its fallen-back messages
 * marked `lang` as the source language's, and no mark left (worker/fallback-lang.ts);
 * the HTML cache keeps the page before this, which is run on every answer.
 */
export const pageRenderer = createMiddleware<AppEnv>(async (c, next) => {
  await renderer(c)(c, next);
  const locale = c.var.locale;
  if (!locale || !isPreview(locale) || !c.res.body || !c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  const res = new Response(markFallbacks(c.res.body, localeInfo[DEFAULT_LOCALE].lang), c.res);
  res.headers.delete("Content-Length");
  // Replaced, not merged: Hono would copy the old answer's headers (a length) back.
  c.res = undefined;
  c.res = res;
});

/** Absolute URL on the public site (canonical links). */
export function siteUrl(c: Context<AppEnv>, path: string): string {
  return new URL(path, config(c.env).siteUrl).href;
}

/** The head of the 404 and 500 pages: never indexed, canonical home (of the request's language). */
function errorHead(c: Context<AppEnv>, locale: Locale, name: string, description: string): Head {
  const home = localePath(locale, paths.home);
  const switchLinks = offeredLocales(locale, config(c.env).previewLanguages).map((l) => ({ locale: l, path: localePath(l, paths.home) }));
  return { locale, switchLinks, title: pageTitle(name), description, keywords: "", canonical: siteUrl(c, home), noindex: true };
}

/** SPEC "Not-found": status 404, the attempted path logged. */
export function renderNotFound(c: Context<AppEnv>, message?: string) {
  c.var.log.warn("page not found", { path: c.req.path.slice(0, 300) });
  c.status(404);
  c.header("Cache-Control", "no-store");
  const locale = c.var.locale;
  const t = contentFor(locale).errors.errorTexts.notFound;
  return c.render(<NotFound message={message} />, { head: errorHead(c, locale, t.headTitle, t.description) });
}

/**
 * The offline page of a language (docs/offline.md): what the tools' service worker keeps
 * and answers with no connection for a page it never kept. Never indexed; no-cache, so a
 * new build's worker keeps that build's page.
 */
export function renderOffline(c: Context<AppEnv>, locale: Locale) {
  const t = contentFor(locale).errors.errorTexts.offline;
  c.header("Cache-Control", "no-cache");
  return c.render(<OfflinePage />, { head: errorHead(c, locale, t.headTitle, t.description) });
}

/**
 * The 500 page. Rendered to a string (not streamed) and guarded: if even the
 * layout fails, a minimal page is sent.
 */
export function renderServerError(c: Context<AppEnv>): Response {
  const locale = c.var.locale;
  const errorTexts = contentFor(locale).errors.errorTexts;
  const head = errorHead(c, locale, errorTexts.serverError.title, errorTexts.serverError.description);
  let html: string;
  try {
    html = `<!DOCTYPE html>${renderToString(
      <Shell c={c} head={head} chat={false}>
        <ServerError />
      </Shell>,
    )}`;
  } catch (error) {
    c.var.log?.error("error page failed", errorFields(error));
    html =
      `<!DOCTYPE html><html lang="${localeInfo[locale].lang}"><head><meta charset="utf-8"><title>${head.title}</title></head>` +
      `<body><h1>${errorTexts.serverError.title}</h1><p><a href="${localePath(locale, paths.home)}">${errorTexts.serverError.home}</a></p></body></html>`;
  }
  return c.html(html, 500, { "Cache-Control": "no-store" });
}

/**
 * The same page in each of its languages, absolute: hreflang en-IN, hi-IN and
 * x-default (English), each to its own canonical, for translated routes only; never a
 * preview language (docs/i18n.md "A language's status").
 */
function alternatesOf(c: Context<AppEnv>, route: Route, params: Params): Head["alternates"] {
  const locales = localesOf(route).filter((l) => !isPreview(l));
  if (locales.length < 2) return undefined;
  const links = locales.map((l) => ({ hreflang: localeInfo[l].hreflang, href: siteUrl(c, canonicalPathFor(route, params, l)) }));
  return [...links, { hreflang: "x-default", href: siteUrl(c, canonicalPathFor(route, params, DEFAULT_LOCALE)) }];
}

/** The longest query a language link keeps (characters, with its "?"). */
const MAX_KEPT_QUERY = 6001;

/** The route's own head, before the SEO call and the page's data have their say. */
function defaultHead(c: Context<AppEnv>, route: Route, params: Params, locale: Locale): Head {
  // A query longer than any page reads (the estimate's 6,000 characters, src/tools/estimate/index.ts)
  // is not carried: it would put a stranger's megabytes into every page's language link.
  const asked = new URL(c.req.url).search;
  const search = asked.length <= MAX_KEPT_QUERY ? asked : "";
  return {
    locale,
    alternates: alternatesOf(c, route, params),
    // The twin keeps the query (a tool's figures, a tutorial filter: issue 23 item 8);
    // src/client.ts swaps in the address's query at click time once an island changed it.
    switchLinks: offeredLocales(locale, config(c.env).previewLanguages).map((l) => ({
      locale: l,
      path: localesOf(route).includes(l) ? canonicalPathFor(route, params, l) + search : localePath(l, paths.home),
    })),
    title: route.root ? `${contentFor(locale).site.site.productName} | ${route.heading}` : pageTitle(route.heading),
    description: route.description,
    keywords: route.keywords,
    canonical: siteUrl(c, canonicalPathFor(route, params, locale)),
    image: siteUrl(c, "/og-image.jpg"),
    type: route.page.ogType ?? "website",
    // A preview language is not indexed until it is complete.
    ...(isPreview(locale) ? { noindex: true } : {}),
  };
}

/** The organization on every page, breadcrumbs on inner pages, then the page's own things. */
function structuredData(c: Context<AppEnv>, route: Route, params: Params, data: unknown, head: Head): Thing[] {
  const { locale, canonical } = head;
  const url = (path: string) => siteUrl(c, path);
  const local = (path: string) => url(localePath(locale, path));
  const graph: Thing[] = [organization(url, contentFor(locale).contact.companyFacts), { "@type": "WebPage", "@id": canonical, url: canonical, name: head.title, inLanguage: localeInfo[locale].lang }];
  if (!route.root) {
    const { parent } = route;
    graph.push(
      breadcrumbs([
        { name: contentFor(locale).layout.layoutTexts.homeCrumb, url: local(paths.home) },
        ...(parent ? [{ name: parent.name, url: local(parent.path) }] : []),
        { name: route.page.crumb?.(data) ?? route.heading, url: canonical },
      ]),
    );
  }
  graph.push(...(route.page.structuredData?.({ route, data, url, canonical, params, locale }) ?? []));
  return graph;
}

/**
 * Renders one route: the SEO record and the page's data are loaded in parallel
 * through the origin layer, then the page is streamed. `form` is the server's answer
 * to a plain form post (shown in the page, never cached, with its own status code).
 */
export async function renderRoute(
  c: Context<AppEnv>,
  english: RouteDef,
  { locale = DEFAULT_LOCALE, form }: { locale?: Locale; form?: { state: FormState; status: number } } = {},
) {
  const route = localizedRoute(english, locale);
  const { page } = route;
  const params = c.req.param() as Params;
  const accepted = page.accepts?.(params, locale) ?? true;
  if (accepted !== true) return renderNotFound(c, accepted.notFound);
  const origin = c.var.origin;
  const seoPage = seoPageFor(route, params, locale);
  const url = siteUrl(c, canonicalPathFor(route, params, locale));
  const search = new URL(c.req.url).searchParams;
  const query = watchedQuery(search);
  const [loaded, seo] = await Promise.all([
    page.load ? page.load({ params, query: query.query, origin, url, locale }) : { data: undefined },
    seoPage ? origin.seo(seoPage).then((r) => r.data) : ({} satisfies SeoRecord as SeoRecord),
  ]);
  if ("notFound" in loaded) return renderNotFound(c, loaded.notFound);

  const head: Head = { ...defaultHead(c, route, params, locale), ...(page.head?.(loaded.data) ?? {}) };
  // The language link keeps the query only where the page is made from it (a tool's
  // figures, a tutorial filter); any other query (a campaign tag, a stranger's junk) would
  // make each URL a page of its own in the page cache, and push the home page out.
  if (!query.read()) head.switchLinks = head.switchLinks.map((l) => ({ ...l, path: l.path.replace(/\?.*$/, "") }));
  // A page's own image may be a path of this site (an origin picture, /origin-media/...).
  if (head.image) head.image = siteUrl(c, head.image);
  if (seo.title) head.title = seo.title;
  if (seo.description) head.description = seo.description;
  if (seo.keywords) head.keywords = seo.keywords;
  head.jsonLd = serializeJsonLd(structuredData(c, route, params, loaded.data, head));

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

  // A page made from its query (a tool link with a shop's name, phone and GSTIN, a
  // customer's loan figures) is one visitor's: no shared cache may keep it. Others are
  // the same for everyone.
  const fromQuery = search.size > 0 && query.read();
  c.header("Cache-Control", fromQuery ? "private, max-age=0, must-revalidate" : "public, max-age=0, must-revalidate");
  // The page is a function of these alone (components get only route, params, data).
  // A page made from its query is never kept (html-cache.ts, watchedQuery).
  const limit = fromQuery ? 0 : config(c.env).htmlCacheMax;
  const key = await htmlCacheKey(c.req.path, [head, loaded.data, yearInIndia()]);
  const hit = limit > 0 ? cachedHtml(key) : undefined;
  if (hit !== undefined) {
    setMetric(c, "render", 0, "memory");
    return c.body(hit, 200, { "Content-Type": "text/html; charset=UTF-8" });
  }
  const started = Date.now();
  const res = await c.render(<page.Component route={route} params={params} data={loaded.data} />, { head });
  setMetric(c, "render", Date.now() - started, "shell");
  if (!(limit > 0)) return res;
  return teeIntoCache(res, (html) => rememberHtml(key, html, limit), (p) => c.executionCtx.waitUntil(p));
}
