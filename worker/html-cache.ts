/**
 * Rendered pages kept in the isolate's memory. A page's HTML depends only on its
 * path, its head and its data (all loaded before rendering) and the year in the
 * footer, so that is the key: when the origin data changes, the key changes, and a
 * stale page is never served. Rendering is most of a request's CPU; a hit skips it.
 * Pages carry no per-request content (no nonce, no request id), which is what makes
 * this safe.
 */
const entries = new Map<string, { html: string; at: number }>();

/** A page is re-rendered at least this often, whatever its key. */
const MAX_AGE_MS = 5 * 60_000;
/** Pages longer than this are not kept (they are not what this site renders). */
const MAX_HTML_CHARS = 512 * 1024;

/**
 * The key is the path plus a SHA-256 of everything the page is made from, so an
 * entry costs its HTML, not also a copy of its data (a blog's text, say).
 */
export async function htmlCacheKey(path: string, parts: unknown[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(parts)));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${path}#${hex}`;
}

export function cachedHtml(key: string, now = Date.now()): string | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (now - hit.at > MAX_AGE_MS) {
    entries.delete(key);
    return undefined;
  }
  // Map order is insertion order: re-inserting keeps recently used pages at the end.
  entries.delete(key);
  entries.set(key, hit);
  return hit.html;
}

export function rememberHtml(key: string, html: string, limit: number, now = Date.now()) {
  if (limit <= 0 || html.length > MAX_HTML_CHARS) return;
  entries.set(key, { html, at: now });
  while (entries.size > limit) entries.delete(entries.keys().next().value as string);
}

export function clearHtmlCache() {
  entries.clear();
}

/**
 * Streams `res` to the visitor and, once the whole page has been produced without
 * error, keeps its HTML (a stream that fails part-way is never stored).
 */
export function teeIntoCache(res: Response, store: (html: string) => void, waitUntil: (p: Promise<unknown>) => void): Response {
  if (!res.body) return res;
  const [toVisitor, toCache] = res.body.tee();
  waitUntil(new Response(toCache).text().then(store, () => undefined));
  return new Response(toVisitor, res);
}
