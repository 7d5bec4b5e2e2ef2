/**
 * What the queues carry and the LEAD_LEDGER keeps for an operator (docs/leads.md,
 * "Dead letters and the admin endpoints"): a queued lead, a dead one, and how it is kept.
 */
import type { Bindings } from "../env.ts";
import type { DemoRequestFields } from "../origin/save.ts";

/** How long a dead-lettered lead waits in the ledger for an operator. */
export const DEAD_TTL_SECONDS = 30 * 86_400;
/** The reason recorded for a refusal; the origin's own text may echo the lead's fields. */
export const REFUSED = "origin refused";
/** The reason recorded for a 2xx that was no verdict: the origin took it, an operator checks it. */
export const NO_VERDICT = "answered 2xx without a verdict: check the origin before replaying";

export type LeadMessage = {
  v: 1;
  kind: "demo" | "contact";
  fields: DemoRequestFields;
  key: string;
  /** When the worker received the lead. */
  receivedAt: string;
  /** Delivery attempts made before this copy was queued (absent: none). */
  attempts?: number;
  /** Start of the retry window: absent, `receivedAt`; an operator's replay sets it anew. */
  retryFrom?: string;
  /** The lead's context fields (src/forms/context.ts), posted after the specification's. */
  context?: Record<string, string>;
  /** "webhook": this copy goes to the CRM hand-off (./webhook.ts), not to the origin. */
  target?: "webhook";
};

export type DeadLead = LeadMessage & {
  reason: string;
  attempts: number;
  deadAt: string;
  /** The first bytes of an origin answer that was no verdict (never logged). */
  answer?: string;
};

type Env = Pick<Bindings, "LEAD_LEDGER">;

export function deadLeadKey(lead: DeadLead): string {
  return `dead:${lead.deadAt}:${lead.target ? `${lead.target}:` : ""}${lead.key}`;
}

/** Keeps a dead lead for an operator, for DEAD_TTL_SECONDS. */
export function keepDeadLead(env: Env, dead: DeadLead): Promise<void> {
  return env.LEAD_LEDGER.put(deadLeadKey(dead), JSON.stringify(dead), { expirationTtl: DEAD_TTL_SECONDS });
}

