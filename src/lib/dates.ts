/** A date as visitors read it on this site: long US English, e.g. "March 5, 2025" (SPEC "Blog listing"). */
export function longDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar year in India now: the footer's copyright turns over at midnight IST, not UTC. */
export function yearInIndia(now: number = Date.now()): number {
  return new Date(now + IST_OFFSET_MS).getUTCFullYear();
}
