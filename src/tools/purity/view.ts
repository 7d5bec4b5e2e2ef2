/** The purity converter's view: karat, fineness, tunch, grade, fine gold and value, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/en/tools.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { figure, given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, percent, type ResultLine, type ToolView } from "../view.ts";
import { purityFromQuery, type PurityForm } from "./compute.ts";

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

const inputLines: ToolLogic["inputLines"] = (q, s) => {
    const p = own(s.labels.purity, "purity");
    const as = (["karat", "fineness", "percent"] as const).find((k) => (q.get(k) ?? "").trim() !== "");
    return [
      ...(as ? [{ label: p.givenAs, value: p[as] }, { label: p.purity, value: figure(q.get(as) ?? "") }] : []),
      ...given(q, [
        ["weight", p.weight],
        ["rate24", p.rate24],
      ]),
    ];
  };

export const logic: ToolLogic = {
  view: (query, s) => purityView(purityFromQuery(query, { number: s.messages.number, purity: own(s.messages.purity, "purity") }), own(s.labels.purity, "purity")),
  inputLines,
};
