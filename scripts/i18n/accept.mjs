// @ts-check
/**
 * npm run i18n:accept -- <code> [<module>:<key> ...]
 * Records that a language's messages were made from today's English (every key it has, or
 * the keys named): for a translation checked against a changed English message and found
 * still right, and to start the record of a language translated before it existed.
 * docs/i18n.md "Translating".
 */
import { SOURCE, catalogues, hashOf, languages, modules, places, positionals, readCatalogue, readSources, writeSources } from "./catalogues.mjs";
import path from "node:path";

const [code, ...named] = positionals();
if (!code || !languages().includes(code)) {
  console.error(`Usage: npm run i18n:accept -- <code> [<module>:<key> ...] (languages: ${languages().join(", ")}).`);
  process.exit(2);
}
const sources = readSources(code);
const own = catalogues(code);
let accepted = 0;
for (const m of modules()) {
  const en = readCatalogue(path.join(places.locales, SOURCE), m);
  for (const [key, message] of Object.entries(en)) {
    if (own[m]?.[key] === undefined) continue;
    if (named.length > 0 && !named.includes(`${m}:${key}`)) continue;
    (sources[m] ??= {})[key] = hashOf(message);
    accepted++;
  }
}
writeSources(code, sources);
console.log(`${code}: ${accepted} messages recorded as made from today's English.`);
