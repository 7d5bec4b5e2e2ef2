import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import type { DeadLead, LeadMessage } from "../../worker/leads/queue.ts";
import { originTenant, send, SITE, type OriginRequest } from "./helpers.ts";

/**
 * Issue 41 item 3: every received lead is also handed to a CRM's webhook as signed JSON,
 * through the leads queue as a copy of its own; a down CRM never delays or loses the
 * origin's copy, and the reverse. The stand-in answers POST /crm/leads (its faults by
 * mode), and records the JSON and the signature headers.
 */
const origin = originTenant("lead-webhook");
const SECRET = "test-webhook-secret";
const run = crypto.randomUUID().slice(0, 8);
let n = 0;
let ip = 0;

type Received = OriginRequest & { json?: Record<string, unknown>; raw?: string; timestamp?: string; signature?: string; idempotencyKey?: string };

/** The webhook's settings: patient (a loaded machine), but for the test whose subject is the timeout. */
const hook = (timeoutMs = "10000") => ({ LEAD_WEBHOOK_URL: `${origin.url}/crm/leads`, LEAD_WEBHOOK_SECRET: SECRET, LEAD_WEBHOOK_TIMEOUT_MS: timeoutMs });

function lead(label: string) {
  return { name: "Ritesh Jain", number: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`, email: "ritesh@example.in", sel1: "Wholesale Software", remark: `${label} ${run} ${++n}`, coden: "+91" };
}

/** A queue binding that records what is sent to it. */
function fakeQueue() {
  const sent: { body: LeadMessage; delaySeconds?: number }[] = [];
  const queue = { async send(body: LeadMessage, o?: QueueSendOptions) { sent.push({ body: structuredClone(body), delaySeconds: o?.delaySeconds }); } };
  return { sent, queue: queue as unknown as Queue };
}

async function post(fields: Record<string, string>, vars: Record<string, unknown>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...fields, context_page: "/wholesale?utm_source=google" })) body.append(k, v);
  const headers = { accept: "application/json", origin: SITE, "cf-connecting-ip": `10.41.2.${++ip % 250}` };
  return send(origin, "/zevarsoftware", { method: "POST", body, headers }, vars as Partial<Env>);
}

async function consume(copies: LeadMessage[], vars: Record<string, unknown>) {
  const leads = fakeQueue();
  const dlq = fakeQueue();
  const batch = createMessageBatch<LeadMessage>("zevar-leads", copies.map((body, i) => ({ id: `wh-${i}-${body.key}`, timestamp: new Date(), attempts: 1, body })));
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ORIGIN_URL: origin.url, LEADS: leads.queue, LEADS_DLQ: dlq.queue, ...vars } as Env, ctx);
  await getQueueResult(batch, ctx);
  return { copies: leads.sent.map((s) => s.body), delays: leads.sent.map((s) => s.delaySeconds), dead: dlq.sent.map((s) => s.body as unknown as DeadLead) };
}

const handOffs = async () => (await origin.requests()).filter((r) => r.path === "/crm/leads") as Received[];

async function hmacHex(secret: string, text: string) {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return [...new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the CRM hand-off", () => {
  beforeEach(() => origin.reset());

  it("queues a copy of each received lead for the webhook, apart from the origin's post", async () => {
    const leads = fakeQueue();
    const fields = lead("copy");
    const { status } = await post(fields, { ...hook(), LEADS: leads.queue });
    expect(status).toBe(200);
    // The origin took the lead directly; only the webhook's copy waits on the queue.
    expect(leads.sent.map((s) => s.body.target)).toEqual(["webhook"]);
    expect(leads.sent[0]!.body.fields.remark).toBe(fields.remark);
    expect(leads.sent[0]!.body.context?.context_page).toBe("/wholesale?utm_source=google");
  });

  it("queues no copy when no webhook is set", async () => {
    const leads = fakeQueue();
    await post(lead("no-hook"), { LEADS: leads.queue });
    expect(leads.sent).toEqual([]);
  });

  it("queues both copies when the origin is down, and delivers the webhook's though the origin stays down", async () => {
    await origin.mode("down", { paths: ["/apis/save_demorequest.php"] });
    const leads = fakeQueue();
    const fields = lead("origin-down");
    await post(fields, { ...hook(), LEADS: leads.queue });
    expect(leads.sent.map((s) => s.body.target ?? "origin")).toEqual(["origin", "webhook"]);
    const { copies, dead } = await consume(leads.sent.map((s) => s.body), hook());
    // The origin's copy waits for its next try; the webhook's went through.
    expect(copies.map((c) => c.target ?? "origin")).toEqual(["origin"]);
    expect(dead).toEqual([]);
    expect(await handOffs()).toHaveLength(1);
  });

  it("posts signed JSON: the lead, its context, its key as the idempotency key, a timestamp inside the signature", async () => {
    const fields = lead("signed");
    const message: LeadMessage = { v: 1, kind: "demo", fields, key: `lead-${run}-signed`, receivedAt: "2026-11-28T10:00:00.000Z", context: { context_page: "/retail", context_language: "hi" }, target: "webhook" };
    const before = Math.floor(Date.now() / 1000);
    const { copies, dead } = await consume([message], hook());
    expect(copies).toEqual([]);
    expect(dead).toEqual([]);
    const [got] = await handOffs();
    expect(got?.idempotencyKey).toBe(message.key);
    expect(got?.json).toEqual({ id: message.key, kind: "demo", receivedAt: "2026-11-28T10:00:00.000Z", fields, context: { context_page: "/retail", context_language: "hi" } });
    const ts = Number(got!.timestamp);
    expect(ts).toBeGreaterThanOrEqual(before - 1);
    expect(ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    // What a receiver checks: HMAC-SHA256 of "{timestamp}.{body}" under the shared secret.
    expect(got!.signature).toBe(`v1=${await hmacHex(SECRET, `${got!.timestamp}.${got!.raw}`)}`);
  });

  for (const mode of ["error500", "slow", "down"] as const) {
    it(`tries again later when the webhook ${mode === "error500" ? "answers 500" : mode === "slow" ? "answers after its timeout" : "is down"}, then dead-letters it past the give-up time`, async () => {
      await origin.mode(mode, { paths: ["/crm/leads"], delayMs: 1500 });
      const fields = lead(`fault-${mode}`);
      const message: LeadMessage = { v: 1, kind: "demo", fields, key: `lead-${run}-${mode}`, receivedAt: new Date().toISOString(), target: "webhook" };
      // The slow receiver answers after 1.5 s: past a 500 ms timeout, on any machine.
      const vars = hook(mode === "slow" ? "500" : undefined);
      const first = await consume([message], vars);
      expect(first.dead).toEqual([]);
      expect(first.copies).toHaveLength(1);
      expect(first.copies[0]).toMatchObject({ target: "webhook", attempts: 1 });
      // A day later by the lead's clock: given up, kept for an operator as the webhook's.
      const late = { ...first.copies[0]!, receivedAt: new Date(Date.now() - 25 * 3600_000).toISOString(), retryFrom: undefined };
      const last = await consume([late], vars);
      expect(last.copies).toEqual([]);
      expect(last.dead).toHaveLength(1);
      expect(last.dead[0]!.target).toBe("webhook");
      expect(last.dead[0]!.reason).toMatch(/^webhook: gave up after 24 h: /);
    });
  }

  it("never posts a copy again once the webhook took it (a redelivery, a second copy)", async () => {
    const fields = lead("twice");
    const message: LeadMessage = { v: 1, kind: "demo", fields, key: `lead-${run}-twice`, receivedAt: new Date().toISOString(), target: "webhook" };
    await consume([message], hook());
    await consume([message, { ...message, attempts: 3 }], hook());
    expect(await handOffs()).toHaveLength(1);
  });
});
