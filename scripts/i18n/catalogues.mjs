// @ts-check
/**
 * The translators' files, read and written the one way (docs/i18n.md "Translating"):
 *   <locales>/<code>/<module>.json   a language's catalogue: flat JSON, key → ICU message
 *                                    (en is the source; files not ending in .json are ignored)
 *   <sources>/<code>.json            module → key → hash of the English message the
 *                                    translation was made from (sha256, first 12 hex)
 *   <notes>/<module>.json            key → description for the translator
 *   <registry>                       src/lib/locale.ts: each language's hreflang and status
 * Each place is an option (--locales, --sources, --notes, --registry) or an environment
 * variable (I18N_LOCALES, I18N_SOURCES, I18N_NOTES, I18N_REGISTRY), so the tests run on
 * fixtures; by default the repository's own.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SOURCE = "en";
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const argv = process.argv.slice(2);
/** Arguments that are neither flags nor the values of the options given. */
export function positionals(/** @type {string[]} */ valued = []) {
  const names = ["--locales", "--sources", "--notes", "--registry", ...valued];
  return argv.filter((a, i) => !a.startsWith("--") && !names.includes(argv[i - 1] ?? ""));
}
export const flag = (/** @type {string} */ name) => argv.includes(name);
/** @param {string} name @param {string} env @param {string} fallback */
export function option(name, env, fallback) {
  const at = argv.indexOf(name);
  if (at >= 0 && argv[at + 1] !== undefined) return /** @type {string} */ (argv[at + 1]);
  return process.env[env] || fallback;
}

export const places = {
  locales: path.resolve(repoRoot, option("--locales", "I18N_LOCALES", "src/locales")),
  sources: path.resolve(repoRoot, option("--sources", "I18N_SOURCES", "src/content/sources")),
  notes: path.resolve(repoRoot, option("--notes", "I18N_NOTES", "src/content/notes")),
  registry: path.resolve(repoRoot, option("--registry", "I18N_REGISTRY", "src/lib/locale.ts")),
};

/** @typedef {Record<string, string>} Catalogue */

/** @param {string} dir @param {string} module @returns {Catalogue} */
export function readCatalogue(dir, module) {
  const file = path.join(dir, `${module}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/** Two-space JSON with a final newline: the format of every catalogue. @param {string} file @param {unknown} value */
export function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The source's modules, by file name. */
export function modules() {
  return fs
    .readdirSync(path.join(places.locales, SOURCE))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();
}

/** The translated languages: every folder of catalogues but the source's, in the registry's order. */
export function languages() {
  const registry = fs.existsSync(places.registry) ? fs.readFileSync(places.registry, "utf8") : "";
  const at = (/** @type {string} */ code) => {
    const i = registry.search(entryPattern(code));
    return i < 0 ? Infinity : i;
  };
  return fs
    .readdirSync(places.locales, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== SOURCE)
    .map((e) => e.name)
    .sort((a, b) => at(a) - at(b) || a.localeCompare(b));
}

/** A registry entry: `code: { … }` (its fields hold no braces). @param {string} code */
const entryPattern = (code) => new RegExp(`(?:^|[\\s{,])["']?${code}["']?\\s*:\\s*\\{([^}]*)\\}`, "m");

/** @param {string} code */
export function catalogues(code) {
  /** @type {Record<string, Catalogue>} */
  const all = {};
  for (const m of modules()) all[m] = readCatalogue(path.join(places.locales, code), m);
  return all;
}

/**
 * What the registry says of a language: its status ("complete" when the entry gives none:
 * every language registered before statuses existed is live) and its hreflang, read with a
 * regular expression so that these scripts need no TypeScript loader. A folder without an
 * entry is "unregistered".
 * @param {string} code
 */
export function registered(code) {
  const text = fs.existsSync(places.registry) ? fs.readFileSync(places.registry, "utf8") : "";
  const entry = entryPattern(code).exec(text)?.[1];
  if (entry === undefined) return { status: "unregistered", hreflang: code, lang: code };
  const field = (/** @type {string} */ name) => new RegExp(`\\b${name}\\s*:\\s*["']([^"']+)["']`).exec(entry)?.[1];
  return { status: field("status") ?? "complete", hreflang: field("hreflang") ?? code, lang: field("lang") ?? code };
}

/** @param {string} message */
export const hashOf = (message) => createHash("sha256").update(message, "utf8").digest("hex").slice(0, 12);

/** @typedef {Record<string, Record<string, string>>} Sources */

/** @param {string} code @returns {Sources} */
export function readSources(code) {
  const file = path.join(places.sources, `${code}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/** Writes a language's record in the source's module and key order. @param {string} code @param {Sources} sources */
export function writeSources(code, sources) {
  /** @type {Sources} */
  const ordered = {};
  for (const m of modules()) {
    const keys = Object.keys(readCatalogue(path.join(places.locales, SOURCE), m)).filter((k) => sources[m]?.[k] !== undefined);
    if (keys.length > 0) ordered[m] = Object.fromEntries(keys.map((k) => [k, /** @type {string} */ (sources[m]?.[k])]));
  }
  writeJson(path.join(places.sources, `${code}.json`), ordered);
}

/**
 * Every source key of a language with its state: `missing` (no message in the language's
 * catalogue), `stale` (the English changed since the translation was made, or no record says
 * what it was made from) or `translated`.
 * @param {string} code
 */
export function states(code) {
  const sources = readSources(code);
  const target = catalogues(code);
  /** @type {{ module: string; key: string; source: string; target: string | undefined; state: "missing" | "stale" | "translated" }[]} */
  const rows = [];
  for (const m of modules()) {
    const en = readCatalogue(path.join(places.locales, SOURCE), m);
    for (const [key, source] of Object.entries(en)) {
      const message = target[m]?.[key];
      const state = message === undefined ? "missing" : sources[m]?.[key] === hashOf(source) ? "translated" : "stale";
      rows.push({ module: m, key, source, target: message, state });
    }
  }
  return rows;
}

/** @param {string} file @param {string} dir */
export const relative = (file, dir = process.cwd()) => path.relative(dir, file) || ".";
