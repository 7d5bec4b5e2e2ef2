import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { DEAD_TTL_SECONDS, keepDeadLead, type DeadLead, type LeadMessage } from "../../worker/leads/queue.ts";
import { originTenant, send, SITE, type OriginRequest } from "./helpers.ts";

/**
 * The real LEADS queue and its consumer (run by the pool from wrangler.toml), against
 * the stand-in's default slice — the ORIGIN_URL the consumer is configured with.
 */
const origin = originTenant();
const down = originTenant("queue-down");
const refusing = originTenant("queue-refusing");

/**
 * A name no earlier test run has used, for every key and remark that reaches the real
 * queue, the origin or the ledger's delivery receipts: those outlive a test, so a second
 * run of it in the same process (--retry, repeats, watch mode) would otherwise find the
 * first run's lead and pass without delivering anything, or count two.
 */
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;

const HOUR = 3600;
const DAY = 24 * HOUR;

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

/** Reads `what` until `ok` holds (the queue's consumer runs on its own), or gives its last value after `ms` for the assertion to show. */
async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 25_000): Promise<T> {
  let last!: T;
  await vi
    .waitFor(
      async () => {
        last = await what();
        if (!ok(last)) throw new Error("not yet");
      },
      { timeout: ms, interval: 50 },
    )
    .catch(() => {});
  return last;
}

/** A queue binding that only records what is sent to it. */
function fakeQueue() {
  const sent: { body: unknown; delaySeconds?: number }[] = [];
  const queue = {
    async send(body: unknown, options?: QueueSendOptions) {
      sent.push({ body: structuredClone(body), delaySeconds: options?.delaySeconds });
    },
    async sendBatch(messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) {
      for (const m of messages) sent.push({ body: structuredClone(m.body), delaySeconds: m.delaySeconds ?? options?.delaySeconds });
    },
  };
  return { sent, queue: queue as unknown as Queue };
}

type TestMessage = Parameters<typeof createMessageBatch<LeadMessage>>[1][number];

/** A queued lead received `ago` seconds before now, after `attempts` earlier attempts. */
function message(key: string, { ago = 0, attempts, deliveries = 1 }: { ago?: number; attempts?: number; deliveries?: number } = {}): TestMessage {
  return {
    id: `m-${key}`,
    timestamp: new Date(),
    attempts: deliveries,
    body: { v: 1, kind: "demo", fields: lead(key), key, receivedAt: new Date(Date.now() - ago * 1000).toISOString(), ...(attempts ? { attempts } : {}) },
  };
}

/** Runs the LEADS consumer on these messages with fake queues; what it acked, retried and sent. */
async function consume(messages: TestMessage[], vars: Partial<Env> & Record<string, unknown> = {}) {
  const leads = fakeQueue();
  const dlq = fakeQueue();
  const batch = createMessageBatch<LeadMessage>("zevar-leads", messages);
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ORIGIN_URL: down.url, ORIGIN_TIMEOUT_MS: "300", LEADS: leads.queue, LEADS_DLQ: dlq.queue, ...vars } as Env, ctx);
  const result = await getQueueResult(batch, ctx);
  return {
    acked: result.explicitAcks,
    retried: result.retryMessages.map((m: { msgId: string }) => m.msgId),
    copies: leads.sent as { body: LeadMessage; delaySeconds?: number }[],
    dead: dlq.sent.map((s) => s.body as DeadLead),
  };
}

async function clearDead() {
  let cursor: string | undefined;
  do {
    const page = await env.LEAD_LEDGER.list({ prefix: "dead:", cursor });
    await Promise.all(page.keys.map((k) => env.LEAD_LEDGER.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

describe("leads the origin cannot take", () => {
  beforeAll(() => origin.reset());
  afterAll(() => origin.reset());

  it(
    "are queued when the origin answers 500, times out or is down, then delivered exactly once when it returns",
    async () => {
      const faults = ["error500", "slow", "down"] as const;
      const run = unique("run");
      for (const [i, mode] of faults.entries()) {
        await origin.mode(mode, { delayMs: 5000, paths: ["/apis/save_demorequest.php"] });
        const { status, body } = await post(lead(`${mode}-${run}`), `queue-key-${i}-${mode}-${run}`);
        expect(status).toBe(200);
        expect(JSON.parse(body)).toEqual({ status: "success", message: "Enquiry submitted successfully!", queued: true });
      }
      // The first deliveries fail too (each lead reaches the origin a second time, from the
      // consumer); the consumer queues a copy 5 s later and tries again. Not the slow one:
      // its post, answered past the visitor's timeout, stored it, and the copy queued for
      // the visitor's sake finds the receipt (issue 39 item 3).
      const failing = ["error500", "down"] as const;
      const tries = (log: OriginRequest[], mode: string) => log.filter((r) => r.method === "POST" && r.fields?.remark === `queue test ${mode}-${run}`).length;
      const log = await until(() => origin.requests(), (l) => failing.every((m) => tries(l, m) >= 2));
      for (const mode of failing) expect(tries(log, mode), mode).toBeGreaterThanOrEqual(2);
      expect(tries(log, "slow"), "slow").toBe(1);
      await origin.mode("ok");
      const leads = await until(
        () => origin.leads(),
        (l) => faults.every((m) => l.some((x) => x.remark === `queue test ${m}-${run}`)),
      );
      for (const mode of faults) {
        // The origin sees the worker's key for the lead, not the client's.
        const mine = leads.filter((l) => l.remark === `queue test ${mode}-${run}`);
        expect(mine).toHaveLength(1);
        expect(mine[0]?.name).toBe(`Queued Lead ${mode}-${run}`);
        expect(mine[0]?.idempotency_key).toEqual(expect.any(String));
      }
    },
    40_000,
  );
});

describe("the queue consumer", () => {
  beforeAll(async () => {
    await down.mode("down");
    await refusing.mode("business-error");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("retries within a minute for the first hour and at most every 30 minutes after, by queueing a counted copy", async () => {
    const r = await consume([
      message("r1"),
      message("r3", { ago: 15, attempts: 2 }),
      message("r9", { ago: 600, attempts: 8 }),
      message("r70", { ago: HOUR + 300, attempts: 69 }),
      message("r75", { ago: HOUR + 1000, attempts: 74 }),
      message("r100", { ago: 5 * HOUR, attempts: 99 }),
      message("r120", { ago: DAY - 100, attempts: 119 }),
    ]);
    // Each copy replaces its message: acknowledged, never retried, so the queue's
    // own 100-retry limit is never reached.
    expect(r.acked).toEqual(["m-r1", "m-r3", "m-r9", "m-r70", "m-r75", "m-r100", "m-r120"]);
    expect(r.retried).toEqual([]);
    expect(r.dead).toEqual([]);
    expect(r.copies.map((c) => [c.body.key, c.body.attempts, c.delaySeconds])).toEqual([
      ["r1", 1, 5],
      ["r3", 3, 20],
      ["r9", 9, 60],
      ["r70", 70, 120],
      ["r75", 75, 240],
      ["r100", 100, 1800],
      // The last wait ends when the day does.
      ["r120", 120, 100],
    ]);
    // The copy keeps the lead and when it was received.
    const first = r.copies[0]!.body;
    expect(first).toMatchObject({ fields: lead("r1"), retryFrom: first.receivedAt });
  });

  it("keeps a failing lead for 24 simulated hours, over 100 attempts, then dead-letters it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    let copy: TestMessage = message("day-long");
    let t = 0;
    const waits: [number, number][] = [];
    for (;;) {
      const r = await consume([copy]);
      expect(r.acked).toEqual(["m-day-long"]);
      if (r.dead.length) {
        expect(r.copies).toEqual([]);
        break;
      }
      expect(r.copies).toHaveLength(1);
      const { body, delaySeconds } = r.copies[0]!;
      waits.push([t, delaySeconds!]);
      // The queue holds the copy for its delay: the clock moves on by as much.
      t += delaySeconds!;
      vi.setSystemTime(start + t * 1000);
      copy = { ...copy, timestamp: new Date(), body };
      expect(t, "not dead-lettered before the day is over").toBeLessThanOrEqual(DAY);
    }
    expect(t).toBe(DAY);
    expect(waits).toHaveLength(122);
    expect(waits.filter(([at]) => at < HOUR).every(([, wait]) => wait <= 60)).toBe(true);
    expect(waits.every(([, wait]) => wait <= 1800)).toBe(true);
  }, 60_000);

  it("dead-letters a lead past LEAD_GIVE_UP_HOURS at its next failure, and the dead-letter consumer keeps it 30 days", async () => {
    await clearDead();
    // Through the real dead-letter queue and its consumer.
    const batch = createMessageBatch<LeadMessage>("zevar-leads", [message("dead-1", { ago: DAY + 60, attempts: 122 })]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, ORIGIN_URL: down.url, ORIGIN_TIMEOUT_MS: "300" }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m-dead-1"]);
    expect(result.retryMessages).toEqual([]);
    const kept = await until(
      async () => (await env.LEAD_LEDGER.list({ prefix: "dead:" })).keys,
      (keys) => keys.some((k) => k.name.endsWith(":dead-1")),
    );
    const entry = kept.find((k) => k.name.endsWith(":dead-1"))!;
    const dead = await env.LEAD_LEDGER.get<DeadLead>(entry.name, "json");
    expect(dead).toMatchObject({ key: "dead-1", attempts: 123, fields: lead("dead-1") });
    expect(dead?.reason).toMatch(/^gave up after 24 h: unreachable/);
    // expirationTtl of 30 days: the key expires 30 days after it was kept.
    expect(entry.expiration).toBeGreaterThan(Date.now() / 1000 + DEAD_TTL_SECONDS - 120);
    expect(entry.expiration).toBeLessThanOrEqual(Date.now() / 1000 + DEAD_TTL_SECONDS + 1);
  }, 30_000);

  it("runs its schedule faster with LEAD_CLOCK_SPEED (tests and benchmarks only)", async () => {
    const fast = { LEAD_CLOCK_SPEED: "1000" };
    // 80 real seconds are 22 simulated hours: a 30-minute wait is 2 real seconds.
    const r = await consume([message("fast-1", { ago: 5 }), message("fast-2", { ago: 80, attempts: 100 }), message("fast-3", { ago: 87, attempts: 120 })], fast);
    expect(r.copies.map((c) => [c.body.key, c.delaySeconds])).toEqual([["fast-1", 1], ["fast-2", 2]]);
    expect(r.dead.map((d) => d.key)).toEqual(["fast-3"]);
  });

  it("parks a lead the origin refuses at once, without the origin's text in the reason", async () => {
    const r = await consume([message("refused-1")], { ORIGIN_URL: refusing.url });
    expect(r.acked).toEqual(["m-refused-1"]);
    expect(r.copies).toEqual([]);
    expect(r.dead).toHaveLength(1);
    expect(r.dead[0]).toMatchObject({ key: "refused-1", reason: "origin refused", attempts: 1, fields: lead("refused-1") });
    expect(JSON.stringify(r.dead[0]?.reason)).not.toMatch(/mobile/i);
  });

  it("logs a lead's key and reason only, never its fields, when it is dead-lettered or the consumer fails", async () => {
    const pii = {
      name: "Asha Privatename",
      number: "91234 56789",
      email: "asha.private@example.in",
      sel1: "Wholesale Software",
      remark: "call me after six about my shop in Zaveri Bazaar",
      coden: "+91",
    };
    const lines: string[] = [];
    // Every level logged (the worker project runs at "warn": vitest.config.ts).
    const debug = { LOG_LEVEL: "debug" };
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    const withPii = (key: string, opts: Parameters<typeof message>[1] = {}): TestMessage => {
      const m = message(key, opts);
      return { ...m, body: { ...m.body, fields: pii } };
    };
    // Refused, and given up after a day.
    const refused = await consume([withPii("pii-refused")], { ORIGIN_URL: refusing.url, ...debug });
    const gaveUp = await consume([withPii("pii-day", { ago: DAY + 1 })], debug);
    expect([...refused.dead, ...gaveUp.dead].map((d) => d.key)).toEqual(["pii-refused", "pii-day"]);
    // The consumer crashes (the ledger fails) and retries the message.
    const broken = { get: () => Promise.reject(new Error("ledger unavailable")), put: () => Promise.reject(new Error("ledger unavailable")) };
    const crashed = await consume([withPii("pii-crash")], { LEAD_LEDGER: broken as unknown as KVNamespace, ...debug });
    expect(crashed.retried).toEqual(["m-pii-crash"]);
    // The dead-letter consumer cannot keep it, and when it can.
    for (const ledger of [broken, env.LEAD_LEDGER]) {
      const batch = createMessageBatch<DeadLead>("zevar-leads-dlq", [{ id: "d-pii", timestamp: new Date(), attempts: 1, body: gaveUp.dead[0]! }]);
      const ctx = createExecutionContext();
      await worker.queue(batch, { ...env, LEAD_LEDGER: ledger as unknown as KVNamespace, ...debug }, ctx);
      await getQueueResult(batch, ctx);
    }

    const logged = lines.join("\n");
    for (const msg of ["lead dead-lettered", "lead delivery crashed, retrying", "could not keep dead lead, retrying", "lead kept for an operator"]) {
      expect(logged).toContain(msg);
    }
    for (const key of ["pii-refused", "pii-day", "pii-crash"]) expect(logged).toContain(key);
    for (const value of [pii.name, pii.number, pii.email, pii.remark, "Asha", "91234", "asha.private"]) {
      expect(logged, value).not.toContain(value);
    }
  });

  it("drops a redelivered copy of a lead the origin already accepted, without calling it", async () => {
    const fresh = originTenant("queue-receipts");
    await fresh.reset();
    const key = unique("receipt");
    expect(await env.LEAD_LEDGER.get(`delivered:${key}`)).toBeNull();
    const first = await consume([message(key)], { ORIGIN_URL: fresh.url });
    expect(first.acked).toEqual([`m-${key}`]);
    expect(first.copies).toEqual([]);
    expect(await env.LEAD_LEDGER.get(`delivered:${key}`)).not.toBeNull();

    const again = await consume([message(key, { attempts: 3 })], { ORIGIN_URL: fresh.url });
    expect(again.acked).toEqual([`m-${key}`]);
    expect(again.copies).toEqual([]);
    expect((await fresh.requests()).filter((r) => r.method === "POST")).toHaveLength(1);
  });
});

describe("dead leads, for an operator", () => {
  const TOKEN = "s3cret-token-of-the-operator-32-chars-or-more";
  const auth = { authorization: `Bearer ${TOKEN}` };
  const deadLead = (key: string, deadAt: string): DeadLead => ({
    v: 1,
    kind: "contact",
    fields: lead(key),
    key,
    receivedAt: "2026-11-19T11:30:00.000Z",
    reason: "gave up after 24 h: HTTP 500",
    attempts: 123,
    deadAt,
  });
  /** n dead leads, one a minute, kept as the dead-letter consumer keeps them. */
  async function kill(n: number, prefix: string) {
    const leads = Array.from({ length: n }, (_, i) => deadLead(`${prefix}-${String(i).padStart(3, "0")}`, new Date(Date.UTC(2026, 10, 20, 0, i)).toISOString()));
    await Promise.all(leads.map((l) => keepDeadLead(env, l)));
    return leads.map((l) => l.key);
  }
  type ListAnswer = { count: number; leads: DeadLead[]; cursor?: string };
  const list = async (query = "") => {
    const r = await send(origin, `/admin/leads/dead${query}`, { headers: auth }, { ADMIN_TOKEN: TOKEN } as Partial<Env>);
    return { ...(JSON.parse(r.body) as ListAnswer), status: r.status };
  };
  const replay = async (query = "", LEADS?: Queue) => {
    const r = await send(origin, `/admin/leads/dead/replay${query}`, { method: "POST", headers: auth }, { ADMIN_TOKEN: TOKEN, ...(LEADS ? { LEADS } : {}) } as Partial<Env>);
    expect(r.status).toBe(200);
    return JSON.parse(r.body) as { replayed: number; more: boolean };
  };

  beforeEach(clearDead);

  it("lists and replays them with the admin token only, and the replayed lead reaches the origin once", async () => {
    // Its own lead, never delivered before: the origin's leads and the ledger's receipts
    // (which clearDead leaves alone) know nothing of it, so exactly one can arrive.
    const [key] = await kill(1, unique("replay-me"));
    expect(await env.LEAD_LEDGER.get(`delivered:${key}`)).toBeNull();
    const vars = { ADMIN_TOKEN: TOKEN } as Partial<Env>;
    expect((await send(origin, "/admin/leads/dead")).status).toBe(404);
    expect((await send(origin, "/admin/leads/dead", { headers: { authorization: "Bearer wrong" } }, vars)).status).toBe(401);
    expect((await send(origin, "/admin/leads/dead/replay", { method: "POST", headers: { authorization: "Bearer wrong" } }, vars)).status).toBe(401);
    const listed = await list();
    expect(listed).toMatchObject({ status: 200, count: 1 });
    expect(listed.leads.map((l) => l.key)).toEqual([key]);
    expect(listed.cursor).toBeUndefined();

    await origin.reset();
    expect((await origin.leads()).filter((x) => x.idempotency_key === key)).toEqual([]);
    expect(await replay()).toEqual({ replayed: 1, more: false });
    expect((await list()).count).toBe(0);
    const leads = await until(() => origin.leads(), (l) => l.some((x) => x.idempotency_key === key));
    expect(leads.filter((x) => x.idempotency_key === key)).toHaveLength(1);
    expect(await replay()).toEqual({ replayed: 0, more: false });
  }, 30_000);

  it("pages the list with cursor and limit: 50 by default, at most 100", async () => {
    const keys = await kill(120, "page");
    const first = await list();
    expect(first.count).toBe(50);
    expect(first.leads.map((l) => l.key)).toEqual(keys.slice(0, 50));
    expect(first.cursor).toEqual(expect.any(String));
    const second = await list(`?cursor=${encodeURIComponent(first.cursor!)}&limit=100`);
    expect(second.count).toBe(70);
    expect(second.leads.map((l) => l.key)).toEqual(keys.slice(50));
    expect(second.cursor).toBeUndefined();

    expect((await list("?limit=500")).count).toBe(100);
    expect((await list("?limit=-5")).count).toBe(1);
    expect((await list("?limit=abc")).count).toBe(50);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(`?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...page.leads.map((l) => l.key));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(18);
    expect(seen).toEqual(keys);
    expect((await list("?cursor=%00")).status).toBe(400);
    expect((await list("?cursor=bm90LWEtY3Vyc29y")).status).toBeLessThan(500);
  }, 30_000);

  it("replays one page of at most 100 per call with a fresh day of attempts, and says whether more remain", async () => {
    const keys = await kill(101, "again");
    const leads = fakeQueue();
    expect(await replay("", leads.queue)).toEqual({ replayed: 100, more: true });
    expect(await replay("", leads.queue)).toEqual({ replayed: 1, more: false });
    expect(await replay("", leads.queue)).toEqual({ replayed: 0, more: false });
    const sent = leads.sent.map((s) => s.body as LeadMessage);
    expect(sent.map((m) => m.key)).toEqual(keys);
    // A lead message again: no reason, count or death; received when it was, retried from now.
    expect(Object.keys(sent[0]!).sort()).toEqual(["fields", "key", "kind", "receivedAt", "retryFrom", "v"]);
    expect(sent[0]).toMatchObject({ receivedAt: "2026-11-19T11:30:00.000Z", fields: lead("again-000") });
    expect(Date.now() - Date.parse(sent[0]!.retryFrom!)).toBeLessThan(60_000);

    await kill(3, "few");
    expect(await replay("?limit=2", leads.queue)).toEqual({ replayed: 2, more: true });
    expect(await replay("?limit=2", leads.queue)).toEqual({ replayed: 1, more: false });
  }, 30_000);
});
