/**
 * The only module that talks to the PHP origin (CONVENTIONS 3). Every call has a
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
import { cacheKey, isValidBlogId, POLICIES, type Kind } from "./policy.ts";
import { blogAnswer, blogsAnswer, countryCodesAnswer, seoAnswer, whatsNewAnswer } from "./schemas.ts";

export type OriginFault = { call: string; reason: string };

export type OriginOptions = {
  env: Pick<Env, "ORIGIN_URL" | "ORIGIN_CACHE"> & { ORIGIN_TIMEOUT_MS?: string; CACHE_MEMORY_MS?: string };
  waitUntil: (promise: Promise<unknown>) => void;
  /** Called once per failing call; the request logger prints them with the request id. */
  onFault: (fault: OriginFault) => void;
  /** Origin and cache timings for Server-Timing. */
  onTiming?: (name: string, ms: number) => void;
};

export const DEFAULT_COUNTRY_CODES: CountryCode[] = [{ value: "+91", label: "India (+91)", isIndia: true }];

/** The origin may live under a path (https://host/erp): join, don't resolve. */
export function originUrl(base: string, path: string): string {
  return base.replace(/\/+$/, "") + path;
}

/** Fetches and validates one origin GET, never throwing. */
async function getJson<S extends v.GenericSchema>(
  opts: OriginOptions,
  path: string,
  schema: S,
): Promise<Fetched<v.InferOutput<S>>> {
  const timeout = Number(opts.env.ORIGIN_TIMEOUT_MS) || 2500;
  const started = Date.now();
  let res: Response;
  try {
    res = await fetch(originUrl(opts.env.ORIGIN_URL, path), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeout),
    });
  } catch (e) {
    const name = (e as Error)?.name;
    const reason = name === "TimeoutError" || name === "AbortError" ? `timeout after ${timeout} ms` : `unreachable: ${String(e)}`;
    return { ok: false, reason };
  } finally {
    opts.onTiming?.("origin", Date.now() - started);
  }
  let body: string;
  try {
    body = await res.text();
  } catch (e) {
    return { ok: false, reason: `body read failed: ${String(e)}` };
  }
  if (!res.ok) return { ok: false, reason: `HTTP ${res.status}` };
  let json: unknown;
  try {
    json = JSON.parse(body.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, reason: `not JSON (${res.headers.get("content-type") ?? "no content-type"}): ${body.slice(0, 60)}` };
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, reason: `wrong shape: ${v.getDotPath(issue) ?? "(root)"} ${issue.message}` };
  }
  return { ok: true, data: parsed.output };
}

/** Relative image paths from the origin become absolute URLs on the origin. */
function absolute(base: string, src: string): string {
  if (!src) return src;
  try {
    const url = new URL(src, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
  } catch {
    return "";
  }
}

export function createOrigin(opts: OriginOptions): OriginApi {
  const deps: CacheDeps = {
    kv: opts.env.ORIGIN_CACHE,
    waitUntil: opts.waitUntil,
    memoryMs: opts.env.CACHE_MEMORY_MS === undefined ? 30_000 : Number(opts.env.CACHE_MEMORY_MS),
    onBackgroundFault: (key, reason) => opts.onFault({ call: `refresh ${key}`, reason }),
  };
  const base = opts.env.ORIGIN_URL;

  async function load<T>(kind: Kind, arg: string | undefined, path: string, schema: v.GenericSchema<unknown, T | null>, fallback: T | null) {
    const key = cacheKey(kind, arg);
    const result = await readThrough<T>(deps, key, POLICIES[kind], () => getJson(opts, path, schema));
    if (result.ok) return { data: result.data, source: result.source } as Loaded<T | null>;
    opts.onFault({ call: `GET ${path}`, reason: result.reason });
    return { data: fallback, source: "default" } as Loaded<T | null>;
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
    async blogs() {
      const r = await load<BlogSummary[]>("blogs", undefined, "/apis/get_blogs.php", blogsAnswer, []);
      return { data: (r.data ?? []).map((b) => ({ ...b, image: absolute(base, b.image) })), source: r.source };
    },
    async blog(id) {
      if (!isValidBlogId(id)) return { data: null, source: "default" };
      const r = await load<Blog>("blog", id, `/apis/get_details.blog.php?id=${encodeURIComponent(id)}`, blogAnswer, null);
      return { data: r.data ? { ...r.data, image: absolute(base, r.data.image) } : null, source: r.source };
    },
    async whatsNew() {
      const r = await load<WhatsNewItem[]>("whatsnew", undefined, "/apis/get_whatsnew.php", whatsNewAnswer, []);
      return { data: (r.data ?? []).map((w) => ({ ...w, image: absolute(base, w.image) })), source: r.source };
    },
  };
}
