import { DEFAULT_LOCALE, localeInfo, type Locale } from "./locale.ts";

/**
 * A date as visitors read it on this site: long US English, e.g. "March 5, 2025" (SPEC
 * "Blog listing"); on Hindi pages with Hindi month names and Latin digits, "5 मार्च 2025".
 */
export function longDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(localeInfo[locale].dates ?? localeInfo[locale].intl, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** India's wall clock now as an ISO string ("2026-11-28T09:41:07.000Z", the Z standing for IST): its date and minute. */
export const clockInIndia = (now: number = Date.now()): string => new Date(now + IST_OFFSET_MS).toISOString();

/** The calendar year in India now: the footer's copyright turns over at midnight IST, not UTC. */
export function yearInIndia(now: number = Date.now()): number {
  return new Date(now + IST_OFFSET_MS).getUTCFullYear();
}
