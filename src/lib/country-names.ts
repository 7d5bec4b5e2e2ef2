/**
 * Countries named in the page's language (issue 38 item 7). The origin's country-code
 * answer names each country in English, with its dialling code: "United States (+1)".
 * Intl.DisplayNames (in workerd as in browsers) holds every country's name in every
 * language; the English name leads to the country's region code, and the region code to
 * its name in the page's language: "संयुक्त राज्य (+1)". Done on the server, it ships no
 * table of names. A label the English names do not find (a spelling of the origin's own)
 * stays as the origin gives it, marked English by the form (src/forms/fields.tsx), and so
 * does one Intl names in English (a language it has no names for).
 */
import { DEFAULT_LOCALE, localeInfo, type Locale } from "./locale.ts";
import type { CountryCode } from "./origin-types.ts";

/** Region codes by their English name (lower case), made once from Intl's own names. */
let regions: Map<string, string> | undefined;
function regionNamed(name: string): string | undefined {
  if (!regions) {
    regions = new Map();
    const english = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
    // Every two-letter code: those Intl names are the regions.
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const named = english.of(code);
        if (named && named !== code) regions.set(named.toLowerCase(), code);
      }
  }
  return regions.get(name.toLowerCase());
}

/** "United States (+1)": the name, then the dialling code in brackets. */
const LABEL = /^(.*\S)\s*(\(\+[\d-]+\))$/;

/**
 * The origin's codes with each country named in `locale`'s language where Intl knows it
 * (`local: true`); in the site's default language the origin's own English names stay.
 */
export function countriesIn(codes: CountryCode[], locale: Locale): CountryCode[] {
  if (locale === DEFAULT_LOCALE) return codes;
  const names = new Intl.DisplayNames(localeInfo[locale].intl, { type: "region", fallback: "none" });
  return codes.map((c) => {
    const parts = LABEL.exec(c.label);
    const region = parts && regionNamed(parts[1]!);
    const local = region && names.of(region);
    // A language Intl has no names for answers in English: the origin's name stays, marked English.
    return local && local.toLowerCase() !== parts[1]!.toLowerCase() ? { ...c, label: `${local} ${parts[2]}`, local: true } : c;
  });
}
