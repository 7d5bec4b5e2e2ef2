/**
 * The pages a visitor can open with no connection once visited (docs/offline.md): every
 * tool of the route table (entries with `tool`, made from src/tools/index.ts, so a new
 * tool is offline with no line here) and the /tools index, in each of their languages.
 * Nothing else: no form page, no origin data.
 */
import { localePath } from "../lib/locale.ts";
import { localesOf } from "./route-locale.ts";
import { routeTable } from "./routes.ts";

export const offlinePages: readonly string[] = routeTable
  .filter((r) => r.tool !== undefined || r.id === "tools")
  .flatMap((r) => localesOf(r).map((l) => localePath(l, r.path)));

/** Where the service worker is served: at the root, so that its scope covers /tools and /hi/tools. */
export const SERVICE_WORKER_PATH = "/sw.js";
