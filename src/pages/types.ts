import type { ComponentType } from "react";
import type { LeadKind } from "../forms/schemas.ts";
import type { Head } from "../lib/head.ts";
import type { Locale } from "../lib/locale.ts";
import type { OriginApi } from "../lib/origin-types.ts";
import type { RouteHead } from "../content/model/routes.ts";
import type { ToolId } from "../content/model/tools.ts";
import type { PathName } from "../lib/paths.ts";
import type { SiteUrl, Thing } from "../lib/structured-data.ts";

export type Params = Record<string, string>;

export type LoadContext = {
  params: Params;
  query: URLSearchParams;
  origin: OriginApi;
  /** The page's absolute canonical URL (SITE_URL and the route's canonical path). */
  url: string;
  /** The page's language (from its URL). */
  locale: Locale;
};

/**
 * A loader finds the page's data, or says the thing asked for does not exist. A
 * `status` other than 200 (503 when the origin could not be asked) is sent as is,
 * with the page, and such a page is never cached.
 */
export type LoadResult<D> = { data: D; status?: 503 } | { notFound: string };

export type PageProps<D> = { route: Route; params: Params; data: D };

/** What a page is: its component, and what it needs before rendering. */
export type PageModule<D = unknown> = {
  Component: ComponentType<PageProps<D>>;
  /**
   * Checks the route's params before anything is loaded: a refused request gets the
   * 404 page with this message and makes no origin call at all.
   */
  accepts?: (params: Params, locale?: Locale) => true | { notFound: string };
  load?: (ctx: LoadContext) => Promise<LoadResult<D>>;
  /** Head fields the page's data decides (e.g. an article's title). */
  head?: (data: D) => Partial<Head>;
  /** Open Graph type: "article" for posts. */
  ogType?: "article";
  /** The page's name as its last breadcrumb, when it is not the route's heading. */
  crumb?: (data: D) => string;
  /** schema.org things for the page's JSON-LD, besides the organization and breadcrumbs. */
  structuredData?: (ctx: { route: Route; data: D; url: SiteUrl; canonical: string; params: Params; locale: Locale }) => Thing[];
  /** The date the route's page last changed, for the sitemap (a static article's date). */
  lastmod?: (route: RouteDef) => string | undefined;
};

/** Keeps a page module's data type consistent between its loader and component. */
export function definePage<D>(page: PageModule<D>): PageModule<unknown> {
  return page as PageModule<unknown>;
}

/** A route's id: the name of its path in src/lib/paths.ts, or a jeweller tool's id (its path is in its folder). */
export type RouteId = PathName | ToolId;

/**
 * One entry of the route table (src/pages/routes.ts): which route, which page answers
 * it, what it asks the origin's SEO call. Its path comes from its id (src/lib/paths.ts);
 * its heading, description and keywords from each language's `routes.ts`
 * (src/content/model/routes.ts, src/content/hi/routes.ts), keyed by the same id.
 */
export type RouteEntry = {
  id: RouteId;
  page: PageModule;
  /** The page value of the SEO call (SPEC section 7); null: no call. */
  seo: string | null | ((params: Params) => string | null);
  /** The route whose path is the canonical one when it is another's (the same list at two paths); default: its own. */
  canonical?: PathName;
  /** Where a detail page sits (its parent breadcrumb, named by that route's heading), e.g. a post under the Knowledge Hub. */
  parent?: PathName;
  /** The lead form this page answers plain posts of (the worker registers its POST). */
  form?: LeadKind;
  /** Only in English (an origin post): no twin in another language, no hreflang. */
  englishOnly?: true;
  /** The site's root: its title puts the product first, and it has no breadcrumbs. */
  root?: true;
  /** A jeweller tool's page (src/tools/index.ts): its head is the tool's own texts. */
  tool?: ToolId;
};

/** A table entry with its path: what the worker registers and walks. */
export type RouteDef = RouteEntry & { path: string };

/** A route's head in a language: its <h1> (and the base of its default title), description and keywords. */
export type { RouteHead };

/** A route as a page in one language shows it: the entry, its head, and its parent crumb named in that language. */
export type Route = Omit<RouteDef, "parent"> & RouteHead & { parent?: { name: string; path: string } };
