/**
 * Leads the origin could not take wait on the LEADS queue. The consumer forwards
 * each with its idempotency key (so a retry never makes a duplicate), backs off up to
 * a minute between attempts (a lead reaches the origin within about a minute of its
 * return), and after LEAD_MAX_ATTEMPTS moves it to the dead-letter queue, whose
 * consumer keeps it in LEADS_DEAD for an operator (worker/routes/admin.ts).
 */
import type { Bindings } from "../env.ts";
import { createLogger } from "../log.ts";
import { saveDemoRequest, type DemoRequestFields } from "../origin/client.ts";
import { retryDelaySeconds } from "./guards.ts";

export const LEADS_QUEUE = "zevar-leads";
export const DEAD_LETTER_QUEUE = "zevar-leads-dlq";

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

async function deliver(batch: MessageBatch<LeadMessage>, env: Bindings) {
  const log = createLogger(env.LOG_LEVEL, { queue: batch.queue });
  const max = Number(env.LEAD_MAX_ATTEMPTS) || 90;
  for (const msg of batch.messages) {
    const lead = msg.body;
    const result = await saveDemoRequest({ env }, lead.fields, lead.key);
    if (result.kind === "accepted") {
      log.info("lead delivered", { key: lead.key, attempts: msg.attempts, receivedAt: lead.receivedAt });
      msg.ack();
      continue;
    }
    const reason = result.kind === "rejected" ? `origin refused: ${result.message}` : result.reason;
    // A refusal will not change on retry; an outage past the limit needs a person.
    if (result.kind === "rejected" || msg.attempts >= max) {
      const dead: DeadLead = { ...lead, reason, attempts: msg.attempts, deadAt: new Date().toISOString() };
      try {
        await env.LEADS_DLQ.send(dead);
        log.error("lead dead-lettered", { key: lead.key, attempts: msg.attempts, reason });
        msg.ack();
      } catch (e) {
        log.error("dead-letter send failed", { key: lead.key, error: String(e) });
        msg.retry({ delaySeconds: 60 });
      }
      continue;
    }
    const delaySeconds = retryDelaySeconds(msg.attempts);
    log.warn("lead delivery failed, retrying", { key: lead.key, attempts: msg.attempts, delaySeconds, reason });
    msg.retry({ delaySeconds });
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
      await env.LEADS_DEAD.put(deadLeadKey(dead), JSON.stringify(dead));
      log.error("lead kept for an operator", { key: dead.key, reason: dead.reason });
      msg.ack();
    } catch (e) {
      log.error("could not keep dead lead", { key: dead.key, error: String(e) });
      msg.retry({ delaySeconds: 30 });
    }
  }
}

export async function handleQueue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE || batch.queue.endsWith("-dlq")) return keepDead(batch as MessageBatch<DeadLead>, env);
  return deliver(batch as MessageBatch<LeadMessage>, env);
}
