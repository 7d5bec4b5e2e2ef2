/**
 * Girvi (pledge loan) interest (docs/tools.md, "Girvi interest"). The rate is
 * rupees per ₹100 per month ("2 rupaye saikda" = 2 % a month). Interest runs on the
 * principal; compound adds the interest due to the principal every `every` months from
 * the loan date; a part payment pays the interest due first, then the principal; the
 * minimum period is charged when the loan is settled sooner; part of a month is
 * charged by the lender's convention (./parts.ts). Amounts are kept exact and rounded to
 * the paisa only when shown. The query's side: ./compute.ts.
 */
import { paisa } from "../../lib/money.ts";
import { addMonths, dayNumber, days30, isoOf, span30, spanCalendar, spanOfDays30, type Span, type Ymd } from "../../lib/calendar.ts";
import { chargedMonths, type PartMonth } from "./parts.ts";
import { byYear, MAX_ROWS, type Mark } from "./years.ts";

export const GIRVI_METHODS = ["simple", "compound"] as const;
export const DAY_COUNTS = ["30", "calendar"] as const;
export { PART_MONTHS, type PartMonth } from "./parts.ts";

export type Payment = { date: Ymd; amount: number };

export type GirviInput = {
  principal: number;
  /** ₹ per ₹100 per month. */
  rate: number;
  from: Ymd;
  to: Ymd;
  method: (typeof GIRVI_METHODS)[number];
  /** Months between compoundings (compound only). */
  every: number;
  days: (typeof DAY_COUNTS)[number];
  /** The shortest period charged, in months (0: none). */
  minMonths: number;
  /** How part of a month is charged (./parts.ts). */
  part: PartMonth;
  payments: Payment[];
};

/** One line of the loan's account: a span of time, or the minimum-period top-up. */
export type GirviRow = {
  from: string;
  to: string;
  span: Span;
  /** What was owed at the start (principal + unpaid interest), rounded. */
  opening: number;
  interest: number;
  paid: number;
  closing: number;
  /** What happened at the end of the row. */
  event: "compounded" | "payment" | "end" | "minimum";
};

export type GirviResult = {
  span: Span;
  /** The minimum period was charged instead of a shorter span. */
  minimumCharged: boolean;
  interest: number;
  paid: number;
  /** Principal + interest − payments, on the settlement date. */
  due: number;
  /** The account: a line per span, or past MAX_ROWS lines a line per year (`byYear`). */
  rows: GirviRow[];
  byYear: boolean;
  /** The most that was ever owed (for the bound on figures, MAX_OWED). */
  highest: number;
  /** The months interest was charged for, part months counted by the convention (the minimum top-up aside). */
  charged: number;
};

/** Raised for a payment that is more than was owed on its date: the row it would settle. */
export class Overpayment extends Error {
  constructor(readonly payment: number, readonly owed: number, readonly date: string) {
    super(`overpayment on ${date}`);
  }
}

export function girvi(input: GirviInput): GirviResult {
  const measure = (a: Ymd, b: Ymd) => (input.days === "30" ? span30(a, b) : spanCalendar(a, b));
  /**
   * The calendar span between two dates of the loan, counted from the loan date (so
   * calendar months run from its day: 31 Jan, 28 Feb, 31 Mar), as the difference of the two.
   */
  const between = (a: Ymd, b: Ymd): Span => {
    const [sa, sb] = [spanCalendar(input.from, a), spanCalendar(input.from, b)];
    let months = sb.months - sa.months;
    let days = sb.days - sa.days;
    if (days < 0) {
      months -= 1;
      const monthStart = addMonths(input.from, sa.months);
      days += dayNumber(addMonths(input.from, sa.months + 1)) - dayNumber(monthStart);
    }
    return { months, days, inMonths: sb.inMonths - sa.inMonths };
  };
  /**
   * Where a date falls: its day in the 30-day count from the loan date, or its calendar day.
   * With 30-day months a rest falls every 30 × `every` days of that count, the same count
   * the interest follows (issue 23 item 12): from the 29th–31st no calendar date may count
   * exactly 30 (31 Jan → 29 Feb is 29 days, → 1 Mar 31), so a rest is shown on the month's
   * last day but sits at its own count and takes whole months of interest.
   */
  const thirty = input.days === "30";
  const at = (date: Ymd) => (thirty ? days30(input.from, date) : dayNumber(date));
  // Every date something happens: compoundings, then payments, then the settlement.
  const marks: { date: Ymd; at: number; event: GirviRow["event"]; amount: number }[] = [];
  if (input.method === "compound") {
    const end = at(input.to);
    for (let n = input.every; ; n += input.every) {
      const date = addMonths(input.from, n);
      const where = thirty ? 30 * n : at(date);
      if (where > end) break;
      marks.push({ date, at: where, event: "compounded", amount: 0 });
    }
  }
  for (const p of input.payments) marks.push({ date: p.date, at: at(p.date), event: "payment", amount: p.amount });
  marks.push({ date: input.to, at: at(input.to), event: "end", amount: 0 });
  // Same day: compound first (the interest of the period is added), then pay, then settle.
  const order = { compounded: 0, payment: 1, end: 2, minimum: 3 };
  marks.sort((a, b) => a.at - b.at || order[a.event] - order[b.event]);

  let principal = input.principal;
  let unpaid = 0;
  let interestTotal = 0;
  let paidTotal = 0;
  let last: Mark = { date: input.from, at: at(input.from) };
  const rows: GirviRow[] = [];
  /** Where each line starts and ends, for the account by year. */
  const spans: { start: Mark; end: Mark }[] = [];
  let charged = 0;
  const accrue = (months: number) => {
    const interest = (principal * input.rate * months) / 100;
    unpaid += interest;
    interestTotal += interest;
    return interest;
  };
  for (const mark of marks) {
    const start = last.date;
    const span = thirty ? spanOfDays30(mark.at - last.at) : between(start, mark.date);
    const opening = principal + unpaid;
    const months = chargedMonths(span, input.part);
    charged += months;
    accrue(months);
    let paid = 0;
    if (mark.event === "compounded") {
      principal += unpaid;
      unpaid = 0;
    } else if (mark.event === "payment") {
      const owed = principal + unpaid;
      if (paisa(mark.amount) > paisa(owed)) throw new Overpayment(mark.amount, paisa(owed), isoOf(mark.date));
      paid = mark.amount;
      const toInterest = Math.min(paid, unpaid);
      unpaid -= toInterest;
      principal -= paid - toInterest;
      paidTotal += paid;
    }
    last = mark;
    // A settlement on a compounding or payment date adds no line of its own.
    if (mark.event === "end" && span.inMonths === 0 && rows.length > 0) continue;
    // A row's interest is shown as the change of its rounded balances, so each row adds up.
    const closing = principal + unpaid;
    rows.push({ from: isoOf(start), to: isoOf(mark.date), span, opening: paisa(opening), interest: paisa(paisa(closing) - paisa(opening) + paid), paid, closing: paisa(closing), event: mark.event });
    spans.push({ start: { date: start, at: at(start) }, end: mark });
  }

  const span = measure(input.from, input.to);
  const minimumCharged = charged < input.minMonths;
  if (minimumCharged) {
    // The months short of the minimum, on what is still owed at settlement.
    const short = input.minMonths - charged;
    const opening = principal + unpaid;
    accrue(short);
    const closing = principal + unpaid;
    rows.push({ from: isoOf(input.to), to: isoOf(input.to), span: { months: Math.floor(short), days: Math.round((short % 1) * 30), inMonths: short }, opening: paisa(opening), interest: paisa(paisa(closing) - paisa(opening)), paid: 0, closing: paisa(closing), event: "minimum" });
    spans.push({ start: last, end: last });
  }
  const highest = Math.max(input.principal, principal + unpaid, ...rows.map((r) => r.closing + r.paid));
  const byYears = rows.length > MAX_ROWS;
  const shown = byYears
    ? byYear(rows, spans, (k) => (thirty ? 360 * k : dayNumber(addMonths(input.from, 12 * k))), (a, b) => (thirty ? spanOfDays30(b.at - a.at) : between(a.date, b.date)))
    : rows;
  return { span, minimumCharged, interest: paisa(interestTotal), paid: paisa(paidTotal), due: paisa(principal + unpaid), rows: shown, byYear: byYears, highest, charged };
}

