/**
 * GET /sw.js: the tools' service worker (docs/offline.md; its text: ./service-worker.ts),
 * and GET /offline (/hi/offline, …): the page it answers, with no connection, for a page
 * of its language it never kept. A tool page visited once keeps every tool of its
 * language: each opens and computes with no connection. No form post, /apis,
 * /origin-media, /admin or origin data is ever answered from it.
 *
 * Pages are network-first: online, a page always comes from the site, so a deploy is seen
 * at once (streamed as it comes, its copy saved in the background); the copy kept is only
 * the answer when the network fails or has not answered in 3.5 s. Each build has its own
 * cache (its name carries the build's id, scripts/vite-plugins.ts `build`): a new build's
 * worker fetches afresh the pages the old one kept, with its own files, and the old cache
 * is deleted when it takes over, so a page is never paired with another build's scripts.
 * The script is served from the root with `no-cache`, so the browser checks it for a new
 * build on every visit.
 */
import { Hono } from "hono";
import { assets } from "virtual:client-assets";
import { LOCALES, localePath } from "../../src/lib/locale.ts";
import { OFFLINE_PAGE_PATH, offlinePages, offlineScopes, SERVICE_WORKER_PATH } from "../../src/pages/offline-pages.ts";
import { config } from "../config.ts";
import type { AppEnv } from "../env.ts";
import { renderOffline } from "../render.tsx";
import { REMOVAL_SCRIPT, serviceWorkerScript } from "./service-worker.ts";

export { CACHE_PREFIX } from "./service-worker.ts";

/** The islands a tool page loads: the tool (and each tool's view), the chat, and this registration. */
const ISLANDS = ["tool-form", "chat-widget", "offline"];

/** The build's files a tool page needs to open and compute offline. */
export function offlineAssets(): string[] {
  const files = [...assets.styles, assets.entry, "/favicon.svg", ...ISLANDS.flatMap((name) => [...(assets.islands[name] ?? []), ...(assets.lazy[name] ?? [])])];
  return [...new Set(files)];
}

export const offlineRoutes = new Hono<AppEnv>();

offlineRoutes.get(SERVICE_WORKER_PATH, (c) => {
  const { toolsOffline, offlineVersion } = config(c.env);
  const version = offlineVersion ? `${assets.build}-${offlineVersion}` : assets.build;
  const script = toolsOffline ? serviceWorkerScript(version, offlinePages, offlineAssets(), offlineScopes) : REMOVAL_SCRIPT;
  return c.body(script, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    // Checked on every visit: a new build's worker is found at once, not after the HTTP cache's day.
    "Cache-Control": "no-cache",
  });
});

for (const locale of LOCALES) offlineRoutes.get(localePath(locale, OFFLINE_PAGE_PATH), (c) => renderOffline(c, locale));
