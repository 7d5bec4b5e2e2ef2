// @ts-check
/**
 * `npm test`: the type check and the layering check run beside Vitest instead of before it.
 * Both are single-threaded (tsc, dependency-cruiser) and took 19 s of wall time here while
 * the other core waited; Vitest's own start (the build, the lanes' wranglers, Chromium) is mostly
 * waiting too. Their output is printed when they end, so it does not cut into Vitest's.
 * Fails (exit 1) when any of the three fails; the reason is printed last.
 * Arguments are passed to Vitest (`npm test -- tests/unit`).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./server.mjs";

/** @param {string} name @param {string} cmd @param {string[]} args @param {boolean} live */
function run(name, cmd, args, live) {
  const child = spawn(cmd, args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env });
  /** @type {Buffer[]} */
  const out = [];
  child.stdout?.on("data", (d) => out.push(d));
  child.stderr?.on("data", (d) => out.push(d));
  return new Promise((resolve) => {
    child.on("error", (err) => resolve({ name, code: 1, out: String(err) }));
    child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), out: Buffer.concat(out).toString() }));
  });
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const checks = [run("npm run typecheck", npm, ["run", "--silent", "typecheck"], false), run("npm run check:layers", npm, ["run", "--silent", "check:layers"], false)];
// Vitest from this checkout, also when the script is run without npm (no node_modules/.bin on the PATH).
const vitest = run("vitest run", process.execPath, [join(ROOT, "node_modules/vitest/vitest.mjs"), "run", ...process.argv.slice(2)], true);
/** @type {{ name: string, code: number, out: string }[]} */
const results = /** @type {any} */ (await Promise.all([...checks, vitest]));
for (const r of results.slice(0, 2)) {
  const text = r.out.trim();
  console.log(`\n${r.code === 0 ? "✓" : "✗"} ${r.name}${text && r.code !== 0 ? `\n${text}` : ""}`);
}
const failed = results.filter((r) => r.code !== 0);
if (failed.length) console.error(`\nnpm test failed: ${failed.map((r) => r.name).join(", ")}`);
process.exit(failed.length ? 1 : 0);
