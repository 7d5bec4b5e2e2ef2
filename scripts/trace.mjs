// @ts-check
/**
 * `npm run trace [paths]`: what a slow phone's main thread does while a page loads.
 * Loads each page of the production build in headless Chromium with the CPU slowed 4×
 * (as Lighthouse's mobile profile), records a DevTools trace, and prints the main
 * thread's tasks over 50 ms (the ones that block) with the work inside each: style
 * recalculation, layout, paint, HTML parsing, script — so that a blocking task can be
 * named before it is cut (issue 15).
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { startMeasuredSite } from "./server.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/blog/7", "/retail", "/tutorial"];
/** Trace events that say what a task did, by the name a reader knows them by. */
const KINDS = /** @type {Record<string, string>} */ ({
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize",
  EvaluateScript: "script",
  "v8.compile": "compile",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "animation frame",
  HitTest: "hit test",
  "Decode Image": "image decode",
  MajorGC: "GC",
  MinorGC: "GC",
});

const site = await startMeasuredSite("trace");
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await fetch(`${site.url}${path}`); // warm the worker's caches, as a live site's are
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink"] });
    await page.goto(`${site.url}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(3000); // idle islands and the first animation frames
    const events = /** @type {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, tid: number, pid: number, args?: any }[] }} */ (
      JSON.parse((await browser.stopTracing()).toString())
    ).traceEvents;
    await page.close();
    // The renderer's main thread: where the page's document is committed.
    const main = events.find((e) => e.name === "ParseHTML") ?? events.find((e) => e.name === "TracingStartedInBrowser");
    const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === "X" && e.dur !== undefined);
    const start = Math.min(...onMain.map((e) => e.ts));
    const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000);
    console.log(`\n${path}: ${tasks.length} task(s) over 50 ms (4× CPU)`);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      /** @type {Record<string, number>} */
      const by = {};
      for (const e of onMain) {
        const kind = KINDS[e.name];
        if (!kind || e.ts < task.ts || e.ts >= end) continue;
        by[kind] = (by[kind] ?? 0) + (e.dur ?? 0) / 1000;
      }
      const inside = Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join(", ");
      console.log(`  ${Math.round((task.dur ?? 0) / 1000)} ms at ${Math.round((task.ts - start) / 1000)} ms: ${inside || "(nothing named)"}`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
