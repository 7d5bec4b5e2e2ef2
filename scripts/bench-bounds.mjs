// @ts-check
/**
 * `npm run bench:bounds`: the worker's memory stays bounded under hostile traffic and a
 * hostile origin (issue 24, "Done when"; docs/performance.md).
 *
 * Serves the production build with wrangler dev (workerd) on loopback, against the
 * origin stand-in in its "huge" mode: every origin answer is well-formed JSON of about
 * 10 MB (an SEO title of 10 MiB, 10,000 blogs and what's-new items, a 10 MiB post, 10 MiB
 * pictures). Then it sends BENCH_TOOL_URLS (default 200) distinct worst-case Girvi URLs
 * (issue 24 item 2: principal 9999990N, 100 % a month, compound monthly over 45 years),
 * with the pages that read the origin in between, BENCH_CONCURRENCY (default 4) at a time,
 * while it samples the resident memory (RSS) of the workerd process every 100 ms.
 *
 * It passes when workerd's peak RSS stays under BENCH_MAX_RSS_MB (default 200), no
 * answer is a 500 (503 is a page's own answer when the origin cannot be used), and `/` is still served from the page cache afterwards
 * (Server-Timing render;desc="memory", sent because the worker runs with LOG_LEVEL=debug).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOrigin } from "../tests/origin/server.mjs";
import { buildIfNeeded, startWorker } from "./server.mjs";

const TOOL_URLS = Number(process.env.BENCH_TOOL_URLS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const MAX_RSS_MB = Number(process.env.BENCH_MAX_RSS_MB ?? 200);
/** "ok" runs the same traffic against a well origin (to tell the two costs apart). */
const ORIGIN_MODE = process.env.BENCH_ORIGIN_MODE ?? "huge";
/** "plain" asks for a year's simple interest on ₹1 lakh instead of the worst case. */
const GIRVI = process.env.BENCH_GIRVI ?? "worst";
/** Pages that read the origin: each asks it for an answer of about 10 MB. */
const ORIGIN_PAGES = ["/features", "/blogs", "/what'snew", "/blog/7", "/contactus", "/hi/features", "/origin-media/blogs/uploads/blogs/huid.png"];

buildIfNeeded();
const dir = mkdtempSync(join(tmpdir(), "zevar-bounds-bench-"));
const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
const site = await startWorker({
  originUrl: origin.url,
  persistTo: join(dir, "state"),
  logFile: join(dir, "wrangler.log"),
  vars: { LOG_LEVEL: "debug" },
});

/** The workerd process among wrangler's (its own process group, scripts/server.mjs). */
function workerdPid() {
  const out = execFileSync("ps", ["-eo", "pid=,pgid=,comm="], { encoding: "utf8" });
  const line = out.split("\n").map((l) => l.trim().split(/\s+/)).find(([, pgid, comm]) => Number(pgid) === site.child.pid && comm === "workerd");
  if (!line) throw new Error("no workerd process in wrangler's process group");
  return Number(line[0]);
}

/** Resident memory of `pid` in MB (VmRSS, kB). */
function rssMb(/** @type {number} */ pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kb / 1024;
}

/** One GET; a connection that fails is status 0 (counted as a failure, not thrown). @param {string} path */
async function get(path) {
  const started = performance.now();
  try {
    const res = await fetch(site.url + path);
    const body = await res.arrayBuffer();
    return { path, status: res.status, bytes: body.byteLength, ms: performance.now() - started, timing: res.headers.get("server-timing") ?? "" };
  } catch (error) {
    return { path, status: 0, bytes: 0, ms: performance.now() - started, timing: "", error: String(/** @type {Error} */ (error).cause ?? error) };
  }
}

const rendered = (/** @type {string} */ timing) => /render;dur=[\d.]+;desc="(\w+)"/.exec(timing)?.[1] ?? "none";

try {
  const pid = workerdPid();
  // The home page rendered once while the origin is well (its SEO answer cached), then from memory.
  await get("/");
  const homeWarm = rendered((await get("/")).timing);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);

  await fetch(`${origin.url}/__control/mode`, { method: "POST", body: JSON.stringify({ mode: ORIGIN_MODE }) });
  /** @type {string[]} */
  const paths = [];
  for (let i = 0; i < TOOL_URLS; i++) {
    paths.push(
      GIRVI === "plain"
        ? `/tools/girvi-interest-calculator?principal=${100_000 + i}&rate=2&from=2024-01-01&to=2025-01-01`
        : `/tools/girvi-interest-calculator?principal=9999990${i}&rate=100&from=1976-01-01&to=2021-06-01&method=compound&every=1&days=calendar`,
    );
    if (i % 10 === 0) paths.push(ORIGIN_PAGES[(i / 10) % ORIGIN_PAGES.length] ?? "/");
  }
  /** @type {Awaited<ReturnType<typeof get>>[]} */
  const results = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        results.push(await get(/** @type {string} */ (paths[next++])));
        if (results.length % 25 === 0) console.log(`${results.length} answered, workerd ${rssMb(pid).toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const home = await get("/");
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const after = rssMb(pid);

  const tools = results.filter((r) => r.path.startsWith("/tools/"));
  const pages = results.filter((r) => !r.path.startsWith("/tools/"));
  const ms = tools.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]?.toFixed(0);
  // 503 is a page's own answer when the origin cannot be asked (a post the list cannot name); 500 and the rest are faults.
  const fivexx = results.filter((r) => r.status === 0 || (r.status >= 500 && r.status !== 503));
  const unavailable = results.filter((r) => r.status === 503).length;
  const row = (/** @type {string} */ k, /** @type {string | number} */ v) => console.log(`| ${k} | ${v} |`);
  console.log("\n| measure | value |\n|---|---|");
  row("requests", `${results.length} (${tools.length} distinct Girvi URLs, ${pages.length} pages reading the 10 MB origin) in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time`);
  row("Girvi page size (largest)", `${Math.max(...tools.map((r) => r.bytes)).toLocaleString("en-IN")} bytes`);
  row("Girvi time p50 / p99", `${pct(50)} ms / ${pct(99)} ms`);
  row("origin-reading pages (largest)", `${Math.max(...pages.map((r) => r.bytes)).toLocaleString("en-IN")} bytes`);
  row("answers 500 (or 5xx other than 503), or no answer", fivexx.length);
  row("answers 503 (origin unusable, nothing cached: /blog/7)", unavailable);
  row("workerd RSS before / peak / after", `${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)} MB`);
  row("`/` before the run, after it", `render ${homeWarm}, render ${rendered(home.timing)}`);

  const failures = [];
  if (peak >= MAX_RSS_MB) failures.push(`workerd peaked at ${peak.toFixed(0)} MB (limit ${MAX_RSS_MB} MB)`);
  if (fivexx.length) failures.push(`${fivexx.length} answers were 5xx: ${fivexx.slice(0, 3).map((r) => `${r.path.slice(0, 60)} ${r.status} ${r.error ?? ""}`).join(", ")}`);
  if (rendered(home.timing) !== "memory") failures.push(`/ was not served from memory after the run (${home.timing || "no Server-Timing"})`);
  if (failures.length) {
    console.error(`\nFAILED:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nPassed: peak RSS under ${MAX_RSS_MB} MB, no 5xx, / from memory.`);
  }
} finally {
  site.stop();
  await origin.close();
}
