import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import type { DeadLead, LeadMessage } from "../../worker/leads/queue.ts";
import { originTenant, send, SITE } from "./helpers.ts";

/**
 * The real LEADS queue and its consumer (run by the pool from wrangler.toml), against
 * the stand-in's default slice — the ORIGIN_URL the consumer is configured with.
 */
const origin = originTenant();
const down = originTenant("queue-down");

const lead = (n: string) => ({
  name: `Queued Lead ${n}`,
  number: "98765 43210",
  email: "q@example.in",
  sel1: "Wholesale Software",
  remark: `queue test ${n}`,
  coden: "+91",
});

async function post(fields: Record<string, string>, key: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return send(origin, "/zevarsoftware", {
    method: "POST",
    body: form,
    headers: { accept: "application/json", origin: SITE, "idempotency-key": key, "cf-connecting-ip": `10.1.0.${key.length}` },
  });
}

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 25_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("leads the origin cannot take", () => {
  beforeAll(() => origin.reset());
  afterAll(() => origin.reset());

  it(
    "are queued when the origin answers 500, times out or is down, then delivered exactly once when it returns",
    async () => {
      const faults = ["error500", "slow", "down"] as const;
      for (const [i, mode] of faults.entries()) {
        await origin.mode(mode, { delayMs: 5000, paths: ["/apis/save_demorequest.php"] });
        const { status, body } = await post(lead(mode), `queue-key-${i}-${mode}`);
        expect(status).toBe(200);
        expect(JSON.parse(body)).toEqual({ status: "success", message: "Enquiry submitted successfully!", queued: true });
      }
      // The first deliveries fail too; the consumer backs off (5 s) and tries again.
      await new Promise((r) => setTimeout(r, 1500));
      await origin.mode("ok");
      const leads = await until(
        () => origin.leads(),
        (l) => faults.every((m) => l.some((x) => x.remark === `queue test ${m}`)),
      );
      for (const [i, mode] of faults.entries()) {
        const mine = leads.filter((l) => l.idempotency_key === `queue-key-${i}-${mode}`);
        expect(mine).toHaveLength(1);
        expect(mine[0]?.name).toBe(`Queued Lead ${mode}`);
      }
    },
    40_000,
  );
});

describe("the queue consumer", () => {
  type TestMessage = Parameters<typeof createMessageBatch<LeadMessage>>[1][number];
  const message = (attempts: number, key: string): TestMessage => ({
    id: `m-${key}`,
    timestamp: new Date(),
    attempts,
    body: { v: 1, kind: "demo", fields: lead(key), key, receivedAt: new Date().toISOString() },
  });

  beforeAll(() => down.mode("down"));

  it("retries with a growing delay while the origin is down", async () => {
    const warn = vi.spyOn(console, "warn");
    const batch = createMessageBatch<LeadMessage>("zevar-leads", [message(1, "r1"), message(3, "r3"), message(9, "r9")]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, ORIGIN_URL: down.url, ORIGIN_TIMEOUT_MS: "300" }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["m-r1", "m-r3", "m-r9"]);
    const delays = warn.mock.calls
      .map((c) => JSON.parse(String(c[0])) as { msg: string; key: string; delaySeconds: number })
      .filter((l) => l.msg === "lead delivery failed, retrying")
      .map((l) => [l.key, l.delaySeconds]);
    expect(delays).toEqual([["r1", 5], ["r3", 20], ["r9", 60]]);
    warn.mockRestore();
  });

  it("drops a redelivered copy of a lead the origin already accepted, without calling it", async () => {
    const fresh = originTenant("queue-receipts");
    await fresh.reset();
    const first = createMessageBatch<LeadMessage>("zevar-leads", [message(1, "receipt-1")]);
    const ctx1 = createExecutionContext();
    await worker.queue(first, { ...env, ORIGIN_URL: fresh.url }, ctx1);
    expect((await getQueueResult(first, ctx1)).explicitAcks).toEqual(["m-receipt-1"]);
    expect(await env.LEAD_LEDGER.get("delivered:receipt-1")).not.toBeNull();

    const again = createMessageBatch<LeadMessage>("zevar-leads", [message(2, "receipt-1")]);
    const ctx2 = createExecutionContext();
    await worker.queue(again, { ...env, ORIGIN_URL: fresh.url }, ctx2);
    expect((await getQueueResult(again, ctx2)).explicitAcks).toEqual(["m-receipt-1"]);
    expect((await fresh.requests()).filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("dead-letters a lead after LEAD_MAX_ATTEMPTS, and the dead-letter consumer keeps it for an operator", async () => {
    const batch = createMessageBatch<LeadMessage>("zevar-leads", [message(90, "dead-1")]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, ORIGIN_URL: down.url, ORIGIN_TIMEOUT_MS: "300" }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m-dead-1"]);
    expect(result.retryMessages).toEqual([]);
    const kept = await until(
      async () => (await env.LEAD_LEDGER.list({ prefix: "dead:" })).keys,
      (keys) => keys.some((k) => k.name.endsWith(":dead-1")),
    );
    const name = kept.find((k) => k.name.endsWith(":dead-1"))!.name;
    const dead = await env.LEAD_LEDGER.get<DeadLead>(name, "json");
    expect(dead).toMatchObject({ key: "dead-1", attempts: 90, fields: lead("dead-1") });
    expect(dead?.reason).toMatch(/unreachable/);
  }, 30_000);

  it("lets an operator list and replay dead leads with the admin token only", async () => {
    const dead: DeadLead = {
      v: 1,
      kind: "contact",
      fields: lead("replay"),
      key: "replay-me",
      receivedAt: "2026-11-20T10:00:00.000Z",
      reason: "HTTP 500",
      attempts: 90,
      deadAt: "2026-11-20T11:30:00.000Z",
    };
    await env.LEAD_LEDGER.put("dead:2026-11-20T11:30:00.000Z:replay-me", JSON.stringify(dead));
    const vars = { ADMIN_TOKEN: "s3cret-token" } as Partial<Env>;

    expect((await send(origin, "/admin/leads/dead")).status).toBe(404);
    expect((await send(origin, "/admin/leads/dead", { headers: { authorization: "Bearer wrong" } }, vars)).status).toBe(401);
    const list = await send(origin, "/admin/leads/dead", { headers: { authorization: "Bearer s3cret-token" } }, vars);
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as { leads: DeadLead[] }).leads.map((l) => l.key)).toContain("replay-me");

    await origin.reset();
    const replay = await send(origin, "/admin/leads/dead/replay", { method: "POST", headers: { authorization: "Bearer s3cret-token" } }, vars);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ remaining: 0 });
    expect(JSON.parse(replay.body).replayed).toBeGreaterThanOrEqual(1);
    expect(await env.LEAD_LEDGER.get("dead:2026-11-20T11:30:00.000Z:replay-me")).toBeNull();
    const leads = await until(() => origin.leads(), (l) => l.some((x) => x.idempotency_key === "replay-me"));
    expect(leads.filter((x) => x.idempotency_key === "replay-me")).toHaveLength(1);
  }, 30_000);
});
