// @ts-check
/**
 * The checks behind the quality gates (tests/e2e/quality.test.ts) and `npm run audit`:
 * axe-core in the page, the Nu Html Checker (vnu.jar, Java) on the served HTML, and
 * the bytes a page loads, split into first load (requested before the load event)
 * and later.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { aptInstall } from "./chromium.mjs";
import { ROOT } from "./server.mjs";

const require = createRequire(import.meta.url);

/** JavaScript and CSS budgets per page load, gzip (docs/performance.md, "Budgets"). */
export const BUDGET = { jsKb: 80, cssKb: 25 };

/** A Java runtime for vnu.jar: JAVA_HOME, then `java` on the PATH, then apt-get (root on Debian). */
export function findJava() {
  const fromHome = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, "bin/java") : "";
  if (fromHome && existsSync(fromHome)) return fromHome;
  const onPath = spawnSync("java", ["-version"], { stdio: "ignore" });
  if (onPath.status === 0) return "java";
  if (aptInstall("openjdk-17-jre-headless")) return "java";
  throw new Error("The HTML validator needs Java 11 or later: install openjdk-17-jre-headless or set JAVA_HOME.");
}

/**
 * Validates documents with the Nu Html Checker in one JVM run.
 * @param {{ name: string, html: string }[]} docs
 * @returns {{ name: string, line?: number, message: string, extract?: string }[]} errors only
 */
export function validateHtml(docs) {
  const dir = mkdtempSync(join(tmpdir(), "zevar-vnu-"));
  /** @type {Map<string, string>} */
  const byUrl = new Map();
  const files = docs.map((d, i) => {
    const file = join(dir, `page-${i}.html`);
    writeFileSync(file, d.html);
    byUrl.set(file, d.name);
    return file;
  });
  const jar = join(require.resolve("vnu-jar/package.json"), "../build/dist/vnu.jar");
  // The JSON report goes to stderr.
  const run = spawnSync(findJava(), ["-jar", jar, "--format", "json", "--errors-only", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 || !run.stderr.trim().startsWith("{")) throw new Error(`vnu.jar failed (${run.status}): ${run.stderr || run.error}`);
  const out = run.stderr;
  const report = /** @type {{ messages: { type: string, url: string, lastLine?: number, message: string, extract?: string }[] }} */ (JSON.parse(out));
  return report.messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => ({ name: byUrl.get(m.url.startsWith("file:") ? fileURLToPath(m.url) : m.url) ?? m.url, line: m.lastLine, message: m.message, extract: m.extract }));
}

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on the page as it is now (WCAG 2.x A/AA and best practices).
 * Evaluated through the DevTools protocol, which the page's CSP does not govern.
 * @param {import("playwright-core").Page} page
 */
export async function axeViolations(page) {
  // Once per document: the quality gate checks one load at two widths.
  // @ts-ignore axe is a global of the page once evaluated
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // @ts-ignore axe is now a global of the page
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return /** @type {{ id: string, impact: string, help: string, nodes: { target: string[] }[] }[]} */ (result.violations).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  });
}

/** Gzip sizes of the build's content-named files, by URL (the quality gate weighs 146 pages that share them). */
const GZ_BY_URL = new Map();

/**
 * Watches what a page loads; call before navigating, read after it has settled.
 * @param {import("playwright-core").Page} page
 */
export function watchWeight(page) {
  let loaded = false;
  page.on("load", () => {
    loaded = true;
  });
  /** @type {Set<string>} */
  const beforeLoad = new Set();
  page.on("request", (req) => {
    if (!loaded) beforeLoad.add(req.url());
  });
  /** @type {Map<string, { type: string, gz: number, first: boolean }>} */
  const files = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    const url = res.url();
    const first = beforeLoad.has(url);
    const known = GZ_BY_URL.get(url);
    if (known !== undefined) files.set(url, { type, first, gz: known });
    else
      pending.push(
        res.body().then((body) => {
          const gz = gzipSync(body, { level: 9 }).length;
          // The build's files are named by their content: one weighing serves every page.
          if (/\/assets\/[^?]*-[\w-]{8,}\.(js|css)$/.test(new URL(url).pathname)) GZ_BY_URL.set(url, gz);
          files.set(url, { type, first, gz });
        }, () => {}),
      );
  });
  return async () => {
    await Promise.all(pending);
    const all = [...files.entries()];
    const kb = (/** @type {(f: { type: string, first: boolean }, url: string) => boolean} */ pick) =>
      all.filter(([url, f]) => pick(f, url)).reduce((n, [, f]) => n + f.gz, 0) / 1024;
    return {
      js: kb((f) => f.type === "script"),
      jsFirst: kb((f) => f.type === "script" && f.first),
      jsFiles: all.filter(([, f]) => f.type === "script").length,
      monitoringJs: kb((f, url) => f.type === "script" && url.includes("/assets/rum-")),
      css: kb((f) => f.type === "stylesheet"),
      cssFirst: kb((f) => f.type === "stylesheet" && f.first),
    };
  };
}

/** A route's twin in a language (issue 17): `/` → `/hi`, `/retail` → `/gu/retail`. The origin's posts (/blog/7) have none. */
export const localeTwin = (/** @type {string} */ locale, /** @type {string} */ path) => (path === "/" ? `/${locale}` : `/${locale}${path}`);

/** The registered languages after the default one (src/lib/locale.ts): the ones with a path prefix. */
export async function translations() {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(join(ROOT, "src/lib/locale.ts"), { configFile: false });
  return /** @type {string[]} */ (module.LOCALES.slice(1));
}

/** Every route of the route table with a sample value for its params (scripts run outside Vite). */
export async function routePaths() {
  const { runnerImport } = await import("vite");
  // The route table is the one list of routes (the jeweller tools' paths are in their
  // folders, not in src/lib/paths.ts); importing it takes a few seconds more than the paths.
  // The pages read the build's list of real screenshots (`virtual:screenshots`, made by a
  // plugin of scripts/vite-plugins.ts, which a .mjs cannot import); the paths need none.
  const screenshots = {
    name: "no-screenshots",
    resolveId: (/** @type {string} */ id) => (id === "virtual:screenshots" ? "\0virtual:screenshots" : undefined),
    load: (/** @type {string} */ id) => (id === "\0virtual:screenshots" ? "export const files = [];" : undefined),
  };
  const { module } = await runnerImport(join(ROOT, "src/pages/routes.ts"), { configFile: false, plugins: [screenshots] });
  const { associates } = (await runnerImport(join(ROOT, "src/content/associates.ts"), { configFile: false })).module;
  return /** @type {string[]} */ (
    module.routeTable.map((/** @type {{ path: string }} */ { path }) =>
      path === "/blog/:id" ? "/blog/7" : path === "/associate/:slug" ? `/associate/${associates[0].slug}` : path,
    )
  );
}

/**
 * One Lighthouse run (mobile emulation, simulated throttling) in a running Chrome.
 * @param {number} port Chrome's debugging port
 * @param {string} url
 */
export async function lighthouseRow(port, url) {
  const { default: lighthouse } = await import("lighthouse");
  // A first visit warms the worker's caches, as a live site's would be.
  await fetch(url);
  const run = () =>
    lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  let lhr = (await run())?.lhr;
  // A run that failed inside Chrome (a lost trace: NO_NAVSTART, NO_FCP) is tried twice
  // more, and said if it still fails: a failed run scores 0 and would pull a median down.
  for (let retry = 0; retry < 2 && lhr?.runtimeError; retry++) {
    console.warn(`Lighthouse ${url}: ${lhr.runtimeError.code}, trying again`);
    lhr = (await run())?.lhr;
  }
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) console.warn(`Lighthouse ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    /** Set when Chrome lost the run (its scores are 0 and its metrics NaN): left out of medians. */
    lost: lhr.runtimeError?.code,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: num("largest-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbt: num("total-blocking-time"),
    longTasks: /** @type {{ items?: { url: string, duration: number, startTime: number }[] }} */ (lhr.audits["long-tasks"]?.details ?? {}).items ?? [],
    /** Main-thread time by kind (script, style & layout, paint, other…), ms, under the 4× CPU slowdown. */
    mainThread: /** @type {{ items?: { groupLabel: string, duration: number }[] }} */ (lhr.audits["mainthread-work-breakdown"]?.details ?? {}).items ?? [],
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/** The Lighthouse columns both tables print (audit and lighthouse). */
export const LIGHTHOUSE_HEAD = "| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |";

/**
 * One page's Lighthouse cells, in LIGHTHOUSE_HEAD's order.
 * @param {{ path: string, performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, cls: number, tbt: number }} r
 */
export function lighthouseCells(r) {
  return `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms |`;
}

/**
 * The median run of each path (by performance score, then TBT), with each metric's
 * spread over the runs: what one `npm run audit -- --runs N` reports.
 * A run Chrome lost (`lost`) is left out while any other run of the path stands.
 * @template {{ performance: number, lcp: number, tbt: number, lost?: string }} R
 * @param {R[][]} runs one array of rows per run, in the same path order
 * @returns {(R & { spread: { performance: number[], tbt: number[], lcp: number[] } })[]}
 */
export function medianRows(runs) {
  return (runs[0] ?? []).map((_, i) => {
    const all = runs.map((rows) => /** @type {R} */ (rows[i]));
    const kept = all.filter((r) => !r.lost);
    const samples = (kept.length ? kept : all).sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
    // With an even count (a run lost), the lower of the two middle runs: the cautious one.
    const median = /** @type {R} */ (samples[Math.floor((samples.length - 1) / 2)]);
    const range = (/** @type {"performance" | "tbt" | "lcp"} */ key) => {
      const values = samples.map((s) => s[key]);
      return [Math.min(...values), Math.max(...values)];
    };
    return { ...median, spread: { performance: range("performance"), tbt: range("tbt"), lcp: range("lcp") } };
  });
}

/**
 * Lighthouse on each path, one after another, in a Chrome of its own.
 * @param {string} base the site's URL @param {string[]} paths @param {string} dir scratch directory
 */
export async function lighthouseRows(base, paths, dir) {
  const chromeLauncher = await import("chrome-launcher");
  const { CHROMIUM_ARGS, findChromium } = await import("./chromium.mjs");
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, `--user-data-dir=${join(dir, "chrome")}`],
  });
  const rows = [];
  try {
    for (const path of paths) rows.push({ path, ...(await lighthouseRow(chrome.port, `${base}${path}`)) });
  } finally {
    await chrome.kill();
  }
  return rows;
}
