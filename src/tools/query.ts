/**
 * A tool's state is its query string. Each field is read from it with a rule and
 * comes back as a value or as a message to show beside the field — never NaN, never
 * an exception.
 */
import type { ToolMessages } from "../content/model/tools.ts";
import { latinDigits } from "../lib/digits.ts";
import { fill } from "../lib/template.ts";

export type Field<T> = { value: T; raw: string; error?: undefined } | { value?: undefined; raw: string; error: string };

export type NumberRule = {
  /** The field's name as its messages say it, in the page's language ("net weight", "नेट वज़न"). */
  label: string;
  min?: number;
  /** The value must be more than `min` (a weight of 0 g is no weight). */
  above?: number;
  max: number;
  /** Absent or empty: this value, with no message. Without it the field is required. */
  fallback?: number;
};

const NUMBER = /^\d{1,12}(?:\.\d{0,6})?$|^\.\d{1,6}$/;

/**
 * Reads a decimal number: digits, one point; commas of Indian grouping allowed ("1,00,000");
 * digits of India's scripts read as Latin ones ("१०" is 10, src/lib/digits.ts).
 * Its messages are the page's language's.
 */
export function numberField(raw: string | null, rule: NumberRule, m: ToolMessages["number"]): Field<number> {
  const text = latinDigits(raw ?? "").trim().replace(/,/g, "");
  const label = rule.label;
  if (text === "") {
    return rule.fallback !== undefined ? { value: rule.fallback, raw: "" } : { raw: "", error: fill(m.required, { label }) };
  }
  const shown = (raw ?? "").trim().slice(0, 40);
  if (text.startsWith("-")) return { raw: shown, error: fill(m.negative, { label }) };
  if (!NUMBER.test(text)) return { raw: shown, error: fill(m.notNumber, { label }) };
  const value = Number(text);
  if (rule.above !== undefined && !(value > rule.above)) return { raw: shown, error: fill(m.above, { label, n: rule.above }) };
  if (rule.min !== undefined && value < rule.min) return { raw: shown, error: fill(m.atLeast, { label, n: rule.min }) };
  // Indian grouping, Latin digits, in every language (10,00,000).
  if (value > rule.max) return { raw: shown, error: fill(m.atMost, { label, max: rule.max.toLocaleString("en-IN") }) };
  return { value, raw: shown };
}

/** One of a fixed set of choices; anything else is the first. */
export function choiceField<C extends string>(raw: string | null, choices: readonly C[]): C {
  return choices.includes(raw as C) ? (raw as C) : choices[0]!;
}

/** True when no field of the tool was given: the page shows the empty form, no messages. */
export function isBlank(query: URLSearchParams, names: readonly string[]): boolean {
  return names.every((n) => (query.get(n) ?? "").trim() === "");
}
