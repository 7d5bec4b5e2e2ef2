/**
 * GET /sw.js: the tools' service worker (docs/offline.md). A tool page visited once opens
 * and computes with no connection: the worker keeps the tool pages of the route table
 * (src/pages/offline-pages.ts) and the build's files they need (the stylesheet, the island
 * runtime, the tool island and every tool's view, the chat), and nothing else — no form
 * post, /apis, /origin-media, /admin or origin data is ever answered from it.
 *
 * Pages are network-first: online, a page always comes from the site, so a deploy is seen
 * at once; the copy kept is only the answer when the network fails. Each build has its own
 * cache (its name carries the build's id, scripts/vite-plugins.ts `build`): a new build's
 * worker fetches afresh the pages the old one kept, with its own files, and the old cache
 * is deleted when it takes over, so a page is never paired with another build's scripts.
 *
 * One script, registered once per language for that language's /tools (the offline
 * island, src/pages/offline-pages.ts): no other page of the site starts it. Each
 * registration keeps its own cache, "zevar-tools:<scope>:<build>". It is served from the
 * root with `no-cache`, so the browser checks it for a new build on every visit.
 */
import { Hono } from "hono";
import { assets } from "virtual:client-assets";
import { offlinePages, SERVICE_WORKER_PATH } from "../../src/pages/offline-pages.ts";
import { config } from "../config.ts";
import type { AppEnv } from "../env.ts";

/** Every cache of this worker starts with it; nothing else of the site uses the Cache API in the browser. */
export const CACHE_PREFIX = "zevar-tools:";

/** The islands a tool page loads: the tool (and each tool's view), the chat, and this registration. */
const ISLANDS = ["tool-form", "chat-widget", "offline"];

/** The build's files a tool page needs to open and compute offline. */
export function offlineAssets(): string[] {
  const files = [...assets.styles, assets.entry, "/favicon.svg", ...ISLANDS.flatMap((name) => [...(assets.islands[name] ?? []), ...(assets.lazy[name] ?? [])])];
  return [...new Set(files)];
}

/** The script for a version: keeps `pages` (network-first) and `files` (cache-first). */
export function serviceWorkerScript(version: string, pages: readonly string[], files: readonly string[]): string {
  return `// The Zevar tools, offline (docs/offline.md). Build ${version}.
const VERSION = ${JSON.stringify(version)};
const PAGES = new Set(${JSON.stringify(pages)});
const FILES = ${JSON.stringify(files)};
// This registration's caches: its scope's (/tools or /hi/tools), never the other language's.
const SCOPE = new URL(self.registration.scope).pathname;
const MINE = ${JSON.stringify(CACHE_PREFIX)} + SCOPE + ":";
const CACHE = MINE + VERSION;
const mine = (name) => name.startsWith(MINE);
const ours = (path) => PAGES.has(path) && (path === SCOPE || path.startsWith(SCOPE + "/"));
const keep = (res) => res.ok && res.type === "basic" && !res.redirected;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES);
    // The tool pages open now (the one that registered this worker) and those an older
    // build kept, fetched again so that each is this build's page with this build's files.
    const wanted = new Set();
    for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) wanted.add(new URL(client.url).pathname);
    for (const name of (await caches.keys()).filter((n) => mine(n) && n !== CACHE)) {
      for (const req of await (await caches.open(name)).keys()) wanted.add(new URL(req.url).pathname);
    }
    await Promise.all([...wanted].filter(ours).map(async (path) => {
      const res = await fetch(path, { cache: "no-store" }).catch(() => undefined);
      if (res && keep(res)) await cache.put(path, res);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (mine(name) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin) return;
  if (req.mode === "navigate" && ours(url.pathname)) event.respondWith(page(req, url));
  else if (FILES.includes(url.pathname)) event.respondWith(file(req, url));
});

// Network first: the site's page whenever it answers; the kept copy only when it cannot.
// Only the bare page is kept (a link's query may carry a shop's figures).
async function page(req, url) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(req);
    if (url.search === "" && keep(res)) await cache.put(url.pathname, res.clone());
    return res;
  } catch (error) {
    const kept = await cache.match(url.pathname);
    if (kept) return kept;
    throw error;
  }
}

// The build's files never change under a name: the kept one, else the network.
async function file(req, url) {
  const kept = await (await caches.open(CACHE)).match(url.pathname);
  return kept ?? fetch(req);
}
`;
}

/** With TOOLS_OFFLINE=off: a worker a browser already has removes its caches and itself at its next update check. */
export const REMOVAL_SCRIPT = `// The Zevar tools are not kept offline (docs/offline.md): this removes what was kept.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(${JSON.stringify(CACHE_PREFIX)})) await caches.delete(name);
    await self.registration.unregister();
  })());
});
`;

export const offlineRoutes = new Hono<AppEnv>();

offlineRoutes.get(SERVICE_WORKER_PATH, (c) => {
  const { toolsOffline, offlineVersion } = config(c.env);
  const version = offlineVersion ? `${assets.build}-${offlineVersion}` : assets.build;
  const script = toolsOffline ? serviceWorkerScript(version, offlinePages, offlineAssets()) : REMOVAL_SCRIPT;
  return c.body(script, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    // Checked on every visit: a new build's worker is found at once, not after the HTTP cache's day.
    "Cache-Control": "no-cache",
  });
});
