/**
 * One picture from the origin's host, for routes/origin-media.ts (which keeps it in the
 * edge cache): only allowed picture types, by label and by their first bytes, within
 * the size bound, under the timeout, never through a redirect.
 */
import { readBounded } from "./bounded.ts";
import { fetchFault, isRedirect, redirected, type OriginOptions } from "./http.ts";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, pictureType } from "./media.ts";
import { config } from "../config.ts";

/** A picture of an allowed type (media.ts) within the size bound, or why not. */
export type MediaAnswer = { ok: true; type: string; body: Uint8Array<ArrayBuffer> } | { ok: false; reason: string };

/**
 * GETs one picture: `path` is its path and query on the origin's host (whatever path
 * ORIGIN_URL has), with the read timeout covering the body too. Never throws; anything
 * but a 2xx answer labelled an allowed picture type whose bytes are one, at most
 * MEDIA_MAX_BYTES, is a fault. The type sent on is the one the bytes say.
 */
export async function fetchMedia(opts: Pick<OriginOptions, "env" | "onTiming">, path: string): Promise<MediaAnswer> {
  const timeout = config(opts.env).originTimeoutMs;
  const started = Date.now();
  try {
    // Joined, not resolved: a path starting "//" must stay on the origin's host.
    const res = await fetch(new URL(config(opts.env).originUrl).origin + path, {
      headers: { accept: [...MEDIA_TYPES].join(",") },
      signal: AbortSignal.timeout(timeout),
      // A picture that moves is not the origin's (docs/security.md): never followed.
      redirect: "manual",
    });
    if (isRedirect(res)) return await redirected(res);
    const label = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const refuse = async (reason: string): Promise<MediaAnswer> => {
      await res.body?.cancel();
      return { ok: false, reason };
    };
    if (!res.ok) return await refuse(`HTTP ${res.status}`);
    if (!MEDIA_TYPES.has(label)) return await refuse(`not a picture: ${label || "no content-type"}`);
    const read = await readBounded(res, MEDIA_MAX_BYTES);
    if (!read.ok) return read;
    const type = pictureType(read.bytes);
    if (!type) return { ok: false, reason: "not a picture: the bytes are not PNG, JPEG, GIF, WebP or AVIF" };
    return { ok: true, type, body: read.bytes };
  } catch (e) {
    return { ok: false, reason: fetchFault(e, timeout) };
  } finally {
    opts.onTiming?.("origin", Date.now() - started);
  }
}
