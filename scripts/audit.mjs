// @ts-check
/**
 * `npm run audit [paths...]`: every route of the production build (served by wrangler
 * dev with the origin stand-in) through Lighthouse (mobile), axe-core (at 390 and
 * 1280 px) and the Nu Html Checker, printed as one table. The same axe and HTML checks
 * gate `npm test` (tests/e2e/quality.test.ts); Lighthouse scores are reported here,
 * not gated, since they vary on a shared machine.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { axeViolations, LIGHTHOUSE_HEAD, lighthouseCells, lighthouseRows, routePaths, validateHtml } from "./quality.mjs";
import { startMeasuredSite } from "./server.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : [...(await routePaths()), "/tutorial?category=VOUCHER&sub=SALE"];

const site = await startMeasuredSite("audit");

/** @type {Map<string, { axe: string[], html: number }>} */
const checks = new Map();
/** @type {{ name: string, html: string }[]} */
const docs = [];
/** @type {{ name: string, line?: number, message: string }[]} */
let htmlErrors = [];
let rows;
try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const path of paths) {
      const found = new Set();
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        const res = await page.goto(`${site.url}${path}`);
        if (width === 1280) docs.push({ name: path, html: (await res?.text()) ?? "" });
        await page.waitForSelector('body[data-islands="ready"]', { timeout: 15_000 }).catch(() => {});
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(1500); // fade-ins end before colours are measured
        for (const v of await axeViolations(page)) found.add(`${v.id} (${width} px)`);
        await page.close();
      }
      checks.set(path, { axe: [...found], html: 0 });
    }
  } finally {
    await browser.close();
  }
  htmlErrors = validateHtml(docs);
  for (const e of htmlErrors) {
    const c = checks.get(e.name);
    if (c) c.html++;
  }
  rows = await lighthouseRows(site.url, paths, site.dir);
} finally {
  await site.stop();
}

console.log("\nAudit: Lighthouse 12.8 (mobile emulation, simulated throttling), axe-core 4.11 (390 and 1280 px), Nu Html Checker (errors)");
console.log(`${LIGHTHOUSE_HEAD} axe violations | HTML errors |`);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const c = checks.get(r.path) ?? { axe: [], html: 0 };
  console.log(`${lighthouseCells(r)} ${c.axe.length} | ${c.html} |`);
}
for (const r of rows) if (r.failing.length) console.log(`${r.path}: failing Lighthouse audits: ${r.failing.join(", ")}`);
for (const [path, c] of checks) if (c.axe.length) console.log(`${path}: axe: ${c.axe.join(", ")}`);
for (const e of htmlErrors) console.log(`${e.name}:${e.line ?? "?"}: ${e.message}`);
const below = rows.filter((r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100);
console.log(`\n${rows.length} pages; below the DESIGN.md targets: ${below.length ? below.map((r) => r.path).join(", ") : "none"}.`);
