/**
 * What a tool shows: its result as labelled lines (and a table), and a message per
 * field. Built from the same pure functions on the server (the page) and in the
 * browser (the tool's island), and rendered by both from this one shape. Each tool's
 * own view is in its folder (src/tools/<id>/view.ts).
 */
import { fill } from "../lib/template.ts";
import type { Field } from "./query.ts";

export type ResultLine = { label: string; value: string; strong?: boolean };
export type ResultView = {
  /** Said above the lines, in bold ("Estimate — not a tax invoice"). */
  heading?: string;
  /** Said above the lines: a link's choice that is none of the tool's, and what was used (./choices.ts). */
  notices?: string[];
  lines: ResultLine[];
  table?: { caption: string; head: string[]; rows: string[][] };
  note?: string;
};
export type ToolView = {
  /** Field name → message (payments: "paid-0", "paid-1", …). */
  errors: Record<string, string>;
  result?: ResultView;
  /** The result in a line, for a WhatsApp message and for a screen reader once typing settles. */
  summary?: string;
  /** The WhatsApp message when it is more than the summary (the estimate's lines). */
  share?: string;
};

/** The messages of a tool's fields, by field name. */
export function errorsOf(fields: Record<string, Field<unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, f] of Object.entries(fields)) if (f.error !== undefined) errors[name] = f.error;
  return errors;
}

/** "3 %" in English, "3%" in Hindi: the unit is the page's language's (toolLabels.form.units.percent). */
export const percent = (n: number, unit: string) => fill(unit, { n: n.toLocaleString("en-IN", { maximumFractionDigits: 3 }) });

/** How a tool writes its units, in the page's language. */
export type Units = { grams: string; percent: string };
