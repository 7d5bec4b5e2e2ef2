/** A route's languages, and the route as a page in a language shows it (issue 17). */
import { contentFor } from "../content/index.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../lib/locale.ts";
import { toolHead } from "../content/model/routes.ts";
import { paths } from "../lib/paths.ts";
import type { Route, RouteDef } from "./types.ts";

/** The languages a route is served in: every route in all, an English-only one (an origin post) in English. */
export function localesOf(route: Pick<RouteDef, "englishOnly">): readonly Locale[] {
  return route.englishOnly ? [DEFAULT_LOCALE] : LOCALES;
}

/** The route as a page in `locale` shows it: its heading, description and keywords, and its parent crumb named by the parent's heading, in that language. */
export function localizedRoute(route: RouteDef, locale: Locale): Route {
  const content = contentFor(locale);
  const heads = content.routes.routeHeads;
  const { parent, ...rest } = route;
  const head = route.tool ? toolHead(content.tools.toolTexts, route.tool) : heads[route.id as keyof typeof heads];
  return { ...rest, ...head, ...(parent ? { parent: { name: heads[parent].heading, path: paths[parent] } } : {}) };
}
