/**
 * Girvi (pledge loan) interest (docs/tools.md, "Girvi interest"). The rate is
 * rupees per ₹100 per month ("2 rupaye saikda" = 2 % a month). Interest runs on the
 * principal; compound adds the interest due to the principal every `every` months from
 * the loan date; a part payment pays the interest due first, then the principal; the
 * minimum period is charged when the loan is settled sooner. Amounts are kept exact
 * and rounded to the paisa only when shown.
 */
import type { ToolMessages } from "../../content/en/tools.ts";
import { fill } from "../../lib/template.ts";
import { formatRupees, paisa } from "../../lib/money.ts";
import { addMonths, compareDates, dayNumber, days30, formatDate, isoOf, parseIsoDate, span30, spanCalendar, spanOfDays30, type Span, type Ymd } from "../../lib/calendar.ts";
import { byYear, MAX_ROWS, type Mark } from "./years.ts";
import { choiceField, isBlank, numberField, type Field } from "../query.ts";

export const GIRVI_METHODS = ["simple", "compound"] as const;
export const DAY_COUNTS = ["30", "calendar"] as const;

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
    accrue(span.inMonths);
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
  const minimumCharged = span.inMonths < input.minMonths;
  if (minimumCharged) {
    // The months short of the minimum, on what is still owed at settlement.
    const short = input.minMonths - span.inMonths;
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
  return { span, minimumCharged, interest: paisa(interestTotal), paid: paisa(paidTotal), due: paisa(principal + unpaid), rows: shown, byYear: byYears, highest };
}

export type GirviForm = {
  fields: {
    principal: Field<number>;
    rate: Field<number>;
    from: Field<Ymd>;
    to: Field<Ymd>;
    every: Field<number>;
    minMonths: Field<number>;
  };
  method: GirviInput["method"];
  days: GirviInput["days"];
  /** Each `paid=YYYY-MM-DD:amount`, read; a message for one that cannot be used. */
  payments: { raw: string; date?: string; amount?: number; error?: string }[];
  result?: GirviResult;
  blank: boolean;
};

export const GIRVI_FIELDS = ["principal", "rate", "from", "to", "method", "every", "days", "minMonths", "paid"] as const;
/**
 * The bounds of a loan (issue 24 item 2), so that no figure and no page grows past what
 * means anything: at most 24 part payments, 10 per ₹100 a month (docs/tools.md: above
 * about 5 it is more likely a yearly rate typed as monthly), 30 years, ₹100 crore lent,
 * and nothing owed past ₹1,00,000 crore (10¹²: well inside exact paisa, 2⁵³ ≈ 9 × 10¹⁵).
 */
export const MAX_PAYMENTS = 24;
export const MAX_RATE = 10;
export const MAX_YEARS = 30;
export const MAX_PRINCIPAL = 100_00_00_000;
export const MAX_OWED = 1_00_000_00_00_000;

type GirviMessages = Pick<ToolMessages, "number" | "girvi">;

function dateField(raw: string | null, label: string, m: GirviMessages): Field<Ymd> {
  const text = (raw ?? "").trim();
  if (text === "") return { raw: "", error: fill(m.number.required, { label }) };
  const date = parseIsoDate(text);
  return date ? { value: date, raw: text } : { raw: text.slice(0, 40), error: fill(m.girvi.notDate, { label }) };
}

/** A number past `max` gets its own message (one that says more than "at most"). */
function atMost(field: Field<number>, max: number, message: string): Field<number> {
  return field.value !== undefined && field.value > max ? { raw: field.raw, error: message } : field;
}

function wholeNumber(field: Field<number>, label: string, m: GirviMessages): Field<number> {
  return field.value === undefined || Number.isInteger(field.value) ? field : { raw: field.raw, error: fill(m.girvi.wholeMonths, { label }) };
}

/** The loan's state from its query string; its messages are the page's language's. */
export function girviFromQuery(query: URLSearchParams, m: GirviMessages): GirviForm {
  const method = choiceField(query.get("method"), GIRVI_METHODS);
  const name = m.girvi.fields;
  const fields = {
    principal: numberField(query.get("principal"), { label: name.principal, above: 0, max: MAX_PRINCIPAL }, m.number),
    rate: atMost(numberField(query.get("rate"), { label: name.rate, above: 0, max: Infinity }, m.number), MAX_RATE, m.girvi.rateTooHigh),
    from: dateField(query.get("from"), name.from, m),
    to: dateField(query.get("to"), name.to, m),
    every: wholeNumber(numberField(query.get("every"), { label: name.every, min: 1, max: 120, fallback: 12 }, m.number), name.every, m),
    minMonths: wholeNumber(numberField(query.get("minMonths"), { label: name.minMonths, min: 0, max: 120, fallback: 0 }, m.number), name.minMonths, m),
  };
  const days = choiceField(query.get("days"), DAY_COUNTS);
  const { from, to } = fields;
  if (from.value && to.value) {
    if (compareDates(to.value, from.value) < 0) fields.to = { raw: to.raw, error: m.girvi.toBeforeFrom };
    else if (compareDates(to.value, addMonths(from.value, 12 * MAX_YEARS)) > 0) fields.to = { raw: to.raw, error: m.girvi.tooLong };
  }
  const given = query.getAll("paid").filter((raw) => raw.trim() !== "");
  const payments: GirviForm["payments"] = given
    .slice(0, MAX_PAYMENTS)
    .map((raw) => {
      const [dateText = "", amountText = ""] = raw.split(":");
      const date = parseIsoDate(dateText);
      const amount = numberField(amountText, { label: name.payment, above: 0, max: MAX_PRINCIPAL }, m.number);
      const shown = raw.slice(0, 60);
      if (!date) return { raw: shown, error: m.girvi.paymentNeedsDate };
      if (amount.error !== undefined) return { raw: shown, date: isoOf(date), error: amount.error };
      if (fields.from.value && fields.to.value && (compareDates(date, fields.from.value) < 0 || compareDates(date, fields.to.value) > 0)) {
        return { raw: shown, date: isoOf(date), amount: amount.value, error: m.girvi.paymentOutside };
      }
      return { raw: shown, date: isoOf(date), amount: amount.value };
    });
  // More payments than an account takes: said on the last one read, none worked out.
  if (given.length > MAX_PAYMENTS) payments[MAX_PAYMENTS - 1]!.error = m.girvi.tooManyPayments;
  const blank = isBlank(query, GIRVI_FIELDS.filter((n) => n !== "method" && n !== "days"));
  const ok = Object.values(fields).every((f) => f.error === undefined) && payments.every((p) => p.error === undefined);
  let result: GirviResult | undefined;
  if (ok) {
    try {
      result = girvi({
        principal: fields.principal.value!,
        rate: fields.rate.value!,
        from: fields.from.value!,
        to: fields.to.value!,
        method,
        every: fields.every.value!,
        days,
        minMonths: fields.minMonths.value!,
        payments: payments.map((p) => ({ date: parseIsoDate(p.date!)!, amount: p.amount! })),
      });
    } catch (error) {
      if (!(error instanceof Overpayment)) throw error;
      const over = payments.find((p) => p.date === error.date && p.amount === error.payment);
      if (over) over.error = fill(m.girvi.overpayment, { owed: formatRupees(error.owed), date: formatDate(error.date, m.girvi.date) });
    }
    // A figure past MAX_OWED means nothing (a monthly rate typed for a yearly one, compounded for decades).
    if (result && !(result.highest <= MAX_OWED)) {
      fields.rate = { raw: fields.rate.raw, error: m.girvi.tooLarge };
      result = undefined;
    }
  }
  return { fields, method, days, payments, result, blank };
}
