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
 * message for the visitor or none (nothing to retry). unavailable: no verdict (down, slow,
 * 5xx, not JSON) — the caller must keep the lead and retry.
 */
export type SaveResult =
  | { kind: "accepted"; message: string }
  | { kind: "rejected"; message: string }
  | { kind: "unavailable"; reason: string };

// The message is shown to the visitor: a sentence, not a page (cut, not refused, so
// that a long refusal is still a verdict and is not retried).
const saveAnswer = v.object({ status: v.string(), message: v.nullish(v.pipe(v.string(), v.transform((m) => m.slice(0, 500)))) });

/** A verdict is a status and a sentence: a bigger answer is no verdict (docs/security.md). */
const SAVE_ANSWER_MAX_BYTES = 64 * 1024;

/** Forwards one lead. Never throws; the idempotency key makes a retry harmless. */
export async function saveDemoRequest(
  opts: Pick<OriginOptions, "env" | "onTiming">,
  fields: DemoRequestFields,
  idempotencyKey: string,
): Promise<SaveResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  const x = await exchange(opts, "/apis/save_demorequest.php", {
    method: "POST",
    body: form,
    headers: { "idempotency-key": idempotencyKey },
    timeoutMs: config(opts.env).originPostTimeoutMs,
    maxBytes: SAVE_ANSWER_MAX_BYTES,
  });
  if (!x.ok) return { kind: "unavailable", reason: x.reason };
  const http = x.res.status;
  // A verdict comes with 2xx, or as a refusal with 400 or 422 (PHP scripts often send
  // {status: "error", message} so). Any other status says nothing about the lead — 5xx,
  // 408 and 429 (down for now), a firewall's 403, a moved script's 404, a 409: keep
  // it and try again.
  if (!x.res.ok && http !== 400 && http !== 422) return { kind: "unavailable", reason: `HTTP ${http}` };
  const parsed = parseJson(x.body);
  const valid = parsed.ok ? v.safeParse(saveAnswer, parsed.json) : undefined;
  if (!valid?.success) {
    // Never an excerpt of the body: a PHP page may echo the lead's fields, and reasons are logged.
    return { kind: "unavailable", reason: x.res.ok ? `not a save answer (HTTP ${http}, ${x.res.headers.get("content-type") ?? "no content-type"})` : `HTTP ${http}` };
  }
  const { status, message } = valid.output;
  if (status === "success" && x.res.ok) return { kind: "accepted", message: message ?? "" };
  // A save answer whose status is not "success" is the origin's verdict, with a message
  // or without one ({"status":"error"}): the lead was looked at and refused.
  if (status !== "success") return { kind: "rejected", message: message ?? "" };
  return { kind: "unavailable", reason: `HTTP ${http}, status ${status}` };
}

