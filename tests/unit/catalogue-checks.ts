/**
 * The checks of the catalogue contract (tests/unit/catalogues.test.ts, docs/i18n.md "The
 * catalogue contract"), each a pure function of a message, pinned by hand-written cases there.
 */
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** A message's arguments as "name:kind" (argument, number, date, time, plural, selectordinal, select, tag), sorted, each once. */
export function argumentsOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (parts: MessageFormatElement[]): void => {
    for (const part of parts) {
      if (part.type === TYPE.argument) found.add(`${part.value}:argument`);
      else if (part.type === TYPE.number) found.add(`${part.value}:number`);
      else if (part.type === TYPE.date) found.add(`${part.value}:date`);
      else if (part.type === TYPE.time) found.add(`${part.value}:time`);
      else if (part.type === TYPE.select) found.add(`${part.value}:select`);
      else if (part.type === TYPE.plural) found.add(`${part.value}:${part.pluralType === "ordinal" ? "selectordinal" : "plural"}`);
      else if (part.type === TYPE.tag) found.add(`${part.value}:tag`);
      if (part.type === TYPE.plural || part.type === TYPE.select) for (const option of Object.values(part.options)) walk(option.value);
      if (part.type === TYPE.tag) walk(part.children);
    }
  };
  walk(elements);
  return [...found].sort();
}

/**
 * What each plural of a message lacks in `locale`: every category its CLDR rules choose
 * (Intl.PluralRules' pluralCategories) and `other`; and a category the locale never chooses
 * (a slip: «few» in Hindi). Exact matches (`=0`) are free, as a language wants them.
 */
export function pluralProblems(elements: MessageFormatElement[], locale: string): string[] {
  const problems: string[] = [];
  const walk = (parts: MessageFormatElement[]): void => {
    for (const part of parts) {
      if (part.type === TYPE.plural) {
        const categories = new Intl.PluralRules(locale, { type: part.pluralType ?? "cardinal" }).resolvedOptions().pluralCategories as string[];
        const options = Object.keys(part.options);
        for (const category of new Set([...categories, "other"])) if (!options.includes(category)) problems.push(`{${part.value}} lacks «${category}»`);
        for (const option of options) if (!/^=\d+(\.\d+)?$/.test(option) && !categories.includes(option)) problems.push(`{${part.value}}: «${option}» is never chosen in ${locale}`);
      }
      if (part.type === TYPE.plural || part.type === TYPE.select) for (const option of Object.values(part.options)) walk(option.value);
      if (part.type === TYPE.tag) walk(part.children);
    }
  };
  walk(elements);
  return problems;
}

/** What a reader's eye counts: code points after NFC, but for marks that take no width of their own (a vowel sign above or below, a virama) and format characters (ZWJ). */
export function visibleLength(text: string): number {
  return [...text.trim().normalize("NFC").replace(/[\p{Mn}\p{Me}\p{Cf}]/gu, "")].length;
}

const RATIO = 1.6;

/** A text's budget, from its source text's visible length `n`: 1.6 times it, or the tier's cap where that is more (a short label may grow more). */
export function budget(n: number, cap: number): number {
  return Math.max(Math.ceil(RATIO * n), cap);
}

/** A label of `n` visible characters as the pseudo-locale would write it: 35 % longer and bracketed. */
export function pseudoLength(n: number): number {
  return Math.ceil(1.35 * n) + 2;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A Latin word's bounds: a letter of another script may follow it (Gujarati writes «Zevar ERPની»). */
const LATIN_START = "(?<![\\p{sc=Latn}\\p{N}])";
const LATIN_END = "(?![\\p{sc=Latn}\\p{N}])";

/**
 * What a language writes in Latin letters on purpose: the `names` (the termbase's names and
 * Latin terms, each whole), and any Latin word with a capital letter only or a digit (an
 * abbreviation or a code, as the trade writes them in every Indian language: GST, HUID,
 * KYC, 22K916, R-4812).
 */
export function latinAllowed(names: readonly string[]): RegExp {
  const phrases = [...new Set(names)].sort((a, b) => b.length - a.length).map(escape);
  const code = "[\\p{sc=Latn}\\p{N}-]*\\p{N}[\\p{sc=Latn}\\p{N}-]*|\\p{Lu}[\\p{Lu}\\p{N}-]*";
  const alternatives = [...phrases, code].join("|");
  return new RegExp(`${LATIN_START}(?:${alternatives})${LATIN_END}`, "gu");
}

/** Letters and their signs: what the share is counted in. */
const LETTERS = /[\p{L}\p{M}]/gu;

/**
 * A text's share of letters in `script` (an ISO 15924 code, as Intl.Locale.maximize gives
 * it), once the Latin it may hold (`allowed`) is taken out, with the number of letters left.
 */
export function scriptShare(text: string, script: string, allowed: RegExp): { letters: number; share: number } {
  const nfc = text.normalize("NFC");
  const rest = LATIN.test(nfc) ? nfc.replace(allowed, " ") : nfc;
  const letters = rest.match(LETTERS) ?? [];
  let own = SCRIPTS.get(script);
  if (!own) SCRIPTS.set(script, (own = new RegExp(`[\\p{scx=${script}}]`, "u")));
  const inScript = letters.filter((letter) => own.test(letter)).length;
  return { letters: letters.length, share: letters.length ? inScript / letters.length : 1 };
}

const LATIN = /\p{sc=Latn}/u;
/** A script's letters, made once per script. */
const SCRIPTS = new Map<string, RegExp>();
