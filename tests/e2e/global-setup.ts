import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensurePoppler, findTestChromium } from "../../scripts/chromium.mjs";
import { buildIfNeeded, ROOT, startWorker } from "../../scripts/server.mjs";
import { startOrigin } from "../origin/server.mjs";
import { startStaticFront } from "./static-front.ts";

declare module "vitest" {
  interface ProvidedContext {
    /**
     * One lane per test worker: its own wrangler dev (own KV and queues) in front of its
     * own tenant of the origin stand-in, so files in different lanes never share state.
     */
    lanes: { baseUrl: string; workerUrl: string; originUrl: string }[];
    /** Where a running file holds its lane (a lock file per lane: tests/e2e/browser.ts). */
    laneLocks: string;
    /** The Chromium each test worker launches once for the files it runs (tests/e2e/browser.ts). */
    chromePath: string;
  }
}

/** Lanes, one per e2e test worker (vitest.config.ts sets the e2e project's maxWorkers to this). */
const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 3));

/**
 * Browser tests run against the production build served by wrangler (workerd),
 * exactly what `npm start` serves, with a fresh origin stand-in and empty KV: one
 * server per lane, so that two files run at once without seeing each other's origin
 * faults, leads or cached answers.
 */
export default async function setup(project: TestProject) {
  const chromePath = findTestChromium();
  ensurePoppler();
  buildIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), "zevar-e2e-"));
  const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
  const workers = await Promise.all(
    Array.from({ length: E2E_LANES }, (_, i) =>
      startWorker({
        // The stand-in keeps a tenant's faults, requests and leads apart by this prefix.
        originUrl: `${origin.url}/t/lane-${i + 1}`,
        persistTo: join(dir, `state-${i + 1}`),
        logFile: join(dir, `wrangler-${i + 1}.log`),
        // Every browser test posts from 127.0.0.1; the limit itself is tested in workerd.
        // The origin breaker is off: a slow origin read in one file (a busy machine) would
        // otherwise silence the lane's origin for the next file's first minute; the
        // breaker is tested in workerd (tests/worker/origin-breaker.test.ts).
        vars: { LEAD_RATE_LIMIT: "off", ORIGIN_BREAKER_MS: "0" },
      }),
    ),
  );
  // The browser reaches each lane through a front that serves the build's files from disk
  // (tests/e2e/static-front.ts); `workerUrl` is wrangler itself.
  const fronts = await Promise.all(workers.map((w) => startStaticFront(join(ROOT, "dist/client"), w.url)));
  project.provide(
    "lanes",
    workers.map((w, i) => ({ baseUrl: fronts[i]!.url, workerUrl: w.url, originUrl: `${origin.url}/t/lane-${i + 1}` })),
  );
  const locks = join(dir, "lanes");
  mkdirSync(locks);
  project.provide("laneLocks", locks);
  project.provide("chromePath", chromePath);
  console.log(`e2e: ${workers.map((w, i) => `lane ${i + 1} ${fronts[i]!.url} -> ${w.url} (log ${join(dir, `wrangler-${i + 1}.log`)})`).join(", ")}; origin ${origin.url}`);
  return async () => {
    await Promise.all(fronts.map((f) => f.close()));
    for (const w of workers) w.stop();
    await origin.close();
  };
}
