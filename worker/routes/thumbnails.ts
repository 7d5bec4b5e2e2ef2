/**
 * GET /video-thumbnails/:id — the tutorial facades' thumbnails, served from this
 * site. The visitor's phone never connects to the video platform before pressing
 * play (one less DNS + TLS handshake on a slow connection, and nothing is told to a
 * third party), and the CSP keeps img-src to the sites it needs.
 *
 * Only ids of the tutorial library are answered (a bounded key space, not an open
 * image proxy). A thumbnail is kept in the edge cache for a day; when the platform
 * cannot be reached a branded poster is served, cached for five minutes.
 */
import { Hono } from "hono";
import { tutorials } from "../../src/content/model/tutorials.ts";
import type { AppEnv } from "../env.ts";
import { readBounded } from "../origin/bounded.ts";
import { MEDIA_MAX_BYTES, pictureType } from "../origin/media.ts";
import { edgeCache } from "./edge-cache.ts";
import { placeholderResponse } from "./placeholder.ts";

const KNOWN = new Set(tutorials.map((t) => t.youtubeId));
const TIMEOUT_MS = 2000;

export const thumbnailRoutes = new Hono<AppEnv>();

thumbnailRoutes.get("/:id", async (c) => {
  const id = c.req.param("id");
  if (!KNOWN.has(id)) return c.text("Not found", 404, { "cache-control": "public, max-age=300" });
  // A failing edge cache is skipped, never a 500 (edge-cache.ts).
  const cache = edgeCache((reason) => c.var.log.warn("edge cache failed, thumbnail answered without it", { id, reason }));
  const key = new Request(new URL(`/video-thumbnails/${id}`, c.req.url));
  const hit = await cache.match(key);
  if (hit) return hit;

  let reason: string;
  try {
    const res = await fetch(`https://i.ytimg.com/vi/${id}/mqdefault.jpg`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const label = res.headers.get("content-type") ?? "";
    // Bounded and judged by its bytes, as the origin's pictures are (origin/media-fetch.ts).
    const read = res.ok && label.startsWith("image/") ? await readBounded(res, MEDIA_MAX_BYTES) : undefined;
    const type = read?.ok ? pictureType(read.bytes) : undefined;
    if (read?.ok && type) {
      const image = new Response(read.bytes, {
        headers: { "content-type": type, "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" },
      });
      c.executionCtx.waitUntil(cache.put(key, image.clone()));
      return image;
    }
    if (!read) await res.body?.cancel();
    reason = read?.ok ? "not a picture by its bytes" : (read?.reason ?? `HTTP ${res.status} ${label}`);
  } catch (e) {
    reason = String(e);
  }
  c.var.log.warn("video thumbnail unavailable, poster served", { id, reason });
  return placeholderResponse(300);
});
