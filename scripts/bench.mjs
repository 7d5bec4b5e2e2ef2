// @ts-check
/**
 * `npm run bench`: how fast and how light the site is, measured on this machine.
 *
 * 1. Throughput: requests/second and p99 latency of the home page on the production
 *    build served by wrangler dev (workerd), next to a hello-world Worker run by the
 *    same wrangler (docs/performance.md "Budgets": every page should reach half of it). Load comes from
 *    autocannon on loopback, bounded in connections and time.
 * 2. Weight: every route loaded in headless Chromium; the JS and CSS it fetched,
 *    gzip-compressed (level 9), against the budgets of docs/performance.md; then again with
 *    monitoring configured, to show that its client is never part of the first load;
 *    then every translated twin (each registered language) against its English page (issue 17: no runtime cost).
 *
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 16), BENCH_ROUTES=0 to skip (2),
 * BENCH_LOG_LEVEL (the site's LOG_LEVEL, default info: one log line per request, which
 * wrangler dev carries through its Node process to the terminal — a local-only cost),
 * BENCH_HTML_CACHE (the site's HTML_CACHE_MAX; 0 renders every request).
 */
import autocannon from "autocannon";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { BUDGET, localeTwin, routePaths, translations, watchWeight } from "./quality.mjs";
import { buildIfNeeded, ROOT, startWorker } from "./server.mjs";
import { startOrigin } from "../tests/origin/server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** A made-up app monitor for the monitoring pass (requests to AWS are refused there). */
const RUM_APP = "00000000-0000-4000-8000-000000000000";
const RUM_POOL = "ap-south-1:00000000-0000-4000-8000-000000000000";

/** @param {string} url */
async function load(url) {
  // Warm up: caches, JIT, KV.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average / r.requests.average };
}

/**
 * Weighs each page (scripts/quality.mjs watchWeight): HTML, and the scripts and
 * stylesheets it fetched, first load apart. With `monitoring`, AWS hosts are refused
 * and the wait includes the monitoring chunk.
 * @param {string} base @param {string[]} paths @param {{ monitoring?: boolean }} [options]
 */
async function weigh(base, paths, { monitoring = false } = {}) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  for (const path of paths) {
    const context = await browser.newContext();
    if (monitoring) await context.route((url) => url.hostname.endsWith(".amazonaws.com"), (route) => route.abort());
    const page = await context.newPage();
    const weight = watchWeight(page);
    const htmlRes = await page.goto(`${base}${path}`);
    const html = (await htmlRes?.body()) ?? Buffer.alloc(0);
    await page.waitForSelector('body[data-islands="ready"]', { timeout: 15_000 }).catch(() => {});
    if (monitoring) await page.waitForResponse((r) => r.url().includes("/assets/rum-"), { timeout: 10_000 }).catch(() => {});
    await page.waitForLoadState("networkidle");
    rows.push({ path, status: htmlRes?.status() ?? 0, html: gzipSync(html, { level: 9 }).length / 1024, ...(await weight()) });
    await context.close();
  }
  await browser.close();
  return rows;
}

async function main() {
  buildIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), "zevar-bench-"));
  const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
  const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
  const site = await startWorker({
    originUrl: origin.url,
    persistTo: join(dir, "site"),
    stdio: "ignore",
    vars: { LOG_LEVEL: logLevel, ...(process.env.BENCH_HTML_CACHE ? { HTML_CACHE_MAX: process.env.BENCH_HTML_CACHE } : {}) },
  });
  const hello = await startWorker({
    config: join(ROOT, "scripts/bench/hello.toml"),
    persistTo: join(dir, "hello"),
    stdio: "ignore",
    readyPath: "/",
  });
  try {
    const helloLoad = await load(`${hello.url}/`);
    const homeLoad = await load(`${site.url}/`);
    console.log(`\nThroughput (${SECONDS} s, ${CONNECTIONS} connections, autocannon on loopback, wrangler dev / workerd, LOG_LEVEL=${logLevel}, HTML_CACHE_MAX=${process.env.BENCH_HTML_CACHE ?? "default"})`);
    console.log("| target | req/s | p50 ms | p99 ms | bytes/response |");
    console.log("|---|---:|---:|---:|---:|");
    for (const [name, r] of /** @type {const} */ ([["hello-world Worker", helloLoad], ["home page `/`", homeLoad]])) {
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bytes.toFixed(0)} |`);
    }
    console.log(`\nHome page / hello-world: ${(homeLoad.rps / helloLoad.rps).toFixed(2)} (target ≥ 0.50)`);

    if (process.env.BENCH_ROUTES !== "0") {
      const paths = await routePaths();
      const rows = await weigh(site.url, paths);
      // The same pages with monitoring configured (a made-up app monitor; AWS refused).
      const rum = await startWorker({
        originUrl: origin.url,
        persistTo: join(dir, "rum"),
        stdio: "ignore",
        vars: { LOG_LEVEL: "warn", RUM_APPLICATION_ID: RUM_APP, RUM_IDENTITY_POOL_ID: RUM_POOL },
      });
      const withRum = await weigh(rum.url, paths, { monitoring: true }).finally(() => rum.stop());
      console.log("\nBytes per page load in Chromium (gzip -9): HTML, every script and stylesheet fetched, and the");
      console.log("scripts requested before the load event (first load), without and with monitoring configured");
      console.log("| page | HTML KB | JS KB (files) | first-load JS KB | first-load JS KB, monitoring on | monitoring after load KB | CSS KB |");
      console.log("|---|---:|---:|---:|---:|---:|---:|");
      let over = 0;
      let grew = 0;
      for (const [i, r] of rows.entries()) {
        const m = withRum[i];
        const flag = r.js > BUDGET.jsKb || r.css > BUDGET.cssKb ? " ⚠ over budget" : "";
        if (flag) over++;
        if (m && m.jsFirst - r.jsFirst > 0.05) grew++;
        console.log(
          `| ${r.path} | ${r.html.toFixed(1)} | ${r.js.toFixed(1)} (${r.jsFiles}) | ${r.jsFirst.toFixed(1)} | ${m?.jsFirst.toFixed(1)} | ${m?.monitoringJs.toFixed(1)} | ${r.css.toFixed(1)} |${flag}`,
        );
      }
      console.log(`\nBudgets: JS ≤ ${BUDGET.jsKb} KB, CSS ≤ ${BUDGET.cssKb} KB per page; ${over} page(s) over.`);
      console.log(`Monitoring: first-load JS grew on ${grew} page(s) when configured.`);

      // Issue 17: a translated page costs what its English twin costs (islands get their texts as props).
      const twins = rows.filter((r) => r.path !== "/blog/7");
      for (const locale of await translations()) {
        const localeRows = await weigh(site.url, twins.map((r) => localeTwin(locale, r.path)));
        console.log(`\n/${locale} twins (gzip -9): HTML, all JS and first-load JS against the English page`);
        console.log(`| page | HTML KB, en → ${locale} | JS KB, en → ${locale} | first-load JS KB, en → ${locale} |`);
        console.log("|---|---:|---:|---:|");
        let heavier = 0;
        const missing = localeRows.filter((r) => r.status !== 200).map((r) => `${r.path} (${r.status})`);
        if (missing.length) throw new Error(`/${locale} twins not answered 200: ${missing.join(", ")}`);
        for (const [i, twin] of localeRows.entries()) {
          const en = /** @type {(typeof twins)[number]} */ (twins[i]);
          if (twin.jsFirst - en.jsFirst > 0.05) heavier++;
          console.log(`| ${twin.path} | ${en.html.toFixed(1)} → ${twin.html.toFixed(1)} | ${en.js.toFixed(1)} → ${twin.js.toFixed(1)} | ${en.jsFirst.toFixed(1)} → ${twin.jsFirst.toFixed(1)} |`);
        }
        console.log(`\nFirst-load JS heavier on ${heavier} of ${localeRows.length} /${locale} page(s) than on their English twins.`);
      }
    }
  } finally {
    site.stop();
    hello.stop();
    await origin.close();
  }
}

await main();
