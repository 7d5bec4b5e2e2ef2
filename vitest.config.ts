import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import type { Reporter } from "vitest/reporters";
import { clientAssets } from "./scripts/vite-plugins.ts";

// No internet for the Request.cf fetch here or in CI (docs/development.md, "Toolchain notes"); never via .env.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

/** Names every test that failed and then passed on its retry, so a flake is never silent. */
const retried: string[] = [];
const retriedReporter: Reporter = {
  onTestCaseResult(testCase) {
    const d = testCase.diagnostic();
    if (d?.flaky) retried.push(`${testCase.project.name} > ${testCase.fullName} (passed on retry ${d.retryCount})`);
  },
  onTestRunEnd() {
    if (retried.length) console.warn(`\nRetried (failed once, then passed):\n  ${retried.join("\n  ")}\n`);
  },
};

/**
 * Three projects (docs/testing.md, "The three projects"):
 *   unit   — pure logic and content counts, in Node
 *   worker — the worker inside workerd with real Miniflare KV, against the origin stand-in
 *   e2e    — real headless Chromium against the production build served by wrangler
 */
export default defineConfig({
  test: {
    reporters: ["default", retriedReporter],
    // Logs of passing tests are noise; a failing test shows its worker logs.
    silent: "passed-only",
    projects: [
      {
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [
          clientAssets(),
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ORIGIN_URL: inject("originUrl"),
                ORIGIN_TIMEOUT_MS: "400",
                ORIGIN_POST_TIMEOUT_MS: "1000",
                CACHE_MEMORY_MS: "0",
                // Off by default so that each test renders; html-cache.test.ts turns it on.
                HTML_CACHE_MAX: "0",
                LEAD_KEY_SECRET: "test-lead-key-secret",
              },
              // A real limiter with a tiny limit, put in LEAD_QUEUE_LIMITER's place by the
              // test of the site-wide queue cap (600 a minute would take 600 posts).
              ratelimits: { TINY_QUEUE_LIMITER: { simple: { limit: 2, period: 60 } } },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/worker/global-setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // Two cores run wrangler, Chromium and Vitest at once: leave room for a slow moment.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser, one server: the files run one after another, and only once
          // the unit and workerd projects are done (two cores: no contention).
          fileParallelism: false,
          // Tests marked concurrent (the quality gate) run four at a time.
          maxConcurrency: 4,
          sequence: { groupOrder: 1 },
          // wrangler dev now and then holds one response until the browser gives up:
          // its own log shows "GET /assets/styles-….css 200 OK (30317ms)" amid 10 ms
          // neighbours, 4 times in 106 runs (about 65,000 GETs), twice failing a page
          // load. That is the local dev server, not the worker (deployed, assets never
          // reach it), so such a test runs once more; a real fault fails both times, and
          // the reporter names every retried test.
          retry: 1,
        },
      },
    ],
  },
});
