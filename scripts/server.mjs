// @ts-check
/**
 * Starting and stopping the site for `npm start`, the browser tests and the
 * benchmarks: build when the sources are newer than the build, start the origin
 * stand-in unless ORIGIN_URL is given, then serve the production build with
 * `wrangler dev` (workerd) on 127.0.0.1. Servers run in their own process group so
 * that stopping them stops workerd too (docs/development.md, "Toolchain notes").
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
const MANIFEST = join(ROOT, "dist/client/.vite/manifest.json");
const INPUTS = ["src", "worker", "public", "scripts/vite-plugins.ts", "vite.config.ts", "wrangler.toml", "package-lock.json"];

/** Quiet, offline-friendly settings for wrangler and the Vite plugin (docs/development.md, "Toolchain notes"). */
export const WRANGLER_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "info",
};

/** @param {string} path @returns {number} */
function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

export function buildIsStale() {
  if (!existsSync(MANIFEST) || !existsSync(join(ROOT, ".wrangler/deploy/config.json"))) return true;
  const built = statSync(MANIFEST).mtimeMs;
  return INPUTS.some((p) => existsSync(join(ROOT, p)) && newest(join(ROOT, p)) > built);
}

export function buildIfNeeded({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  console.log("Building the site (vite build)...");
  const r = spawnSync(process.execPath, [join(ROOT, "node_modules/vite/bin/vite.js"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test, which would make Vite build development React.
    env: { ...process.env, ...WRANGLER_ENV, NODE_ENV: "production" },
  });
  if (r.status !== 0) throw new Error("vite build failed");
}

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(address.port));
    });
  });
}

/**
 * Starts the origin stand-in when no ORIGIN_URL is configured.
 * @param {{ dbFile?: string, port?: number }} [o]
 */
export async function ensureOrigin({ dbFile = process.env.ORIGIN_DB, port } = {}) {
  if (process.env.ORIGIN_URL) return { url: process.env.ORIGIN_URL, close: async () => {} };
  const { startOrigin } = await import("../tests/origin/server.mjs");
  const wanted = port ?? Number(process.env.ORIGIN_PORT ?? 8788);
  try {
    return await startOrigin({ port: wanted, dbFile, quiet: false });
  } catch (error) {
    // The usual port is taken (another checkout, a stray run): any free port will do.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EADDRINUSE") throw error;
    return await startOrigin({ port: 0, dbFile, quiet: false });
  }
}

/**
 * Serves the production build with wrangler dev. Resolves once the worker answers.
 * `config` picks another wrangler config than the build's (the benchmark's baseline).
 * `logFile` sends wrangler's output to a file (a pipe nobody reads fills up and stalls it).
 * Without `port`, a free one is taken, and another if wrangler stops before answering: a
 * port found free can be taken before wrangler binds it (seen here: two lanes' wranglers
 * starting together, one of them "Address already in use" on a port the other had just
 * taken for itself). Use the `url` it resolves with.
 * @param {{ port?: number, originUrl?: string, persistTo?: string, stdio?: "inherit" | "ignore", logFile?: string, vars?: Record<string,string>, config?: string, readyPath?: string }} o
 */
export async function startWorker(o) {
  if (o.port) return startWorkerOn({ ...o, port: o.port });
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWorkerOn({ ...o, port: await freePort() });
    } catch (error) {
      if (!(error instanceof WranglerExited) || attempt === 3) throw error;
    }
  }
}

/** wrangler dev stopped before it answered. */
class WranglerExited extends Error {}

/** @param {{ port: number, originUrl?: string, persistTo?: string, stdio?: "inherit" | "ignore", logFile?: string, vars?: Record<string,string>, config?: string, readyPath?: string }} o */
async function startWorkerOn({
  port,
  originUrl,
  persistTo = join(ROOT, ".wrangler/state"),
  stdio = "inherit",
  logFile,
  vars = {},
  config,
  readyPath = "/favicon.svg",
}) {
  const args = [
    join(ROOT, "node_modules/wrangler/bin/wrangler.js"),
    "dev",
    ...(config ? ["--config", config] : []),
    "--ip", "127.0.0.1",
    "--port", String(port),
    "--persist-to", persistTo,
    "--show-interactive-dev-session=false",
    "--inspector-port", "0",
    ...(originUrl ? ["--var", `ORIGIN_URL:${originUrl}`] : []),
    // Lead keys are HMACs under this secret: locally a fresh one per start, unless given.
    ...Object.entries({ LEAD_KEY_SECRET: process.env.LEAD_KEY_SECRET ?? randomBytes(32).toString("hex"), ...vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const out = logFile ? openSync(logFile, "a") : stdio;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, ...WRANGLER_ENV },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new WranglerExited(`wrangler dev exited with ${child.exitCode}${logFile ? ` (log: ${logFile})` : ""}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) return { url, child, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`the worker did not answer on ${url} within 60 s`);
}

/**
 * The production build with a fresh origin stand-in and empty state, in a scratch
 * directory: what the measuring scripts (Lighthouse, audit) look at.
 * @param {string} name scratch directory prefix
 */
export async function startMeasuredSite(name) {
  buildIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), `zevar-${name}-`));
  const { startOrigin } = await import("../tests/origin/server.mjs");
  const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
  const site = await startWorker({ originUrl: origin.url, persistTo: join(dir, "state"), logFile: join(dir, "wrangler.log"), vars: { LOG_LEVEL: "warn" } });
  return {
    url: site.url,
    dir,
    async stop() {
      site.stop();
      await origin.close();
    },
  };
}
