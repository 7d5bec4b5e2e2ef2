/**
 * One URL per page (no duplicate content): a trailing slash, or an upper-case spelling
 * of a fixed route (/AboutUs, /FAQS), is redirected permanently to the route's own
 * path, the query string kept. Parameters keep their spelling (associate slugs, blog
 * ids are case-sensitive).
 *
 * A redirect only ever goes to a path the route table knows: a fixed route, or a
 * parameterised route whose parameter passes its page's check. Anything else — a
 * backslash, a control character, "//host", an unknown path — is not redirected and
 * gets the 404 page, so no request can send a visitor to another host (a browser reads
 * "/\evil.com" and "/<TAB>/evil.com" as https://evil.com/) or put a CR/LF in a header.
 */
import { createMiddleware } from "hono/factory";
import { routeTable as table, type Params } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { DEFAULT_LOCALE, localeInfo, localePath, type Locale } from "../../src/lib/locale.ts";

const fixed = new Map(table.filter((r) => !r.path.includes(":")).map((r) => [r.path.toLowerCase(), r.path]));
const parameterised = table.filter((r) => r.path.includes(":")).map((r) => ({ route: r, segments: r.path.split("/") }));

/** Never part of a path of this site. */
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f\s]/;

/** True when `path` is a parameterised route whose parameters pass the page's check. */
function isParameterisedPage(path: string): boolean {
  const parts = path.split("/");
  return parameterised.some(({ route, segments }) => {
    if (segments.length !== parts.length) return false;
    const params: Params = {};
    for (const [i, segment] of segments.entries()) {
      const part = parts[i]!;
      if (segment.startsWith(":")) {
        if (!part) return false;
        params[segment.slice(1)] = part;
      } else if (segment !== part) return false;
    }
    return route.page.accepts?.(params) === true;
  });
}

/**
 * The route's own path for `path` (decoded) in `locale` (the request's, middleware/locale.ts),
 * or null: no redirect. A Hindi path is set right as its English twin is, and keeps its
 * /hi ("/hi/Retail/" → "/hi/retail").
 */
export function canonicalPath(path: string, locale: Locale): string | null {
  if (FORBIDDEN.test(path)) return null;
  if (locale === DEFAULT_LOCALE) return canonicalInLanguage(path);
  // The path without the language's prefix: "/hi" and "/hi/" are its home, "/hi/retail" is "/retail".
  const inner = path.slice(localeInfo[locale].prefix.length) || "/";
  const own = canonicalInLanguage(inner);
  const target = localePath(locale, own ?? inner);
  return target === path || (own === null && inner !== "/") ? null : target;
}

function canonicalInLanguage(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const known = fixed.get(trimmed.toLowerCase());
  if (known !== undefined) return known === path ? null : known;
  if (trimmed === path) return null;
  return isParameterisedPage(trimmed) ? trimmed : null;
}

export const canonicalPathRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const target = canonicalPath(c.req.path, c.var.locale);
  if (target === null) return next();
  // Parameters passed their checks (ASCII); encodeURI keeps the header valid regardless.
  return c.redirect(encodeURI(target) + new URL(c.req.url).search, 301);
});
