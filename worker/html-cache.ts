/**
 * Rendered pages kept in the isolate's memory. A page's HTML depends only on its
 * path, its head and its data (all loaded before rendering) and the year in the
 * footer, so that is the key: when the origin data changes, the key changes, and a
 * stale page is never served. Rendering is most of a request's CPU; a hit skips it.
 * Pages carry no per-request content (no nonce, no request id), which is what makes
 * this safe.
 *
 * Bounded twice (docs/security.md, "Origin answers and caches"): at most HTML_CACHE_MAX
 * pages (config.ts) and at most HTML_CACHE_BUDGET bytes of UTF-8, the least recently
 * used page going first; a page rendered for a query it reads (a tool's result, a
 * tutorial search) is never kept (render.tsx), so strangers' URLs cannot fill it.
 */
import { readBounded } from "./origin/bounded.ts";

const entries = new Map<string, { html: Uint8Array<ArrayBuffer>; at: number }>();
let size = 0;

/** A page is re-rendered at least this often, whatever its key. */
const MAX_AGE_MS = 5 * 60_000;
/** Pages bigger than this are not kept (they are not what this site renders). */
export const MAX_PAGE_BYTES = 512 * 1024;
/** Bytes of pages kept per isolate (an isolate has 128 MB; the site's pages weigh 30–150 KB). */
export const HTML_CACHE_BUDGET = 8 * 1024 * 1024;

/**
 * The key is the path plus a SHA-256 of everything the page is made from, so an
 * entry costs its HTML, not also a copy of its data (a blog's text, say).
 */
export async function htmlCacheKey(path: string, parts: unknown[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(parts)));
  const hex = [...new Uint8Array<ArrayBuffer>(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${path}#${hex}`;
}

function forget(key: string) {
  const old = entries.get(key);
  if (!old) return;
  entries.delete(key);
  size -= old.html.byteLength;
}

/** The page's UTF-8 bytes, when kept. */
export function cachedHtml(key: string, now = Date.now()): Uint8Array<ArrayBuffer> | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (now - hit.at > MAX_AGE_MS) {
    forget(key);
    return undefined;
  }
  // Map order is insertion order: re-inserting keeps recently used pages at the end.
  entries.delete(key);
  entries.set(key, hit);
  return hit.html;
}

/** Keeps a page's UTF-8 bytes; `limit` is the page count (HTML_CACHE_MAX). */
export function rememberHtml(key: string, html: Uint8Array<ArrayBuffer>, limit: number, now = Date.now()) {
  if (limit <= 0 || html.byteLength > MAX_PAGE_BYTES) return;
  forget(key);
  entries.set(key, { html, at: now });
  size += html.byteLength;
  while (entries.size > limit || size > HTML_CACHE_BUDGET) forget(entries.keys().next().value as string);
}

export function clearHtmlCache() {
  entries.clear();
  size = 0;
}

/**
 * Streams `res` to the visitor and, once the whole page has been produced without
 * error, keeps its bytes (a stream that fails part-way is never stored). The copy for
 * the cache stops at MAX_PAGE_BYTES: a bigger page is streamed, never buffered.
 */
export function teeIntoCache(res: Response, store: (html: Uint8Array<ArrayBuffer>) => void, waitUntil: (p: Promise<unknown>) => void): Response {
  if (!res.body) return res;
  const [toVisitor, toCache] = res.body.tee();
  waitUntil(
    readBounded(new Response(toCache), MAX_PAGE_BYTES).then(
      (read) => (read.ok ? store(read.bytes) : undefined),
      () => undefined,
    ),
  );
  return new Response(toVisitor, res);
}

/**
 * The request's query as a page's `load` sees it, noting whether the page read it: a
 * page made from its query (a tool's result, a tutorial search) is one of as many pages
 * as strangers can write URLs, and is not kept; a page that ignores its query (the home
 * page with ?utm_source=…) is the same page and is.
 */
export function watchedQuery(query: URLSearchParams): { query: URLSearchParams; read: () => boolean } {
  let read = false;
  const watched = new Proxy(query, {
    get(target, prop) {
      read = true;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { query: watched, read: () => read };
}
