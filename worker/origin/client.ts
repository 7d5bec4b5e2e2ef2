/**
 * The only module that talks to the PHP origin (docs/architecture.md, "The origin layer"). Every call has a
 * timeout, every answer is validated (schemas.ts) and goes through the KV cache
 * (cache.ts); when the origin fails and nothing is cached, callers get safe defaults
 * and the page still answers 200.
 */
import * as v from "valibot";
import type {
  Blog,
  BlogSummary,
  CountryCode,
  Loaded,
  OriginApi,
  SeoRecord,
  WhatsNewItem,
} from "../../src/lib/origin-types.ts";
import { readThrough, type CacheDeps, type Fetched } from "./cache.ts";
import { failed, openUntil, succeeded } from "./breaker.ts";
import { exchange, originUrl, parseJson, type OriginOptions } from "./http.ts";
import { saveDemoRequest, type DemoRequestFields, type SaveResult } from "./save.ts";
import { cacheKey, isValidBlogId, MAX_BYTES, POLICIES, type Kind } from "./policy.ts";
import type { MediaSource } from "./media.ts";
import { fetchMedia, type MediaAnswer } from "./media-fetch.ts";
import { originMedia, sanitizeOriginHtml, withoutInvisibleControls } from "./sanitize.ts";
import { blogAnswer, blogsAnswer, countryCodesAnswer, seoAnswer, whatsNewAnswer } from "./schemas.ts";
import { config } from "../config.ts";

export type { OriginFault } from "./http.ts";
export type { DemoRequestFields } from "./save.ts";
export { saveDemoRequest } from "./save.ts";

export type WorkerOrigin = OriginApi & {
  saveDemoRequest(fields: DemoRequestFields, idempotencyKey: string, timeoutMs?: number, context?: Readonly<Record<string, string>>): Promise<SaveResult>;
  /** One picture from the origin's host (not cached here: routes/origin-media.ts keeps it). */
  media(path: string): Promise<MediaAnswer>;
};

export const DEFAULT_COUNTRY_CODES: CountryCode[] = [{ value: "+91", label: "India (+91)", isIndia: true }];

/** Fetches and validates one origin GET, never throwing; a path that failed slowly a moment ago is not asked (breaker.ts). */
async function getJson<S extends v.GenericSchema>(
  opts: OriginOptions,
  path: string,
  schema: S,
  maxBytes: number,
): Promise<Fetched<v.InferOutput<S>>> {
  // One breaker per origin script (the path without its query): a dripping SEO script
  // is skipped for every page, not asked once per page.
  const script = originUrl(config(opts.env).originUrl, path.split("?")[0] ?? path);
  const until = openUntil(script);
  if (until !== undefined) return { ok: false, reason: `not asked: failed slowly, skipped for ${Math.ceil((until - Date.now()) / 1000)} s more` };
  const started = Date.now();
  const result = await fetchJson(opts, path, schema, maxBytes);
  if (result.ok) succeeded(script);
  else failed(script, Date.now() - started, config(opts.env).originTimeoutMs, config(opts.env).originBreakerMs);
  return result;
}

async function fetchJson<S extends v.GenericSchema>(
  opts: OriginOptions,
  path: string,
  schema: S,
  maxBytes: number,
): Promise<Fetched<v.InferOutput<S>>> {
  const x = await exchange(opts, path, { maxBytes });
  if (!x.ok) return x;
  if (!x.res.ok) return { ok: false, reason: `HTTP ${x.res.status}` };
  const parsed = parseJson(x.body);
  if (!parsed.ok) {
    return { ok: false, reason: `not JSON (${x.res.headers.get("content-type") ?? "no content-type"}): ${x.body.slice(0, 60)}` };
  }
  const valid = v.safeParse(schema, withoutInvisibleControls(parsed.json));
  if (!valid.success) {
    // A union's issue says only that no option fitted: name the first option's own issue.
    let issue: v.BaseIssue<unknown> = valid.issues[0];
    while (issue.issues?.[0]) issue = issue.issues[0];
    return { ok: false, reason: `wrong shape: ${v.getDotPath(issue) ?? "(root)"} ${issue.message}` };
  }
  return { ok: true, data: valid.output };
}

export function createOrigin(opts: OriginOptions): WorkerOrigin {
  const deps: CacheDeps = {
    kv: opts.env.ORIGIN_CACHE,
    waitUntil: opts.waitUntil,
    memoryMs: config(opts.env).cacheMemoryMs,
    onBackgroundFault: (key, reason) => opts.onFault({ call: `refresh ${key}`, reason }),
  };
  const base = config(opts.env).originUrl;

  /**
   * One cached origin call. `prepare` runs on a fresh answer before it is cached
   * (images made this site's media URLs, HTML sanitised), so the cache only ever holds
   * what pages may render.
   */
  async function load<T>(
    kind: Kind,
    arg: string | undefined,
    path: string,
    schema: v.GenericSchema<unknown, T | null>,
    fallback: T | null,
    prepare: (data: T) => T = (d) => d,
    /** false: answer from the cache only, never from the origin. */
    askOrigin = true,
  ) {
    const key = cacheKey(kind, arg);
    const fetchPrepared = async (): Promise<Fetched<T>> => {
      if (!askOrigin) return { ok: false, reason: "not asked: the blog list could not be read" };
      const r = await getJson(opts, path, schema, MAX_BYTES[kind]);
      return r.ok && r.data !== null ? { ok: true, data: prepare(r.data) } : r;
    };
    const started = Date.now();
    const result = await readThrough<T>(deps, key, POLICIES[kind], fetchPrepared);
    opts.onLoaded?.({ key, source: result.ok ? result.source : "default", ms: Date.now() - started });
    if (result.ok) return { data: result.data, source: result.source } as Loaded<T | null>;
    opts.onFault({ call: `GET ${path}`, reason: result.reason });
    return { data: fallback, source: "default" } as Loaded<T | null>;
  }

  async function blogs(): Promise<Loaded<BlogSummary[]>> {
    const r = await load<BlogSummary[]>("blogs", undefined, "/apis/get_blogs.php", blogsAnswer, [], (list) =>
      list.map((b) => ({ ...b, image: originMedia(b.image, base, "blogs") })),
    );
    return { data: r.data ?? [], source: r.source };
  }

  return {
    async seo(page) {
      const r = await load<SeoRecord>("seo", page, `/apis/seo_api.php?page=${encodeURIComponent(page)}`, seoAnswer, {});
      return { data: r.data ?? {}, source: r.source };
    },
    async countryCodes() {
      const r = await load<CountryCode[]>("countries", undefined, "/apis/getcountrycode.php", countryCodesAnswer, DEFAULT_COUNTRY_CODES);
      return { data: r.data ?? DEFAULT_COUNTRY_CODES, source: r.source };
    },
    blogs,
    /**
     * One post, asked of the origin only when the (cached) blog list names it: a made-up
     * id costs neither an origin call nor a KV write, whatever a crawler or an attacker
     * sends. When the list itself cannot be had (origin down, nothing cached), a post
     * already in the cache is still served, and nothing else reaches the origin.
     */
    async blog(id) {
      if (!isValidBlogId(id)) return { data: null, source: "default" };
      const list = await blogs();
      const listed = list.source === "default" ? undefined : list.data.some((b) => b.id === id);
      if (listed === false) return { data: null, source: list.source };
      const source: MediaSource = `blog-${id}`;
      const r = await load<Blog>(
        "blog",
        id,
        `/apis/get_details.blog.php?id=${encodeURIComponent(id)}`,
        blogAnswer,
        null,
        (b) => ({ ...b, image: originMedia(b.image, base, source), text: sanitizeOriginHtml(b.text, base, source) }),
        listed === true,
      );
      return { data: r.data, source: r.source };
    },
    saveDemoRequest: (fields, key, timeoutMs, context) => saveDemoRequest(opts, fields, key, timeoutMs, context),
    media: (path) => fetchMedia(opts, path),
    async whatsNew() {
      const r = await load<WhatsNewItem[]>("whatsnew", undefined, "/apis/get_whatsnew.php", whatsNewAnswer, [], (list) =>
        list.map((w) => ({ ...w, image: originMedia(w.image, base, "whatsnew"), para: sanitizeOriginHtml(w.para, base, "whatsnew") })),
      );
      return { data: r.data ?? [], source: r.source };
    },
  };
}
