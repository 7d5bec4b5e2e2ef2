// @ts-check
/**
 * npm run i18n:status [-- <code>] [--verbose] [--check]
 * Per language, the share of the English keys translated, and how many are missing (no
 * message) or stale (the English changed since the translation was made); with --verbose,
 * or for one language, the keys themselves. --check exits 1 when a language the registry
 * marks complete has a missing or stale key (a preview language falls back to English key
 * by key, so it may). docs/i18n.md "Translating".
 */
import { SOURCE, catalogues, flag, languages, modules, positionals, readCatalogue, registered, states, places } from "./catalogues.mjs";
import path from "node:path";

const asked = positionals();
const known = languages();
for (const code of asked) {
  if (!known.includes(code)) {
    console.error(`No catalogues for "${code}" in ${places.locales} (languages: ${known.join(", ")}).`);
    process.exit(2);
  }
}
const list = asked.length > 0 ? asked : known;
const verbose = flag("--verbose") || asked.length > 0;

const sourceCount = modules().reduce((n, m) => n + Object.keys(readCatalogue(path.join(places.locales, SOURCE), m)).length, 0);
console.log(`${SOURCE.padEnd(4)} source    ${sourceCount} messages in ${modules().length} modules`);

const failing = [];
for (const code of list) {
  const rows = states(code);
  const count = (/** @type {string} */ state) => rows.filter((r) => r.state === state).length;
  const done = count("translated");
  const share = rows.length === 0 ? 100 : (100 * done) / rows.length;
  const { status } = registered(code);
  console.log(
    `${code.padEnd(4)}${share.toFixed(1).padStart(5)} %  ${done}/${rows.length}  missing ${count("missing")}  stale ${count("stale")}  ${status}`,
  );
  if (status === "complete" && done < rows.length) failing.push(code);
  if (!verbose) continue;
  for (const r of rows) if (r.state !== "translated") console.log(`  ${r.state.padEnd(8)} ${r.module}  ${r.key}`);
  const own = catalogues(code);
  for (const m of modules()) {
    const en = readCatalogue(path.join(places.locales, SOURCE), m);
    for (const key of Object.keys(own[m] ?? {})) if (!(key in en)) console.log(`  unknown  ${m}  ${key} (not an English key)`);
  }
}

if (flag("--check") && failing.length > 0) {
  console.error(`Complete languages with missing or stale keys: ${failing.join(", ")} (npm run i18n:status -- <code> lists them).`);
  process.exit(1);
}
