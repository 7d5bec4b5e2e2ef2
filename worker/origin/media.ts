/**
 * Origin pictures (blog and what's-new images) are served through this site, never
 * from the origin's host: pages cached while the origin is down keep their pictures,
 * a moved or slow origin host breaks none, and the CSP's img-src stays 'self'.
 *
 * A picture's URL on this site is /origin-media/{source}{path}: {path} is the picture's
 * path and query on the origin's host, {source} the cached origin answer that names it
 * ("blogs", "whatsnew" or "blog-{id}"). Prepared answers (client.ts, sanitize.ts) name
 * pictures only so; GET /origin-media/* (routes/origin-media.ts) serves a URL only when
 * that answer, read through the same cache as the pages, names exactly that URL — a
 * bounded set, not an open proxy of the origin's host.
 */
import { isValidBlogId } from "../../src/lib/ids.ts";
import type { OriginApi } from "../../src/lib/origin-types.ts";

export const MEDIA_ROOT = "/origin-media";

export type MediaSource = "blogs" | "whatsnew" | `blog-${string}`;

/** The media URL of a picture at `path` (path and query on the origin's host). */
export function mediaUrl(source: MediaSource, path: string): string {
  return `${MEDIA_ROOT}/${source}${path}`;
}

/** Reads a media URL (path and query, as requested); undefined when it is not one. */
export function parseMediaUrl(pathAndQuery: string): { source: MediaSource; path: string } | undefined {
  const m = /^\/origin-media\/(blogs|whatsnew|blog-([^/?#]*))(\/[^?#]*(?:\?[^#]*)?)$/.exec(pathAndQuery);
  if (!m) return undefined;
  if (m[2] !== undefined && !isValidBlogId(m[2])) return undefined;
  return { source: m[1] as MediaSource, path: m[3]! };
}

/** The `src` values of the images in sanitised HTML (as sanitize.ts writes them). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\s[^>]*?\bsrc="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );
}

/**
 * Every media URL the source's cached answer names (cards' images, images in its HTML).
 * Read through the origin client, so it comes from memory or KV, stale when the origin
 * is down, exactly as the page that shows the pictures got it.
 */
export async function namedMedia(origin: OriginApi, source: MediaSource): Promise<string[]> {
  if (source === "blogs") return (await origin.blogs()).data.map((b) => b.image);
  if (source === "whatsnew") return (await origin.whatsNew()).data.flatMap((w) => [w.image, ...imageSources(w.para)]);
  const blog = (await origin.blog(source.slice("blog-".length))).data;
  return blog ? [blog.image, ...imageSources(blog.text)] : [];
}

/**
 * Picture types passed on from the origin. Not SVG: an SVG document can carry script,
 * and served from this site it would run as this site when opened directly.
 */
export const MEDIA_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"]);

/** Bigger answers are not a blog picture: refused, never kept in the edge cache. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/**
 * The picture type the first bytes say (issue 24 item 9): a label is only the origin's
 * word, and a PHP warning page labelled image/png was once served and cached as a
 * picture. PNG, JPEG, GIF, WebP and AVIF (an ISO file whose ftyp box names the avif or
 * avis brand); anything else, SVG included, is undefined.
 */
export function pictureType(bytes: Uint8Array): string | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 4, "ftyp")) {
    // The box: size (4), "ftyp", major brand (4), minor version (4), compatible brands.
    const size = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0);
    for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) {
      if (ascii(bytes, at, "avif") || ascii(bytes, at, "avis")) return "image/avif";
    }
  }
  return undefined;
}
