// @ts-check
/**
 * `npm run bench:leads`: no lead is lost when the origin fails.
 *
 * Submits BENCH_LEADS (default 500) demo requests to the production build under
 * wrangler dev (real local Queues), 10 at a time at about 30 a second. After a quarter
 * of them the origin stand-in is stopped for real (connections refused) for
 * BENCH_OUTAGE_S seconds (default 20), then started again on the same port and
 * database. Then it waits until the queue has delivered everything and counts, in the
 * origin's database: delivered, duplicated, lost; and, from /admin/leads/dead, parked.
 *
 * BENCH_LONG=1: a day-long outage on a sped-up clock. The consumer runs with
 * LEAD_CLOCK_SPEED=BENCH_CLOCK_SPEED (default 1000: a simulated second lasts 1 ms) and
 * the origin stays stopped for BENCH_OUTAGE_H simulated hours (default 20, 72 real
 * seconds), long past the first hour's once-a-minute attempts, into the 30-minute ones.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOrigin } from "../tests/origin/server.mjs";
import { buildIfNeeded, freePort, startWorker } from "./server.mjs";

const N = Number(process.env.BENCH_LEADS ?? 500);
const CONCURRENCY = 10;
const DOWN_AT = Math.floor(N / 4);
const LONG = process.env.BENCH_LONG === "1";
const SPEED = LONG ? Number(process.env.BENCH_CLOCK_SPEED ?? 1000) : 1;
const OUTAGE_MS = LONG ? (Number(process.env.BENCH_OUTAGE_H ?? 20) * 3_600_000) / SPEED : Number(process.env.BENCH_OUTAGE_S ?? 20) * 1000;
const PACE_MS = 300;
const DELIVERY_TIMEOUT_MS = 240_000;
const ADMIN_TOKEN = `bench-${process.pid}-${Date.now()}`;
/** Real milliseconds as the consumer's clock sees them. */
const simulated = (/** @type {number} */ ms) => {
  const s = (ms * SPEED) / 1000;
  return s >= 3600 ? `${(s / 3600).toFixed(1)} h` : s >= 120 ? `${(s / 60).toFixed(0)} min` : `${s.toFixed(0)} s`;
};

buildIfNeeded();
const dir = mkdtempSync(join(tmpdir(), "zevar-leads-bench-"));
const dbFile = join(dir, "origin.sqlite");
const originPort = await freePort();
/** @type {Awaited<ReturnType<typeof startOrigin>> | null} */
let origin = await startOrigin({ port: originPort, dbFile });
const site = await startWorker({
  originUrl: origin.url,
  persistTo: join(dir, "state"),
  // BENCH_LOG=file: the worker's logs (warn and up) go there; else none.
  ...(process.env.BENCH_LOG ? { logFile: process.env.BENCH_LOG } : { stdio: "ignore" }),
  vars: { LEAD_RATE_LIMIT: "off", ORIGIN_TIMEOUT_MS: "1000", LOG_LEVEL: process.env.BENCH_LOG ? "warn" : "error", LEAD_CLOCK_SPEED: String(SPEED), ADMIN_TOKEN },
});

const answers = { direct: 0, queued: 0, failed: 0 };
let next = 0;
let downSince = 0;
let upAt = 0;
/** @type {Promise<void> | undefined} */
let restarted;

/** @param {number} i */
async function submit(i) {
  const form = new FormData();
  form.append("name", `Bench Lead ${i}`);
  form.append("number", "98765 43210");
  form.append("email", `lead${i}@example.in`);
  form.append("sel1", "Wholesale Software");
  form.append("remark", `bench-lead-${i}`);
  form.append("coden", "+91");
  try {
    const res = await fetch(`${site.url}/zevarsoftware`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json", "idempotency-key": `bench-${process.pid}-${i}` },
    });
    const body = /** @type {{ status: string, queued?: boolean }} */ (await res.json());
    if (body.status !== "success") answers.failed++;
    else if (body.queued) answers.queued++;
    else answers.direct++;
  } catch {
    answers.failed++;
  }
}

async function worker() {
  for (;;) {
    const i = next++;
    if (i >= N) return;
    if (i === DOWN_AT && origin) {
      const o = origin;
      origin = null;
      await o.close();
      downSince = Date.now();
      console.log(`lead ${i}: origin stopped for ${OUTAGE_MS / 1000} s${LONG ? ` (${simulated(OUTAGE_MS)} at ${SPEED}× speed)` : ""}`);
      restarted = new Promise((resolve) =>
        setTimeout(async () => {
          origin = await startOrigin({ port: originPort, dbFile });
          upAt = Date.now();
          const after = ((upAt - downSince) / 1000).toFixed(1);
          console.log(`origin started again after ${after} s${LONG ? ` (${simulated(upAt - downSince)})` : ""} (${Math.min(next, N)} leads posted)`);
          resolve();
        }, OUTAGE_MS),
      );
    }
    await submit(i);
    await new Promise((r) => setTimeout(r, PACE_MS));
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const submittedIn = (Date.now() - started) / 1000;
await restarted;

/** @returns {Promise<{ remark: string }[]>} */
const stored = async () => (await fetch(`${origin?.url}/__control/leads`)).json();
/** Leads parked for an operator: paged through /admin/leads/dead. */
async function parked() {
  let n = 0;
  let cursor = "";
  do {
    const res = await fetch(`${site.url}/admin/leads/dead?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const page = /** @type {{ count: number, cursor?: string }} */ (await res.json());
    n += page.count;
    cursor = page.cursor ?? "";
  } while (cursor);
  return n;
}
/** @param {{ remark: string }[]} l */
const distinct = (l) => new Set(l.map((x) => x.remark)).size;
let leads = await stored();
let dead = 0;
const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
// Until every lead is in the origin's database or parked for an operator.
for (let i = 0; distinct(leads) + dead < N && Date.now() < deadline; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  leads = await stored();
  if (i % 5 === 4) dead = await parked();
}
const allIn = Date.now();
// A second copy would arrive after the first: give late ones a moment to show up.
await new Promise((r) => setTimeout(r, 5000));
leads = await stored();
dead = await parked();

const counts = new Map();
for (const l of leads) if (l.remark.startsWith("bench-lead-")) counts.set(l.remark, (counts.get(l.remark) ?? 0) + 1);
const delivered = counts.size;
const duplicated = [...counts.values()].reduce((n, c) => n + (c - 1), 0);
// A parked lead is not lost (an operator can replay it), but this run expects none.
const lost = N - delivered - dead;

const outage = LONG ? `${simulated(OUTAGE_MS)} simulated (${OUTAGE_MS / 1000} s at LEAD_CLOCK_SPEED=${SPEED})` : `${OUTAGE_MS / 1000} s`;
const tail = (allIn - upAt) / 1000;
console.log(`\nLeads under an origin outage (${N} posts, ${CONCURRENCY} at a time, origin stopped after post ${DOWN_AT} for ${outage})`);
console.log("| outage | submitted | answered success (direct / queued) | refused | delivered | duplicated | lost | parked | all delivered (or parked) after origin returned |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
console.log(
  `| ${outage} | ${N} | ${answers.direct + answers.queued} (${answers.direct} / ${answers.queued}) | ${answers.failed} | ${delivered} | ${duplicated} | ${lost} | ${dead} | ${lost ? `not within ${DELIVERY_TIMEOUT_MS / 1000} s` : `${tail.toFixed(0)} s${LONG ? ` (${simulated(tail * 1000)} simulated)` : ""}`} |`,
);
console.log(`\nPosting took ${submittedIn.toFixed(1)} s; the whole run ${((Date.now() - started) / 1000).toFixed(0)} s.`);

site.stop();
await origin?.close();
process.exit(lost || duplicated || dead || answers.failed ? 1 : 0);
