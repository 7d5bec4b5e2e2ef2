import type { ComponentType } from "react";
import type { Head } from "../layout/document.tsx";
import type { OriginApi } from "../lib/origin-types.ts";
import type { SiteUrl, Thing } from "../lib/structured-data.ts";
import type { Params, RouteDef } from "./routes.ts";

export type LoadContext = { params: Params; query: URLSearchParams; origin: OriginApi };

/**
 * A loader finds the page's data, or says the thing asked for does not exist. A
 * `status` other than 200 (503 when the origin could not be asked) is sent as is,
 * with the page, and such a page is never cached.
 */
export type LoadResult<D> = { data: D; status?: 503 } | { notFound: string };

export type PageProps<D> = { route: RouteDef; params: Params; data: D };

export type PageModule<D = unknown> = {
  Component: ComponentType<PageProps<D>>;
  /**
   * Checks the route's params before anything is loaded: a refused request gets the
   * 404 page with this message and makes no origin call at all.
   */
  accepts?: (params: Params) => true | { notFound: string };
  load?: (ctx: LoadContext) => Promise<LoadResult<D>>;
  /** Head fields the page's data decides (e.g. an article's title). */
  head?: (data: D) => Partial<Head>;
  /** The page's name as its last breadcrumb, when it is not the route's heading. */
  crumb?: (data: D) => string;
  /** schema.org things for the page's JSON-LD, besides the organization and breadcrumbs. */
  structuredData?: (ctx: { data: D; url: SiteUrl; canonical: string; params: Params }) => Thing[];
};

/** Keeps a page module's data type consistent between its loader and component. */
export function definePage<D>(page: PageModule<D>): PageModule<unknown> {
  return page as PageModule<unknown>;
}
