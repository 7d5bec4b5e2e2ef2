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
  Source,
  SeoRecord,
  WhatsNewItem,
} from "../../src/lib/origin-types.ts";
import { readThrough, type CacheDeps, type Fetched } from "./cache.ts";
import { cacheKey, isValidBlogId, POLICIES, type Kind } from "./policy.ts";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaSource } from "./media.ts";
import { originMedia, sanitizeOriginHtml } from "./sanitize.ts";
import { blogAnswer, blogsAnswer, countryCodesAnswer, seoAnswer, whatsNewAnswer } from "./schemas.ts";

export type OriginFault = { call: string; reason: string };

export type OriginOptions = {
  env: Pick<Env, "ORIGIN_URL" | "ORIGIN_CACHE"> & { ORIGIN_TIMEOUT_MS?: string; ORIGIN_POST_TIMEOUT_MS?: string; CACHE_MEMORY_MS?: string };
  waitUntil: (promise: Promise<unknown>) => void;
  /** Called once per failing call; the request logger prints them with the request id. */
  onFault: (fault: OriginFault) => void;
  /** Origin fetch timings for Server-Timing. */
  onTiming?: (name: string, ms: number) => void;
  /** Each cached call once answered: its key, where the answer came from, how long it took. */
  onLoaded?: (call: { key: string; source: Source; ms: number }) => void;
};

export const DEFAULT_COUNTRY_CODES: CountryCode[] = [{ value: "+91", label: "India (+91)", isIndia: true }];

/** The origin may live under a path (https://host/erp): join, don't resolve. */
export function originUrl(base: string, path: string): string {
  return base.replace(/\/+$/, "") + path;
}

type Exchange = { ok: true; res: Response; body: string } | { ok: false; reason: string };

/** One request to the origin with a timeout; the body is read in full. Never throws. */
async function exchange(
  opts: Pick<OriginOptions, "env" | "onTiming">,
  path: string,
  init: { method?: string; body?: FormData; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Exchange> {
  const timeout = init.timeoutMs ?? (Number(opts.env.ORIGIN_TIMEOUT_MS) || 2500);
  const started = Date.now();
  try {
    const res = await fetch(originUrl(opts.env.ORIGIN_URL, path), {
      method: init.method,
      body: init.body,
      headers: { accept: "application/json", ...init.headers },
      signal: AbortSignal.timeout(timeout),
    });
    return { ok: true, res, body: await res.text() };
  } catch (e) {
    const name = (e as Error)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    return { ok: false, reason: timedOut ? `timeout after ${timeout} ms` : `unreachable: ${String(e)}` };
  } finally {
    opts.onTiming?.("origin", Date.now() - started);
  }
}

/** JSON.parse that tolerates PHP's byte-order mark and says "not JSON" instead of throwing. */
function parseJson(body: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(body.replace(/^\uFEFF/, "")) };
  } catch {
    return { ok: false };
  }
}

/** Fetches and validates one origin GET, never throwing. */
async function getJson<S extends v.GenericSchema>(
  opts: OriginOptions,
  path: string,
  schema: S,
): Promise<Fetched<v.InferOutput<S>>> {
  const x = await exchange(opts, path);
  if (!x.ok) return x;
  if (!x.res.ok) return { ok: false, reason: `HTTP ${x.res.status}` };
  const parsed = parseJson(x.body);
  if (!parsed.ok) {
    return { ok: false, reason: `not JSON (${x.res.headers.get("content-type") ?? "no content-type"}): ${x.body.slice(0, 60)}` };
  }
  const valid = v.safeParse(schema, parsed.json);
  if (!valid.success) {
    const issue = valid.issues[0];
    return { ok: false, reason: `wrong shape: ${v.getDotPath(issue) ?? "(root)"} ${issue.message}` };
  }
  return { ok: true, data: valid.output };
}

/** The multipart fields of POST /apis/save_demorequest.php (SPEC section 7). */
export type DemoRequestFields = {
  name: string;
  number: string;
  email: string;
  sel1: string;
  remark: string;
  coden: string;
  /** Only the contact form sends a subject. */
  subject?: string;
};

/**
 * accepted: the origin stored it. rejected: the origin refused it, with a business
 * message for the visitor or none (nothing to retry). unavailable: no verdict (down, slow,
 * 5xx, not JSON) — the caller must keep the lead and retry.
 */
export type SaveResult =
  | { kind: "accepted"; message: string }
  | { kind: "rejected"; message: string }
  | { kind: "unavailable"; reason: string };

const saveAnswer = v.object({ status: v.string(), message: v.nullish(v.string()) });

export type WorkerOrigin = OriginApi & {
  saveDemoRequest(fields: DemoRequestFields, idempotencyKey: string): Promise<SaveResult>;
  /** One picture from the origin's host (not cached here: routes/origin-media.ts keeps it). */
  media(path: string): Promise<MediaAnswer>;
};

/** A picture of an allowed type (media.ts) within the size bound, or why not. */
export type MediaAnswer = { ok: true; type: string; body: ArrayBuffer } | { ok: false; reason: string };

/**
 * GETs one picture: `path` is its path and query on the origin's host (whatever path
 * ORIGIN_URL has), with the read timeout covering the body too. Never throws; anything
 * but a 2xx answer of an allowed picture type, at most MEDIA_MAX_BYTES, is a fault.
 */
export async function fetchMedia(opts: Pick<OriginOptions, "env" | "onTiming">, path: string): Promise<MediaAnswer> {
  const timeout = Number(opts.env.ORIGIN_TIMEOUT_MS) || 2500;
  const started = Date.now();
  try {
    // Joined, not resolved: a path starting "//" must stay on the origin's host.
    const res = await fetch(new URL(opts.env.ORIGIN_URL).origin + path, {
      headers: { accept: [...MEDIA_TYPES].join(",") },
      signal: AbortSignal.timeout(timeout),
    });
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
    const name = (e as Error)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    return { ok: false, reason: timedOut ? `timeout after ${timeout} ms` : `unreachable: ${String(e)}` };
  } finally {
    opts.onTiming?.("origin", Date.now() - started);
  }
}

/** Forwards one lead. Never throws; the idempotency key makes a retry harmless. */
export async function saveDemoRequest(
  opts: Pick<OriginOptions, "env" | "onTiming">,
  fields: DemoRequestFields,
  idempotencyKey: string,
): Promise<SaveResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  const x = await exchange(opts, "/apis/save_demorequest.php", {
    method: "POST",
    body: form,
    headers: { "idempotency-key": idempotencyKey },
    timeoutMs: Number(opts.env.ORIGIN_POST_TIMEOUT_MS) || 8000,
  });
  if (!x.ok) return { kind: "unavailable", reason: x.reason };
  const http = x.res.status;
  // A verdict comes with 2xx, or as a refusal with 400 or 422 (PHP scripts often send
  // {status: "error", message} so). Any other status says nothing about the lead — 5xx,
  // 408 and 429 (down for now), a firewall's 403, a moved script's 404, a 409: keep
  // it and try again.
  if (!x.res.ok && http !== 400 && http !== 422) return { kind: "unavailable", reason: `HTTP ${http}` };
  const parsed = parseJson(x.body);
  const valid = parsed.ok ? v.safeParse(saveAnswer, parsed.json) : undefined;
  if (!valid?.success) {
    // Never an excerpt of the body: a PHP page may echo the lead's fields, and reasons are logged.
    return { kind: "unavailable", reason: x.res.ok ? `not a save answer (HTTP ${http}, ${x.res.headers.get("content-type") ?? "no content-type"})` : `HTTP ${http}` };
  }
  const { status, message } = valid.output;
  if (status === "success" && x.res.ok) return { kind: "accepted", message: message ?? "" };
  // A save answer whose status is not "success" is the origin's verdict, with a message
  // or without one ({"status":"error"}): the lead was looked at and refused.
  if (status !== "success") return { kind: "rejected", message: message ?? "" };
  return { kind: "unavailable", reason: `HTTP ${http}, status ${status}` };
}

export function createOrigin(opts: OriginOptions): WorkerOrigin {
  const deps: CacheDeps = {
    kv: opts.env.ORIGIN_CACHE,
    waitUntil: opts.waitUntil,
    memoryMs: opts.env.CACHE_MEMORY_MS === undefined ? 30_000 : Number(opts.env.CACHE_MEMORY_MS),
    onBackgroundFault: (key, reason) => opts.onFault({ call: `refresh ${key}`, reason }),
  };
  const base = opts.env.ORIGIN_URL;

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
      const r = await getJson(opts, path, schema);
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
    saveDemoRequest: (fields, key) => saveDemoRequest(opts, fields, key),
    media: (path) => fetchMedia(opts, path),
    async whatsNew() {
      const r = await load<WhatsNewItem[]>("whatsnew", undefined, "/apis/get_whatsnew.php", whatsNewAnswer, [], (list) =>
        list.map((w) => ({ ...w, image: originMedia(w.image, base, "whatsnew"), para: sanitizeOriginHtml(w.para, base, "whatsnew") })),
      );
      return { data: r.data ?? [], source: r.source };
    },
  };
}
