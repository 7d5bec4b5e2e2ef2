/**
 * GET /origin-media/{source}/{path} — the origin's blog and what's-new pictures, served
 * from this site (URL scheme and rules in worker/origin/media.ts), so that a page
 * answered from the cache while the origin is down still shows its pictures.
 *
 * Only URLs named by the source's cached answer are served (404 otherwise, before any
 * picture is fetched). A picture is kept in the edge cache, shared by every URL that
 * names the same origin path, for 30 days: fresh for a day, after which it is still
 * served at once while it is fetched again in the background, and kept when that
 * fails. A picture the origin cannot give (down, slow, missing, redirected, not an
 * allowed picture type by label and by its first bytes, too big) and that was never
 * cached becomes the brand's placeholder, kept a minute at the edge so a struggling
 * origin is not asked once per visitor. When the edge cache itself fails, pictures are
 * fetched (or the placeholder served) without it (edge-cache.ts).
 */
import { Hono } from "hono";
import { setMetric } from "hono/timing";
import type { AppEnv } from "../env.ts";
import { MEDIA_ROOT, namedMedia, parseMediaUrl } from "../origin/media.ts";
import { edgeCache, type EdgeCache } from "./edge-cache.ts";
import { placeholderResponse } from "./placeholder.ts";

const FRESH_MS = 86_400_000;
const EDGE_SECONDS = 30 * 86_400;
const BROWSER_SECONDS = 86_400;
const PLACEHOLDER_SECONDS = 60;
/** When the edge copy was fetched (epoch ms); the placeholder has none. */
const FETCHED_AT = "x-origin-media-fetched-at";
/**
 * Edge cache keys live under this path. v2: copies are checked by their first bytes
 * (media.ts, pictureType); copies kept before were trusted by their label, and one may
 * be a page labelled image/png, so they are never read again.
 */
const EDGE_KEY_ROOT = `${MEDIA_ROOT}/v2`;

/** The picture as browsers get it: a day in their cache, never sniffed. */
function picture(body: BodyInit | null, type: string): Response {
  return new Response(body, {
    headers: { "content-type": type, "cache-control": `public, max-age=${BROWSER_SECONDS}`, "x-content-type-options": "nosniff" },
  });
}

/** Keeps a picture at the edge for EDGE_SECONDS, stamped with when it was fetched. */
function keep(edge: EdgeCache, key: Request, type: string, body: Uint8Array<ArrayBuffer>): Promise<void> {
  const kept = new Response(body, {
    headers: { "content-type": type, "cache-control": `public, max-age=${EDGE_SECONDS}`, [FETCHED_AT]: String(Date.now()) },
  });
  return edge.put(key, kept);
}

export const originMediaRoutes = new Hono<AppEnv>();

originMediaRoutes.get("/*", async (c) => {
  const started = Date.now();
  const url = new URL(c.req.url);
  const named = url.pathname + url.search;
  const media = parseMediaUrl(named);
  if (!media || !(await namedMedia(c.var.origin, media.source)).includes(named)) {
    // Not kept: a page rendered a moment ago from a newer answer may name it soon.
    return c.text("Not found", 404, { "cache-control": "no-store" });
  }
  const metric = (how: string) => setMetric(c, "media", Date.now() - started, how);
  // Keyed by the origin path alone: the list's and the article's URL of one picture share it.
  const key = new Request(new URL(EDGE_KEY_ROOT + media.path, url));
  const edge = edgeCache((reason) => c.var.log.warn("edge cache failed, picture answered without it", { path: media.path, reason }));
  const hit = await edge.match(key);
  if (hit) {
    const fetchedAt = Number(hit.headers.get(FETCHED_AT));
    if (!fetchedAt) {
      metric("placeholder");
      await hit.body?.cancel();
      return placeholderResponse(PLACEHOLDER_SECONDS);
    }
    if (Date.now() - fetchedAt > FRESH_MS) {
      const refresh = async () => {
        const got = await c.var.origin.media(media.path);
        if (got.ok) await keep(edge, key, got.type, got.body);
        else c.var.log.warn("origin picture refresh failed, cached copy kept", { path: media.path, reason: got.reason });
      };
      c.executionCtx.waitUntil(refresh());
      metric("stale");
    } else {
      metric("hit");
    }
    return picture(hit.body, hit.headers.get("content-type") ?? "application/octet-stream");
  }

  const got = await c.var.origin.media(media.path);
  if (got.ok) {
    c.executionCtx.waitUntil(keep(edge, key, got.type, got.body.slice(0)));
    metric("miss");
    return picture(got.body, got.type);
  }
  // Logged with the request line, as every origin fault is.
  c.var.faults.push({ call: `GET ${media.path}`, reason: got.reason });
  metric("placeholder");
  c.executionCtx.waitUntil(edge.put(key, placeholderResponse(PLACEHOLDER_SECONDS)));
  return placeholderResponse(PLACEHOLDER_SECONDS);
});
