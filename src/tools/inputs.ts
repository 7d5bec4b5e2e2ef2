/**
 * What was entered in a tool, as "label: value" lines: the printed slip shows them
 * above the result, since a result without its weights, rates, making, dates and
 * payments cannot be checked by the customer it is handed to (issue 23, item 7). One
 * function for the server (the page) and the island (each change), from the tool's
 * canonical query, so both print the same. A field left empty is left out; a choice
 * is always given.
 */
import type { ToolId, ToolLabels } from "../content/tools.ts";
import { latinDigits } from "../lib/digits.ts";
import { isoOf, parseIsoDate } from "../lib/calendar.ts";
import { MAX_PAYMENTS } from "./girvi.ts";
import { own, type ToolStrings } from "./index.ts";
import { formatRupees } from "../lib/money.ts";
import { escape } from "./result-html.ts";
import { dateText } from "./view.ts";

export type InputLine = { label: string; value: string };

const plain = (raw: string) => latinDigits(raw).trim().replace(/,/g, "");
const isFigure = (text: string) => /^\d{1,12}(\.\d{1,6})?$/.test(text);

/** A number as the jeweller reads it (Indian grouping), or the text as typed when it is not one (bounded). */
function figure(raw: string): string {
  const text = plain(raw);
  return isFigure(text) ? Number(text).toLocaleString("en-IN", { maximumFractionDigits: 6 }) : raw.trim().slice(0, 40);
}

/** Rupees to the paisa (₹10,000.00), or the text as typed. */
function rupees(raw: string): string {
  const text = plain(raw);
  return isFigure(text) ? formatRupees(Number(text)) : raw.trim().slice(0, 40);
}

/** A real date (not 2024-02-31) with the account's month names; anything else as typed (bounded). */
function day(raw: string, g: ToolLabels["girvi"]): string {
  const date = parseIsoDate(raw.trim());
  return date ? dateText(isoOf(date), g) : raw.trim().slice(0, 40);
}

type Lines = (q: URLSearchParams, s: ToolStrings, yesNo: (on: boolean) => string) => InputLine[];

/** Adds "label: value" for each field given, in the form's order. */
function given(q: URLSearchParams, fields: [name: string, label: string][], show = figure): InputLine[] {
  return fields.filter(([name]) => (q.get(name) ?? "").trim() !== "").map(([name, label]) => ({ label, value: show(q.get(name) ?? "") }));
}

const LINES: Record<ToolId, Lines> = {
  gst: (q, s, yesNo) => {
    const g = own(s.labels.gst, "gst");
    const perGram = q.get("makingType") === "perGram";
    const making = perGram ? g.makingPerGram : g.makingPercent;
    const mode = q.get("mode");
    // A work bill (job work, the customer's own gold) counts only the making: the slip
    // shows what was counted, as the form does (stones, wastage, old gold hidden; the
    // rate only when making is a percentage of the metal).
    const work = mode === "jobwork" || mode === "ownGold";
    return [
      { label: g.mode, value: mode === "jobwork" ? g.jobwork : mode === "ownGold" ? g.ownGold : g.retail },
      ...given(q, work && perGram ? [["weight", g.weight]] : [
        ["weight", g.weight],
        ["rate", g.rate],
      ]),
      ...given(q, [["making", g.making]]).map((l) => ({ ...l, value: `${l.value} (${making})` })),
      ...(work
        ? []
        : given(q, [
            ["wastage", g.wastage],
            ["stones", g.stones],
            ["oldGold", g.oldGold],
          ])),
      { label: g.interstate, value: yesNo(q.get("interstate") === "1") },
    ];
  },
  girvi: (q, s) => {
    const g = own(s.labels.girvi, "girvi");
    const compound = q.get("method") === "compound";
    const payments = q
      .getAll("paid")
      .slice(0, MAX_PAYMENTS)
      .map((p) => {
        const [date = "", amount = ""] = p.split(":");
        return `${day(date, g)} ${rupees(amount)}`.trim();
      });
    return [
      ...given(q, [
        ["principal", g.principal],
        ["rate", g.rate],
      ]),
      ...given(q, [
        ["from", g.from],
        ["to", g.to],
      ], (raw) => day(raw, g)),
      { label: g.method, value: compound ? g.compound : g.simple },
      ...(compound ? given(q, [["every", g.every]]) : []),
      { label: g.days, value: q.get("days") === "calendar" ? g.calendar : g.days30 },
      ...given(q, [["minMonths", g.minMonths]]),
      ...(payments.length ? [{ label: g.payments, value: payments.join("; ") }] : []),
    ];
  },
  purity: (q, s) => {
    const p = own(s.labels.purity, "purity");
    const as = (["karat", "fineness", "percent"] as const).find((k) => (q.get(k) ?? "").trim() !== "");
    return [
      ...(as ? [{ label: p.givenAs, value: p[as] }, { label: p.purity, value: figure(q.get(as) ?? "") }] : []),
      ...given(q, [
        ["weight", p.weight],
        ["rate24", p.rate24],
      ]),
    ];
  },
  huid: (q, s) => given(q, [["huid", own(s.labels.huid, "huid").huid]], (raw) => raw.trim().slice(0, 40)),
};

export function inputLines(tool: ToolId, query: URLSearchParams, s: ToolStrings): InputLine[] {
  return LINES[tool](query, s, (on) => (on ? s.form.yes : s.form.no));
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
