/**
 * Dead-lettered leads, for an operator (README "Leads that could not be delivered"):
 *   GET  /admin/leads/dead          list them
 *   POST /admin/leads/dead/replay   put them back on the LEADS queue (fresh attempts)
 * Both need `Authorization: Bearer $ADMIN_TOKEN`; without the secret they do not exist.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env.ts";
import type { DeadLead, LeadMessage } from "../leads/queue.ts";

async function sameSecret(a: string, b: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [x, y] = await Promise.all([crypto.subtle.digest("SHA-256", enc.encode(a)), crypto.subtle.digest("SHA-256", enc.encode(b))]);
  // Comparing digests keeps the time independent of where the strings differ.
  // timingSafeEqual is a Workers extension of SubtleCrypto.
  return (crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(x, y);
}

const REPLAY_BATCH = 100;

async function listDead(c: Context<AppEnv>): Promise<{ name: string; lead: DeadLead }[]> {
  const out: { name: string; lead: DeadLead }[] = [];
  let cursor: string | undefined;
  do {
    const page = await c.env.LEAD_LEDGER.list({ prefix: "dead:", cursor });
    for (const key of page.keys) {
      const lead = await c.env.LEAD_LEDGER.get<DeadLead>(key.name, "json");
      if (lead) out.push({ name: key.name, lead });
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out;
}

export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const token = c.env.ADMIN_TOKEN;
    if (!token) return c.notFound();
    const given = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    if (!(await sameSecret(given, token))) return c.json({ status: "error", message: "Unauthorized." }, 401);
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/leads/dead", async (c) => {
    const dead = await listDead(c);
    return c.json({ count: dead.length, leads: dead.map((d) => d.lead) });
  })
  .post("/leads/dead/replay", async (c) => {
    // At most REPLAY_BATCH per call keeps within a request's limits; call again for more.
    const dead = (await listDead(c)).slice(0, REPLAY_BATCH);
    if (dead.length) {
      await c.env.LEADS.sendBatch(
        dead.map(({ lead: { reason: _r, attempts: _a, deadAt: _d, ...message } }) => ({ body: message satisfies LeadMessage })),
      );
      // Deleted only once queued again: a failure above leaves them listed.
      await Promise.all(dead.map(({ name }) => c.env.LEAD_LEDGER.delete(name)));
    }
    const remaining = (await listDead(c)).length;
    c.var.log.warn("dead leads replayed", { count: dead.length, remaining });
    return c.json({ replayed: dead.length, remaining });
  });
