/**
 * The pages a visitor can open with no connection (docs/offline.md): every tool of the
 * route table (entries with `tool`, made from src/tools/index.ts, so a new tool is offline
 * with no line here) and the /tools index, in each of their languages; and, for any other
 * page of the site, the small offline page of its language that links to them.
 * Nothing else: no form page, no origin data.
 */
import { LOCALES, localePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { localesOf } from "./route-locale.ts";
import { routeTable } from "./routes.ts";

export const offlinePages: readonly string[] = routeTable
  .filter((r) => r.tool !== undefined || r.id === "tools")
  .flatMap((r) => localesOf(r).map((l) => localePath(l, r.path)));

/** Where the service worker is served: at the root, so that any language's root is under it. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The offline page's path, without a language's prefix (worker/routes/offline.ts serves it in each language). */
export const OFFLINE_PAGE_PATH = "/offline";

/**
 * Each language's scope (its root: "/", "/hi", …) and the offline page the worker answers
 * with, in that language, for a page it never kept.
 */
export const offlineScopes: Readonly<Record<string, string>> = Object.fromEntries(
  LOCALES.map((l) => [localePath(l, paths.home), localePath(l, OFFLINE_PAGE_PATH)]),
);

/**
 * The worker of a page: the script, and the scope it is registered for — its language's
 * root, so that every page of that language answers offline (a kept tool, else the
 * offline page). Only the tool pages above register it; undefined for any other page.
 */
export function offlineWorker(path: string): { script: string; scope: string } | undefined {
  if (!offlinePages.includes(path)) return undefined;
  const scope = LOCALES.map((l) => localePath(l, paths.home)).find((s) => s !== "/" && (path === s || path.startsWith(`${s}/`))) ?? "/";
  return { script: SERVICE_WORKER_PATH, scope };
}
