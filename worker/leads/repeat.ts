/**
 * Repeat leads are marked, not dropped (issue 41 item 4, docs/leads.md "Context"): the
 * same phone number within 24 hours goes to the origin with `context_repeat=1` and the
 * earlier lead's key (`context_repeat_of`), so sales see one person, not two. The number
 * is kept only as a keyed hash (HMAC with LEAD_KEY_SECRET), `phone:{hash}` in
 * LEAD_LEDGER for a day; its value is the latest lead's key.
 */
import type { Bindings } from "../env.ts";
import { hmacHex } from "./guards.ts";

type Env = Pick<Bindings, "LEAD_LEDGER">;

const DAY_SECONDS = 86_400;

export const REPEAT_FIELDS = { repeat: "context_repeat", of: "context_repeat_of" } as const;

/**
 * A phone number as one person has it, however it was typed: the dialling code's digits
 * and the number's, without a trunk 0 and without the code typed twice
 * ("+91", "098765 43210" and "+91", "91 98765-43210" are both "919876543210").
 */
export function phoneKey(coden: string, number: string): string {
  const code = coden.replace(/\D/g, "");
  let digits = number.replace(/\D/g, "").replace(/^0+/, "");
  if (code && digits.startsWith(code) && digits.length > 10) digits = digits.slice(code.length);
  return code + digits;
}

/**
 * The earlier lead of this phone number within a day, if there is one and it is another
 * lead (a resend of the same lead is no repeat); this lead becomes the latest. Never
 * throws: without the ledger a lead goes unmarked.
 */
export async function repeatOf(env: Env, secret: string, coden: string, number: string, key: string): Promise<Record<string, string>> {
  const phone = phoneKey(coden, number);
  if (phone.length < 6) return {};
  try {
    const name = `phone:${await hmacHex(secret, `phone:${phone}`)}`;
    const earlier = await env.LEAD_LEDGER.get(name);
    if (earlier !== key) await env.LEAD_LEDGER.put(name, key, { expirationTtl: DAY_SECONDS });
    return earlier && earlier !== key ? { [REPEAT_FIELDS.repeat]: "1", [REPEAT_FIELDS.of]: earlier } : {};
  } catch {
    return {};
  }
}
