/**
 * A lead's direct post to the origin, made at most once per key by this worker
 * (docs/leads.md, "Duplicates"; the markers in once.ts):
 *   - a key with a receipt is not posted: a resend is answered as the first post was;
 *   - a key another isolate is posting right now is not posted: a copy waits on the
 *     queue until that post's budget is over, and the consumer reads its receipt;
 *   - posts of one key in this isolate at the same moment share one origin call;
 *   - the visitor is answered after ORIGIN_POST_TIMEOUT_MS, but the post itself runs on
 *     (in waitUntil) until ORIGIN_POST_ABANDON_MS: an origin slower than the timeout
 *     that then stores the lead leaves a receipt, and the copy queued for the visitor's
 *     sake is dropped by the consumer instead of being posted again;
 *   - a 2xx that is not a verdict is never posted again: a receipt, and the lead with
 *     the answer's first bytes in the ledger for an operator.
 */
import type { Context } from "hono";
import { config } from "../config.ts";
import type { Bindings, AppEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import type { SaveResult } from "../origin/save.ts";
import { clearPending, leadState, markDelivered, markPending, sharedPost, type LeadState } from "./once.ts";
import { keepDeadLead, NO_VERDICT, type DeadLead, type LeadMessage } from "./ledger.ts";

export type Posted =
  | { kind: "sent" }
  | { kind: "rejected"; message: string }
  /** Another request of this isolate posted the key and it got no verdict: that request queued it. */
  | { kind: "joined" }
  | { kind: "unavailable"; reason: string }
  /** A post of the key may still land: queue a copy that waits this long. */
  | { kind: "in-flight"; reason: string; delaySeconds: number };

/**
 * What a post's result leaves in the ledger, before anyone is answered: the receipt of
 * a 2xx, the lead and the answer's first bytes when the 2xx was no verdict; the
 * in-flight marker goes.
 */
export async function settle(env: Pick<Bindings, "LEAD_LEDGER">, lead: LeadMessage, result: SaveResult, log: Logger, attempts = 1) {
  try {
    if (result.kind === "accepted") await markDelivered(env, lead.key);
    if (result.kind === "unverdicted") {
      await markDelivered(env, lead.key, "unverdicted");
      const dead: DeadLead = { ...lead, reason: NO_VERDICT, attempts, deadAt: new Date().toISOString(), answer: result.answer };
      await keepDeadLead(env, dead);
      log.error("lead answered without a verdict, kept for an operator", { key: lead.key, reason: result.reason });
    }
  } catch (error) {
    log.error("lead receipt not written", { key: lead.key, result: result.kind, error: String(error) });
  }
  await clearPending(env, lead.key).catch(() => undefined);
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - Date.now()) / 1000) + 1);

export async function postOnce(c: Context<AppEnv>, lead: LeadMessage): Promise<Posted> {
  const { key } = lead;
  const log = c.var.log;
  const state = await leadState(c.env, key).catch((): LeadState => ({ delivered: false }));
  if (state.delivered) {
    log.info("lead already delivered, answered as before", { key });
    return { kind: "sent" };
  }
  if (state.pendingUntil !== undefined) return { kind: "in-flight", reason: "posted by another request", delaySeconds: secondsUntil(state.pendingUntil) };

  const { first, outcome } = sharedPost(key, async (): Promise<Posted> => {
    const cfg = config(c.env);
    const until = Date.now() + cfg.originPostAbandonMs;
    await markPending(c.env, key, until).catch((e: unknown) => log.warn("lead marker not written", { key, error: String(e) }));
    const save = c.var.origin
      .saveDemoRequest(lead.fields, key, cfg.originPostAbandonMs, lead.context)
      .then(async (result) => (await settle(c.env, lead, result, log), result));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<"slow">((ok) => (timer = setTimeout(() => ok("slow"), cfg.originPostTimeoutMs)));
    const result = await Promise.race([save, slow]).finally(() => clearTimeout(timer));
    if (result === "slow") {
      c.executionCtx.waitUntil(save);
      return { kind: "in-flight", reason: `no answer within ${cfg.originPostTimeoutMs} ms`, delaySeconds: secondsUntil(until) };
    }
    if (result.kind === "accepted") log.info("lead accepted", { key, kind: lead.kind });
    if (result.kind === "accepted" || result.kind === "unverdicted") return { kind: "sent" };
    if (result.kind === "rejected") return { kind: "rejected", message: result.message };
    return { kind: "unavailable", reason: result.reason };
  });
  const posted = await outcome;
  if (!first && (posted.kind === "unavailable" || posted.kind === "in-flight")) return { kind: "joined" };
  return posted;
}
