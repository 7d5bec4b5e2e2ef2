/**
 * Cache policy of the origin layer: pure functions, unit-tested (docs/architecture.md, "The origin layer").
 * Windows are in seconds. After `fresh` an entry is served while it is refreshed in
 * the background (stale-while-revalidate); it stays usable for `stale` seconds when
 * the origin fails (stale-if-error), after which KV expires it.
 */
export type Kind = "seo" | "countries" | "blogs" | "blog" | "whatsnew";

export type Policy = { fresh: number; stale: number };

const DAY = 86_400;

export const POLICIES: Record<Kind, Policy> = {
  seo: { fresh: 10 * 60, stale: 7 * DAY },
  countries: { fresh: DAY, stale: 30 * DAY },
  blogs: { fresh: 5 * 60, stale: 7 * DAY },
  blog: { fresh: 10 * 60, stale: 7 * DAY },
  whatsnew: { fresh: 10 * 60, stale: 7 * DAY },
};

const KIB = 1024;

/**
 * The most an answer of each kind may weigh, in bytes (docs/security.md): its schema's
 * bounds (schemas.ts) with every letter written as PHP's json_encode writes Hindi,
 * \uXXXX (6 bytes a letter), and room to spare. An SEO record is three short texts
 * (1,200 letters at most); a post is up to 200,000 letters. Reading stops past it, so
 * a hostile answer costs the isolate kilobytes, not megabytes: every page asks for its
 * SEO record, and a refused one is asked for again on the next request.
 */
export const MAX_BYTES: Record<Kind, number> = {
  seo: 16 * KIB,
  countries: 128 * KIB,
  blogs: 1024 * KIB,
  blog: 2048 * KIB,
  whatsnew: 2048 * KIB,
};

/** "Not found" answers are kept briefly (KV's shortest expiry is 60 s). */
export const NOT_FOUND_POLICY: Policy = { fresh: 60, stale: 60 };

/** What is stored in KV: when it was fetched and the answer (null = not found). */
export type Entry<T> = { t: number; d: T | null };

export type Freshness = "fresh" | "stale" | "expired";

export function freshness(entry: Entry<unknown>, nowMs: number, policy: Policy): Freshness {
  const age = (nowMs - entry.t) / 1000;
  const p = entry.d === null ? NOT_FOUND_POLICY : policy;
  if (age < p.fresh) return "fresh";
  if (age < p.stale) return "stale";
  return "expired";
}

/** KV expiry for an entry: the end of its stale-if-error window. */
export function expirationTtl(entry: Entry<unknown>, policy: Policy): number {
  return Math.max(60, entry.d === null ? NOT_FOUND_POLICY.stale : policy.stale);
}

export function isEntry(value: unknown): value is Entry<unknown> {
  return typeof value === "object" && value !== null && typeof (value as Entry<unknown>).t === "number" && "d" in value;
}

export { isValidBlogId } from "../../src/lib/ids.ts";

/** SEO page values are bounded to the ones the site asks for. */
export function isValidSeoPage(page: string, known: ReadonlySet<string>): boolean {
  return page.length <= 100 && known.has(page);
}

// v3: images are this site's /origin-media/ URLs (v2 entries name the origin's host,
// which the CSP no longer allows); v2: origin HTML is sanitised before caching, so v1
// entries (raw origin HTML) must never be read again.
const VERSION = "v3";

export function cacheKey(kind: Kind, arg?: string): string {
  return arg === undefined ? `${VERSION}:${kind}` : `${VERSION}:${kind}:${arg}`;
}
