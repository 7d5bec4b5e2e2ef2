/** The Girvi calculator's view: period, interest, the account table and its summary, and what the slip lists as entered. */
import { formatDate, isoOf, parseDate, type Span } from "../../lib/calendar.ts";
import { formatRupees } from "../../lib/money.ts";
import { fill, plural } from "../../lib/template.ts";
import { given, rupees } from "../inputs.ts";
import { own, type ToolLabels } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, percent, type ResultLine, type ToolView, type Units } from "../view.ts";
import { girviFromQuery, MAX_PAYMENTS, type GirviForm } from "./compute.ts";

/** Above this many rupees per ₹100 a month a rate is more likely yearly (docs/tools.md, "Girvi interest"). */
const LIKELY_YEARLY = 5;

const figure = (n: number) => n.toLocaleString("en-IN", { maximumFractionDigits: 2 });

type GirviLabels = ToolLabels["girvi"];

/** "2026-04-01" → "1 Apr 2026"; on a Hindi page "1 अप्रैल 2026". */
export const dateText = (iso: string, g: Pick<GirviLabels, "locale" | "dateMonth">) => formatDate(iso, { locale: g.locale, month: g.dateMonth });

/** "1 month 15 days", "6 months"; "1 महीना 15 दिन", "6 महीने". */
export const spanText = (s: Span, g: Pick<GirviLabels, "locale" | "month" | "day">) =>
  [s.months || !s.days ? plural(g.locale, s.months, g.month) : "", s.days ? plural(g.locale, s.days, g.day) : ""].filter(Boolean).join(" ");

export function girviView(form: GirviForm, g: GirviLabels, u: Units): ToolView {
  const errors = form.blank ? {} : errorsOf(form.fields);
  if (!form.blank) form.payments.forEach((p, i) => p.error && (errors[`paid-${i}`] = p.error));
  const r = form.result;
  if (!r) return { errors };
  const period = spanText(r.span, g) + (r.minimumCharged ? ` (${plural(g.locale, form.fields.minMonths.value ?? 0, g.minimum)})` : "");
  const rate = form.fields.rate.value ?? 0;
  const rates = { rate: figure(rate), yearly: percent(rate * 12, u.percent), monthly: figure(rate / 12) };
  const lines: ResultLine[] = [{ label: g.period, value: period }];
  // A part month counted as a whole or a half: the months the interest was charged for (whole and half months, never a long fraction: ./account.ts).
  if (form.part !== "days" && r.charged !== r.span.inMonths) lines.push({ label: g.charged, value: plural(g.locale, r.charged, g.month) });
  lines.push({ label: g.interest, value: formatRupees(r.interest) });
  if (r.paid) lines.push({ label: g.paid, value: formatRupees(r.paid) });
  lines.push({ label: g.due, value: formatRupees(r.due), strong: true });
  const table =
    r.rows.length > 1 || form.method === "compound"
      ? {
          caption: r.byYear ? g.tableByYear : g.table,
          head: g.columns,
          rows: r.rows.map((row) => [
            dateText(row.from, g),
            dateText(row.to, g),
            row.event === "minimum" ? `${spanText(row.span, g)} (${g.events.minimum})` : spanText(row.span, g),
            formatRupees(row.opening),
            formatRupees(row.interest),
            row.paid ? formatRupees(row.paid) : "—",
            formatRupees(row.closing),
          ]),
        }
      : undefined;
  return {
    errors,
    // The rate per year under the figures, and a warning when the monthly rate looks yearly.
    result: { lines, table, note: [fill(g.ratePerYear, rates), rate > LIKELY_YEARLY ? fill(g.yearlyWarning, rates) : ""].filter(Boolean).join(" ") },
    summary: `${fill(g.loanLine, { principal: formatRupees(form.fields.principal.value ?? 0), rate: figure(rate) })}, ${period}: ${g.interest} ${formatRupees(r.interest)}, ${g.due} ${formatRupees(r.due)}`,
  };
}

/** A real date (not 2024-02-31) with the account's month names; anything else as typed (bounded). */
function day(raw: string, g: ToolLabels["girvi"]): string {
  const date = parseDate(raw.trim());
  return date ? dateText(isoOf(date), g) : raw.trim().slice(0, 40);
}

const inputLines: ToolLogic["inputLines"] = (q, s) => {
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
      // Part months as exact days is how the account always counted: said only when another convention is chosen (as in the link, src/tools/canonical.ts).
      ...(q.get("part") === "month" || q.get("part") === "half" ? [{ label: g.part, value: q.get("part") === "month" ? g.partMonth : g.partHalf }] : []),
      ...given(q, [["minMonths", g.minMonths]]),
      ...(payments.length ? [{ label: g.payments, value: payments.join("; ") }] : []),
    ];
  };

export const logic: ToolLogic = {
  view: (query, s) => girviView(girviFromQuery(query, { number: s.messages.number, girvi: own(s.messages.girvi, "girvi") }), own(s.labels.girvi, "girvi"), s.form.units),
  inputLines,
  receipt: (s) => own(s.labels.girvi, "girvi").receipt,
};
