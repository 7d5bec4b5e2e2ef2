import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { clientAssets, screenshotFiles } from "./scripts/vite-plugins.ts";

// No internet for the Request.cf fetch here or in CI (docs/development.md, "Toolchain notes"); never via .env.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
// Browser-test lanes: servers started by tests/e2e/global-setup.ts, workers of the e2e project.
// Three, on two cores: a browser file waits much of its time (for the worker, network idle,
// debounces), and a third lane fills those waits (npm test 368 s with two lanes, 332 s with
// three, the same 1,806 tests and CPU-seconds within 1 %: docs/performance.md, "The test loop").
process.env.E2E_LANES ??= "3";
// Every project runs in one group (Vitest asks them to share maxWorkers): unit and workerd
// files take a slot while the browser files wait on Chromium.
const LANES = Number(process.env.E2E_LANES);

/**
 * Worker test files that register a test-only language (the pseudo-locale, a third
 * language) before importing the worker, which builds its routes from the registry when
 * first evaluated: each needs modules of its own, and no other file may see the language.
 */
const OWN_MODULES = [
  "tests/worker/pseudo-locale.test.ts",
  "tests/worker/language-links.test.ts",
  "tests/worker/language-status.test.ts",
  "tests/worker/language-contract.test.ts",
];

/**
 * The projects (docs/testing.md, "The projects"):
 *   unit             — pure logic and content counts, in Node
 *   worker           — the worker inside workerd with real Miniflare KV, against the origin stand-in
 *   worker-languages — the same, for files that register a test-only language (own modules)
 *   e2e              — real headless Chromium against the production build served by wrangler
 */
export default defineConfig({
  test: {
    // Logs of passing tests are noise; a failing test shows its worker logs.
    silent: "passed-only",
    projects: [
      {
        // No module state survives a file that another file depends on: the files share one
        // module graph instead of importing it again each (docs/testing.md, "The projects").
        // The pages' screenshots list the build's folder (none dropped: every slot drawn).
        plugins: [screenshotFiles()],
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false, maxWorkers: LANES },
      },
      // One workerd for every file instead of one each: the worker's module graph is evaluated
      // once (import time 34 s -> 5 s, CPU 53 -> 23 s, measured here); each file sets the origin
      // mode and KV state it needs in its own hooks.
      workerProject("worker", { include: ["tests/worker/**/*.test.{ts,tsx}"], exclude: OWN_MODULES, isolate: false }),
      // Files that register a language before the worker is first evaluated: their own modules.
      workerProject("worker-languages", { include: OWN_MODULES, isolate: true }),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // Two cores run wrangler, Chromium and Vitest at once: leave room for a slow moment.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One lane per worker (tests/e2e/global-setup.ts): as many files at a time, each
          // against its own server and origin tenant, one Chromium for all, alongside the
          // unit and workerd projects. A test that fails is a bug to find, never retried.
          fileParallelism: true,
          maxWorkers: LANES,
          // The files a worker runs share one module graph (playwright-core, the fixtures and
          // dictionaries are imported once per worker, not once per file); no e2e module keeps
          // state from one file to the next (tests/e2e/browser.ts registers its hooks per file).
          isolate: false,
          // Tests marked concurrent (the quality gate) run four at a time.
          maxConcurrency: 4,
        },
      },
    ],
  },
});

/** The worker inside workerd with real Miniflare KV, against the origin stand-in. */
function workerProject(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [
      clientAssets(),
      // A real screenshot dropped for one slot (retail-2), to show it takes the drawing's place.
      screenshotFiles("tests/fixtures/screenshots"),
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ORIGIN_URL: inject("originUrl"),
            // Patient: on a loaded CI machine the stand-in's own answer once took over 400 ms
            // and a test expecting the origin's data saw the default (observability, CI run
            // of 28 Nov). A test whose subject is the timeout asks for HASTY (helpers.ts).
            ORIGIN_TIMEOUT_MS: "5000",
            ORIGIN_POST_TIMEOUT_MS: "1000",
            CACHE_MEMORY_MS: "0",
            // Off by default so that each test renders; html-cache.test.ts turns it on.
            HTML_CACHE_MAX: "0",
            // Off by default, as the memory cache is: any slow origin read on a busy machine
            // opened the breaker for a minute, and the file's later tests saw no origin call
            // at all (routes.test, load 12). The breaker's own tests turn it on
            // (origin-breaker.test.ts).
            ORIGIN_BREAKER_MS: "0",
            LEAD_KEY_SECRET: "test-lead-key-secret",
            // Warnings and errors only: the worker's lines reach the terminal unrelayed
            // (disableConsoleIntercept below), and "info" would print every request.
            // Tests that read info lines ask for them (observability, the lead logs).
            LOG_LEVEL: "warn",
          },
          // A real limiter with a tiny limit, put in LEAD_QUEUE_LIMITER's place by the
          // test of the site-wide queue cap (600 a minute would take 600 posts).
          ratelimits: { TINY_QUEUE_LIMITER: { simple: { limit: 2, period: 60 } } },
        },
      })),
    ],
    test: {
      name,
      ...files,
      maxWorkers: LANES,
      globalSetup: ["tests/worker/global-setup.ts"],
      // A test here renders pages in workerd, CPU-bound: 13 renders took over Vitest's
      // default 5 s on a 2-core machine at load 20 (html-cache.test.ts), ~1 s when quiet.
      // The budget is for a busy CI machine; a hang still fails.
      testTimeout: 30_000,
      // The worker's console is not relayed to Vitest as RPC calls: a line logged from
      // another I/O context (the queue consumer delivering a lead another file queued)
      // while a file's last RPC was in flight was parked and never sent, and Vitest waited
      // for it for ever after every test had passed ("Closing rpc while onUserConsoleLog
      // was pending", cloudflare/workers-sdk#15719; seen twice here, the second in a CI run).
      // The lines go to the terminal as workerd prints them; tests that read them spy on console.
      disableConsoleIntercept: true,
    },
  };
}
