/**
 * One request to the PHP origin: URL joining, a timeout on every call, no redirect
 * followed, the body read within a byte bound, JSON that tolerates PHP's byte-order
 * mark. Never throws.
 */
import type { Source } from "../../src/lib/origin-types.ts";
import { config } from "../config.ts";
import { readBounded } from "./bounded.ts";

/**
 * The most a read answer may weigh unless the caller says less (policy.ts, MAX_BYTES):
 * a blog post of 200,000 characters (schemas.ts) is up to 1.2 MB once PHP's json_encode
 * writes each Hindi letter as \uXXXX. Anything bigger is a fault (docs/security.md).
 */
export const ORIGIN_READ_MAX_BYTES = 2 * 1024 * 1024;

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

/** The origin may live under a path (https://host/erp): join, don't resolve. */
export function originUrl(base: string, path: string): string {
  return base.replace(/\/+$/, "") + path;
}

/**
 * A failed exchange says the answer's status when one arrived (the body then failed:
 * cut off, reset, too slow, too big): a 2xx that never finished still means the origin
 * took the request (save.ts).
 */
export type Exchange = { ok: true; res: Response; body: string } | { ok: false; reason: string; status?: number };

/**
 * One request to the origin with a timeout; the body is read whole, up to `maxBytes`
 * (more is a fault). Never throws.
 */
export async function exchange(
  opts: Pick<OriginOptions, "env" | "onTiming">,
  path: string,
  init: { method?: string; body?: FormData; headers?: Record<string, string>; timeoutMs?: number; maxBytes?: number } = {},
): Promise<Exchange> {
  const timeout = init.timeoutMs ?? config(opts.env).originTimeoutMs;
  const started = Date.now();
  let status: number | undefined;
  try {
    const res = await fetch(originUrl(config(opts.env).originUrl, path), {
      method: init.method,
      body: init.body,
      headers: { accept: "application/json", ...init.headers },
      signal: AbortSignal.timeout(timeout),
      // Never followed: a redirect could send a lead's personal data, or bring another
      // host's answer into the cache as the origin's (docs/security.md).
      redirect: "manual",
    });
    if (isRedirect(res)) return await redirected(res);
    status = res.status;
    const read = await readBounded(res, init.maxBytes ?? ORIGIN_READ_MAX_BYTES);
    if (!read.ok) return { ...read, status };
    return { ok: true, res, body: new TextDecoder().decode(read.bytes) };
  } catch (e) {
    return { ok: false, reason: fetchFault(e, timeout), ...(status === undefined ? {} : { status }) };
  } finally {
    opts.onTiming?.("origin", Date.now() - started);
  }
}

/** A 3xx answer: the origin's own calls never move, so any redirect is a fault. */
export function isRedirect(res: Response): boolean {
  return res.status >= 300 && res.status < 400;
}

/** The fault of a redirect, its body dropped unread. */
export async function redirected(res: Response): Promise<{ ok: false; reason: string }> {
  await res.body?.cancel();
  return { ok: false, reason: `redirected (HTTP ${res.status})` };
}

/** Why a fetch to the origin threw: its timeout, or anything else that left no answer. */
export function fetchFault(e: unknown, timeout: number): string {
  const name = (e as Error)?.name;
  return name === "TimeoutError" || name === "AbortError" ? `timeout after ${timeout} ms` : `unreachable: ${String(e)}`;
}

/** JSON.parse that tolerates PHP's byte-order mark and says "not JSON" instead of throwing. */
export function parseJson(body: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(body.replace(/^\uFEFF/, "")) };
  } catch {
    return { ok: false };
  }
}

