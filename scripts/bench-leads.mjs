// @ts-check
/**
 * `npm run bench:leads`: no lead is lost when the origin fails.
 *
 * Submits BENCH_LEADS (default 500) demo requests to the production build under
 * wrangler dev (real local Queues), 10 at a time at about 30 a second. After a quarter
 * of them the origin stand-in is stopped for real (connections refused) for
 * BENCH_OUTAGE_S seconds (default 20), then started again on the same port and
 * database. Then it waits until the queue has delivered everything and counts, in the
 * origin's database: delivered, duplicated, lost.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOrigin } from "../tests/origin/server.mjs";
import { buildIfNeeded, freePort, startWorker } from "./server.mjs";

const N = Number(process.env.BENCH_LEADS ?? 500);
const CONCURRENCY = 10;
const DOWN_AT = Math.floor(N / 4);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_S ?? 20) * 1000;
const PACE_MS = 300;
const DELIVERY_TIMEOUT_MS = 240_000;

buildIfNeeded();
const dir = mkdtempSync(join(tmpdir(), "zevar-leads-bench-"));
const dbFile = join(dir, "origin.sqlite");
const originPort = await freePort();
/** @type {Awaited<ReturnType<typeof startOrigin>> | null} */
let origin = await startOrigin({ port: originPort, dbFile });
const site = await startWorker({
  port: await freePort(),
  originUrl: origin.url,
  persistTo: join(dir, "state"),
  stdio: "ignore",
  vars: { LEAD_RATE_LIMIT: "off", ORIGIN_TIMEOUT_MS: "1000", LOG_LEVEL: "error" },
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
      console.log(`lead ${i}: origin stopped for ${OUTAGE_MS / 1000} s`);
      restarted = new Promise((resolve) =>
        setTimeout(async () => {
          origin = await startOrigin({ port: originPort, dbFile });
          upAt = Date.now();
          console.log(`origin started again after ${((upAt - downSince) / 1000).toFixed(1)} s (${Math.min(next, N)} leads posted)`);
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
let leads = await stored();
const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
while (new Set(leads.map((l) => l.remark)).size < N && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 1000));
  leads = await stored();
}
const allIn = Date.now();

const counts = new Map();
for (const l of leads) if (l.remark.startsWith("bench-lead-")) counts.set(l.remark, (counts.get(l.remark) ?? 0) + 1);
const delivered = counts.size;
const duplicated = [...counts.values()].reduce((n, c) => n + (c - 1), 0);
const lost = N - delivered;

console.log(`\nLeads under an origin outage (${N} posts, ${CONCURRENCY} at a time, origin stopped after post ${DOWN_AT} for ${OUTAGE_MS / 1000} s)`);
console.log("| submitted | answered success (direct / queued) | refused | delivered | duplicated | lost | all delivered after origin returned |");
console.log("|---:|---:|---:|---:|---:|---:|---:|");
console.log(
  `| ${N} | ${answers.direct + answers.queued} (${answers.direct} / ${answers.queued}) | ${answers.failed} | ${delivered} | ${duplicated} | ${lost} | ${lost ? "not within 240 s" : `${((allIn - upAt) / 1000).toFixed(0)} s`} |`,
);
console.log(`\nPosting took ${submittedIn.toFixed(1)} s.`);

site.stop();
await origin?.close();
process.exit(lost || duplicated || answers.failed ? 1 : 0);
