/**
 * The route table (SPEC section 2; docs/architecture.md, "The route table and
 * rendering"): every route of the site, read by the worker (routing, SEO call,
 * canonical), the sitemap and docs/routes.md (`npm run docs:routes`). Each entry is
 * named by its id, the name of its path in src/lib/paths.ts (Hono's syntax); its head in
 * each language is keyed by the same id (src/content/{en,hi,gu,bn}/routes.ts); `seo` is the page value of the SEO call (SPEC section 7).
 * Every content page asks (SPEC section 2); the five pages the spec's list leaves out
 * (versions, download, the two articles, the landing page) ask under their own path
 * name, so their head can be set on the origin without a deploy. Until it is, the
 * origin answers [] and the route's own title, description and keywords are used —
 * as they are for any page the origin cannot answer. null: no SEO call (an unknown
 * associate).
 */
import { findAssociate } from "../content/associates.ts";
import { site } from "../content/site.ts";
import { fillPath, paths } from "../lib/paths.ts";
import { aboutPage } from "./about.tsx";
import { articlePage } from "./article.tsx";
import { associatePage, associatesPage } from "./associates.tsx";
import { blogPage } from "./blog.tsx";
import { blogsPage } from "./blogs.tsx";
import { contactPage } from "./contact.tsx";
import { editionPage } from "./edition.tsx";
import { faqsPage } from "./faqs.tsx";
import { featuresPage } from "./features.tsx";
import { homePage } from "./home.tsx";
import { landingPage } from "./landing.tsx";
import { legalPage } from "./legal.tsx";
import { tutorialPage } from "./tutorial.tsx";
import { downloadPage, versionsPage } from "./versions.tsx";
import { whatsNewPage } from "./whats-new.tsx";
import { toolsIndexPage } from "./tools/tools.tsx";
import { toolPage } from "./tools/tool-page.tsx";
import { tools } from "../tools/index.ts";
import type { LeadKind } from "../forms/schemas.ts";
import type { Params, Route, RouteDef, RouteEntry, RouteId } from "./types.ts";
import { DEFAULT_LOCALE, localePath, type Locale } from "../lib/locale.ts";
import { localesOf } from "./route-locale.ts";

export type { Params, Route, RouteDef, RouteEntry, RouteId };


export const routes = [
  { id: "home", page: homePage, seo: "index", root: true },
  { id: "versions", page: versionsPage, seo: "versions" },
  { id: "retail", page: editionPage, seo: "jewellery-retail-software" },
  { id: "wholesale", page: editionPage, seo: "wholesale-jewelley-software" },
  { id: "manufacturing", page: editionPage, seo: "cz-jewellery-software" },
  { id: "moneyLending", page: editionPage, seo: "money-lending-girvi-software" },
  { id: "download", page: downloadPage, seo: "download" },
  { id: "features", page: featuresPage, seo: "features" },
  { id: "tutorial", page: tutorialPage, seo: "software-tutorial" },
  { id: "blogs", page: blogsPage, seo: "blogs" },
  // The static articles are registered before /blog/:id so that they win over it; posts sit under the Knowledge Hub.
  { id: "karigarGuide", parent: "blogs", page: articlePage, seo: "karigar-management-guide" },
  { id: "digitalTransformation", parent: "blogs", page: articlePage, seo: "digital-transformation-jewellery-business" },
  { id: "blog", parent: "blogs", page: blogPage, seo: "blogs", englishOnly: true },
  { id: "whatsNew", page: whatsNewPage, seo: "whats-new" },
  { id: "contact", form: "contact", page: contactPage, seo: "contact" },
  { id: "about", page: aboutPage, seo: "aboutus" },
  { id: "faqs", page: faqsPage, seo: "faqs" },
  // SPEC section 7: the associates list points its canonical at /dealers, which serves the same list.
  { id: "associates", page: associatesPage, seo: "Dealers", canonical: "dealers" },
  { id: "dealers", page: associatesPage, seo: "Dealers", canonical: "dealers" },
  { id: "associate", parent: "dealers", page: associatePage, seo: (p) => findAssociate(p.slug ?? "")?.name ?? null },
  { id: "landing", form: "demo", page: landingPage, seo: `${site.product.toLowerCase()}software` },
  { id: "privacy", page: legalPage, seo: "privacy-policy" },
  { id: "refund", page: legalPage, seo: "refund-cancellation-policy" },
  { id: "terms", page: legalPage, seo: "term-condition" },
  { id: "tools", page: toolsIndexPage, seo: "tools" },
] as const satisfies readonly (RouteEntry & { id: keyof typeof paths })[];

/** The table with each entry's path (the worker walks it), then the jeweller tools (src/tools/index.ts): each asks the SEO call by its path name, and sits under /tools. */
export const routeTable: readonly RouteDef[] = [
  ...(routes as readonly (RouteEntry & { id: keyof typeof paths })[]).map((r) => ({ ...r, path: paths[r.id] })),
  ...tools.map((t) => ({ id: t.id, tool: t.id, path: t.path, page: toolPage(t), seo: t.path.slice("/tools/".length), parent: "tools" as const })),
];

/** The path each lead form posts to: the route that answers it (RouteEntry.form). */
export const formPaths = Object.fromEntries(routeTable.flatMap((r) => (r.form ? [[r.form, r.path]] : []))) as Record<LeadKind, string>;

/** The SEO call's page value for a language: Hindi pages ask for `hi-{value}` (issue 17). */
function seoInLocale(page: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? page : `${locale}-${page}`;
}

/** Every SEO page value a route can ask for, in every language (bounded key space for the cache). */
export function knownSeoPages(extra: readonly string[] = []): Set<string> {
  const pages = new Set<string>(extra);
  for (const r of routeTable) if (typeof r.seo === "string") for (const locale of localesOf(r)) pages.add(seoInLocale(r.seo, locale));
  return pages;
}

export function seoPageFor(route: Pick<RouteDef, "seo">, params: Params, locale: Locale = "en"): string | null {
  const page = typeof route.seo === "function" ? route.seo(params) : route.seo;
  return page === null ? null : seoInLocale(page, locale);
}

/** The route's canonical path in a language: its own path with the params filled in, unless it names another. */
export function canonicalPathFor(route: Pick<RouteDef, "path" | "canonical">, params: Params, locale: Locale = "en"): string {
  return localePath(locale, fillPath(route.canonical ? paths[route.canonical] : route.path, params));
}
