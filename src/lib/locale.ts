/**
 * The site's two languages (issue 17, docs/i18n.md). English lives at the root, Hindi
 * mirrors every translated route under /hi. The locale of a request is read from its
 * URL and passed down (React context on the server, props into islands); it is never
 * kept in a module-level variable, since one isolate serves many requests at once.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** What each language is called where: `<html lang>`, hreflang, Open Graph, Intl, its URL prefix and its own name. */
export const localeInfo = {
  en: { lang: "en-IN", hreflang: "en-IN", og: "en_IN", intl: "en-IN", prefix: "", name: "English" },
  hi: { lang: "hi-IN", hreflang: "hi-IN", og: "hi_IN", intl: "hi-IN", prefix: "/hi", name: "हिन्दी" },
} as const satisfies Record<Locale, { lang: string; hreflang: string; og: string; intl: string; prefix: string; name: string }>;

/** Paths that are files or endpoints, the same in every language (downloads, pictures, APIs, fragments). */
const NOT_A_PAGE = /^\/(?:assets|apis|origin-media|thumbnails|admin)(?:\/|$)|\.[a-z0-9]{2,5}$|^[^/]|^\/\//i;

/**
 * The same page in `locale`: "/retail" → "/hi/retail", "/" → "/hi", "/faqs#x" →
 * "/hi/faqs#x"; English paths, other sites and files are unchanged.
 */
export function localePath(locale: Locale, path: string): string {
  const prefix = localeInfo[locale].prefix;
  if (!prefix) return path;
  const [bare = ""] = path.split(/(?=[?#])/, 1);
  if (NOT_A_PAGE.test(bare)) return path;
  return `${bare === "/" ? prefix : `${prefix}${bare}`}${path.slice(bare.length)}`;
}

/** The language of a URL path and the path without its prefix: "/hi/retail" → hi, "/retail". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localeInfo[locale].prefix;
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The other language, for the header's and footer's switch link. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "hi" : "en";
}

/** Numbers as this site writes them in a language: Indian grouping, Latin digits (₹1,23,456.00). */
export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(localeInfo[locale].intl, options);
}
