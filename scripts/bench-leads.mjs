// @ts-check
/**
 * `npm run bench:leads`: no lead is lost, and none is posted twice, when the origin or the
 * CRM's webhook fails.
 *
 * The production build under wrangler dev (real local Queues and KV), against the origin
 * stand-in on 127.0.0.1, which stores every post as a row of its own (nothing merged by
 * key), so a lead the worker posts twice shows as two rows. Phases, one after the other:
 *
 *   outage   BENCH_LEADS (default 500) demo requests, 10 at a time at about 30 a second;
 *            after a quarter of them the stand-in is stopped for real (connections
 *            refused) for BENCH_OUTAGE_S seconds (default 90), then started again on the
 *            same port and database. Then the same with the CRM's webhook receiver
 *            stopped instead, and with both stopped together.
 *   faults   BENCH_FAULT_LEADS (default 50) requests under each fault of issue 39: a PHP
 *            notice before the JSON, a JSON array, a capitalised status, slow then success
 *            (past the post timeout), stored then reset, a slow drip of the answer.
 *
 * For each: answered (success / refused), stored at the origin, posted twice (a lead with
 * more than one row), parked for an operator (/admin/leads/dead), lost (neither stored
 * nor parked); and the same for the webhook's copies (LEAD_WEBHOOK_URL is set to a
 * receiver this script runs, which checks each delivery's signature and counts the
 * deliveries of each idempotency key). Exit 1 on any lost, twice, refused or badly
 * signed. Whatever happens, the worker and the
 * stand-in it started are stopped.
 *
 * BENCH_LONG=1: a day-long outage on a sped-up clock (LEAD_CLOCK_SPEED=BENCH_CLOCK_SPEED,
 * default 1000; BENCH_OUTAGE_H simulated hours, default 20), outage phase only.
 */
import { mkdtempSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOrigin } from "../tests/origin/server.mjs";
import { webhookReceiver } from "./bench/webhook-receiver.mjs";
import { buildIfNeeded, freePort, startWorker } from "./server.mjs";

const N = Number(process.env.BENCH_LEADS ?? 500);
const FAULT_N = Number(process.env.BENCH_FAULT_LEADS ?? 50);
const CONCURRENCY = 10;
const DOWN_AT = Math.floor(N / 4);
const LONG = process.env.BENCH_LONG === "1";
const SPEED = LONG ? Number(process.env.BENCH_CLOCK_SPEED ?? 1000) : 1;
const OUTAGE_MS = LONG ? (Number(process.env.BENCH_OUTAGE_H ?? 20) * 3_600_000) / SPEED : Number(process.env.BENCH_OUTAGE_S ?? 90) * 1000;
const PACE_MS = 300;
const DELIVERY_TIMEOUT_MS = 240_000;
/** The webhook's signing key (docs/leads.md, "CRM hand-off"). */
const WEBHOOK_SECRET = randomBytes(16).toString("hex");
/** The admin endpoints need 32 characters or more (worker/routes/admin.ts). */
const ADMIN_TOKEN = `bench-${randomBytes(24).toString("hex")}`;
/** The worker's post timings here: a slow origin (4 s) is past the visitor's 2 s, within the post's 10 s. */
const POST_TIMEOUT_MS = 2000;
const POST_ABANDON_MS = 10_000;
/**
 * issue 39's faults, as the stand-in's modes (tests/origin/server.mjs).
 * @type {{ label: string, mode: string, delayMs?: number }[]}
 */
const FAULTS = [
  { label: "notice before the JSON", mode: "notice-json" },
  { label: "JSON array", mode: "json-array" },
  { label: '{"status":"Success"}', mode: "capital-status" },
  { label: "slow (4 s), then success", mode: "slow", delayMs: 4000 },
  { label: "stored, then reset", mode: "store-reset" },
  { label: "slow drip (a byte / 80 ms)", mode: "drip", delayMs: 80 },
];
const simulated = (/** @type {number} */ ms) => {
  const s = (ms * SPEED) / 1000;
  return s >= 3600 ? `${(s / 3600).toFixed(1)} h` : s >= 120 ? `${(s / 60).toFixed(0)} min` : `${s.toFixed(0)} s`;
};
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

buildIfNeeded();
const dir = mkdtempSync(join(tmpdir(), "zevar-leads-bench-"));
const dbFile = join(dir, "origin.sqlite");
const originPort = await freePort();
/** @type {Awaited<ReturnType<typeof startOrigin>> | null} */
let origin = null;
/** @type {Awaited<ReturnType<typeof startWorker>> | null} */
let site = null;
let stopping = false;
/** Stops what this script started; safe to call twice. */
async function stopAll() {
  if (stopping) return;
  stopping = true;
  site?.stop();
  await origin?.close().catch(() => undefined);
  if (receiver.listening()) await receiverUp(false);
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => void stopAll().then(() => process.exit(130)));

/** @typedef {{ stored: number, twice: number, parked: number, lost: number }} Copies */
/** @typedef {{ label: string, n: number, answers: { direct: number, queued: number, failed: number }, stored: number, twice: number, parked: number, lost: number, hook: Copies, tail: string }} Row */

/** The CRM's webhook receiver (./bench/webhook-receiver.mjs): it keeps its count when stopped and started again. */
const webhookPort = await freePort();
const receiver = webhookReceiver(WEBHOOK_SECRET, webhookPort);
const { delivered } = receiver;
const receiverUp = receiver.up;

/** @param {string} phase @param {number} i */
async function submit(phase, i, /** @type {Row["answers"]} */ answers) {
  const form = new FormData();
  form.append("name", `Bench Lead ${i}`);
  form.append("number", "98765 43210");
  form.append("email", `lead${i}@example.in`);
  form.append("sel1", "Wholesale Software");
  form.append("remark", `bench-${phase}-${i}`);
  form.append("coden", "+91");
  try {
    const res = await fetch(`${site?.url}/zevarsoftware`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json", "idempotency-key": `bench-${phase}-${process.pid}-${i}` },
    });
    const body = /** @type {{ status: string, queued?: boolean }} */ (await res.json());
    if (body.status !== "success") answers.failed++;
    else if (body.queued) answers.queued++;
    else answers.direct++;
  } catch {
    answers.failed++;
  }
}

/** Rows of the stand-in's table: one per post it stored. @returns {Promise<{ remark: string, idempotency_key: string | null }[]>} */
const stored = async () => (await fetch(`${origin?.url}/__control/leads`)).json();

/** Remarks of the leads parked for an operator, paged through /admin/leads/dead: the origin's copies, and the webhook's. */
async function parked() {
  /** @type {Set<string>} */
  const remarks = new Set();
  /** @type {Set<string>} */
  const hooks = new Set();
  let cursor = "";
  do {
    const res = await fetch(`${site?.url}/admin/leads/dead?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    if (!res.ok) throw new Error(`/admin/leads/dead answered ${res.status}`);
    const page = /** @type {{ leads: { fields: { remark: string }, target?: string }[], cursor?: string }} */ (await res.json());
    for (const l of page.leads) (l.target === "webhook" ? hooks : remarks).add(l.fields.remark);
    cursor = page.cursor ?? "";
  } while (cursor);
  return { remarks, hooks };
}

/**
 * Counts one phase once every lead is stored or parked (or the time is up), then again
 * after `settleMs`, for late second copies.
 * @param {string} phase @param {number} n @param {number} settleMs
 */
async function count(phase, n, settleMs) {
  const mine = (/** @type {string} */ r) => r.startsWith(`bench-${phase}-`);
  const read = async () => {
    /** @type {Map<string, number>} */
    const rows = new Map();
    for (const l of await stored()) if (mine(l.remark)) rows.set(l.remark, (rows.get(l.remark) ?? 0) + 1);
    const { remarks, hooks } = await parked();
    const hookRows = new Map([...delivered].filter(([r]) => mine(r)));
    return { rows, dead: [...remarks].filter(mine), hookRows, hookDead: [...hooks].filter(mine) };
  };
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  let now = await read();
  const settled = () =>
    new Set([...now.rows.keys(), ...now.dead]).size >= n && new Set([...now.hookRows.keys(), ...now.hookDead]).size >= n;
  while (!settled() && Date.now() < deadline) {
    await sleep(1000);
    now = await read();
  }
  const allIn = Date.now();
  await sleep(settleMs);
  now = await read();
  const seen = new Set([...now.rows.keys(), ...now.dead]);
  const hookSeen = new Set([...now.hookRows.keys(), ...now.hookDead]);
  return {
    allIn,
    stored: now.rows.size,
    twice: [...now.rows.values()].filter((c) => c > 1).length,
    parked: now.dead.length,
    lost: n - seen.size,
    hook: {
      stored: now.hookRows.size,
      twice: [...now.hookRows.values()].filter((c) => c > 1).length,
      parked: now.hookDead.length,
      lost: n - hookSeen.size,
    },
  };
}

/**
 * Posts `n` leads of `phase`, CONCURRENCY at a time; `before(i)` runs before lead i.
 * @param {string} phase @param {number} n
 */
async function post(phase, n, /** @type {(i: number) => Promise<void>} */ before = async () => {}) {
  const answers = { direct: 0, queued: 0, failed: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= n) return;
        await before(i);
        await submit(phase, i, answers);
        await sleep(PACE_MS);
      }
    }),
  );
  return answers;
}

/** @type {Row[]} */
const rows = [];
let exit = 1;
const started = Date.now();
try {
  origin = await startOrigin({ port: originPort, dbFile });
  await receiverUp(true);
  site = await startWorker({
    originUrl: origin.url,
    persistTo: join(dir, "state"),
    // BENCH_LOG=file: the worker's logs (warn and up) go there; else none.
    ...(process.env.BENCH_LOG ? { logFile: process.env.BENCH_LOG } : { stdio: "ignore" }),
    vars: {
      LEAD_RATE_LIMIT: "off",
      ORIGIN_TIMEOUT_MS: "1000",
      ORIGIN_POST_TIMEOUT_MS: String(POST_TIMEOUT_MS),
      ORIGIN_POST_ABANDON_MS: String(POST_ABANDON_MS),
      LOG_LEVEL: process.env.BENCH_LOG ? "warn" : "error",
      LEAD_CLOCK_SPEED: String(SPEED),
      ADMIN_TOKEN,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/crm/leads`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  // The admin endpoints must answer before anything is counted with them.
  await parked();

  // The outages: the origin, the webhook's receiver, then both together.
  /** @param {string} phase @param {{ origin: boolean, webhook: boolean }} down */
  async function outage(phase, down) {
    let downSince = 0;
    let upAt = 0;
    /** @type {Promise<void> | undefined} */
    let restarted;
    const answers = await post(phase, N, async (i) => {
      if (i !== DOWN_AT) return;
      const o = down.origin ? origin : null;
      if (down.origin) origin = null;
      await Promise.all([o?.close(), down.webhook ? receiverUp(false) : undefined]);
      downSince = Date.now();
      console.log(`lead ${i}: ${[down.origin && "origin", down.webhook && "webhook"].filter(Boolean).join(" and ")} stopped for ${OUTAGE_MS / 1000} s${LONG ? ` (${simulated(OUTAGE_MS)} at ${SPEED}× speed)` : ""}`);
      restarted = sleep(OUTAGE_MS).then(async () => {
        if (down.origin) origin = await startOrigin({ port: originPort, dbFile });
        if (down.webhook) await receiverUp(true);
        upAt = Date.now();
        console.log(`started again after ${((upAt - downSince) / 1000).toFixed(1)} s`);
      });
    });
    await restarted;
    const result = await count(phase, N, 5000);
    const tail = (result.allIn - upAt) / 1000;
    const what = down.origin && down.webhook ? "origin and webhook" : down.origin ? "origin" : "webhook";
    const label = LONG ? `${what} outage ${simulated(OUTAGE_MS)} simulated (${OUTAGE_MS / 1000} s at LEAD_CLOCK_SPEED=${SPEED})` : `${what} outage ${OUTAGE_MS / 1000} s`;
    rows.push({ label, n: N, answers, ...result, tail: result.lost || result.hook.lost ? `not within ${DELIVERY_TIMEOUT_MS / 1000} s` : `${tail.toFixed(0)} s after it returned` });
  }
  await outage("outage", { origin: true, webhook: false });
  if (!LONG) {
    await outage("hook-outage", { origin: false, webhook: true });
    await outage("both-outage", { origin: true, webhook: true });
  }

  if (!LONG) {
    for (const { label, mode, delayMs } of FAULTS) {
      const phase = mode;
      await fetch(`${origin?.url}/__control/mode`, {
        method: "POST",
        body: JSON.stringify({ mode, paths: ["/apis/save_demorequest.php"], ...(delayMs ? { delayMs } : {}) }),
      });
      const t0 = Date.now();
      const answers = await post(phase, FAULT_N);
      // A copy queued while a slow post ran waits out the post's budget before it is read.
      const result = await count(phase, FAULT_N, POST_ABANDON_MS + 8000);
      await fetch(`${origin?.url}/__control/mode`, { method: "POST", body: JSON.stringify({ mode: "ok" }) });
      rows.push({ label, n: FAULT_N, answers, ...result, tail: `${((result.allIn - t0) / 1000).toFixed(0)} s` });
      console.log(`${label}: done`);
    }
  }

  console.log(`\nLeads through outages of the origin and the webhook, and the origin's faults (${CONCURRENCY} posts at a time; every post either receives is counted)`);
  console.log("| phase | posts | answered success (direct / queued) | refused | origin: stored / twice / parked / lost | webhook: delivered / twice / parked / lost | all in |");
  console.log("|---|---:|---:|---:|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.n} | ${r.answers.direct + r.answers.queued} (${r.answers.direct} / ${r.answers.queued}) | ${r.answers.failed} | ${r.stored} / ${r.twice} / ${r.parked} / ${r.lost} | ${r.hook.stored} / ${r.hook.twice} / ${r.hook.parked} / ${r.hook.lost} | ${r.tail} |`,
    );
  }
  console.log(`\nBadly signed webhook deliveries: ${receiver.badlySigned()}. The whole run ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  exit = rows.some((r) => r.lost || r.twice || r.answers.failed || r.hook.lost || r.hook.twice) || receiver.badlySigned() ? 1 : 0;
} catch (error) {
  console.error("bench:leads failed:", error);
} finally {
  await stopAll();
}
process.exit(exit);
