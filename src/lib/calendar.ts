/** Calendar dates as the tools count them: ISO strings, whole days, no time zones. */
import { latinDigits } from "./digits.ts";
export type Ymd = { y: number; m: number; d: number };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** As India writes a date: day, month, year, by dashes, slashes or dots (31-01-2026, 5/3/2026). */
const DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** "2026-02-16" → { y: 2026, m: 2, d: 16 }, or null when it is not a real date. */
export function parseIsoDate(text: string): Ymd | null {
  const match = ISO.exec(text.trim());
  return match ? real(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** A date typed either way: "2026-01-31" or "31-01-2026" (issue 27 slip 19), or null when it is not a real date. */
export function parseDate(text: string): Ymd | null {
  const match = DMY.exec(latinDigits(text).trim());
  return match ? real(Number(match[3]), Number(match[2]), Number(match[1])) : parseIsoDate(text);
}

function real(y: number, m: number, d: number): Ymd | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

export const isoOf = ({ y, m, d }: Ymd) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Days since 1970-01-01. */
export const dayNumber = ({ y, m, d }: Ymd) => Date.UTC(y, m - 1, d) / 86_400_000;

export const compareDates = (a: Ymd, b: Ymd) => dayNumber(a) - dayNumber(b);

/** `from` plus `n` calendar months, the day kept or cut to the month's last (31 Jan + 1 → 28 Feb). */
export function addMonths(from: Ymd, n: number): Ymd {
  const index = from.y * 12 + (from.m - 1) + n;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { y, m, d: Math.min(from.d, daysInMonth(y, m)) };
}

/** A span in months: whole months and the days past them, and the months as a fraction. */
export type Span = { months: number; days: number; inMonths: number };

/**
 * The Mahajani count (30/360): every month is 30 days and its last day counts as its
 * 30th (the 31st, and 28 or 29 February), so a span is 360 × years + 30 × months + days,
 * and part of a month is days / 30. With February's last day its 30th, 31 Jan → 29 Feb 2024
 * and 31 Jan → 28 Feb 2026 are one month, and 28 Feb → 1 Mar 2026 one day (issue 38 item 11).
 */
export function span30(from: Ymd, to: Ymd): Span {
  return spanOfDays30(days30(from, to));
}

/** The days between two dates in the Mahajani count (30/360). */
export function days30(from: Ymd, to: Ymd): number {
  return 360 * (to.y - from.y) + 30 * (to.m - from.m) + (day30(to) - day30(from));
}

/** A date's day in the 30-day count: its day of the month, the month's last day as the 30th. */
const day30 = ({ y, m, d }: Ymd) => (d >= Math.min(30, daysInMonth(y, m)) ? 30 : d);

/** A number of days of 30-day months as a span: 45 → 1 month 15 days. */
export function spanOfDays30(days: number): Span {
  return { months: Math.floor(days / 30), days: days % 30, inMonths: days / 30 };
}

/**
 * The calendar count: whole calendar months from `from` (its day kept, or cut to a
 * short month's last), then the days past the last of them over the days of that
 * running month (from that day to the same day of the next month). With `after`, the
 * span starts `after` months past `from` and keeps `from`'s day: from 31 Jan, one month
 * after is 28 Feb, and 28 Feb → 31 Mar is then one whole month (a rest's next line).
 */
export function spanCalendar(from: Ymd, to: Ymd, after = 0): Span {
  let months = (to.y - from.y) * 12 + (to.m - from.m) - after;
  while (months > 0 && compareDates(addMonths(from, after + months), to) > 0) months--;
  const start = addMonths(from, after + months);
  const days = dayNumber(to) - dayNumber(start);
  const length = dayNumber(addMonths(from, after + months + 1)) - dayNumber(start);
  return { months, days, inMonths: months + days / length };
}

/**
 * How a date names its month as text: Intl.DateTimeFormat's `month` ("Apr", "अप्रैल"),
 * or the twelve names themselves, January first, where engines' CLDR spellings differ
 * (Bengali's January and February end in a long i in workerd's, a short one in
 * Chromium's; src/content/bn/tools.ts): the page and its island then agree.
 */
export type MonthStyle = "short" | "long" | readonly string[];

/** How a date is written as text: "iso" (2026-02-01), "dmy" as India writes it (01-02-2026), or with the month named in a language. */
export type DateText = "iso" | "dmy" | { locale: string; month: MonthStyle };

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-04-01" → "1 Apr 2026" (en-IN, short), "1 अप्रैल 2026" (hi-IN, long), or as it is ("iso"). */
export function formatDate(iso: string, style: DateText): string {
  if (style === "iso") return iso;
  if (style === "dmy") return iso.split("-").reverse().join("-");
  const names = typeof style.month === "string" ? null : style.month;
  const month = names ? "long" : (style.month as "short" | "long");
  const key = `${style.locale} ${month}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(style.locale, { day: "numeric", month, year: "numeric", timeZone: "UTC" })));
  const date = new Date(`${iso}T00:00:00Z`);
  if (!names) return format.format(date);
  const parts = format.formatToParts(date);
  // An engine without the locale's data writes CLDR root's «2026 M01 1» (Chromium ships
  // none for Punjabi, workerd does): the names given outright are then written as India
  // writes a long date, day first, so the island redraws what the page showed.
  if (parts.some((p) => p.type === "month" && /^M\d+$/.test(p.value))) return `${date.getUTCDate()} ${names[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  // A year before its month is followed by a space alone: workerd's older CLDR writes
  // Malayalam's «2026, ഫെബ്രുവരി 1», Chromium's and Node's «2026 ഫെബ്രുവരി 1», and the page and
  // its island must agree.
  const year = parts.findIndex((p) => p.type === "year");
  if (parts[year + 2]?.type === "month" && parts[year + 1]?.type === "literal") parts[year + 1] = { type: "literal", value: " " };
  return parts.map((p) => (p.type === "month" ? (names[date.getUTCMonth()] ?? p.value) : p.value)).join("");
}
