/**
 * Old gold exchange (docs/tools.md, "Old gold exchange"): the gross weight of the old
 * gold, its tested purity (tunch %, karat or fineness), the melting loss or deduction,
 * and the day's 999 rate → the fine gold and what it is worth. Pure: the exchange page,
 * the estimate's old-gold section (src/tools/estimate/compute.ts) and their island all
 * read the same query names (`oldWeight`, `oldAs`, `oldPurity`, `oldDeduction`,
 * `rate999`), so a link carries the old gold from one to the other.
 *
 * Value = gross × (1 − deduction) at the 999 rate by the rule every tool applies
 * (../metal-value.ts: × fineness ÷ 1000, from 995 up × fineness ÷ 999), from the exact
 * weight: 12 g at 88 % less 2 % is 10.3488 g of fine gold (shown 10.349 g), worth
 * ₹77,616.00 at ₹75,000 per 10 g (the rounded 10.349 g would say ₹77,617.50). Weights are
 * shown to the milligram, values to the paisa, each rounded once. The rate is per 10 g or
 * per tola (`per=tola`, ../gold-unit.ts).
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { exact, frac, mul, toMilligram, toPaisa, type Fraction } from "../../lib/exact.ts";
import { withPer, type GoldRate } from "../gold-unit.ts";
import { fineOf, valueAt } from "../metal-value.ts";
import { purityOf } from "../purity/compute.ts";
import { choiceField, numberField, type Field } from "../query.ts";

export const PURITY_AS = ["tunch", "karat", "fineness"] as const;
export type PurityAs = (typeof PURITY_AS)[number];
export const OLD_GOLD_FIELDS = ["oldWeight", "oldPurity", "oldDeduction"] as const;

/** The bounds of each way of giving the tested purity (as the purity converter's, src/tools/purity/compute.ts). */
const PURITY_RULES = { tunch: { above: 0, max: 99.99 }, karat: { above: 0, max: 24 }, fineness: { above: 0, max: 999.9 } } as const;

export type OldGold = {
  /** Fine gold before the deduction, rounded to the milligram. */
  fine: number;
  /** Fine gold after the deduction, rounded to the milligram. */
  net: number;
  /** Rounded to the paisa, from the exact weight. */
  value: number;
};

export type OldGoldForm = {
  as: PurityAs;
  fields: { oldWeight: Field<number>; oldPurity: Field<number>; oldDeduction: Field<number> };
  /** Given (any of its fields typed): the estimate counts it only then. */
  given: boolean;
  result?: OldGold;
};

/** The day's 999 rate and the grams it is for (10, or a tola's 11.664). */
export type Rate999 = { value: number; grams: number };

/** `fineness` exact (a tunch × 10, 1000 × karat ÷ 24: ../purity/compute.ts). */
export function oldGold(weight: number, fineness: Fraction, deduction: number, rate: Rate999): OldGold {
  const kept = mul(exact(weight), frac(100_000_000n - BigInt(Math.round(deduction * 1e6)), 100_000_000n));
  const value = valueAt(kept, fineness, exact(rate.value), exact(rate.grams));
  return { fine: toMilligram(fineOf(exact(weight), fineness)), net: toMilligram(fineOf(kept, fineness)), value: toPaisa(value) };
}

/**
 * The old gold of a query; `rate999` is read by the caller (the estimate reads it once
 * for its pieces too). Without a usable rate there is no result and, when the old gold
 * is given, the caller says so.
 */
export function oldGoldFromQuery(query: URLSearchParams, rate999: Rate999 | undefined, m: Pick<ToolMessages, "number" | "exchange">): OldGoldForm {
  const name = m.exchange.fields;
  const as = choiceField(query.get("oldAs"), PURITY_AS);
  const fields = {
    oldWeight: numberField(query.get("oldWeight"), { label: name.weight, above: 0, max: 100_000 }, m.number),
    oldPurity: numberField(query.get("oldPurity"), { ...PURITY_RULES[as], label: name[as] }, m.number),
    oldDeduction: numberField(query.get("oldDeduction"), { label: name.deduction, min: 0, max: 99, fallback: 0 }, m.number),
  };
  const given = OLD_GOLD_FIELDS.some((n) => (query.get(n) ?? "").trim() !== "");
  const { oldWeight, oldPurity, oldDeduction } = fields;
  if (oldWeight.error !== undefined || oldPurity.error !== undefined || oldDeduction.error !== undefined || rate999 === undefined) return { as, fields, given };
  const fineness = as === "tunch" ? purityOf({ percent: oldPurity.value }).exact : purityOf({ [as]: oldPurity.value } as { karat: number }).exact;
  return { as, fields, given, result: oldGold(oldWeight.value, fineness, oldDeduction.value, rate999) };
}

/** The day's 999 gold rate per 10 g or per tola (`gold`); absent is no rate (no message: the caller asks for it when needed). */
export function rate999Field(query: URLSearchParams, label: string, m: ToolMessages["number"], gold: Pick<GoldRate, "per">): Field<number> {
  return numberField(query.get("rate999"), { label: withPer(label, gold), above: 0, max: 10_00_000, fallback: 0 }, m);
}
