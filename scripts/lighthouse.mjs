// @ts-check
/**
 * `npm run lighthouse [paths...]`: Lighthouse (mobile, its default emulation and
 * throttling) against the production build served by wrangler dev, with the origin
 * stand-in. Prints one table: scores and LCP, CLS, TBT per page. Default pages: the
 * home, landing and about pages.
 */
import { LIGHTHOUSE_HEAD, lighthouseCells, lighthouseRows } from "./quality.mjs";
import { startMeasuredSite } from "./server.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/zevarsoftware", "/aboutus"];

const site = await startMeasuredSite("lighthouse");
let rows;
try {
  rows = await lighthouseRows(site.url, paths, site.dir);
} finally {
  await site.stop();
}

console.log("\nLighthouse 12.8 (mobile emulation, simulated throttling), production build on wrangler dev");
console.log(LIGHTHOUSE_HEAD);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(lighthouseCells(r));
for (const r of rows) if (r.failing.length) console.log(`${r.path}: failing audits: ${r.failing.join(", ")}`);
if (process.env.LIGHTHOUSE_VERBOSE) {
  for (const r of rows) console.log(r.path, "long tasks:", r.longTasks.map((t) => `${t.url} ${Math.round(t.duration)} ms @${Math.round(t.startTime)}`));
}
