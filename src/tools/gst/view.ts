/** The GST calculator's view: its result as lines and its summary, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/model/tools.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { goldUnitChoice, unknownChoices, withNotices } from "../choices.ts";
import { goldRateOf, withPer } from "../gold-unit.ts";
import { given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, percent, type ResultLine, type ToolView, type Units } from "../view.ts";
import { gstFromQuery, type GstForm } from "./compute.ts";
import type { ReverseResult } from "./reverse.ts";
import type { TaxLine } from "./tax.ts";

const taxLinesOf = (taxes: TaxLine[], u: Units): ResultLine[] => taxes.map((tax) => ({ label: `${tax.name} ${percent(tax.percent, u.percent)}`, value: formatRupees(tax.amount) }));

/** An all-in price taken back: what it implies (with a rate), the taxable value, the tax in it, the price. */
function reverseView(r: ReverseResult, g: ToolLabels["gst"], u: Units): ToolView {
  const lines: ResultLine[] = [];
  const i = r.implied;
  if (i) {
    lines.push({ label: g.metal, value: formatRupees(i.metal) });
    if (i.wastage) lines.push({ label: g.wastageValue, value: formatRupees(i.wastage) });
    lines.push({ label: g.makingValue, value: formatRupees(i.making) });
    if (i.stones) lines.push({ label: g.stonesValue, value: formatRupees(i.stones) });
  }
  lines.push({ label: r.mode === "retail" ? g.taxable : r.mode === "jobwork" ? g.jobCharge : g.makingValue, value: formatRupees(r.taxable), strong: true });
  lines.push(...taxLinesOf(r.taxes, u), { label: g.gstIn, value: formatRupees(r.gst) }, { label: g.allInValue, value: formatRupees(r.allIn) });
  if (i) lines.push({ label: g.impliedWeight, value: formatGrams(i.weight, u.grams), strong: true });
  const weight = i ? `; ${g.impliedWeight} ${formatGrams(i.weight, u.grams)}` : "";
  return { errors: {}, result: { lines }, summary: `${g.allInValue} ${formatRupees(r.allIn)} = ${g.taxable} ${formatRupees(r.taxable)} + GST ${formatRupees(r.gst)}${weight}` };
}

export function gstView(form: GstForm, g: ToolLabels["gst"], u: Units): ToolView {
  if (form.reverse) return reverseView(form.reverse, g, u);
  const r = form.result;
  if (!r) return { errors: form.blank ? {} : errorsOf(form.fields) };
  const taxes = taxLinesOf(r.taxes, u);
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

const inputLines: ToolLogic["inputLines"] = (q, s, yesNo) => {
    const g = own(s.labels.gst, "gst");
    const perGram = q.get("makingType") === "perGram";
    const making = perGram ? g.makingPerGram : g.makingPercent;
    const mode = q.get("mode");
    // A work bill (job work, the customer's own gold) counts only the making: the slip
    // shows what was counted, as the form does (stones, wastage, old gold hidden; the
    // rate only when making is a percentage of the metal).
    const work = mode === "jobwork" || mode === "ownGold";
    const silver = q.get("metal") === "silver";
    const gold = goldRateOf(q, s.form.goldUnit.per);
    const rate: [string, string] = silver ? ["rateKg", g.rateKg] : ["rate", withPer(g.rate, gold)];
    if (q.get("direction") === "reverse") {
      return [
        { label: g.direction, value: g.reverse },
        { label: g.mode, value: mode === "jobwork" ? g.jobwork : mode === "ownGold" ? g.ownGold : g.retail },
        ...given(q, [["allIn", g.allIn]]),
        ...(work ? [] : [{ label: g.metalChoice, value: silver ? g.silver : withPer(g.gold, gold) }, ...given(q, [rate])]),
        ...(work ? [] : given(q, [["making", g.making]]).map((l) => ({ ...l, value: `${l.value} (${making})` }))),
        ...(work ? [] : given(q, [["wastage", g.wastage], ["stones", g.stones]])),
        { label: g.interstate, value: yesNo(q.get("interstate") === "1") },
      ];
    }
    return [
      { label: g.mode, value: mode === "jobwork" ? g.jobwork : mode === "ownGold" ? g.ownGold : g.retail },
      ...(silver ? [{ label: g.metalChoice, value: g.silver }] : []),
      ...given(q, work && perGram ? [["weight", g.weight]] : [["weight", g.weight], rate]),
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
  };

export const logic: ToolLogic = {
  view: (query, s) => {
    const g = own(s.labels.gst, "gst");
    const view = gstView(gstFromQuery(query, { number: s.messages.number, gst: own(s.messages.gst, "gst") }, s.form.goldUnit.per), g, s.form.units);
    const choices = [
      { name: "direction", legend: g.direction, values: ["forward", "reverse"], words: { forward: g.forward, reverse: g.reverse } },
      { name: "mode", legend: g.mode, values: ["retail", "jobwork", "ownGold"], words: { retail: g.retail, jobwork: g.jobwork, ownGold: g.ownGold } },
      { name: "metal", legend: g.metalChoice, values: ["gold", "silver"], words: { gold: withPer(g.gold, goldRateOf(query, s.form.goldUnit.per)), silver: g.silver } },
      { name: "makingType", legend: g.making, values: ["percent", "perGram"], words: { percent: g.makingPercent, perGram: g.makingPerGram } },
      goldUnitChoice(s.form.goldUnit),
    ];
    return withNotices(view, unknownChoices(query, choices, s.form.unknownChoice));
  },
  inputLines,
};
