/** The purity converter's view: karat, fineness, tunch, grade, fine gold and value, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/model/tools.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { goldUnitChoice, unknownChoices, withNotices } from "../choices.ts";
import { goldRateOf, withPer } from "../gold-unit.ts";
import { figure, given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, percent, type ResultLine, type ToolView, type Units } from "../view.ts";
import { purityFromQuery, SILVER_GRADES, type PurityForm } from "./compute.ts";

export function purityView(form: PurityForm, p: ToolLabels["purity"], u: Units): ToolView {
  const errors = form.blank ? {} : errorsOf(form.fields);
  const r = form.purity;
  if (!r || Object.keys(errors).length) return { errors };
  const silver = form.metal === "silver";
  const fineness = r.fineness.toLocaleString("en-IN", { maximumFractionDigits: 1 });
  const karat = `${r.karat.toLocaleString("en-IN", { maximumFractionDigits: 2 })}K`;
  const silverGrade = (SILVER_GRADES as readonly number[]).includes(r.fineness) ? String(r.fineness) : undefined;
  const lines: ResultLine[] = [
    ...(silver ? [] : [{ label: p.karat, value: karat }]),
    { label: p.fineness, value: fineness },
    { label: p.percent, value: percent(r.percent, u.percent) },
    { label: p.grade, value: (silver ? silverGrade : r.grade) ?? p.notGrade },
  ];
  const [fineLabel, valueLabel] = silver ? [p.fineSilver, p.valueSilver] : [p.fine, p.value];
  if (form.fine !== undefined) lines.push({ label: fineLabel, value: formatGrams(form.fine, u.grams), strong: true });
  if (form.value !== undefined) lines.push({ label: valueLabel, value: formatRupees(form.value), strong: true });
  const fine = form.fine !== undefined ? `; ${formatGrams(form.fields.weight.value ?? 0, u.grams)} → ${fineLabel} ${formatGrams(form.fine, u.grams)}` : "";
  const head = silver ? `${fineness} = ${percent(r.percent, u.percent)}` : `${karat} = ${fineness} = ${percent(r.percent, u.percent)}`;
  return { errors: {}, result: { lines }, summary: `${head}${fine}${form.value !== undefined ? ` (${formatRupees(form.value)})` : ""}` };
}

const inputLines: ToolLogic["inputLines"] = (q, s) => {
    const p = own(s.labels.purity, "purity");
    const as = (["karat", "fineness", "percent"] as const).find((k) => (q.get(k) ?? "").trim() !== "");
    const silver = q.get("metal") === "silver";
    return [
      ...(silver ? [{ label: p.metal, value: p.silver }] : []),
      ...(as ? [{ label: p.givenAs, value: p[as] }, { label: p.purity, value: figure(q.get(as) ?? "") }] : []),
      ...given(q, [["weight", p.weight], silver ? ["rateKg", p.rateKg] : ["rate24", withPer(p.rate24, goldRateOf(q, s.form.goldUnit.per))]]),
    ];
  };

export const logic: ToolLogic = {
  view: (query, s) => {
    const p = own(s.labels.purity, "purity");
    const view = purityView(purityFromQuery(query, { number: s.messages.number, purity: own(s.messages.purity, "purity") }, s.form.goldUnit.per), p, s.form.units);
    const metal = { name: "metal", legend: p.metal, values: ["gold", "silver"], words: { gold: p.gold, silver: p.silver } };
    return withNotices(view, unknownChoices(query, [metal, goldUnitChoice(s.form.goldUnit)], s.form.unknownChoice));
  },
  inputLines,
};
