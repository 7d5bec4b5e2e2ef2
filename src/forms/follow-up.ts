/**
 * "Continue on WhatsApp" after a lead is received (issue 41 item 5, docs/leads.md): a
 * click-to-chat link the visitor may choose, its message in the page's language naming
 * the software chosen, the lead's short reference and, when the request came from a
 * tool, the link to its figures. Nothing is sent by the page itself.
 * Offered after a post with script, which made the lead's key and so its reference; a
 * plain post lands on `?sent=1`, as the specification has it, without one.
 */
import type { SoftwareChoice } from "../lib/lead-fields.ts";

export type FollowUp = {
  software: SoftwareChoice;
  /** The lead's short reference: six letters and digits of its key. */
  ref: string;
  /** The figures' address, absolute, when the request came from a tool. */
  link?: string;
};

/** The texts of the follow-up, in the page's language (forms.json `followUp`). */
export type FollowUpTexts = { button: string; demo: string; contact: string; tool: string };

/**
 * A lead's short reference, from the idempotency key its form made ("3fa9c2d1-…" →
 * "3FA9C2"): sent with the lead as `context_ref`, so sales find the lead the visitor
 * quotes. Six hex digits: 16.7 million, unique enough within a day's leads.
 */
export function shortRef(clientKey: string): string {
  return clientKey.replace(/[^0-9a-f]/gi, "").slice(0, 6).toUpperCase();
}

/** The message the visitor's WhatsApp opens with. `label`: the software as the form names it. */
export function followUpMessage(kind: "demo" | "contact", texts: FollowUpTexts, label: string, f: FollowUp): string {
  // Plain arguments only (the catalogue contract holds them to it): filled here without
  // the template module, which would be one more chunk for the first load to name.
  const first = (kind === "demo" ? texts.demo : texts.contact).replace("{software}", label).replace("{ref}", f.ref);
  return f.link ? `${first}\n${texts.tool.replace("{link}", f.link)}` : first;
}

