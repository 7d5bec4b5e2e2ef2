/**
 * Girvi (pledge loan) interest (docs/tools.md, "Girvi interest"). The rate is
 * rupees per ₹100 per month ("2 rupaye saikda" = 2 % a month). Interest runs on the
 * principal; compound adds the interest due to the principal every `every` months from
 * the loan date; a part payment pays the interest due first, then the principal; a loan
 * settled before the minimum period owes what it would had it run that period; part of a
 * month is charged by the lender's convention (./parts.ts), once over the whole loan.
 * Amounts are kept exact and rounded to the paisa only when shown. The query's side: ./compute.ts.
 */
import { paisa } from "../../lib/money.ts";
import { addMonths, compareDates, dayNumber, days30, isoOf, span30, spanCalendar, spanOfDays30, type Span, type Ymd } from "../../lib/calendar.ts";
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

/** Where a line starts: its mark, and the day its months are counted from (`after` months past `anchor`). */
type Start = Mark & { anchor: Ymd; after: number };

export function girvi(input: GirviInput): GirviResult {
  const thirty = input.days === "30";
  /**
   * Where a date falls: its day in the 30-day count from the loan date, or its calendar day.
   * With 30-day months a rest falls every 30 × `every` days of that count, the same count
   * the interest follows (issue 23 item 12), on the first date that reaches it (`restDate`).
   */
  const at = (date: Ymd) => (thirty ? days30(input.from, date) : dayNumber(date));
  /**
   * The part of a month is charged once, counted over the whole loan (issue 38 items 8 and
   * 11): at each date the loan has run its months from the loan date, with the part month
   * by the convention (exact days, a full month, halves); a line is charged the months that
   * count reaches at its end less those already charged at its start. So a full month
   * charged up to a payment is paid for, and payments within it start no new month; with
   * exact days each day costs its share of the loan month it falls in. In the 30-day count,
   * in days (30 a month), so sums stay whole numbers; in calendar months, in months.
   */
  const reached = (mark: Mark) =>
    thirty
      ? input.part === "days"
        ? mark.at
        : 30 * chargedMonths(spanOfDays30(mark.at), input.part)
      : chargedMonths(spanCalendar(input.from, mark.date), input.part);
  const months = (count: number) => (thirty ? count / 30 : count);
  /** A line's length as it is shown: from its own start (a payment's date, or the loan date's day for the loan date and its rests). */
  const length = (start: Start, end: Mark): Span => (thirty ? spanOfDays30(end.at - start.at) : spanCalendar(start.anchor, end.date, start.after));
  /**
   * The date `n` months from the loan date: in the 30-day count, the same day `n` months on
   * when it counts 30 × n, else the first date whose count reaches it (a loan of 28 Feb 2026
   * reaches a month on 30 Mar; from 29 Jan 2026, no date counts 30: 28 Feb counts 31).
   */
  const restDate = (n: number): Ymd => {
    let date = addMonths(input.from, n);
    if (!thirty) return date;
    while (days30(input.from, date) < 30 * n) date = addDays(date, 1);
    while (days30(input.from, date) > 30 * n && days30(input.from, addDays(date, -1)) >= 30 * n) date = addDays(date, -1);
    return date;
  };
  const loanStart: Start = { date: input.from, at: at(input.from), anchor: input.from, after: 0 };

  /** The account worked out to `end`: the settlement, or the end of the minimum period. */
  const run = (end: Mark) => {
    // Every date something happens: compoundings, then payments, then the settlement.
    const marks: (Mark & { n: number; event: GirviRow["event"]; amount: number })[] = [];
    if (input.method === "compound") {
      for (let n = input.every; ; n += input.every) {
        const date = restDate(n);
        const where = thirty ? 30 * n : at(date);
        if (where > end.at) break;
        marks.push({ date, at: where, n, event: "compounded", amount: 0 });
      }
    }
    for (const p of input.payments) marks.push({ date: p.date, at: at(p.date), n: 0, event: "payment", amount: p.amount });
    marks.push({ ...end, n: 0, event: "end", amount: 0 });
    // Same day: compound first (the interest of the period is added), then pay, then settle.
    const order = { compounded: 0, payment: 1, end: 2, minimum: 3 };
    marks.sort((a, b) => a.at - b.at || order[a.event] - order[b.event]);

    let principal = input.principal;
    let unpaid = 0;
    let interest = 0;
    let paidTotal = 0;
    let last = loanStart;
    let counted = reached(loanStart);
    const rows: GirviRow[] = [];
    /** Where each line starts and ends, for the account by year. */
    const spans: { start: Start; end: Mark }[] = [];
    for (const mark of marks) {
      const opening = principal + unpaid;
      const count = reached(mark);
      const accrued = (principal * input.rate * months(count - counted)) / 100;
      counted = count;
      unpaid += accrued;
      interest += accrued;
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
      const start = last;
      // The next line counts from a rest's month of the loan, or from a payment's own day.
      const anchored = mark.event === "payment" && compareDates(mark.date, start.date) !== 0;
      last = mark.event === "compounded" ? { date: mark.date, at: mark.at, anchor: input.from, after: mark.n } : anchored ? { date: mark.date, at: mark.at, anchor: mark.date, after: 0 } : { ...start, date: mark.date, at: mark.at };
      // A settlement on a compounding or payment date adds no line of its own.
      if (mark.event === "end" && mark.at === start.at && rows.length > 0) continue;
      // A row's interest is shown as the change of its rounded balances, so each row adds up.
      const closing = principal + unpaid;
      rows.push({ from: isoOf(start.date), to: isoOf(mark.date), span: length(start, mark), opening: paisa(opening), interest: paisa(paisa(closing) - paisa(opening) + paid), paid, closing: paisa(closing), event: mark.event });
      spans.push({ start, end: mark });
    }
    return { rows, spans, due: principal + unpaid, interest, paid: paidTotal, charged: months(counted), last };
  };

  const settled = run({ date: input.to, at: at(input.to) });
  const { rows, spans } = settled;
  const minimumCharged = settled.charged < input.minMonths;
  let owed = settled;
  if (minimumCharged) {
    /**
     * Settled before the minimum period (issue 38 item 11): what the loan would owe had it
     * run the minimum period, compounding and all, so compound interest stays compound and
     * a rest on the settlement date changes nothing. The months short of it are one line.
     */
    const end = { date: restDate(input.minMonths), at: thirty ? 30 * input.minMonths : at(restDate(input.minMonths)) };
    owed = run(end);
    // The line says the months short of the minimum: by the convention, or from the settlement to the minimum's end.
    const short = input.minMonths - settled.charged;
    const span = input.part !== "days" ? { months: Math.floor(short), days: short % 1 ? 15 : 0, inMonths: short } : thirty ? spanOfDays30(end.at - settled.last.at) : spanCalendar(input.to, end.date);
    rows.push({ from: isoOf(input.to), to: isoOf(input.to), span, opening: paisa(settled.due), interest: paisa(paisa(owed.due) - paisa(settled.due)), paid: 0, closing: paisa(owed.due), event: "minimum" });
    spans.push({ start: settled.last, end: settled.last });
  }
  const highest = Math.max(input.principal, owed.due, ...rows.map((r) => r.closing + r.paid), ...owed.rows.map((r) => r.closing + r.paid));
  const byYears = rows.length > MAX_ROWS;
  const shown = byYears ? byYear(rows, spans, (k) => (thirty ? 360 * k : dayNumber(addMonths(input.from, 12 * k))), length) : rows;
  const span = thirty ? span30(input.from, input.to) : spanCalendar(input.from, input.to);
  return { span, minimumCharged, interest: paisa(owed.interest), paid: paisa(owed.paid), due: paisa(owed.due), rows: shown, byYear: byYears, highest, charged: settled.charged };
}

/** `date` and `n` days after (or before, n < 0). */
function addDays(date: Ymd, n: number): Ymd {
  const t = new Date((dayNumber(date) + n) * 86_400_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
