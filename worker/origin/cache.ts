/**
 * Read-through cache in front of the origin: a small per-isolate memory layer, then
 * Workers KV. KV writes happen only on a miss or a background refresh (never per
 * request) and always in waitUntil; only good answers are written, and "not found"
 * never (docs/architecture.md, "The origin layer").
 */
import type { Source } from "../../src/lib/origin-types.ts";
import { expirationTtl, freshness, isEntry, type Entry, type Policy } from "./policy.ts";
import { clearBreakers } from "./breaker.ts";

/** An origin answer: data (null = the origin says "no such thing") or a fault. */
export type Fetched<T> = { ok: true; data: T | null } | { ok: false; reason: string };

export type CacheResult<T> = { ok: true; data: T | null; source: Source } | { ok: false; reason: string };

export type CacheDeps = {
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  /** How long an entry read from KV is reused from memory (0 disables the layer). */
  memoryMs: number;
  /** Faults of background refreshes, which happen after the response is sent. */
  onBackgroundFault: (key: string, reason: string) => void;
  now?: () => number;
};

const MEMORY_LIMIT = 500;
/**
 * The memory layer's budget, counted as the entries' JSON length: answers are bounded
 * (http.ts, schemas.ts) but 500 of them could still fill an isolate's 128 MB
 * (docs/security.md, "Origin answers and caches").
 */
export const MEMORY_BUDGET = 8_000_000;
type Remembered = { entry: Entry<unknown>; at: number; size: number };
const memory = new Map<string, Remembered>();
let memorySize = 0;
const inflight = new Map<string, Promise<Fetched<unknown>>>();

function forget(key: string) {
  const old = memory.get(key);
  if (!old) return;
  memory.delete(key);
  memorySize -= old.size;
}

function remember(key: string, entry: Entry<unknown>, at: number, size: number) {
  forget(key);
  if (size > MEMORY_BUDGET) return;
  memory.set(key, { entry, at, size });
  memorySize += size;
  // Map order is insertion order: the first key is the least recently stored or read.
  while (memory.size > MEMORY_LIMIT || memorySize > MEMORY_BUDGET) forget(memory.keys().next().value as string);
}

/** Forgets the memory layer and the breakers (tests, a purge; a new isolate starts empty anyway). */
export function clearMemoryCache() {
  clearBreakers();
  memory.clear();
  memorySize = 0;
  inflight.clear();
}

async function readKv(kv: KVNamespace, key: string): Promise<{ entry: Entry<unknown>; size: number } | null> {
  try {
    const text = await kv.get(key, "text");
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isEntry(value) ? { entry: value, size: text.length } : null;
  } catch {
    // An unreadable or corrupt entry is a miss, never an error page.
    return null;
  }
}

function store(deps: CacheDeps, key: string, entry: Entry<unknown>, policy: Policy) {
  const json = JSON.stringify(entry);
  remember(key, entry, entry.t, json.length);
  // "Not found" stays in this isolate's memory only: a KV write per made-up key would
  // spend the daily write quota and evict real entries.
  if (entry.d === null) return;
  deps.waitUntil(
    deps.kv
      .put(key, json, { expirationTtl: expirationTtl(entry, policy) })
      .catch((e: unknown) => deps.onBackgroundFault(key, `KV write failed: ${String(e)}`)),
  );
}

/**
 * Fetches from the origin and stores a good answer, once per key at a time: requests
 * that miss together, or find the same stale entry, share one origin call and one
 * KV write.
 */
function fetchAndStore<T>(deps: CacheDeps, key: string, policy: Policy, fetcher: () => Promise<Fetched<T>>) {
  let call = inflight.get(key) as Promise<Fetched<T>> | undefined;
  if (!call) {
    call = fetcher()
      .then((answer) => {
        if (answer.ok) store(deps, key, { t: (deps.now ?? Date.now)(), d: answer.data }, policy);
        return answer;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, call);
  }
  return call;
}

export async function readThrough<T>(
  deps: CacheDeps,
  key: string,
  policy: Policy,
  fetcher: () => Promise<Fetched<T>>,
): Promise<CacheResult<T>> {
  const now = (deps.now ?? Date.now)();
  const mem = memory.get(key);
  if (mem && now - mem.at < deps.memoryMs && freshness(mem.entry, now, policy) === "fresh") {
    return { ok: true, data: mem.entry.d as T | null, source: "memory" };
  }

  const read = await readKv(deps.kv, key);
  if (read) {
    const { entry } = read;
    const state = freshness(entry, now, policy);
    if (state !== "expired") {
      remember(key, entry, now, read.size);
      if (state === "fresh") return { ok: true, data: entry.d as T | null, source: "kv" };
      if (!inflight.has(key)) {
        deps.waitUntil(
          fetchAndStore(deps, key, policy, fetcher).then((answer) => {
            if (!answer.ok) deps.onBackgroundFault(key, answer.reason);
          }),
        );
      }
      return { ok: true, data: entry.d as T | null, source: "stale" };
    }
  }

  const answer = await fetchAndStore(deps, key, policy, fetcher);
  if (!answer.ok) {
    // stale-if-error: a copy this isolate read earlier beats a default.
    if (mem && freshness(mem.entry, now, { fresh: 0, stale: policy.stale }) !== "expired") {
      return { ok: true, data: mem.entry.d as T | null, source: "stale" };
    }
    return answer;
  }
  return { ok: true, data: answer.data, source: "origin" };
}
