/** The old gold exchange's view: fine gold, after deduction, its value, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/model/tools.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { fill } from "../../lib/template.ts";
import { goldUnitChoice, unknownChoices, withNotices, type ChoiceWords } from "../choices.ts";
import { goldRateOf, withPer } from "../gold-unit.ts";
import { figure, given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { InputLine, ToolLogic } from "../types.ts";
import { errorsOf, type ResultLine, type ToolView, type Units } from "../view.ts";
import { oldGoldFromQuery, rate999Field, type OldGold, type OldGoldForm } from "./compute.ts";

type Labels = ToolLabels["exchange"];

/** Fine gold, before or after the deduction: to the milligram, as every weight the tools show (10.349 g). */
export const fineText = (g: number, units: Units) => formatGrams(g, units.grams);

/** How the tested purity is given (`oldAs`): the exchange's and the estimate's old gold. */
export const oldAsChoice = (l: Labels): ChoiceWords => ({ name: "oldAs", legend: l.purityAs, values: ["tunch", "karat", "fineness"], words: { tunch: l.tunch, karat: l.karat, fineness: l.fineness } });

/** The old gold's result lines (also the estimate's, src/tools/estimate/view.ts). */
export function oldGoldLines(r: OldGold, l: Labels, units: Units): ResultLine[] {
  return [
    { label: l.fine, value: formatGrams(r.fine, units.grams) },
    { label: l.afterDeduction, value: formatGrams(r.net, units.grams) },
    { label: l.value, value: formatRupees(r.value), strong: true },
  ];
}

/** What was typed for the old gold, as the slip lists it: "12 g, 88 % tunch, less 2 %". */
export function oldGoldInputs(q: URLSearchParams, l: Labels): InputLine[] {
  const as = q.get("oldAs") === "karat" ? "karat" : q.get("oldAs") === "fineness" ? "fineness" : "tunch";
  return [
    ...given(q, [["oldWeight", l.weight]]),
    ...given(q, [["oldPurity", l.purity]]).map((line) => ({ ...line, value: as === "tunch" ? fill(l.purityTunch, { n: line.value }) : as === "karat" ? `${line.value}K` : line.value })),
    ...given(q, [["oldDeduction", l.deduction]]),
  ];
}

export function exchangeView(form: OldGoldForm, rate: ReturnType<typeof rate999Field>, l: Labels, needsRate: string, blank: boolean, units: Units): ToolView {
  if (blank) return { errors: {} };
  const errors = errorsOf({ ...form.fields, rate999: rate });
  if (!errors.rate999 && !(rate.value! > 0)) errors.rate999 = needsRate;
  const r = form.result;
  if (!r || Object.keys(errors).length) return { errors };
  return {
    errors: {},
    result: { lines: oldGoldLines(r, l, units), note: l.afterGst },
    summary: `${l.afterDeduction} ${fineText(r.net, units)}: ${l.value} ${formatRupees(r.value)}`,
  };
}

export const logic: ToolLogic = {
  view: (query, s) => {
    const l = own(s.labels.exchange, "exchange");
    const m = own(s.messages.exchange, "exchange");
    const gold = goldRateOf(query, s.form.goldUnit.per);
    const rate = rate999Field(query, m.fields.rate999, s.messages.number, gold);
    const form = oldGoldFromQuery(query, rate.value ? { value: rate.value, grams: gold.grams } : undefined, { number: s.messages.number, exchange: m });
    const blank = !form.given && (query.get("rate999") ?? "").trim() === "";
    return withNotices(exchangeView(form, rate, l, m.needsRate, blank, s.form.units), unknownChoices(query, [oldAsChoice(l), goldUnitChoice(s.form.goldUnit)], s.form.unknownChoice));
  },
  inputLines: (q, s) => {
    const l = own(s.labels.exchange, "exchange");
    return [...oldGoldInputs(q, l), ...given(q, [["rate999", withPer(l.rate999, goldRateOf(q, s.form.goldUnit.per))]], figure)];
  },
};
