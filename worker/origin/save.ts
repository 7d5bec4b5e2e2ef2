/**
 * Forwarding one lead to the origin's save_demorequest.php (SPEC section 7), and
 * reading its verdict: accepted, refused, or no verdict at all (keep it and retry).
 */
import * as v from "valibot";
import { exchange, parseJson, type OriginOptions } from "./http.ts";
import { config } from "../config.ts";

/** The multipart fields of POST /apis/save_demorequest.php (SPEC section 7). */
export type DemoRequestFields = {
  name: string;
  number: string;
  email: string;
  sel1: string;
  remark: string;
  coden: string;
  /** Only the contact form sends a subject. */
  subject?: string;
};

/**
 * accepted: the origin stored it. rejected: the origin refused it, with a business
 * message for the visitor or none (nothing to retry). unverdicted: the origin answered
 * 2xx but not with a verdict (a PHP notice before the JSON, a JSON array, a body cut
 * off or reset): it took the request and may well have stored the lead, so it is never
 * posted again; an operator checks it (docs/leads.md, "Verdicts"). unavailable: no
 * answer, or one that says nothing about the lead (down, slow, 5xx, 403, 404) — the
 * caller keeps the lead and retries.
 */
export type SaveResult =
  | { kind: "accepted"; message: string }
  | { kind: "rejected"; message: string }
  | { kind: "unverdicted"; reason: string; answer: string }
  | { kind: "unavailable"; reason: string };

// The message is shown to the visitor: a sentence, not a page (cut, not refused, so
// that a long refusal is still a verdict and is not retried).
const saveAnswer = v.object({ status: v.string(), message: v.nullish(v.pipe(v.string(), v.transform((m) => m.slice(0, 500)))) });

/** A verdict is a status and a sentence: a bigger answer is no verdict (docs/security.md). */
const SAVE_ANSWER_MAX_BYTES = 64 * 1024;
/** How much of an answer that is not a verdict the operator's ledger keeps (never the logs). */
export const ANSWER_EXCERPT_CHARS = 300;

/** The form field that carries the idempotency key, besides the Idempotency-Key header (docs/leads.md). */
export const KEY_FIELD = "idempotency_key";

/**
 * Forwards one lead. Never throws. The key goes with every post, as the
 * Idempotency-Key header and the `idempotency_key` field, so the PHP can ignore a repeat.
 * `timeoutMs`: how long to wait for the whole answer (ORIGIN_POST_TIMEOUT_MS unless told).
 * `context`: the lead's context fields (src/forms/context.ts), sent after the others.
 */
export async function saveDemoRequest(
  opts: Pick<OriginOptions, "env" | "onTiming">,
  fields: DemoRequestFields,
  idempotencyKey: string,
  timeoutMs = config(opts.env).originPostTimeoutMs,
  context: Readonly<Record<string, string>> = {},
): Promise<SaveResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append(KEY_FIELD, idempotencyKey);
  // After the specification's fields, which stay as they are; a PHP script that does
  // not read them ignores them (docs/leads.md, "Context").
  for (const [key, value] of Object.entries(context)) form.append(key, value);
  const x = await exchange(opts, "/apis/save_demorequest.php", {
    method: "POST",
    body: form,
    headers: { "idempotency-key": idempotencyKey },
    timeoutMs,
    maxBytes: SAVE_ANSWER_MAX_BYTES,
  });
  if (!x.ok) {
    // A 2xx whose body never came whole: the origin took the post.
    if (x.status !== undefined && x.status >= 200 && x.status < 300) {
      return { kind: "unverdicted", reason: `HTTP ${x.status}, answer not read: ${x.reason}`, answer: "" };
    }
    return { kind: "unavailable", reason: x.reason };
  }
  return verdictOf(x.res, x.body);
}

/**
 * The origin's answer read as a verdict. A verdict is exactly a JSON object with a
 * string `status` (a byte-order mark and white space around it allowed): "success" in
 * any case is the lead stored, anything else the origin's refusal, final (docs/leads.md,
 * "Verdicts"). It comes with 2xx, or as a refusal with 400 or 422 (PHP scripts often
 * send {status: "error", message} so). Any other status says nothing about the lead
 * (5xx, 408 and 429: down for now; a firewall's 403, a moved script's 404, a 409): keep
 * it and try again. A 2xx that is not a verdict is unverdicted (see SaveResult).
 */
export function verdictOf(res: Response, body: string): SaveResult {
  const http = res.status;
  if (!res.ok && http !== 400 && http !== 422) return { kind: "unavailable", reason: `HTTP ${http}` };
  const parsed = parseJson(body.trim());
  const json = parsed.ok ? parsed.json : undefined;
  const valid = json !== null && typeof json === "object" && !Array.isArray(json) ? v.safeParse(saveAnswer, json) : undefined;
  if (!valid?.success) {
    // The reason is logged: never an excerpt of the body (a PHP page may echo the lead's
    // fields); the excerpt goes to the ledger only.
    const reason = `not a save answer (HTTP ${http}, ${res.headers.get("content-type") ?? "no content-type"})`;
    if (res.ok) return { kind: "unverdicted", reason, answer: body.replace(/^\uFEFF/, "").slice(0, ANSWER_EXCERPT_CHARS) };
    return { kind: "unavailable", reason: `HTTP ${http}` };
  }
  const { status, message } = valid.output;
  if (status.trim().toLowerCase() === "success") {
    return res.ok ? { kind: "accepted", message: message ?? "" } : { kind: "unavailable", reason: `HTTP ${http}, status ${status}` };
  }
  // Any other status is the origin's verdict, with a message or without one
  // ({"status":"error"}): the lead was looked at and refused.
  return { kind: "rejected", message: message ?? "" };
}
