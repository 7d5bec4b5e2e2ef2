/**
 * Leads the origin could not take wait on the LEADS queue. The consumer forwards
 * each with its idempotency key, backs off up to a minute between attempts (a lead
 * reaches the origin within about a minute of its return), and after
 * LEAD_MAX_ATTEMPTS moves it to the dead-letter queue, whose consumer keeps it in the
 * LEAD_LEDGER for an operator (worker/routes/admin.ts).
 *
 * Duplicates: every accepted lead leaves a receipt in the ledger, checked before each
 * delivery, so a queue redelivery or a replay never sends a delivered lead again. The
 * one case the worker cannot see — the origin stored the lead but its answer was lost
 * — is covered by the origin honouring the Idempotency-Key header (README).
 */
import type { Bindings } from "../env.ts";
import { createLogger, type Logger } from "../log.ts";
import { saveDemoRequest, type DemoRequestFields } from "../origin/client.ts";
import { retryDelaySeconds } from "./guards.ts";

export const LEADS_QUEUE = "zevar-leads";
export const DEAD_LETTER_QUEUE = "zevar-leads-dlq";
const RECEIPT_TTL_SECONDS = 7 * 86_400;

export type LeadMessage = {
  v: 1;
  kind: "demo" | "contact";
  fields: DemoRequestFields;
  key: string;
  receivedAt: string;
};

export type DeadLead = LeadMessage & { reason: string; attempts: number; deadAt: string };

export function deadLeadKey(lead: DeadLead): string {
  return `dead:${lead.deadAt}:${lead.key}`;
}

export async function wasDelivered(env: Pick<Bindings, "LEAD_LEDGER">, key: string): Promise<boolean> {
  return (await env.LEAD_LEDGER.get(`delivered:${key}`)) !== null;
}

export function markDelivered(env: Pick<Bindings, "LEAD_LEDGER">, key: string): Promise<void> {
  return env.LEAD_LEDGER.put(`delivered:${key}`, new Date().toISOString(), { expirationTtl: RECEIPT_TTL_SECONDS });
}

async function deliverOne(msg: Message<LeadMessage>, env: Bindings, log: Logger, max: number) {
  const lead = msg.body;
  if (await wasDelivered(env, lead.key)) {
    log.info("lead already delivered, dropping the copy", { key: lead.key, attempts: msg.attempts });
    msg.ack();
    return;
  }
  const result = await saveDemoRequest({ env }, lead.fields, lead.key);
  if (result.kind === "accepted") {
    await markDelivered(env, lead.key).catch((e: unknown) => log.warn("receipt not written", { key: lead.key, error: String(e) }));
    log.info("lead delivered", { key: lead.key, attempts: msg.attempts, receivedAt: lead.receivedAt });
    msg.ack();
    return;
  }
  const reason = result.kind === "rejected" ? `origin refused: ${result.message}` : result.reason;
  // A refusal will not change on retry; an outage past the limit needs a person.
  if (result.kind === "rejected" || msg.attempts >= max) {
    const dead: DeadLead = { ...lead, reason, attempts: msg.attempts, deadAt: new Date().toISOString() };
    // The whole lead goes to the logs too, whatever happens next.
    log.error("lead dead-lettered", { key: lead.key, attempts: msg.attempts, reason, lead: dead });
    await env.LEADS_DLQ.send(dead);
    msg.ack();
    return;
  }
  const delaySeconds = retryDelaySeconds(msg.attempts);
  log.warn("lead delivery failed, retrying", { key: lead.key, attempts: msg.attempts, delaySeconds, reason });
  msg.retry({ delaySeconds });
}

async function deliver(batch: MessageBatch<LeadMessage>, env: Bindings) {
  const log = createLogger(env.LOG_LEVEL, { queue: batch.queue });
  const max = Number(env.LEAD_MAX_ATTEMPTS) || 90;
  for (const msg of batch.messages) {
    // One bad message must not hold up, or burn the retries of, the rest.
    try {
      await deliverOne(msg, env, log, max);
    } catch (error) {
      log.error("lead delivery crashed, retrying", { key: msg.body?.key, attempts: msg.attempts, error: String(error), lead: msg.body });
      msg.retry({ delaySeconds: 60 });
    }
  }
}

async function keepDead(batch: MessageBatch<DeadLead>, env: Bindings) {
  const log = createLogger(env.LOG_LEVEL, { queue: batch.queue });
  for (const msg of batch.messages) {
    // Messages the platform dead-letters (consumer crashed) lack our fields.
    const dead: DeadLead = {
      ...msg.body,
      reason: msg.body.reason ?? "retry limit of the queue reached",
      attempts: msg.body.attempts ?? msg.attempts,
      deadAt: msg.body.deadAt ?? new Date().toISOString(),
    };
    try {
      await env.LEAD_LEDGER.put(deadLeadKey(dead), JSON.stringify(dead));
      log.error("lead kept for an operator", { key: dead.key, reason: dead.reason });
      msg.ack();
    } catch (e) {
      log.error("could not keep dead lead, retrying", { key: dead.key, error: String(e), lead: dead });
      msg.retry({ delaySeconds: 30 });
    }
  }
}

export async function handleQueue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE || batch.queue.endsWith("-dlq")) return keepDead(batch as MessageBatch<DeadLead>, env);
  return deliver(batch as MessageBatch<LeadMessage>, env);
}
