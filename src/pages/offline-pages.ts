/**
 * The pages a visitor can open with no connection once visited (docs/offline.md): every
 * tool of the route table (entries with `tool`, made from src/tools/index.ts, so a new
 * tool is offline with no line here) and the /tools index, in each of their languages.
 * Nothing else: no form page, no origin data.
 */
import { LOCALES, localePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { localesOf } from "./route-locale.ts";
import { routeTable } from "./routes.ts";

export const offlinePages: readonly string[] = routeTable
  .filter((r) => r.tool !== undefined || r.id === "tools")
  .flatMap((r) => localesOf(r).map((l) => localePath(l, r.path)));

/** Where the service worker is served: at the root, so that a scope of /tools or /hi/tools is under it. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The worker of a page: the script, and the scope it is registered for — its language's
 * /tools and what is under it — so that no other page of the site is run through it. Only
 * for the pages above; undefined for any other.
 */
export function offlineWorker(path: string): { script: string; scope: string } | undefined {
  if (!offlinePages.includes(path)) return undefined;
  const scope = LOCALES.map((l) => localePath(l, paths.tools)).find((s) => path === s || path.startsWith(`${s}/`));
  return scope ? { script: SERVICE_WORKER_PATH, scope } : undefined;
}
