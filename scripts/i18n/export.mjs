// @ts-check
/**
 * npm run i18n:export -- <code> [--all] [--out file]
 * Writes an XLIFF 2.0 file for a language (docs/i18n.md "Translating"): one <file> per
 * module, one <unit> per key with the translator's description, the English source and,
 * where there is one, the language's message. State: `translated` when the message was made
 * from today's English; `initial` when it is missing (no target) or stale (the old target
 * kept, for the translator to update). Only the keys that need work, or every key with --all.
 * Without --out, the file is <code>.xlf in the current folder.
 */
import fs from "node:fs";
import path from "node:path";
import { SOURCE, flag, languages, places, positionals, readCatalogue, registered, states } from "./catalogues.mjs";
import { writeXliff } from "./xliff.mjs";

const [code] = positionals(["--out"]);
if (!code || !languages().includes(code)) {
  console.error(`Usage: npm run i18n:export -- <code> [--all] [--out file] (languages: ${languages().join(", ")}).`);
  process.exit(2);
}
const all = flag("--all");
const outAt = process.argv.indexOf("--out");
const out = path.resolve(outAt >= 0 ? (process.argv[outAt + 1] ?? `${code}.xlf`) : `${code}.xlf`);

/** @type {Map<string, import("./xliff.mjs").Unit[]>} */
const files = new Map();
/** @type {Record<string, Record<string, string>>} */
const notes = {};
let count = 0;
for (const row of states(code)) {
  if (!all && row.state === "translated") continue;
  notes[row.module] ??= readCatalogue(places.notes, row.module);
  const units = files.get(row.module) ?? [];
  files.set(row.module, units);
  units.push({
    key: row.key,
    note: notes[row.module]?.[row.key],
    state: row.state === "translated" ? "translated" : "initial",
    source: row.source,
    target: row.target,
  });
  count++;
}
if (count === 0) {
  console.log(`${code}: nothing needs work (every key translated from today's English); no file written.`);
  process.exit(0);
}
const xliff = writeXliff({
  srcLang: registered(SOURCE).hreflang,
  trgLang: registered(code).hreflang,
  files: [...files].map(([id, units]) => ({ id, units })),
});
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, xliff);
console.log(`${code}: ${count} units in ${files.size} files written to ${out}`);
