// @ts-check
/**
 * npm run i18n:import -- <file>
 * Reads an XLIFF 2.0 file back (docs/i18n.md "Translating"): each unit with a target goes
 * into its module's catalogue, src/locales/<code>/<module>.json (keys in the English file's
 * order), and the hash of its source into the language's record, so the key counts as made
 * from that English. A target left in state `initial` and unchanged is not taken (a stale
 * message stays stale until someone translates or confirms it). The language is the file's
 * trgLang (a folder's code, or a registry entry's hreflang or lang).
 * Refuses the whole file, writing nothing, when a target does not parse as ICU MessageFormat
 * or its argument names, choices (plural, select) or tags differ from the English message's.
 * Unknown modules and keys are reported and skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { SOURCE, catalogues, hashOf, languages, modules, places, positionals, readCatalogue, readSources, registered, writeJson, writeSources } from "./catalogues.mjs";
import { mismatch } from "./icu.mjs";
import { readXliff } from "./xliff.mjs";

const [file] = positionals();
if (!file) {
  console.error("Usage: npm run i18n:import -- <file.xlf>");
  process.exit(2);
}
let doc;
try {
  doc = readXliff(fs.readFileSync(file, "utf8"));
} catch (error) {
  console.error(`${file}: not read as XLIFF 2.0: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const known = languages();
const code =
  known.find((c) => c === doc.trgLang) ??
  known.find((c) => [registered(c).hreflang, registered(c).lang].includes(doc.trgLang)) ??
  known.find((c) => c === doc.trgLang.split("-")[0]);
if (!code) {
  console.error(`${file}: trgLang "${doc.trgLang}" is none of the languages with catalogues (${known.join(", ")}).`);
  process.exit(1);
}

const mods = new Set(modules());
const own = catalogues(code);
/** @type {Record<string, Record<string, string>>} */
const english = {};
const updates = /** @type {{ module: string; key: string; target: string; source: string }[]} */ ([]);
const refused = [];
const unknown = [];
for (const u of doc.units) {
  const module = mods.has(u.file) ? u.file : u.file.replace(/\.json$/, "");
  if (!mods.has(module)) {
    unknown.push(`${u.file}: ${u.key} (no such module)`);
    continue;
  }
  const en = (english[module] ??= readCatalogue(path.join(places.locales, SOURCE), module));
  const source = en[u.key];
  if (source === undefined) {
    unknown.push(`${module}: ${u.key} (no such key)`);
    continue;
  }
  if (u.target === undefined) continue;
  if (u.state === "initial" && (u.target === "" || u.target === own[module]?.[u.key])) continue;
  const problem = mismatch(source, u.target);
  if (problem) refused.push(`${module}: ${u.key}: ${problem}`);
  else updates.push({ module, key: u.key, target: u.target, source: u.source });
}

for (const line of unknown) console.warn(`skipped, unknown: ${line}`);
if (refused.length > 0) {
  for (const line of refused) console.error(`refused: ${line}`);
  console.error(`${file}: ${refused.length} target(s) refused; nothing written.`);
  process.exit(1);
}

const sources = readSources(code);
const touched = new Set();
for (const u of updates) {
  (own[u.module] ??= {})[u.key] = u.target;
  (sources[u.module] ??= {})[u.key] = hashOf(u.source);
  touched.add(u.module);
}
let written = 0;
for (const module of touched) {
  const en = english[module] ?? {};
  const messages = own[module] ?? {};
  // The English file's order; keys English no longer has stay, after it.
  const ordered = Object.fromEntries([
    ...Object.keys(en).filter((k) => k in messages).map((k) => [k, messages[k]]),
    ...Object.keys(messages).filter((k) => !(k in en)).map((k) => [k, messages[k]]),
  ]);
  const target = path.join(places.locales, code, `${module}.json`);
  const before = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  writeJson(target, ordered);
  if (fs.readFileSync(target, "utf8") !== before) written++;
}
if (updates.length > 0) writeSources(code, sources);
console.log(`${code}: ${updates.length} messages taken from ${file}; ${written} of ${touched.size} modules changed; ${unknown.length} unknown skipped.`);
