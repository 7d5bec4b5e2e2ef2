/** The gold loan value's view: net weight, purity, fine gold, its value and the loan, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/model/tools.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { fill } from "../../lib/template.ts";
import { goldUnitChoice, unknownChoices, withNotices } from "../choices.ts";
import { goldRateOf, withPer } from "../gold-unit.ts";
import { figure, given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, percent, type ToolView, type Units } from "../view.ts";
import { loanFromQuery, type LoanForm } from "./compute.ts";

type Labels = ToolLabels["gold-loan-value"];

export function loanView(form: LoanForm, l: Labels, u: Units): ToolView {
  const r = form.result;
  if (!r) return { errors: form.blank ? {} : errorsOf(form.fields) };
  const grade = r.purity.grade ?? `${r.purity.fineness.toLocaleString("en-IN", { maximumFractionDigits: 1 })}`;
  // RBI's most comes to a percentage like 83.333…: shown to 2 decimals (83.33 %), as the hint says; the loan stays exact.
  const loanLabel = fill(l.loanAt, { ltv: percent(r.chosen ? r.ltv : Math.round(r.ltv * 100) / 100, u.percent) });
  return {
    errors: {},
    result: {
      lines: [
        { label: l.net, value: formatGrams(r.net, u.grams) },
        { label: l.purityLine, value: `${grade} (${percent(r.purity.percent, u.percent)})` },
        { label: l.fine, value: formatGrams(r.fine, u.grams) },
        { label: l.value, value: formatRupees(r.value) },
        { label: loanLabel, value: formatRupees(r.loan), strong: true },
      ],
      // Past RBI's cap for a loan of this amount (./rbi.ts) the page says so, beside the rule every page states.
      // Only for a typed loan-to-value: RBI's most is within the cap by construction, though
      // its percentage worked back (2,49,999.96 ÷ 2,94,117.60) can come out 85.000…01.
      note: r.chosen && r.ltv > r.cap ? `${fill(l.overCap, { cap: percent(r.cap, u.percent) })} ${l.rbiNote}` : l.rbiNote,
    },
    summary: `${formatGrams(r.net, u.grams)} ${grade} → ${l.fine} ${formatGrams(r.fine, u.grams)} = ${formatRupees(r.value)}; ${loanLabel} ${formatRupees(r.loan)}`,
  };
}

const inputLines: ToolLogic["inputLines"] = (q, s) => {
  const l = own(s.labels["gold-loan-value"], "gold-loan-value");
  const as = (["karat", "fineness", "percent"] as const).find((k) => (q.get(k) ?? "").trim() !== "");
  return [
    ...given(q, [
      ["gross", l.gross],
      ["stones", l.stones],
    ]),
    ...(as ? [{ label: l.givenAs, value: l[as] }, { label: l.purity, value: figure(q.get(as) ?? "") }] : []),
    ...given(q, [
      ["rate24", withPer(l.rate24, goldRateOf(q, s.form.goldUnit.per))],
      ["ltv", l.ltv],
    ]),
  ];
};

export const logic: ToolLogic = {
  view: (query, s) =>
    withNotices(
      loanView(loanFromQuery(query, { number: s.messages.number, "gold-loan-value": own(s.messages["gold-loan-value"], "gold-loan-value") }, s.form.goldUnit.per), own(s.labels["gold-loan-value"], "gold-loan-value"), s.form.units),
      unknownChoices(query, [goldUnitChoice(s.form.goldUnit)], s.form.unknownChoice),
    ),
  inputLines,
};
