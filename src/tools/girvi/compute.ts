/**
 * The Girvi calculator's query string (docs/tools.md, "Girvi interest"): each field read,
 * bounded and given its message in the page's language, then the account worked out
 * (./account.ts). Dates are typed either way, 2026-01-31 or 31-01-2026.
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { fill } from "../../lib/template.ts";
import { formatRupees } from "../../lib/money.ts";
import { addMonths, compareDates, formatDate, isoOf, parseDate, type Ymd } from "../../lib/calendar.ts";
import { choiceField, isBlank, numberField, type Field } from "../query.ts";
import { DAY_COUNTS, GIRVI_METHODS, girvi, Overpayment, PART_MONTHS, type GirviInput, type GirviResult } from "./account.ts";

export { DAY_COUNTS, GIRVI_METHODS, PART_MONTHS };

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
  part: GirviInput["part"];
  /** Each `paid=YYYY-MM-DD:amount`, read; a message for one that cannot be used. */
  payments: { raw: string; date?: string; amount?: number; error?: string }[];
  result?: GirviResult;
  blank: boolean;
};

export const GIRVI_FIELDS = ["principal", "rate", "from", "to", "method", "every", "days", "part", "minMonths", "paid"] as const;
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
  const date = parseDate(text);
  return date ? { value: date, raw: text } : { raw: text.slice(0, 40), error: fill(m.girvi.notDate, { label }) };
}

/** A number past `max` gets its own message (one that says more than "at most"). */
function atMost(field: Field<number>, max: number, message: string): Field<number> {
  return field.value !== undefined && field.value > max ? { raw: field.raw, error: message } : field;
}

/**
 * A rate is rupees and paise per ₹100 a month (issue 38 item 9): more than 2 decimals
 * (0.004) is refused, so the rate shown, per month and per year, is always the rate typed.
 */
function inPaise(field: Field<number>, message: string): Field<number> {
  const hundredths = (field.value ?? 0) * 100;
  return Math.abs(hundredths - Math.round(hundredths)) > 1e-9 ? { raw: field.raw, error: message } : field;
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
    rate: inPaise(atMost(numberField(query.get("rate"), { label: name.rate, above: 0, max: Infinity }, m.number), MAX_RATE, m.girvi.rateTooHigh), m.girvi.ratePaise),
    from: dateField(query.get("from"), name.from, m),
    to: dateField(query.get("to"), name.to, m),
    every: wholeNumber(numberField(query.get("every"), { label: name.every, min: 1, max: 120, fallback: 12 }, m.number), name.every, m),
    minMonths: wholeNumber(numberField(query.get("minMonths"), { label: name.minMonths, min: 0, max: 120, fallback: 0 }, m.number), name.minMonths, m),
  };
  const days = choiceField(query.get("days"), DAY_COUNTS);
  const part = choiceField(query.get("part"), PART_MONTHS);
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
      const date = parseDate(dateText);
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
  const blank = isBlank(query, GIRVI_FIELDS.filter((n) => n !== "method" && n !== "days" && n !== "part"));
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
        part,
        minMonths: fields.minMonths.value!,
        payments: payments.map((p) => ({ date: parseDate(p.date!)!, amount: p.amount! })),
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
  return { fields, method, days, part, payments, result, blank };
}
