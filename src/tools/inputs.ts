/**
 * What was entered in a tool, as "label: value" lines: the printed slip shows them
 * above the result, since a result without its weights, rates, making, dates and
 * payments cannot be checked by the customer it is handed to (issue 23, item 7). One
 * function for the server (the page) and the island (each change), from the tool's
 * canonical query, so both print the same. A field left empty is left out; a choice
 * is always given, but for the ones issue 28 added, which are said only away from their
 * default (as the link leaves them out, src/tools/canonical.ts). Each tool's lines are in its folder (src/tools/<id>/view.ts); the
 * helpers they share are here.
 */
import { latinDigits } from "../lib/digits.ts";
import { formatRupees } from "../lib/money.ts";
import { escape } from "./result-html.ts";
import type { ToolStrings } from "./strings.ts";
import type { InputLine, ToolLogic } from "./types.ts";

export type { InputLine };

const plain = (raw: string) => latinDigits(raw).trim().replace(/,/g, "");
const isFigure = (text: string) => /^\d{1,12}(\.\d{1,6})?$/.test(text);

/** A number as the jeweller reads it (Indian grouping), or the text as typed when it is not one (bounded). */
export function figure(raw: string): string {
  const text = plain(raw);
  return isFigure(text) ? Number(text).toLocaleString("en-IN", { maximumFractionDigits: 6 }) : raw.trim().slice(0, 40);
}

/** Rupees to the paisa (₹10,000.00), or the text as typed. */
export function rupees(raw: string): string {
  const text = plain(raw);
  return isFigure(text) ? formatRupees(Number(text)) : raw.trim().slice(0, 40);
}

/** Adds "label: value" for each field given, in the form's order. */
export function given(q: URLSearchParams, fields: [name: string, label: string][], show = figure): InputLine[] {
  return fields.filter(([name]) => (q.get(name) ?? "").trim() !== "").map(([name, label]) => ({ label, value: show(q.get(name) ?? "") }));
}

/** The slip's lines of a tool, in the form's order; the choices say yes or no in the page's language. */
export function inputLines(logic: ToolLogic, query: URLSearchParams, s: ToolStrings): InputLine[] {
  return logic.inputLines(query, s, (on) => (on ? s.form.yes : s.form.no));
}

/** The lines as the slip prints them (a definition list, like the result's). */
export function inputsHtml(lines: InputLine[]): string {
  return lines
    .map((l) => `<div class="flex gap-2"><dt class="font-medium">${escape(l.label)}:</dt><dd class="[overflow-wrap:anywhere]">${escape(l.value)}</dd></div>`)
    .join("");
}

/** Today's date for the slip, in the page's language ("5 March 2026", "5 मार्च 2026"). */
export function printedDate(locale: string, date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(date);
}
