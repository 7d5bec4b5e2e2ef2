/**
 * What keeps a lead from reaching the origin twice from this worker (docs/leads.md,
 * "Duplicates"), kept in LEAD_LEDGER beside the dead letters:
 *
 *   delivered:{key}  a post of this key got a 2xx (a "success" verdict, or an answer
 *                    that was no verdict): never post the key again. Read before every
 *                    post, direct or queued; a resend is answered as the first post was.
 *   pending:{key}    a post of this key is on its way until the time it holds (the
 *                    direct post's whole budget, ORIGIN_POST_ABANDON_MS): another post of
 *                    the key (a second press of the form, a queued copy) does not go
 *                    out meanwhile, it waits for the first one's outcome.
 *
 * Within one isolate, posts of one key at the same moment share one origin call
 * (`inflight`); the markers carry the rule across isolates and to the queue's consumer.
 * KV is eventually consistent between locations (about a minute): two presses of one
 * form come from one browser to one location, where a marker is read back at once. What
 * no marker can see — the origin stored a lead and the connection broke before any
 * answer — is the origin's to ignore by its key (the header and field the worker sends).
 */
import type { Bindings } from "../env.ts";

type Env = Pick<Bindings, "LEAD_LEDGER">;

const RECEIPT_TTL_SECONDS = 7 * 86_400;
/** KV's shortest expiry: a marker a crashed post left behind goes by itself. */
const PENDING_TTL_SECONDS = 60;

export type LeadState = { delivered: boolean; pendingUntil?: number };

/** The key's receipt and in-flight marker, read together. */
export async function leadState(env: Env, key: string, now = Date.now()): Promise<LeadState> {
  const [delivered, pending] = await Promise.all([env.LEAD_LEDGER.get(`delivered:${key}`), env.LEAD_LEDGER.get(`pending:${key}`)]);
  const until = Number(pending);
  return { delivered: delivered !== null, ...(pending !== null && Number.isFinite(until) && until > now ? { pendingUntil: until } : {}) };
}

/** A post of `key` got a 2xx: `how` is "accepted" or "unverdicted" (an answer that was no verdict). */
export function markDelivered(env: Env, key: string, how: "accepted" | "unverdicted" = "accepted"): Promise<void> {
  return env.LEAD_LEDGER.put(`delivered:${key}`, new Date().toISOString(), { expirationTtl: RECEIPT_TTL_SECONDS, metadata: { how } });
}

export function markPending(env: Env, key: string, untilMs: number): Promise<void> {
  return env.LEAD_LEDGER.put(`pending:${key}`, String(untilMs), { expirationTtl: PENDING_TTL_SECONDS + Math.ceil(Math.max(0, untilMs - Date.now()) / 1000) });
}

export function clearPending(env: Env, key: string): Promise<void> {
  return env.LEAD_LEDGER.delete(`pending:${key}`);
}

/** Posts of one key in this isolate at the same moment: one origin call, one outcome. */
const inflight = new Map<string, Promise<unknown>>();

export function sharedPost<T>(key: string, post: () => Promise<T>): { first: boolean; outcome: Promise<T> } {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return { first: false, outcome: running };
  const outcome = post().finally(() => inflight.delete(key));
  inflight.set(key, outcome);
  return { first: true, outcome };
}
