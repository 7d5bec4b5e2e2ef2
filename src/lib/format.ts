/**
 * The one formatter of the site's messages (issue 40, docs/i18n.md): ICU MessageFormat
 * (arguments, CLDR plural categories with `=0` where a language wants it, select) over
 * FormatJS's intl-messageformat, with numbers and dates in the registry's Intl locale
 * (src/lib/locale.ts: Latin digits, Indian grouping). Server-side: the library is about
 * 10 KB gzip, so islands never import this module; they receive messages the server
 * has formatted, or templates src/lib/template.ts fills in.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { localeInfo, type Locale } from "./locale.ts";
import { fill } from "./template.ts";

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
