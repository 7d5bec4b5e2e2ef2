import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";
import { buildIfNeeded, freePort, startWorker } from "../../scripts/server.mjs";
import { startOrigin } from "../origin/server.mjs";

declare module "vitest" {
  interface ProvidedContext {
    baseUrl: string;
    e2eOriginUrl: string;
    chromePath: string;
    /** The one Chromium of the run: every file connects to it and opens its own contexts. */
    chromeWs: string;
  }
}

/**
 * Browser tests run against the production build served by wrangler (workerd),
 * exactly what `npm start` serves, with a fresh origin stand-in and empty KV.
 */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  buildIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), "zevar-e2e-"));
  const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
  const worker = await startWorker({
    port: await freePort(),
    originUrl: origin.url,
    persistTo: join(dir, "state"),
    logFile: join(dir, "wrangler.log"),
    // Every browser test posts from 127.0.0.1; the limit itself is tested in workerd.
    vars: { LEAD_RATE_LIMIT: "off" },
  });
  project.provide("baseUrl", worker.url);
  project.provide("e2eOriginUrl", origin.url);
  project.provide("chromePath", chromePath);
  // One browser for the whole run (launching one per file cost a second or two each);
  // each test gets a fresh context, so nothing leaks from one test into the next.
  const chrome = await chromium.launchServer({ executablePath: chromePath, headless: true, args: CHROMIUM_ARGS });
  project.provide("chromeWs", chrome.wsEndpoint());
  console.log(`e2e: site ${worker.url}, origin ${origin.url}, wrangler log ${join(dir, "wrangler.log")}`);
  return async () => {
    await chrome.close();
    worker.stop();
    await origin.close();
  };
}
