/**
 * The text of the tools' service worker (docs/offline.md), served by ./offline.ts.
 *
 * One script, registered once per language for that language's root ("/", "/hi", …) by
 * the tool pages (src/pages/offline-pages.ts). It keeps, in a cache of its own per
 * registration and build ("zevar-tools:<scope>:<build>"), the build's files the tools
 * need, the tool pages of its language and its language's offline page; it answers:
 * - a tool page: network first (online, always the site's page, streamed as it comes,
 *   and the copy kept is renewed in the background); with no connection, or none that
 *   answers in 3.5 s, the kept copy, marked `<html data-offline>` so that the page says
 *   its result was worked out offline and fills in a link's figures
 *   (src/islands/tool-form-fill.ts);
 * - any other page of its scope: the network; with no connection, or none that answers
 *   in 10 s, the offline page, listing only the tools it kept;
 * - the build's files: cache first (a hashed name never changes its content);
 * - everything else (other methods, other sites, /apis, pictures): not touched.
 * Navigation preload starts the page's request while the worker boots, so a page of
 * the site is not slower for having it.
 */

/** Every cache of this worker starts with it; nothing else of the site uses the Cache API in the browser. */
export const CACHE_PREFIX = "zevar-tools:";

/**
 * The script for a version: keeps `pages` (network-first, the tools of its scope's
 * language), `files` (cache-first) and, per scope, the offline page `scopes` names.
 */
export function serviceWorkerScript(version: string, pages: readonly string[], files: readonly string[], scopes: Readonly<Record<string, string>>): string {
  return `// The Zevar tools, offline (docs/offline.md). Build ${version}.
const VERSION = ${JSON.stringify(version)};
const PAGES = new Set(${JSON.stringify(pages)});
const FILES = ${JSON.stringify(files)};
const SCOPES = ${JSON.stringify(scopes)};
// This registration's language: its scope is that language's root ("/" or "/hi").
const SCOPE = new URL(self.registration.scope).pathname;
const FALLBACK = SCOPES[SCOPE];
const MINE = ${JSON.stringify(CACHE_PREFIX)} + SCOPE + ":";
const CACHE = MINE + VERSION;
const mine = (name) => name.startsWith(MINE);
// A path's language root: "/hi/tools/x" is "/hi"'s, "/tools/x" is "/"'s.
const rootOf = (path) => Object.keys(SCOPES).find((r) => r !== "/" && (path === r || path.startsWith(r + "/"))) ?? "/";
const ours = (path) => PAGES.has(path) && rootOf(path) === SCOPE;
// A page's key in the cache: its path; a tool's screen (the rate board, view=board) with its link.
const keyOf = (url) => (url.searchParams.get("view") === "board" ? url.pathname + url.search : url.pathname);
const keep = (res) => res.ok && res.type === "basic" && !res.redirected;
const store = async (cache, path) => {
  const res = await fetch(path, { cache: "no-store" }).catch(() => undefined);
  if (res && keep(res)) await cache.put(path, res);
};

if (!FALLBACK) {
  // Registered by an older build for /tools or /hi/tools: the tool pages now register
  // their language's root, so this one removes its caches and itself.
  self.addEventListener("install", () => self.skipWaiting());
  self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
      for (const name of await caches.keys()) if (mine(name)) await caches.delete(name);
      await self.registration.unregister();
    })());
  });
} else {
  self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...FILES, FALLBACK]);
      // The tool pages open now (the one that registered this worker) and those an older
      // build kept, fetched again so that each is this build's page with this build's files;
      // a board open now with its link, so that it opens offline after its first visit.
      const wanted = new Set();
      for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
        const url = new URL(client.url);
        wanted.add(url.pathname).add(keyOf(url));
      }
      for (const name of (await caches.keys()).filter((n) => mine(n) && n !== CACHE)) {
        for (const req of await (await caches.open(name)).keys()) wanted.add(keyOf(new URL(req.url)));
      }
      await Promise.all([...wanted].filter((key) => ours(new URL(key, location.href).pathname)).map((key) => store(cache, key)));
      await self.skipWaiting();
    })());
  });

  self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
      for (const name of await caches.keys()) if (mine(name) && name !== CACHE) await caches.delete(name);
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })());
  });

  // "keep", from a tool page once it has loaded and gone idle, never on a Save-Data
  // connection (src/islands/offline.client.ts): every other tool page of this language,
  // one at a time, those not kept yet.
  self.addEventListener("message", (event) => {
    if (event.data !== "keep") return;
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      for (const path of PAGES) if (ours(path) && !(await cache.match(path))) await store(cache, path);
    })());
  });

  self.addEventListener("fetch", (event) => {
    const req = event.request;
    const url = new URL(req.url);
    if (req.method !== "GET" || url.origin !== location.origin) return;
    if (req.mode === "navigate") event.respondWith(page(event, url));
    else if (FILES.includes(url.pathname)) event.respondWith(file(req, url));
  });
}

// Network first: the site's page as soon as it answers, streamed to the page while a
// tool's copy is saved in the background (never before answering). A network that has not
// answered in WAIT ms is taken for dead where a copy is kept: the kept copy answers (only
// the bare page is kept: a link's query may carry a shop's figures; a tool's screen is
// kept with its link), and a late answer
// still renews it. A page never kept waits for the network up to GIVE_UP ms, then (or
// when the network fails) the offline page answers.
const WAIT = 3500;
const GIVE_UP = 10000;
async function page(event, url) {
  const tool = ours(url.pathname);
  // A tool's screen (the rate board, view=board) is the shop's own page on its own TV: the
  // last one opened is kept with its link, so it opens again offline with its rates.
  const key = keyOf(url);
  const screen = tool && key !== url.pathname;
  const network = (async () => {
    const res = (await event.preloadResponse) ?? (await fetch(event.request));
    return tool && (url.search === "" || screen) && keep(res) ? [res, res.clone()] : [res];
  })();
  event.waitUntil(network.then(async ([, copy]) => {
    if (!copy) return;
    const cache = await caches.open(CACHE);
    if (screen) for (const req of await cache.keys()) if (new URL(req.url).pathname === url.pathname && new URL(req.url).search) await cache.delete(req);
    await cache.put(key, copy);
  }).catch(() => {}));
  const late = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const cache = await caches.open(CACHE);
  const kept = tool ? ((screen && (await cache.match(key))) || (await cache.match(url.pathname))) : undefined;
  const first = await Promise.race([network, late(kept ? WAIT : GIVE_UP)]).catch(() => undefined);
  if (first) return first[0];
  if (kept) return edited(kept, (html) => html);
  const offline = await cache.match(FALLBACK);
  if (!offline) return (await network)[0];
  // Only the tools kept are listed (each <li data-kept> names its page).
  const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  return edited(offline, (html) => html.replace(/<li data-kept="([^"]*)">[\\s\\S]*?<\\/li>/g, (li, path) => (have.has(path) ? li : "")));
}

// A kept page as answered offline: marked <html data-offline>, its length left to the new body.
async function edited(res, edit) {
  const html = edit(await res.text()).replace(/<html\\b/, "<html data-offline");
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(html, { status: res.status, statusText: res.statusText, headers });
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
