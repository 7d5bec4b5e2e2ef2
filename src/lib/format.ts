/**
 * The one formatter of the site's messages (issue 40, docs/i18n.md): ICU MessageFormat
 * (arguments, CLDR plural categories with `=0` where a language wants it, select) over
 * FormatJS's intl-messageformat, with numbers and dates in the registry's Intl locale
 * (src/lib/locale.ts: Latin digits, Indian grouping). Server-side: the library is about
 * 10 KB gzip, so islands never import this module; they receive messages the server
 * has formatted, or templates src/lib/template.ts fills in, a plural message reduced
 * here to its forms (`islandTexts`).
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { localeInfo, type Locale } from "./locale.ts";
import { fill, type ForIslands, type PluralForms } from "./template.ts";

export type Values = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

function formatterOf(locale: Locale, message: string): IntlMessageFormat {
  const intl = localeInfo[locale].intl;
  const key = `${intl}\u0000${message}`;
  let f = compiled.get(key);
  if (!f) compiled.set(key, (f = new IntlMessageFormat(message, intl)));
  return f;
}

/**
 * `message` with `values` filled in, in `locale`. A message without an argument is
 * returned as it is. A message the library cannot format (a missing value, a broken
 * translation) never fails the page: its simple arguments are filled in as text, and
 * the catalogue contract test (tests/unit/catalogues.test.ts) keeps that from shipping.
 */
export function format(locale: Locale, message: string, values: Values = {}): string {
  if (!message.includes("{")) return message;
  try {
    const out = formatterOf(locale, message).format(values);
    return typeof out === "string" ? out : String(out);
  } catch {
    return fill(message, values);
  }
}

/**
 * A plural message's forms by category, for an island's `plural()` (src/lib/template.ts):
 * "{n, plural, =0 {# महीने} one {# महीना} other {# महीने}}" → { "=0": "{n} महीने", one:
 * "{n} महीना", other: "{n} महीने" }. Text around the plural goes into every form; `#` and
 * the plural's own argument become `{n}`, another simple argument stays `{name}`. What the
 * browser could not fill the way the library formats — a second plural, a select, a
 * number, date or time style, a tag, an offset, an ordinal, a brace in the text — throws:
 * such a message is the server's to format, never an island's.
 */
export function pluralForms(message: string): PluralForms {
  const elements = parse(message);
  const plurals = elements.filter((e) => e.type === TYPE.plural);
  const [only] = plurals;
  if (plurals.length !== 1 || !only || only.type !== TYPE.plural) throw new Error(`not one plural: ${message}`);
  if (only.pluralType === "ordinal" || only.offset) throw new Error(`an ordinal or an offset: ${message}`);
  const text = (parts: MessageFormatElement[]): string =>
    parts
      .map((part) => {
        if (part === only) return "\u0000";
        if (part.type === TYPE.pound) return "{n}";
        if (part.type === TYPE.argument) return part.value === only.value ? "{n}" : `{${part.value}}`;
        if (part.type === TYPE.literal && !/[{}]/.test(part.value)) return part.value;
        throw new Error(`more than a plural's forms: ${message}`);
      })
      .join("");
  const [before = "", after = ""] = text(elements).split("\u0000");
  const forms: Record<string, string> = {};
  for (const [key, option] of Object.entries(only.options)) forms[key] = before + text(option.value) + after;
  if (forms.other === undefined) throw new Error(`no other: ${message}`);
  return forms as PluralForms;
}

/** Is this a plural message (as src/lib/template.ts's `PluralMessage` types it)? */
function isPluralMessage(message: string): boolean {
  if (!/,\s*plural\s*,/.test(message)) return false;
  try {
    return parse(message).some((e) => e.type === TYPE.plural);
  } catch {
    return false;
  }
}

const reduced = new WeakMap<object, unknown>();

/**
 * Texts as an island receives them: the same, but every plural message reduced to its
 * forms (`pluralForms`). Each object is reduced once per isolate (a language's texts are
 * built once, src/content/index.ts).
 */
export function islandTexts<T>(texts: T): ForIslands<T> {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return isPluralMessage(value) ? pluralForms(value) : value;
    if (!value || typeof value !== "object") return value;
    let done = reduced.get(value);
    if (done === undefined) {
      done = Array.isArray(value) ? value.map(walk) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
      reduced.set(value, done);
    }
    return done;
  };
  return walk(texts) as ForIslands<T>;
}
