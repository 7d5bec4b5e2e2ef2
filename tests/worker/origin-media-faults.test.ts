/**
 * Origin pictures are judged by their bytes, not their label (issue 24 item 9), and a
 * failing edge cache never turns a picture into a 500 (item 11); docs/security.md,
 * "Origin answers and caches". The stand-in's "mislabelled" mode labels a PHP warning
 * page (and, for *.svg names, an SVG document with a script) image/png.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import worker from "../../worker/index.ts";
import { pictureType } from "../../worker/origin/media.ts";
import { blogs as sampleBlogs } from "../origin/sample-data.mjs";
import { clearCache, originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("media-faults");
const TENANT_PATH = new URL(origin.url).pathname;
const PLACEHOLDER_START = /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="180"/;

let warn: MockInstance<typeof console.warn>;
beforeEach(async () => {
  await origin.reset();
  await clearCache();
  warn = vi.spyOn(console, "warn");
});
afterEach(() => {
  warn.mockRestore();
  vi.restoreAllMocks();
});

/** One GET through the worker, the body as bytes. */
async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${SITE}${path}`), { ...env, ORIGIN_URL: origin.url }, ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, bytes, status: res.status, type: res.headers.get("content-type"), text: new TextDecoder().decode(bytes) };
}

/** A blog whose card picture is this test's own `{id}.{ext}`; its media URL. */
async function picture(ext: string) {
  const id = `m${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  await origin.content({ blogs: [{ ...sampleBlogs[0], id, image: `uploads/blogs/${id}.${ext}` }] });
  await send(origin, "/blogs", undefined);
  return `/origin-media/blogs${TENANT_PATH}/uploads/blogs/${id}.${ext}`;
}

const uploads = async () => (await origin.requests()).filter((r) => r.path.startsWith("/uploads/")).length;

/** Every origin fault and warning logged while the test ran. */
const logged = () => warn.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; faults?: { call: string; reason: string }[]; reason?: string });

describe("pictures judged by their first bytes", () => {
  it("answers a page labelled image/png with the placeholder, keeps the placeholder and never the page", async () => {
    const url = await picture("png");
    await origin.mode("mislabelled");
    const first = await get(url);
    expect([first.status, first.type, first.res.headers.get("cache-control")]).toEqual([200, "image/svg+xml", "public, max-age=60"]);
    expect(first.text).toMatch(PLACEHOLDER_START);
    const faults = logged().flatMap((l) => l.faults ?? []);
    expect(faults.map((f) => f.reason)).toContain("not a picture: the bytes are not PNG, JPEG, GIF, WebP or AVIF");
    // What the edge kept is the placeholder: a minute later the origin is not asked again.
    await origin.mode("ok");
    const again = await get(url);
    expect([again.type, again.text.match(PLACEHOLDER_START) !== null]).toEqual(["image/svg+xml", true]);
    expect(await uploads()).toBe(1);
  });

  it("answers an SVG document with a script, labelled image/png, with the placeholder", async () => {
    const url = await picture("svg");
    await origin.mode("mislabelled");
    const { type, text } = await get(url);
    expect(type).toBe("image/svg+xml");
    expect(text).toMatch(PLACEHOLDER_START);
    expect(text).not.toContain("<script");
  });

  it("reads PNG, JPEG, GIF, WebP and AVIF signatures, and nothing else", () => {
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((ch) => ch.charCodeAt(0)) : p)));
    const cases: [string, Uint8Array, string | undefined][] = [
      ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"), "image/png"],
      ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"), "image/jpeg"],
      ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1, 0, 16], "Exif"), "image/jpeg"],
      ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
      ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
      ["WebP", bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 "), "image/webp"],
      ["AVIF", bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0], "avifmif1"), "image/avif"],
      ["AVIF sequence", bytes([0, 0, 0, 28], "ftypavis", [0, 0, 0, 0], "avismsf1"), "image/avif"],
      ["a PHP warning page", bytes("<br />\n<b>Warning</b>"), undefined],
      ["an SVG document", bytes('<svg xmlns="http://www.w3.org/2000/svg">'), undefined],
      ["a WAVE file (RIFF, not WebP)", bytes("RIFF", [36, 0, 0, 0], "WAVEfmt "), undefined],
      ["an MP4 video (ftyp, not AVIF)", bytes([0, 0, 0, 24], "ftypisom", [0, 0, 2, 0], "isomiso2"), undefined],
      ["a PNG cut after 4 bytes", bytes([0x89], "PNG"), undefined],
      ["nothing", new Uint8Array(0), undefined],
    ];
    for (const [name, data, type] of cases) expect(pictureType(data), name).toBe(type);
  });
});

describe("a failing edge cache", () => {
  /** The Cache API throwing on every call, as it does when two servers share .wrangler/state. */
  function breakEdgeCache() {
    const edge = (caches as unknown as { default: Cache }).default;
    vi.spyOn(edge, "match").mockRejectedValue(new Error("cache unavailable"));
    vi.spyOn(edge, "put").mockRejectedValue(new Error("cache unavailable"));
  }
  const cacheLines = () => logged().filter((l) => JSON.stringify(l).includes("cache unavailable"));

  it("serves an origin picture fetched from the origin, logging the cache failure once", async () => {
    const url = await picture("png");
    breakEdgeCache();
    const { status, type, bytes } = await get(url);
    expect([status, type]).toEqual([200, "image/png"]);
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(cacheLines()).toHaveLength(1);
  });

  it("serves the placeholder when the origin is down too, never a 500", async () => {
    const url = await picture("png");
    breakEdgeCache();
    await origin.mode("down");
    const { status, type, text } = await get(url);
    expect([status, type]).toEqual([200, "image/svg+xml"]);
    expect(text).toMatch(PLACEHOLDER_START);
    expect(cacheLines()).toHaveLength(1);
  });

  it("serves a tutorial thumbnail (or its poster) and never a 500", async () => {
    breakEdgeCache();
    const { status, type } = await get("/video-thumbnails/Zv3rNp0TxJ5");
    expect(status).toBe(200);
    expect(type).toMatch(/^image\//);
    expect(cacheLines()).toHaveLength(1);
  });
});
