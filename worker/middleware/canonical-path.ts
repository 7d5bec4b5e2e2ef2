/**
 * One URL per page (no duplicate content): a trailing slash, or an upper-case spelling
 * of a fixed route (/AboutUs, /FAQS), is redirected permanently to the route's own
 * path, the query string kept. Parameters keep their spelling (associate slugs, blog
 * ids are case-sensitive).
 */
import { createMiddleware } from "hono/factory";
import { routes, type RouteDef } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";

const fixed = new Map((routes as readonly RouteDef[]).filter((r) => !r.path.includes(":")).map((r) => [r.path.toLowerCase(), r.path]));

export function canonicalPath(path: string): string | null {
  // "//host/" must never become a protocol-relative Location.
  let target = path.replace(/^\/{2,}/, "/");
  target = target.length > 1 ? target.replace(/\/+$/, "") || "/" : target;
  target = fixed.get(target.toLowerCase()) ?? target;
  return target === path ? null : target;
}

export const canonicalPathRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const target = canonicalPath(c.req.path);
  if (target === null) return next();
  const url = new URL(c.req.url);
  return c.redirect(target + url.search, 301);
});
