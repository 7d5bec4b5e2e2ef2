/**
 * Every text of the site, one bundle per language (issue 17): each language is a folder,
 * src/content/<code>/, whose index exports its bundle, registered here under the code of
 * its entry in src/lib/locale.ts. The English bundle's type is the shape every other
 * language gives (a folder's index `satisfies Content`). Server-side only: islands
 * receive their strings as props, so no dictionary ever reaches the browser
 * (.dependency-cruiser.cjs holds them to it).
 */
import { addLocale, type Locale, type LocaleInfo } from "../lib/locale.ts";
import { bundle as en, type Content } from "./en/index.ts";
import { bundle as hi } from "./hi/index.ts";
import { bundle as gu } from "./gu/index.ts";
import { bundle as bn } from "./bn/index.ts";

export type { Content } from "./en/index.ts";

const bundles: Record<Locale, Content> = { en, hi, gu, bn };

/** The site's texts in a language. */
export function contentFor(locale: Locale): Content {
  return bundles[locale];
}

/**
 * Registers a language at run time: its entry and its bundle. Only tests call it (a
 * pseudo-locale, tests/fixtures/locales/pseudo.ts); the site's languages are the
 * entries of src/lib/locale.ts and the bundles above.
 */
export function registerLanguage(code: string, info: LocaleInfo, content: Content): Locale {
  const locale = addLocale(code, info);
  bundles[locale] = content;
  return locale;
}
