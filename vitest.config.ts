import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { clientAssets } from "./scripts/vite-plugins.ts";

// No internet for the Request.cf fetch here or in CI (docs/development.md, "Toolchain notes"); never via .env.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
// Browser-test lanes: servers started by tests/e2e/global-setup.ts, workers of the e2e project.
process.env.E2E_LANES ??= "2";

/**
 * Three projects (docs/testing.md, "The three projects"):
 *   unit   — pure logic and content counts, in Node
 *   worker — the worker inside workerd with real Miniflare KV, against the origin stand-in
 *   e2e    — real headless Chromium against the production build served by wrangler
 */
export default defineConfig({
  test: {
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
          // Two lanes (tests/e2e/global-setup.ts): two files at a time, each against its
          // own server and origin tenant, one Chromium for both; after the unit and workerd
          // projects. A test that fails is a bug to find, never retried.
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_LANES),
          sequence: { groupOrder: 1 },
          // Tests marked concurrent (the quality gate) run four at a time.
          maxConcurrency: 4,
        },
      },
    ],
  },
});
