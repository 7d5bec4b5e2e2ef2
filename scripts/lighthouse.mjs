// @ts-check
/**
 * `npm run lighthouse [paths...]`: Lighthouse (mobile, its default emulation and
 * throttling) against the production build served by wrangler dev, with the origin
 * stand-in. Prints one table: scores and LCP, CLS, TBT per page. Default pages: the
 * home, landing and about pages.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOrigin } from "../tests/origin/server.mjs";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { buildIfNeeded, freePort, startWorker } from "./server.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/zevarsoftware", "/aboutus"];

buildIfNeeded();
const dir = mkdtempSync(join(tmpdir(), "zevar-lighthouse-"));
const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
const site = await startWorker({ port: await freePort(), originUrl: origin.url, persistTo: join(dir, "state"), logFile: join(dir, "wrangler.log"), vars: { LOG_LEVEL: "warn" } });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, `--user-data-dir=${join(dir, "chrome")}`],
});

const rows = [];
try {
  for (const path of paths) {
    // A first visit warms the worker's caches, as a live site's would be.
    await fetch(`${site.url}${path}`);
    const result = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: num("largest-contentful-paint"),
      cls: num("cumulative-layout-shift"),
      tbt: num("total-blocking-time"),
      longTasks: (/** @type {{ items?: { url: string, duration: number, startTime: number }[] }} */ (lhr.audits["long-tasks"]?.details ?? {})).items ?? [],
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    });
  }
} finally {
  await chrome.kill();
  site.stop();
  await origin.close();
}

console.log("\nLighthouse 12.8 (mobile emulation, simulated throttling), production build on wrangler dev");
console.log("| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms |`,
  );
}
for (const r of rows) if (r.failing.length) console.log(`${r.path}: failing audits: ${r.failing.join(", ")}`);
if (process.env.LIGHTHOUSE_VERBOSE) {
  for (const r of rows) console.log(r.path, "long tasks:", r.longTasks.map((t) => `${t.url} ${Math.round(t.duration)} ms @${Math.round(t.startTime)}`));
}
