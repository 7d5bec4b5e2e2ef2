/**
 * The site's languages (issue 17, docs/i18n.md): the registry. A language is one entry
 * here (how it is called where) and one folder of texts, src/content/<code>/ (its bundle
 * registered in src/content/index.ts, where the language also names itself). English
 * lives at the root, every other language mirrors the translated routes under its
 * prefix. The locale of a request is read from its URL and passed down (React context
 * on the server, props into islands); it is never kept in a module-level variable,
 * since one isolate serves many requests at once. Nothing outside this registry and the
 * language folders branches on a language code.
 */

/**
 * Whether a language is live (docs/i18n.md "A language's status"): `complete`, or
 * `preview` — served at its prefix for review, its missing keys in the source language
 * (marked `lang` as such), `noindex`, out of the sitemap and of every page's hreflang, and
 * in the language links only where PREVIEW_LANGUAGES asks for it.
 */
export type LocaleStatus = "complete" | "preview";

/** What a language is called where. */
export type LocaleInfo = {
  /** Live or in review. First in each entry: scripts/i18n reads it with a regular expression. */
  status: LocaleStatus;
  /** `<html lang>`. */
  lang: string;
  hreflang: string;
  /** Open Graph's og:locale. */
  og: string;
  /** The Intl locale numbers, dates and plurals are formatted with (fixed, so server and browser agree). */
  intl: string;
  /** The Intl locale of long dates, where it is not `intl` (src/lib/dates.ts). */
  dates?: string;
  /**
   * How the tools write a date (src/lib/calendar.ts): the month short ("1 Apr 2026") or
   * long in the Girvi account, and in messages named the same way or in figures as India
   * writes them ("dmy": 01-04-2026).
   */
  toolDates: { month: "short" | "long"; messages: "dmy" | "named" };
  /** The month names jewellers read, where CLDR's differ (src/lib/calendar.ts); otherwise Intl's. */
  months?: readonly string[];
  /** Its URL prefix: "" at the root. */
  prefix: string;
  /**
   * Its script's font stack, before the site's own (docs/i18n.md "Type and numbers"): the
   * phone's own faces, no web font. src/layout/document.tsx sets it on <body>, and
   * worker/routes/screens.tsx on each drawn screen; the rules for tall scripts in
   * src/styles.css apply wherever it is set. None for Latin script.
   */
  fonts?: string;
};

const registered = {
  // Long dates as SPEC "Blog listing" writes them: "March 5, 2025" (US English).
  en: {
    status: "complete",
    lang: "en-IN",
    hreflang: "en-IN",
    og: "en_IN",
    intl: "en-IN",
    dates: "en-US",
    toolDates: { month: "short", messages: "dmy" },
    prefix: "",
  },
  hi: {
    status: "complete",
    lang: "hi-IN",
    hreflang: "hi-IN",
    og: "hi_IN",
    intl: "hi-IN",
    toolDates: { month: "long", messages: "named" },
    prefix: "/hi",
    // Noto Sans Devanagari on Android, Kohinoor Devanagari on iOS, Nirmala UI on Windows.
    fonts: '"Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", Mangal',
  },
  gu: {
    status: "complete",
    lang: "gu-IN",
    hreflang: "gu-IN",
    og: "gu_IN",
    intl: "gu-IN",
    toolDates: { month: "long", messages: "named" },
    prefix: "/gu",
    // Noto Sans Gujarati on Android, Gujarati Sangam MN on iOS, Shruti on Windows.
    fonts: '"Noto Sans Gujarati", "Gujarati Sangam MN", Shruti',
  },
  bn: {
    status: "complete",
    lang: "bn-IN",
    hreflang: "bn-IN",
    og: "bn_IN",
    // Latin digits, as on Kolkata's bills and rate boards: CLDR's default for bn is Bengali digits.
    intl: "bn-IN-u-nu-latn",
    toolDates: { month: "long", messages: "named" },
    // As Kolkata's papers spell them (the Bangla Academy's ি, «জানুয়ারি»), given outright:
    // Intl's Bengali names differ between engines (workerd's older CLDR writes «জানুয়ারী»),
    // and the account the worker renders must read as the island redraws it.
    months: ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"],
    prefix: "/bn",
    // Noto Sans Bengali on Android, Bangla Sangam MN on iOS, Vrinda or Nirmala UI on Windows.
    fonts: '"Noto Sans Bengali", "Bangla Sangam MN", Vrinda, "Nirmala UI"',
  },
  te: {
    status: "complete",
    lang: "te-IN",
    hreflang: "te-IN",
    og: "te_IN",
    // CLDR's default for te is Latin digits, as Hyderabad's bills and rate boards write them.
    intl: "te-IN",
    toolDates: { month: "long", messages: "named" },
    prefix: "/te",
    // Noto Sans Telugu on Android, Telugu Sangam MN on iOS, Gautami or Nirmala UI on Windows.
    fonts: '"Noto Sans Telugu", "Telugu Sangam MN", Gautami, "Nirmala UI"',
  },
  mr: {
    status: "complete",
    lang: "mr-IN",
    hreflang: "mr-IN",
    og: "mr_IN",
    // Latin digits, as on Maharashtra's bills and rate boards: CLDR's default for mr is Devanagari digits.
    intl: "mr-IN-u-nu-latn",
    toolDates: { month: "long", messages: "named" },
    prefix: "/mr",
    // Hindi's system stack (no web font): some fonts break conjuncts when lang is mr (google/fonts#3376).
    fonts: '"Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", Mangal',
  },
  kn: {
    status: "complete",
    lang: "kn-IN",
    hreflang: "kn-IN",
    og: "kn_IN",
    // CLDR's default numbering for kn is already Latin, as on Bengaluru's bills and rate boards.
    intl: "kn-IN",
    toolDates: { month: "long", messages: "named" },
    // As Bengaluru's papers print them, given outright so that workerd's CLDR and a
    // browser's cannot spell a month two ways between the account and its redraw.
    months: ["ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್", "ಏಪ್ರಿಲ್", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗಸ್ಟ್", "ಸೆಪ್ಟೆಂಬರ್", "ಅಕ್ಟೋಬರ್", "ನವೆಂಬರ್", "ಡಿಸೆಂಬರ್"],
    prefix: "/kn",
    // Noto Sans Kannada on Android, Kannada Sangam MN on iOS, Tunga or Nirmala UI on Windows.
    fonts: '"Noto Sans Kannada", "Kannada Sangam MN", Tunga, "Nirmala UI"',
  },
  ta: {
    status: "complete",
    lang: "ta-IN",
    hreflang: "ta-IN",
    og: "ta_IN",
    // CLDR's default numbering for ta is Latin (checked: numberingSystem "latn"), as Tamil Nadu's bills and rate boards print.
    intl: "ta-IN",
    toolDates: { month: "long", messages: "named" },
    // As the Tamil press spells them (CLDR's names today), given outright so that the account
    // the worker renders reads as the island redraws it, whatever CLDR each engine carries.
    months: ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"],
    prefix: "/ta",
    // Noto Sans Tamil on Android, Tamil Sangam MN on iOS, Latha or Nirmala UI on Windows.
    fonts: '"Noto Sans Tamil", "Tamil Sangam MN", Latha, "Nirmala UI"',
  },
  pa: {
    status: "complete",
    lang: "pa-IN",
    hreflang: "pa-IN",
    og: "pa_IN",
    // CLDR's default numbering for pa is already Latin (checked: resolvedOptions().numberingSystem
    // is "latn"), as on Amritsar's and Ludhiana's bills and rate boards.
    intl: "pa-IN",
    toolDates: { month: "long", messages: "named" },
    // As CLDR spells them today («ਫ਼ਰਵਰੀ», «ਅਪ੍ਰੈਲ»), given outright so that the account the
    // worker renders reads as the island redraws it whatever CLDR each engine carries.
    months: ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ", "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ", "ਦਸੰਬਰ"],
    prefix: "/pa",
    // Noto Sans Gurmukhi on Android, Gurmukhi MN or Gurmukhi Sangam MN on iOS and macOS, Raavi or Nirmala UI on Windows.
    fonts: '"Noto Sans Gurmukhi", "Gurmukhi MN", "Gurmukhi Sangam MN", Raavi, "Nirmala UI"',
  },
  ml: {
    status: "complete",
    lang: "ml-IN",
    hreflang: "ml-IN",
    og: "ml_IN",
    // CLDR's default numbering for ml is already Latin, as on Kerala's bills and rate boards.
    intl: "ml-IN",
    toolDates: { month: "long", messages: "named" },
    // As Kerala's papers spell them («ഒക്ടോബർ»; CLDR writes «ഒക്‌ടോബർ» with a joiner), given
    // outright so that the worker and the browser name a month alike.
    months: ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്", "സെപ്റ്റംബർ", "ഒക്ടോബർ", "നവംബർ", "ഡിസംബർ"],
    prefix: "/ml",
    // Noto Sans Malayalam on Android, Malayalam Sangam MN on iOS, Kartika or Nirmala UI on Windows.
    fonts: '"Noto Sans Malayalam", "Malayalam Sangam MN", Kartika, "Nirmala UI"',
  },
} satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof registered;

/** Every language, the default (at the root, hreflang's x-default) first. */
export const LOCALES: readonly Locale[] = Object.keys(registered) as Locale[];

export const DEFAULT_LOCALE: Locale = LOCALES[0]!;

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = registered;

/**
 * Adds a language at run time. Only tests call it (tests/fixtures/locales/pseudo.ts
 * registers a pseudo-locale through src/content/index.ts's registerLanguage, before the
 * worker builds its routes); the site's languages are the entries above.
 */
export function addLocale(code: string, info: LocaleInfo): Locale {
  const locale = code as Locale;
  (registered as Record<string, LocaleInfo>)[code] = info;
  if (!LOCALES.includes(locale)) (LOCALES as Locale[]).push(locale);
  return locale;
}

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

/** Every language but `locale`, in the registry's order: the header's and footer's language links. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((l) => l !== locale);
}

/** Whether a language is in review (`status: "preview"`): served, but neither indexed nor offered unless asked. */
export function isPreview(locale: Locale): boolean {
  return localeInfo[locale].status === "preview";
}

/**
 * The languages a page's language links offer, in the registry's order: every other
 * complete language, and a preview one only where `previews` (PREVIEW_LANGUAGES) names it.
 */
export function offeredLocales(locale: Locale, previews: "all" | readonly string[]): Locale[] {
  return otherLocales(locale).filter((l) => !isPreview(l) || previews === "all" || previews.includes(l));
}

/** The languages search engines are told of: the complete ones (sitemap, hreflang, og:locale:alternate). */
export function indexedLocales(): Locale[] {
  return LOCALES.filter((l) => !isPreview(l));
}
