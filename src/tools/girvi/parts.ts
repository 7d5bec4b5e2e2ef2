/**
 * Part of a month, as Girvi lenders charge it (docs/tools.md, "Girvi interest"): exact
 * days (the days over the month's length, the default), a whole month for any part of
 * one, or in halves: up to 15 days a half month, more a whole one. Applied to the loan's
 * months counted from the loan date, so each part month is charged once (./account.ts).
 */
import type { Span } from "../../lib/calendar.ts";

export const PART_MONTHS = ["days", "month", "half"] as const;
export type PartMonth = (typeof PART_MONTHS)[number];

/** The months charged for a span: its whole months and its part month by the convention. */
export function chargedMonths(span: Span, part: PartMonth): number {
  if (part === "days" || span.days === 0) return span.inMonths;
  if (part === "month") return span.months + 1;
  return span.months + (span.days <= 15 ? 0.5 : 1);
}
