/** A route's languages, and the route as a page in a language shows it (issue 17). */
import { hiParentNames, hiRouteTexts } from "../content/hi/routes.ts";
import { LOCALES, type Locale } from "../lib/locale.ts";
import type { RouteDef } from "./types.ts";

/** The languages a route is served in: every route in both, an English-only one (an origin post) in English. */
export function localesOf(route: RouteDef): readonly Locale[] {
  return route.englishOnly ? ["en"] : LOCALES;
}

/** The route as a page in `locale` shows it: its heading, description, keywords and parent crumb in that language. */
export function localizedRoute(route: RouteDef, locale: Locale): RouteDef {
  if (locale === "en") return route;
  const text = hiRouteTexts[route.path];
  const parent = route.parent && { ...route.parent, name: hiParentNames[route.parent.path] ?? route.parent.name };
  return { ...route, ...text, ...(parent ? { parent } : {}) };
}

