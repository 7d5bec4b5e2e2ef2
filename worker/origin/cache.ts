/**
 * Read-through cache in front of the origin: a small per-isolate memory layer, then
 * Workers KV. KV writes happen only on a miss or a background refresh (never per
 * request) and always in waitUntil; only good answers are written, and "not found"
 * never (docs/architecture.md, "The origin layer").
 */
import type { Source } from "../../src/lib/origin-types.ts";
import { expirationTtl, freshness, isEntry, type Entry, type Policy } from "./policy.ts";

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
const memory = new Map<string, { entry: Entry<unknown>; at: number }>();
const inflight = new Map<string, Promise<Fetched<unknown>>>();

function remember(key: string, entry: Entry<unknown>, at: number) {
  memory.delete(key);
  memory.set(key, { entry, at });
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
}

/** Forgets the memory layer (tests; a new isolate starts empty anyway). */
export function clearMemoryCache() {
  memory.clear();
  inflight.clear();
}

async function readKv(kv: KVNamespace, key: string): Promise<Entry<unknown> | null> {
  try {
    const value: unknown = await kv.get(key, "json");
    return isEntry(value) ? value : null;
  } catch {
    // An unreadable or corrupt entry is a miss, never an error page.
    return null;
  }
}

function store(deps: CacheDeps, key: string, entry: Entry<unknown>, policy: Policy) {
  remember(key, entry, entry.t);
  // "Not found" stays in this isolate's memory only: a KV write per made-up key would
  // spend the daily write quota and evict real entries.
  if (entry.d === null) return;
  deps.waitUntil(
    deps.kv
      .put(key, JSON.stringify(entry), { expirationTtl: expirationTtl(entry, policy) })
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

  const entry = await readKv(deps.kv, key);
  if (entry) {
    const state = freshness(entry, now, policy);
    if (state !== "expired") {
      remember(key, entry, now);
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
