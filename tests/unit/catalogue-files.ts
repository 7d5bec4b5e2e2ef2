/**
 * The language files as the tests read them, straight from disk (docs/i18n.md): every
 * language is a folder of src/locales/ (found by listing it, never named here), holding its
 * catalogues, `<module>.json` (flat: key → ICU MessageFormat message), and its termbase,
 * `glossary.tbx` (tests/unit/termbase.ts); src/content/data/<module>.json is the neutral
 * structure, where a text is the reference "@key" to a message of the catalogue of the same
 * module. A language is complete unless its registry entry in src/lib/locale.ts says
 * `status: "preview"` (read as text: a preview language may lack keys, which fall back to
 * the source's).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readTermbase, type GlossaryRules, type Termbase } from "./termbase.ts";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The source language: every catalogue is translated from its own. */
export const SOURCE = "en";

/** Every language with a folder of catalogues, the source first. */
export const LANGUAGES: readonly string[] = readdirSync(new URL("src/locales/", root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => Number(b === SOURCE) - Number(a === SOURCE) || a.localeCompare(b));

/** A language's catalogues: module → key → message. */
export type Catalogues = Record<string, Record<string, string>>;

export function cataloguesOf(code: string): Catalogues {
  const folder = `src/locales/${code}/`;
  const files = readdirSync(new URL(folder, root)).filter((file) => file.endsWith(".json"));
  return Object.fromEntries(files.map((file) => [file.slice(0, -".json".length), JSON.parse(read(folder + file)) as Record<string, string>]));
}

/** Each module of the neutral structure with the keys its "@key" texts refer to, in order (a key twice if referred to twice). */
export function dataReferences(): Record<string, string[]> {
  const files = readdirSync(new URL("src/content/data/", root)).filter((file) => file.endsWith(".json"));
  return Object.fromEntries(
    files.map((file) => {
      const refs: string[] = [];
      const walk = (value: unknown): void => {
        if (typeof value === "string") {
          if (value.startsWith("@")) refs.push(value.slice(1));
        } else if (value && typeof value === "object") Object.values(value).forEach(walk);
      };
      walk(JSON.parse(read(`src/content/data/${file}`)));
      return [file.slice(0, -".json".length), refs];
    }),
  );
}

const registry = read("src/lib/locale.ts");

/** Whether the registry marks the language a preview (its entry holds `status: "preview"`). */
export function isPreview(code: string): boolean {
  return new RegExp(`(?:^|[\\s{,])["']?${code}["']?\\s*:\\s*\\{[^}]*\\bstatus\\s*:\\s*["']preview["']`).test(registry);
}

/** A language's termbase and, where it has them, its letter rules and never-patterns. */
export function termbaseOf(code: string): Termbase {
  const termbase = readTermbase(read(`src/locales/${code}/glossary.tbx`), code);
  const rules = `src/content/glossary-rules/${code}.json`;
  if (!existsSync(new URL(rules, root))) return termbase;
  const { letters, patterns } = JSON.parse(read(rules)) as GlossaryRules;
  return { ...termbase, ...(letters ? { letters } : {}), ...(patterns ? { patterns } : {}) };
}

/** A message's parts, ICU-parsed (tags too: a translator's `<b>` must match the source's). */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message);
}

/** The text a reader sees of a message: its literal parts and every branch of its plurals and selects; an argument stands as a space. */
export function literalText(elements: MessageFormatElement[]): string {
  let text = "";
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) text += ` ${literalText(option.value)} `;
    else if (element.type === TYPE.tag) text += literalText(element.children);
    else text += " ";
  }
  return text;
}
