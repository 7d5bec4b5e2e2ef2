/**
 * Dead-lettered leads, for an operator (docs/leads.md, "Dead letters and the admin endpoints"):
 *   GET  /admin/leads/dead[?cursor=&limit=]   one page of them, oldest first:
 *        { count, leads, cursor } (cursor only when there are more)
 *   POST /admin/leads/dead/replay[?limit=]    put one page (at most 100) back on the
 *        LEADS queue with a fresh day of attempts: { replayed, more }
 *   POST /admin/origin-cache/purge            forget one page (at most 500) of cached origin
 *        answers (ORIGIN_CACHE) and this isolate's memory layer: { purged, more }
 * Pages are read with KV list(), never the whole ledger. Both need
 * `Authorization: Bearer $ADMIN_TOKEN`; without the secret, or with one shorter than
 * 32 characters, they do not exist. Failed attempts are limited per client
 * (ADMIN_RATE_LIMITER); docs/security.md "Leads and admin".
 */
import { Hono, type Context } from "hono";
import { timingSafeEqual } from "hono/utils/buffer";
import { config } from "../config.ts";
import type { AppEnv } from "../env.ts";
import { clientBucket } from "../leads/guards.ts";
import type { DeadLead, LeadMessage } from "../leads/queue.ts";
import { clearMemoryCache } from "../origin/cache.ts";

/** Cached answers deleted per purge call: within a request's 1,000 KV operations. */
export const PURGE_PAGE = 500;

export const DEFAULT_PAGE = 50;
/** The most per page, and per replay: keeps a call within a request's limits. */
export const MAX_PAGE = 100;

/** `?limit=`: a whole number, clamped to 1..MAX_PAGE; absent or not a number, the default. */
function pageLimit(value: string | undefined, fallback: number): number {
  const n = value && /^-?\d{1,6}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(MAX_PAGE, Math.max(1, n)) : fallback;
}

/** KV cursors are short opaque tokens; anything else is not one of ours. */
const CURSOR = /^[A-Za-z0-9+/=_.-]{1,2048}$/;

type Page = { entries: { name: string; lead: DeadLead }[]; cursor?: string };

/** One page of `dead:` entries (oldest first: the key starts with deadAt). */
async function deadPage(c: Context<AppEnv>, limit: number, cursor?: string): Promise<Page> {
  const page = await c.env.LEAD_LEDGER.list({ prefix: "dead:", limit, cursor });
  const leads = await Promise.all(page.keys.map((key) => c.env.LEAD_LEDGER.get<DeadLead>(key.name, "json")));
  // An entry that expired between list() and get() is simply gone.
  const entries = page.keys.flatMap((key, i) => (leads[i] ? [{ name: key.name, lead: leads[i] }] : []));
  return { entries, cursor: page.list_complete ? undefined : page.cursor };
}

/** A batch sent to a queue may hold at most 256 KB: leads (up to 32 KB each) in batches under that. */
const BATCH_BYTES = 200 * 1024;

function bySize<T>(items: T[]): T[][] {
  const batches: T[][] = [];
  let size = Infinity;
  for (const item of items) {
    const bytes = new TextEncoder().encode(JSON.stringify(item)).byteLength + 100;
    if (size + bytes > BATCH_BYTES) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(item);
    size += bytes;
  }
  return batches;
}

/** Shorter tokens keep the endpoints off: 32 characters of a random token are out of reach of guessing. */
export const MIN_TOKEN_LENGTH = 32;

/**
 * Clients that failed too often, kept in this isolate until the time given: while held,
 * a client is refused without its token being compared, so that a right guess cannot
 * be told from a wrong one (the limiter only says so when a failure is counted).
 * Bounded: when full, it starts again (the limiter still counts).
 */
const held = new Map<string, number>();
const HELD_MAX = 1000;
const HOLD_MS = 60_000;

function unauthorized(c: Context<AppEnv>) {
  c.header("WWW-Authenticate", 'Bearer realm="admin"');
  return c.json({ status: "error", message: "Unauthorized." }, 401);
}

function tooMany(c: Context<AppEnv>) {
  c.header("Retry-After", String(HOLD_MS / 1000));
  return c.json({ status: "error", message: "Too many failed attempts. Try again in a minute." }, 429);
}

/** The bearer token of a request, if it sends one. */
function bearerOf(header: string | undefined): string | undefined {
  const m = /^Bearer +([\x21-\x7e]{1,512})$/.exec(header ?? "");
  return m?.[1];
}

export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // No answer here, error or not, is about anything a cache may keep.
    c.header("Cache-Control", "no-store");
    const token = config(c.env).adminToken;
    // Without the secret, or with one too short to be safe, the routes do not exist.
    if (!token) return c.notFound();
    if (token.length < MIN_TOKEN_LENGTH) {
      c.var.log.warn(`ADMIN_TOKEN is shorter than ${MIN_TOKEN_LENGTH} characters: /admin stays off (npx wrangler secret put ADMIN_TOKEN)`);
      return c.notFound();
    }
    const client = `admin:${clientBucket(c.req.header("cf-connecting-ip") ?? "unknown")}`;
    const until = held.get(client);
    if (until !== undefined && until > Date.now()) return tooMany(c);
    const given = bearerOf(c.req.header("authorization"));
    // Constant time (hono's timingSafeEqual compares hashes of both).
    if (given !== undefined && (await timingSafeEqual(given, token))) return next();
    try {
      const { success } = await c.env.ADMIN_RATE_LIMITER.limit({ key: client });
      if (!success) {
        if (held.size >= HELD_MAX) held.clear();
        held.set(client, Date.now() + HOLD_MS);
        c.var.log.warn("admin: too many failed attempts", { client });
        return tooMany(c);
      }
    } catch (error) {
      c.var.log.warn("admin rate limiter unavailable", { error: String(error) });
    }
    return unauthorized(c);
  })
  .get("/leads/dead", async (c) => {
    const cursor = c.req.query("cursor") || undefined;
    if (cursor !== undefined && !CURSOR.test(cursor)) return c.json({ status: "error", message: "Invalid cursor." }, 400);
    const limit = pageLimit(c.req.query("limit"), DEFAULT_PAGE);
    let page: Page;
    try {
      page = await deadPage(c, limit, cursor);
    } catch (error) {
      // KV refuses a cursor it did not make; without one, the failure is ours.
      if (cursor === undefined) throw error;
      return c.json({ status: "error", message: "Invalid cursor." }, 400);
    }
    const leads = page.entries.map((e) => e.lead);
    return c.json({ count: leads.length, leads, ...(page.cursor ? { cursor: page.cursor } : {}) });
  })
  .post("/leads/dead/replay", async (c) => {
    // Always the first page: the ones replayed are deleted, so the next call gets the next.
    const page = await deadPage(c, pageLimit(c.req.query("limit"), MAX_PAGE));
    const now = new Date().toISOString();
    if (page.entries.length) {
      const bodies = page.entries.map(
        // A fresh window of attempts from now; receivedAt stays what it was.
        ({ lead: { reason: _r, attempts: _a, deadAt: _d, retryFrom: _f, ...message } }): LeadMessage => ({ ...message, retryFrom: now }),
      );
      for (const batch of bySize(bodies)) await c.env.LEADS.sendBatch(batch.map((body) => ({ body })));
      // Deleted only once queued again: a failure above leaves them listed (a batch
      // already sent is then sent again, which the receipts make harmless).
      await Promise.all(page.entries.map(({ name }) => c.env.LEAD_LEDGER.delete(name)));
    }
    const more = page.cursor !== undefined;
    c.var.log.warn("dead leads replayed", { count: page.entries.length, more });
    return c.json({ replayed: page.entries.length, more });
  })
  .post("/origin-cache/purge", async (c) => {
    // A bad answer the origin has since corrected (a poisoned SEO title) would otherwise
    // be served for days while the origin fails (stale-if-error). Always the first page:
    // the keys deleted are gone, so the next call gets the next. Other isolates re-read
    // KV within CACHE_MEMORY_MS (30 s).
    const page = await c.env.ORIGIN_CACHE.list({ limit: PURGE_PAGE });
    await Promise.all(page.keys.map((k) => c.env.ORIGIN_CACHE.delete(k.name)));
    clearMemoryCache();
    const more = !page.list_complete;
    c.var.log.warn("origin cache purged", { count: page.keys.length, more });
    return c.json({ purged: page.keys.length, more });
  });
