/**
 * The CRM hand-off (issue 41 item 3, docs/leads.md "CRM hand-off"): every lead the
 * worker receives is also delivered, as signed JSON, to LEAD_WEBHOOK_URL — through the
 * leads queue as a copy of its own (`target: "webhook"`), so a down CRM never delays or
 * loses the origin's copy, and a down origin never the CRM's. The body is signed with
 * HMAC-SHA256 under LEAD_WEBHOOK_SECRET over "{timestamp}.{body}" (a replayed delivery
 * shows an old timestamp), and carries the lead's key as its idempotency key; a receipt
 * (`webhook:{key}` in LEAD_LEDGER) keeps a delivered copy from going out again.
 */
import type { Bindings } from "../env.ts";
import { hmacHex } from "./guards.ts";
import type { LeadMessage } from "./ledger.ts";

type Env = Pick<Bindings, "LEAD_LEDGER">;

const RECEIPT_TTL_SECONDS = 7 * 86_400;

/** What the CRM receives: the lead, its context and when it arrived. */
export function webhookBody(lead: LeadMessage): string {
  return JSON.stringify({
    id: lead.key,
    kind: lead.kind,
    receivedAt: lead.receivedAt,
    fields: lead.fields,
    context: lead.context ?? {},
  });
}

/** The headers of one delivery: the key, the time and the signature over both the time and the body. */
export async function webhookHeaders(secret: string | undefined, key: string, body: string, nowMs: number): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(nowMs / 1000));
  const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": key, "zevar-timestamp": timestamp };
  if (secret) headers["zevar-signature"] = `v1=${await hmacHex(secret, `${timestamp}.${body}`, 32)}`;
  return headers;
}

export type WebhookResult = { ok: true } | { ok: false; reason: string };

/** One delivery. Never throws. A 2xx is taken; anything else (or no answer in time) is tried again. */
export async function postWebhook(
  hook: { url: string; secret: string | undefined; timeoutMs: number },
  lead: LeadMessage,
  nowMs = Date.now(),
): Promise<WebhookResult> {
  const body = webhookBody(lead);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), hook.timeoutMs);
  try {
    const res = await fetch(hook.url, { method: "POST", body, headers: await webhookHeaders(hook.secret, lead.key, body, nowMs), signal: controller.signal, redirect: "manual" });
    // The answer's body is not ours to keep; read it away so the connection is freed.
    await res.body?.cancel();
    return res.status >= 200 && res.status < 300 ? { ok: true } : { ok: false, reason: `HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, reason: controller.signal.aborted ? `timeout after ${hook.timeoutMs} ms` : `unreachable: ${String(error).slice(0, 80)}` };
  } finally {
    clearTimeout(timer);
  }
}

export async function webhookDelivered(env: Env, key: string): Promise<boolean> {
  return (await env.LEAD_LEDGER.get(`webhook:${key}`)) !== null;
}

export function markWebhookDelivered(env: Env, key: string): Promise<void> {
  return env.LEAD_LEDGER.put(`webhook:${key}`, new Date().toISOString(), { expirationTtl: RECEIPT_TTL_SECONDS });
}
