/**
 * Leads the origin could not take wait on the LEADS queue. The consumer forwards each
 * with its idempotency key and, while the origin cannot answer, tries again on the
 * schedule of schedule.ts: within a minute for the first hour, then at most every
 * 30 minutes, for LEAD_GIVE_UP_HOURS (a day) from when the lead was received. Only
 * then, or at once when the origin refuses the lead, does it go to the dead-letter
 * queue, whose consumer keeps it in the LEAD_LEDGER for an operator
 * (worker/routes/admin.ts) for DEAD_TTL_SECONDS.
 *
 * A day of attempts is more than a queue's 100 retries, so the message carries its
 * own count (`attempts`) and start (`retryFrom`, else `receivedAt`): each failed
 * attempt sends a fresh copy with the wait as its delay and acknowledges the old one.
 * msg.retry() is left for a consumer that fails (a copy that could not be sent, a
 * crash); the queue's max_retries bounds only those.
 *
 * Duplicates: every lead a post of which got a 2xx leaves a receipt in the ledger,
 * checked before each delivery, so a queue redelivery, a second copy (sent, then the ack
 * lost) or a replay never sends it again; a copy queued while a post of its key may
 * still land (once.ts, `pending:`) waits until that post is over. A 2xx that is not a
 * verdict is never retried: the lead goes to the ledger with the answer's first bytes.
 * The one case the worker cannot see — the origin stored the lead but the connection
 * broke before any answer — is covered by the origin honouring the key it is sent
 * (docs/leads.md, "Duplicates").
 *
 * Logs name a lead by its key only: its fields (name, phone, e-mail, remark) stay in
 * the queues and the ledger.
 */
import { SERVER_CONTEXT_FIELDS } from "../../src/forms/context.ts";
import type { Bindings } from "../env.ts";
import { createLogger, type Logger } from "../log.ts";
import { saveDemoRequest } from "../origin/client.ts";
import { keepDeadLead, REFUSED, type DeadLead, type LeadMessage } from "./ledger.ts";
import { nextRetry, realDelaySeconds } from "./schedule.ts";
import { config } from "../config.ts";
import { leadState } from "./once.ts";
import { settle } from "./post.ts";
import { markWebhookDelivered, postWebhook, webhookDelivered } from "./webhook.ts";

export const DEAD_LETTER_QUEUE = "zevar-leads-dlq";
export { DEAD_TTL_SECONDS, deadLeadKey, keepDeadLead, NO_VERDICT, REFUSED, type DeadLead, type LeadMessage } from "./ledger.ts";

type Clock = { now: number; speed: number; giveUp: number };

/** Simulated seconds since the lead's retry window began (LEAD_CLOCK_SPEED). */
function elapsedSeconds(lead: LeadMessage, clock: Clock): { since: string; seconds: number } {
  for (const since of [lead.retryFrom, lead.receivedAt]) {
    const t = since ? Date.parse(since) : NaN;
    if (Number.isFinite(t)) return { since: since!, seconds: (Math.max(0, clock.now - t) / 1000) * clock.speed };
  }
  // No usable time (a hand-made message): the window starts now.
  return { since: new Date(clock.now).toISOString(), seconds: 0 };
}

async function deliverOne(msg: Message<LeadMessage>, env: Bindings, log: Logger, clock: Clock) {
  const lead = msg.body;
  // Attempts of earlier copies plus this copy's deliveries (1 unless the consumer failed).
  const attempt = (Number.isInteger(lead.attempts) ? lead.attempts! : 0) + msg.attempts;
  if (lead.target === "webhook") return deliverToWebhook(msg, env, log, clock, attempt);
  const state = await leadState(env, lead.key, clock.now);
  if (state.delivered) {
    log.info("lead already delivered, dropping the copy", { key: lead.key, attempt });
    msg.ack();
    return;
  }
  if (state.pendingUntil !== undefined) {
    // A post of this key may still land (the visitor's, past its timeout): wait it out,
    // without counting an attempt, then read its receipt.
    const delaySeconds = Math.max(1, Math.ceil((state.pendingUntil - clock.now) / 1000) + 1);
    await env.LEADS.send(lead, { delaySeconds });
    log.info("lead being posted elsewhere, waiting", { key: lead.key, delaySeconds });
    msg.ack();
    return;
  }
  // No visitor waits here: the post gets its whole budget (ORIGIN_POST_ABANDON_MS), so a
  // slow origin that stores the lead is not posted to again 5 s later.
  // A lead with context says it waited on the queue (src/forms/context.ts).
  const context = lead.context ? { ...lead.context, [SERVER_CONTEXT_FIELDS.queued]: "1" } : undefined;
  const result = await saveDemoRequest({ env }, lead.fields, lead.key, config(env).originPostAbandonMs, context);
  if (result.kind === "accepted" || result.kind === "unverdicted") {
    await settle(env, lead, result, log, attempt);
    if (result.kind === "accepted") log.info("lead delivered", { key: lead.key, attempt, receivedAt: lead.receivedAt });
    msg.ack();
    return;
  }
  await tryAgainLater(msg, env, log, clock, attempt, result.kind === "rejected" ? { refused: true } : { reason: result.reason });
}

/**
 * A failed delivery: another copy waits its turn on the schedule (schedule.ts), or, past
 * LEAD_GIVE_UP_HOURS or refused, the lead goes to the dead-letter queue for an operator.
 */
async function tryAgainLater(
  msg: Message<LeadMessage>,
  env: Bindings,
  log: Logger,
  clock: Clock,
  attempt: number,
  failure: { refused: true } | { reason: string },
) {
  const lead = msg.body;
  const { since, seconds } = elapsedSeconds(lead, clock);
  const refused = "refused" in failure;
  const wait = refused ? undefined : nextRetry(seconds, attempt, clock.giveUp);
  const reason = refused ? REFUSED : failure.reason;
  const target = lead.target ? `${lead.target}: ` : "";
  if (wait === undefined) {
    // A refusal will not change on retry; a day of outage needs a person.
    const deadReason = refused ? REFUSED : `${target}gave up after ${clock.giveUp / 3600} h: ${reason}`;
    const dead: DeadLead = { ...lead, reason: deadReason, attempts: attempt, deadAt: new Date(clock.now).toISOString() };
    await env.LEADS_DLQ.send(dead);
    log.error("lead dead-lettered", { key: lead.key, attempt, reason: deadReason, receivedAt: lead.receivedAt });
    msg.ack();
    return;
  }
  const delaySeconds = realDelaySeconds(wait, clock.speed);
  try {
    await env.LEADS.send({ ...lead, attempts: attempt, retryFrom: since } satisfies LeadMessage, { delaySeconds });
  } catch (error) {
    // The copy could not be queued: let the queue deliver this one again instead.
    log.warn("lead delivery failed, retrying in place", { key: lead.key, attempt, delaySeconds, reason: `${target}${reason}`, error: String(error) });
    msg.retry({ delaySeconds });
    return;
  }
  log.warn("lead delivery failed, retrying", { key: lead.key, attempt, delaySeconds, waitSeconds: wait, reason: `${target}${reason}` });
  msg.ack();
}

/** The CRM's copy of a lead (./webhook.ts): its own receipt, retries and dead letter, apart from the origin's. */
async function deliverToWebhook(msg: Message<LeadMessage>, env: Bindings, log: Logger, clock: Clock, attempt: number) {
  const lead = msg.body;
  const hook = config(env).leadWebhook;
  if (!hook) {
    log.warn("lead webhook no longer set, dropping its copy", { key: lead.key });
    msg.ack();
    return;
  }
  if (await webhookDelivered(env, lead.key)) {
    log.info("lead already handed to the webhook, dropping the copy", { key: lead.key, attempt });
    msg.ack();
    return;
  }
  const result = await postWebhook(hook, lead, clock.now);
  if (result.ok) {
    await markWebhookDelivered(env, lead.key);
    log.info("lead handed to the webhook", { key: lead.key, attempt });
    msg.ack();
    return;
  }
  await tryAgainLater(msg, env, log, clock, attempt, { reason: result.reason });
}

async function deliver(batch: MessageBatch<LeadMessage>, env: Bindings) {
  const log = createLogger(config(env).logLevel, { queue: batch.queue });
  const clock: Clock = { now: 0, speed: config(env).leadClockSpeed, giveUp: config(env).leadGiveUpHours * 3600 };
  for (const msg of batch.messages) {
    clock.now = Date.now();
    // One bad message must not hold up, or burn the retries of, the rest.
    try {
      await deliverOne(msg, env, log, clock);
    } catch (error) {
      // Key and error only: the lead stays in the queue (and, past max_retries, the DLQ).
      const key = typeof msg.body?.key === "string" ? msg.body.key : undefined;
      log.error("lead delivery crashed, retrying", { key, attempts: msg.attempts, error: String(error) });
      msg.retry({ delaySeconds: realDelaySeconds(60, clock.speed) });
    }
  }
}

async function keepDead(batch: MessageBatch<DeadLead>, env: Bindings) {
  const log = createLogger(config(env).logLevel, { queue: batch.queue });
  for (const msg of batch.messages) {
    // Messages the platform dead-letters (the consumer failed max_retries times) lack our fields.
    const ours = typeof msg.body?.reason === "string";
    const dead: DeadLead = {
      ...msg.body,
      reason: ours ? msg.body.reason : "retry limit of the queue reached",
      attempts: typeof msg.body?.attempts === "number" ? msg.body.attempts : msg.attempts,
      deadAt: ours && msg.body.deadAt ? msg.body.deadAt : new Date().toISOString(),
    };
    try {
      await keepDeadLead(env, dead);
      log.error("lead kept for an operator", { key: dead.key, reason: dead.reason });
      msg.ack();
    } catch (e) {
      log.error("could not keep dead lead, retrying", { key: dead.key, reason: dead.reason, error: String(e) });
      msg.retry({ delaySeconds: 30 });
    }
  }
}

export async function handleQueue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE || batch.queue.endsWith("-dlq")) return keepDead(batch as MessageBatch<DeadLead>, env);
  return deliver(batch as MessageBatch<LeadMessage>, env);
}
