/**
 * What a tool shows: its result as labelled lines (and a table), and a message per
 * field. Built from the same pure functions on the server (the page) and in the
 * browser (the tool's island), and rendered by both from this one shape.
 */
import type { ToolLabels } from "../content/tools.ts";
import { fill, plural } from "../lib/template.ts";
import { formatDate, type Span } from "../lib/calendar.ts";
import type { GirviForm } from "./girvi.ts";
import type { GstForm } from "./gst.ts";
import type { HuidCheck } from "./huid.ts";
import { formatGrams, formatRupees } from "../lib/money.ts";
import type { PurityForm } from "./purity.ts";
import type { Field } from "./query.ts";

export type ResultLine = { label: string; value: string; strong?: boolean };
export type ResultView = {
  lines: ResultLine[];
  table?: { caption: string; head: string[]; rows: string[][] };
  note?: string;
};
export type ToolView = {
  /** Field name → message (payments: "paid-0", "paid-1", …). */
  errors: Record<string, string>;
  result?: ResultView;
  /** The result in a line, for a WhatsApp message. */
  summary?: string;
};

function errorsOf(fields: Record<string, Field<unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, f] of Object.entries(fields)) if (f.error !== undefined) errors[name] = f.error;
  return errors;
}

const percent = (n: number) => `${n.toLocaleString("en-IN", { maximumFractionDigits: 3 })} %`;

export function gstView(form: GstForm, g: ToolLabels["gst"]): ToolView {
  const r = form.result;
  if (!r) return { errors: form.blank ? {} : errorsOf(form.fields) };
  const taxes = r.taxes.map((tax) => ({ label: `${tax.name} ${percent(tax.percent)}`, value: formatRupees(tax.amount) }));
  if (r.mode !== "retail") {
    // A charge for work: the karigar's job work, or making from the customer's own gold.
    const charge = r.mode === "jobwork" ? g.jobCharge : g.makingValue;
    return {
      errors: {},
      result: {
        lines: [{ label: charge, value: formatRupees(r.making) }, ...taxes, { label: g.total, value: formatRupees(r.total), strong: true }],
        note: r.mode === "jobwork" ? g.jobworkNote : g.ownGoldNote,
      },
      summary: `${charge} ${formatRupees(r.making)} + GST ${formatRupees(r.gst)} = ${formatRupees(r.total)}`,
    };
  }
  const lines: ResultLine[] = [{ label: g.metal, value: formatRupees(r.metal) }];
  if (r.wastage) lines.push({ label: g.wastageValue, value: formatRupees(r.wastage) });
  lines.push({ label: g.makingValue, value: formatRupees(r.making) });
  if (r.stones) lines.push({ label: g.stonesValue, value: formatRupees(r.stones) });
  lines.push({ label: g.taxable, value: formatRupees(r.taxable) }, ...taxes, { label: g.total, value: formatRupees(r.total), strong: true });
  if (r.oldGold) {
    lines.push({ label: g.lessOldGold, value: `− ${formatRupees(r.oldGold)}` });
    lines.push(r.payable < 0 ? { label: g.refund, value: formatRupees(-r.payable), strong: true } : { label: g.payable, value: formatRupees(r.payable), strong: true });
  }
  return {
    errors: {},
    result: { lines },
    summary: `${g.taxable} ${formatRupees(r.taxable)} + GST ${formatRupees(r.gst)} = ${g.total} ${formatRupees(r.total)}${r.oldGold ? `; ${r.payable < 0 ? g.refund : g.payable} ${formatRupees(Math.abs(r.payable))}` : ""}`,
  };
}

type GirviLabels = ToolLabels["girvi"];

/** "2026-04-01" → "1 Apr 2026"; on a Hindi page "1 अप्रैल 2026". */
export const dateText = (iso: string, g: Pick<GirviLabels, "locale" | "dateMonth">) => formatDate(iso, { locale: g.locale, month: g.dateMonth });

/** "1 month 15 days", "6 months"; "1 महीना 15 दिन", "6 महीने". */
export const spanText = (s: Span, g: Pick<GirviLabels, "locale" | "month" | "day">) =>
  [s.months || !s.days ? plural(g.locale, s.months, g.month) : "", s.days ? plural(g.locale, s.days, g.day) : ""].filter(Boolean).join(" ");

export function girviView(form: GirviForm, g: GirviLabels): ToolView {
  const errors = form.blank ? {} : errorsOf(form.fields);
  if (!form.blank) form.payments.forEach((p, i) => p.error && (errors[`paid-${i}`] = p.error));
  const r = form.result;
  if (!r) return { errors };
  const period = spanText(r.span, g) + (r.minimumCharged ? ` (${plural(g.locale, form.fields.minMonths.value ?? 0, g.minimum)})` : "");
  const lines: ResultLine[] = [
    { label: g.period, value: period },
    { label: g.interest, value: formatRupees(r.interest) },
  ];
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
    result: { lines, table },
    summary: `${fill(g.loanLine, { principal: formatRupees(form.fields.principal.value ?? 0), rate: form.fields.rate.value ?? 0 })}, ${period}: ${g.interest} ${formatRupees(r.interest)}, ${g.due} ${formatRupees(r.due)}`,
  };
}

export function purityView(form: PurityForm, p: ToolLabels["purity"]): ToolView {
  const errors = form.blank ? {} : errorsOf(form.fields);
  const r = form.purity;
  if (!r || Object.keys(errors).length) return { errors };
  const lines: ResultLine[] = [
    { label: p.karat, value: `${r.karat.toLocaleString("en-IN", { maximumFractionDigits: 2 })}K` },
    { label: p.fineness, value: r.fineness.toLocaleString("en-IN", { maximumFractionDigits: 1 }) },
    { label: p.percent, value: percent(r.percent) },
    { label: p.grade, value: r.grade ?? p.notGrade },
  ];
  if (form.fine !== undefined) lines.push({ label: p.fine, value: formatGrams(form.fine), strong: true });
  if (form.value !== undefined) lines.push({ label: p.value, value: formatRupees(form.value), strong: true });
  const fine = form.fine !== undefined ? `; ${formatGrams(form.fields.weight.value ?? 0)} → ${p.fine} ${formatGrams(form.fine)}` : "";
  return { errors: {}, result: { lines }, summary: `${r.karat}K = ${r.fineness} = ${percent(r.percent)}${fine}${form.value !== undefined ? ` (${formatRupees(form.value)})` : ""}` };
}

export function huidView(check: HuidCheck | null, h: ToolLabels["huid"]): ToolView {
  if (!check) return { errors: {} };
  if (!check.ok) return { errors: { huid: check.error } };
  const said = `${fill(h.valid, { huid: check.huid })} ${h.verify}`;
  return { errors: {}, result: { lines: [{ label: h.huid, value: check.huid, strong: true }], note: said }, summary: said };
}
