/** The gold loan value's view: net weight, purity, fine gold, its value and the loan, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/en/tools.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { fill } from "../../lib/template.ts";
import { figure, given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, percent, type ToolView, type Units } from "../view.ts";
import { loanFromQuery, RBI_LTV, type LoanForm } from "./compute.ts";

type Labels = ToolLabels["gold-loan-value"];

export function loanView(form: LoanForm, l: Labels, u: Units): ToolView {
  const r = form.result;
  if (!r) return { errors: form.blank ? {} : errorsOf(form.fields) };
  const grade = r.purity.grade ?? `${r.purity.fineness.toLocaleString("en-IN", { maximumFractionDigits: 1 })}`;
  const loanLabel = fill(l.loanAt, { ltv: percent(r.ltv, u.percent) });
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
      // Past RBI's cap the page says so, beside the rule every page states.
      note: r.ltv > RBI_LTV ? `${l.overCap} ${l.rbiNote}` : l.rbiNote,
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
      ["rate24", l.rate24],
      ["ltv", l.ltv],
    ]),
  ];
};

export const logic: ToolLogic = {
  view: (query, s) =>
    loanView(loanFromQuery(query, { number: s.messages.number, "gold-loan-value": own(s.messages["gold-loan-value"], "gold-loan-value") }), own(s.labels["gold-loan-value"], "gold-loan-value"), s.form.units),
  inputLines,
};
