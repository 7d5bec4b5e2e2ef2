/**
 * Dead-lettered leads, for an operator (docs/leads.md, "Dead letters and the admin endpoints"):
 *   GET  /admin/leads/dead[?cursor=&limit=]   one page of them, oldest first:
 *        { count, leads, cursor } (cursor only when there are more)
 *   POST /admin/leads/dead/replay[?limit=]    put one page (at most 100) back on the
 *        LEADS queue with a fresh day of attempts: { replayed, more }
 * Pages are read with KV list(), never the whole ledger. Both need
 * `Authorization: Bearer $ADMIN_TOKEN`; without the secret they do not exist.
 */
import { Hono, type Context } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { config } from "../config.ts";
import type { AppEnv } from "../env.ts";
import type { DeadLead, LeadMessage } from "../leads/queue.ts";

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

export const adminRoutes = new Hono<AppEnv>()
  // Without the secret the routes do not exist.
  .use(async (c, next) => (config(c.env).adminToken ? next() : c.notFound()))
  .use(async (c, next) => {
    c.header("Cache-Control", "no-store");
    const unauthorized = { status: "error", message: "Unauthorized." };
    // Hono's bearer-auth compares the token in constant time.
    return bearerAuth<AppEnv>({
      token: config(c.env).adminToken ?? "",
      noAuthenticationHeader: { message: unauthorized },
      invalidAuthenticationHeader: { message: unauthorized },
      invalidToken: { message: unauthorized },
    })(c, next);
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
  });
