/**
 * One form post, start to finish: guards, parsing, validation with the shared
 * schema, then forwarding to the origin — or, when the origin cannot answer, the
 * LEADS queue. A valid lead is therefore either acknowledged by the origin or
 * durably enqueued; nothing invalid is ever forwarded.
 */
import type { Context } from "hono";
import { cleanContext, CONTEXT_FIELDS, SERVER_CONTEXT_FIELDS } from "../../src/forms/context.ts";
import { contactToOrigin, HONEYPOT, validate, type FieldErrors, type LeadKind } from "../../src/forms/schemas.ts";
import { leadServerTextsFor, markLanguage, schemasFor } from "../../src/forms/texts.ts";
import type { Locale } from "../../src/lib/locale.ts";
import type { AppEnv } from "../env.ts";
import type { DemoRequestFields } from "../origin/client.ts";
import { originVerdict, refusalAnswer } from "./answers.ts";
import { claimsServerKey, clientBucket, clientKey, isFormContentType, isSameOrigin, leadKey, REFUSALS, type Refusal } from "./guards.ts";
import { keepDeadLead, type DeadLead, type LeadMessage } from "./queue.ts";
import { postOnce } from "./post.ts";
import { repeatOf } from "./repeat.ts";
import { readBody } from "./body.ts";
import { config } from "../config.ts";

/** Only where LEAD_KEY_SECRET is not set (a developer's machine): said once per isolate. */
const UNSET_SECRET = "zevar-lead-key-secret-not-set";
let warnedUnsetSecret = false;

function keySecret(c: Context<AppEnv>): string {
  const secret = config(c.env).leadKeySecret;
  if (secret) return secret;
  if (!warnedUnsetSecret) {
    warnedUnsetSecret = true;
    c.var.log.error("LEAD_KEY_SECRET is not set: lead keys are not secret (npx wrangler secret put LEAD_KEY_SECRET)");
  }
  return UNSET_SECRET;
}

export type { LeadKind } from "../../src/forms/schemas.ts";

export type Outcome =
  | { kind: "sent"; queued: boolean }
  | { kind: "refused"; status: number; message: string; values: Record<string, string>; errors?: FieldErrors }
  | { kind: "rejected"; message: string; values: Record<string, string>; errors?: FieldErrors }
  | { kind: "failed"; message: string; values: Record<string, string> };

function allowedOrigins(c: Context<AppEnv>): string[] {
  const list = [new URL(c.req.url).origin];
  try {
    list.push(new URL(config(c.env).siteUrl).origin);
  } catch {
    /* a malformed SITE_URL only narrows the list */
  }
  return list;
}

async function readForm(c: Context<AppEnv>): Promise<{ ok: true; values: Record<string, string> } | { ok: false; refusal: Refusal }> {
  // A body that trickles in (a byte a second) is cut off after LEAD_BODY_TIMEOUT_MS: 408.
  const body = await readBody(c.req.raw, config(c.env).leadBodyTimeoutMs);
  if (!body.ok) return { ok: false, refusal: body.timedOut ? REFUSALS.slowBody : REFUSALS.unreadable };
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": c.req.header("content-type") ?? "" } }).formData();
  } catch {
    return { ok: false, refusal: REFUSALS.unreadable };
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") return { ok: false, refusal: REFUSALS.file };
    // Any filled copy of the honeypot gives a robot away, whatever follows it
    // (`fax_number=1&fax_number=`: the last value would win).
    if (key === HONEYPOT && value !== "") return { ok: false, refusal: REFUSALS.honeypot };
    values[key] = value;
  }
  return { ok: true, values };
}

/** The queue is out: the lead goes where dead-lettered leads wait for an operator. */
async function keepUnqueued(c: Context<AppEnv>, message: LeadMessage, reason: string): Promise<boolean> {
  const dead: DeadLead = { ...message, reason: `not queued: ${reason}`, attempts: 0, deadAt: new Date().toISOString() };
  try {
    await keepDeadLead(c.env, dead);
    return true;
  } catch {
    return false;
  }
}

/**
 * The CRM's copy of a received lead (./webhook.ts), when LEAD_WEBHOOK_URL is set: queued
 * on its own, so that neither copy waits for, or is lost with, the other. A copy the
 * queue cannot take is kept for an operator; the visitor's answer does not change.
 */
async function handToWebhook(c: Context<AppEnv>, message: LeadMessage) {
  if (!config(c.env).leadWebhook) return;
  const copy: LeadMessage = { ...message, target: "webhook" };
  try {
    await c.env.LEADS.send(copy);
  } catch (error) {
    const kept = await keepUnqueued(c, copy, `webhook copy: ${String(error).slice(0, 80)}`);
    c.var.log.error("lead's webhook copy could not be queued", { key: message.key, kept, error: String(error) });
  }
}

/** A refusal's outcome, its text in the page's language. */
export function refused(refusal: Refusal, locale: Locale, values: Record<string, string> = {}): Outcome {
  return { kind: "refused", ...refusalAnswer(refusal, locale), values };
}

/**
 * The lead's context (src/forms/context.ts): what the page sent, checked, and what the
 * worker knows. A post that sent none (another client of the origin's endpoint, an old
 * page) goes on with the specification's fields alone, byte for byte as before.
 */
function leadContext(c: Context<AppEnv>, posted: Record<string, string>, locale: Locale, receivedAt: string) {
  const { context, dropped } = cleanContext(posted);
  // The names only: a context is what a visitor's browser sent, and logs hold none of it.
  if (dropped.length) c.var.log.warn("lead context dropped", { fields: dropped });
  if (!Object.keys(context).length) return undefined;
  return { ...context, [SERVER_CONTEXT_FIELDS.language]: locale, [SERVER_CONTEXT_FIELDS.receivedAt]: receivedAt };
}

/** A Referer of this site as a path with its query; undefined for another site's or none. */
function samePagePath(referer: string | undefined, origins: string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return origins.includes(url.origin) ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}

/** The specification's fields of a post: without the context fields (the schemas never see those). */
function withoutContext(posted: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(posted).filter(([name]) => !name.startsWith("context_")));
}

/** `locale`: the language of the page the post came from (answers.ts answerLocale). */
export async function submitLead(c: Context<AppEnv>, kind: LeadKind, locale: Locale): Promise<Outcome> {
  const refuse = (refusal: Refusal, values: Record<string, string> = {}) => refused(refusal, locale, values);
  const texts = leadServerTextsFor(locale);

  if (!isFormContentType(c.req.header("content-type"))) return refuse(REFUSALS.contentType);
  if (!isSameOrigin({ origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") }, allowedOrigins(c))) {
    return refuse(REFUSALS.crossSite);
  }
  if (claimsServerKey(c.req.header("idempotency-key"))) return refuse(REFUSALS.serverKey);
  if (config(c.env).leadRateLimit) {
    // Cloudflare always says who is asking; a post without it did not come through the edge.
    const client = c.req.header("cf-connecting-ip");
    if (!client) return refuse(REFUSALS.noClient);
    try {
      const { success } = await c.env.LEAD_RATE_LIMITER.limit({ key: `lead:${clientBucket(client)}` });
      if (!success) return refuse(REFUSALS.rateLimited);
    } catch (error) {
      // A limiter outage must not cost a lead: let the post through.
      c.var.log.warn("rate limiter unavailable", { error: String(error) });
    }
  }

  const read = await readForm(c);
  if (!read.ok) return refuse(read.refusal);
  const { [HONEYPOT]: _trap, ...sent } = read.values;
  // Without script the page it was sent from is the one the browser names (same site only).
  const from = samePagePath(c.req.header("referer"), allowedOrigins(c));
  if (from && !sent[CONTEXT_FIELDS.page]) sent[CONTEXT_FIELDS.page] = from;
  const values = withoutContext(sent);

  const schemas = schemasFor(locale);
  let fields: DemoRequestFields;
  if (kind === "demo") {
    const result = validate(schemas.demo, values);
    if (!result.ok) {
      const message = Object.values(result.errors)[0] ?? texts.invalidContact;
      return { kind: "refused", status: 400, message, values, errors: result.errors };
    }
    fields = result.value;
  } else {
    const result = validate(schemas.contact, values);
    if (!result.ok) return { kind: "refused", status: 400, message: texts.invalidContact, values, errors: result.errors };
    fields = contactToOrigin(result.value);
  }
  fields = { ...fields, remark: markLanguage(fields.remark, locale) };

  const key = await leadKey(keySecret(c), kind, fields, clientKey(c.req.header("idempotency-key")), Date.now());
  const receivedAt = new Date().toISOString();
  const found = leadContext(c, sent, locale, receivedAt);
  // The same phone within a day is marked with the earlier lead (a lead with context only:
  // another client's post stays as it was).
  const context = found && { ...found, ...(await repeatOf(c.env, keySecret(c), fields.coden, fields.number, key)) };
  const message: LeadMessage = { v: 1, kind, fields, key, receivedAt, ...(context ? { context } : {}) };
  const posted = await postOnce(c, message);
  if (posted.kind === "sent") {
    await handToWebhook(c, message);
    return { kind: "sent", queued: false };
  }
  if (posted.kind === "rejected") {
    // The origin's text may echo what the visitor typed: the visitor reads it, the log does not.
    c.var.log.info("lead refused by the origin", { kind, key });
    return { kind: "rejected", ...originVerdict(kind, posted.message, locale), values };
  }
  // Another post of this key is running (a second press): its outcome stands.
  if (posted.kind === "joined") return { kind: "sent", queued: true };
  const saved = posted;
  const delaySeconds = saved.kind === "in-flight" ? saved.delaySeconds : undefined;

  // The whole site's queue sends are capped: a flood is refused (values kept), not queued.
  try {
    const { success } = await c.env.LEAD_QUEUE_LIMITER.limit({ key: "site" });
    if (!success) {
      c.var.log.warn("lead refused: site-wide queue limit", { kind, key });
      return refuse(REFUSALS.siteBusy, values);
    }
  } catch (error) {
    c.var.log.warn("queue limiter unavailable", { error: String(error) });
  }

  try {
    await c.env.LEADS.send(message, delaySeconds === undefined ? undefined : { delaySeconds });
    c.var.log.warn("lead queued", { kind, key, reason: saved.reason });
    await handToWebhook(c, message);
    return { kind: "sent", queued: true };
  } catch (error) {
    // Last resort: the lead is kept in the ledger for an operator (never in the logs,
    // which must not hold what visitors typed); the visitor is asked to try again.
    const kept = await keepUnqueued(c, message, saved.reason);
    c.var.log.error("lead could not be queued", { kind, key, reason: saved.reason, kept, error: String(error) });
    return {
      kind: "failed",
      message: texts.notQueued,
      values,
    };
  }
}
