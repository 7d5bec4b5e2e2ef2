/**
 * One picture from the origin's host, for routes/origin-media.ts (which keeps it in the
 * edge cache): only allowed picture types, within the size bound, under the timeout.
 */
import { fetchFault, isRedirect, redirected, type OriginOptions } from "./http.ts";
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from "./media.ts";
import { config } from "../config.ts";

/** A picture of an allowed type (media.ts) within the size bound, or why not. */
export type MediaAnswer = { ok: true; type: string; body: ArrayBuffer } | { ok: false; reason: string };

/**
 * GETs one picture: `path` is its path and query on the origin's host (whatever path
 * ORIGIN_URL has), with the read timeout covering the body too. Never throws; anything
 * but a 2xx answer of an allowed picture type, at most MEDIA_MAX_BYTES, is a fault.
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
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const refuse = async (reason: string): Promise<MediaAnswer> => {
      await res.body?.cancel();
      return { ok: false, reason };
    };
    if (!res.ok) return await refuse(`HTTP ${res.status}`);
    if (!MEDIA_TYPES.has(type)) return await refuse(`not a picture: ${type || "no content-type"}`);
    if (Number(res.headers.get("content-length")) > MEDIA_MAX_BYTES) return await refuse(`over ${MEDIA_MAX_BYTES} bytes`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MEDIA_MAX_BYTES) {
        await reader.cancel();
        return { ok: false, reason: `over ${MEDIA_MAX_BYTES} bytes` };
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      body.set(chunk, at);
      at += chunk.byteLength;
    }
    return { ok: true, type, body: body.buffer };
  } catch (e) {
    return { ok: false, reason: fetchFault(e, timeout) };
  } finally {
    opts.onTiming?.("origin", Date.now() - started);
  }
}

