// @ts-check
/**
 * Finds a Chromium for the browser tests, Lighthouse and the benchmarks. Order:
 * CHROME_PATH, Debian's /usr/bin/chromium (and other usual places), then — only
 * when running as root on Debian — `apt-get install chromium`. Otherwise it stops
 * with a message naming CHROME_PATH.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/** Flags that keep Chromium quiet on a machine without internet (docs/development.md, "Toolchain notes"). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * Installs a Debian package when running as root on Debian (a fresh CI machine);
 * says false where it cannot.
 * @param {string} pkg
 */
export function aptInstall(pkg) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`${pkg} not found: installing Debian's ${pkg} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env });
  return true;
}

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (install && aptInstall("chromium") && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's `chromium` package " +
      "(apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}

/** Debian's headless shell: the same Chromium build (package chromium-headless-shell) without the full browser's UI layer. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium for the browser tests: CHROME_PATH, then Debian's headless shell (installed
 * when running as root on Debian), then `findChromium()`. The shell is the browser Playwright
 * itself runs headless tests in; here it took 21 % less CPU than the full `chromium` binary
 * in headless mode over the same test files, the same results (docs/testing.md, "What the
 * browser tests need").
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (aptInstall("chromium-headless-shell") && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

if (process.argv[1]?.endsWith("chromium.mjs")) console.log(findChromium());

/**
 * poppler-utils' pdfinfo and pdftotext, with which the print tests read a printed page
 * back (tests/e2e/tool-page.ts): on the PATH, else installed as Chromium is (root on
 * Debian); otherwise a message naming the package, before any test runs.
 */
export function ensurePoppler() {
  const onPath = () => {
    try {
      execFileSync("pdfinfo", ["-v"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  };
  if (onPath() || (aptInstall("poppler-utils") && onPath())) return;
  throw new Error("The print tests read PDFs with pdfinfo and pdftotext: install poppler-utils (apt-get install poppler-utils).");
}
