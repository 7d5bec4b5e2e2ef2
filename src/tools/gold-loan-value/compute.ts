/**
 * How much to lend on an ornament (docs/tools.md, "Gold loan value"): gross weight less
 * stones is the net weight; × fineness ÷ 1000 the fine gold; at the 999 rate per 10 g
 * (or per tola, ../gold-unit.ts) its value, by the rule every tool applies
 * (../metal-value.ts); × the loan-to-value the loan. Each is worked from the exact
 * weights and rounded once when shown. Without a loan-to-value the loan is the most RBI
 * allows a bank or NBFC on that gold (./rbi.ts: 85, 80 or 75 % by the borrower's total
 * consumption gold loans, from 1 April 2026, when the rate is RBI's), and the percentage
 * it comes to is shown.
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { exact, frac, mul, sub, toMilligram, toPaisa } from "../../lib/exact.ts";
import { fineOf, valueAt } from "../metal-value.ts";
import { PURITY_RULES, purityOf, type Purity } from "../purity/compute.ts";
import { goldRateOf, withPer, type PerWords } from "../gold-unit.ts";
import { isBlank, numberField, type Field } from "../query.ts";
import { rbiCap, rbiMostLoan } from "./rbi.ts";

export const LOAN_FIELDS = ["gross", "stones", "karat", "fineness", "percent", "rate24", "ltv"] as const;
/**
 * `ltv` is the loan-to-value typed, or (`chosen` false) the one RBI's most comes to, exact
 * (the page rounds it to 2 decimals); `cap` is the percent RBI allows a loan of this amount.
 */
export type LoanResult = { net: number; purity: Purity; fine: number; value: number; ltv: number; chosen: boolean; loan: number; cap: number };

export type LoanForm = {
  given: "karat" | "fineness" | "percent";
  fields: { gross: Field<number>; stones: Field<number>; purity: Field<number>; rate24: Field<number>; ltv: Field<number | undefined> };
  result?: LoanResult;
  blank: boolean;
};

type Messages = Pick<ToolMessages, "number" | "gold-loan-value">;

/** `per`: the gold rate's unit in the page's words (../gold-unit.ts). */
export function loanFromQuery(query: URLSearchParams, m: Messages, per: PerWords): LoanForm {
  const name = m["gold-loan-value"].fields;
  const gold = goldRateOf(query, per);
  const given = (["karat", "fineness", "percent"] as const).find((k) => (query.get(k) ?? "").trim() !== "") ?? "karat";
  const fields: LoanForm["fields"] = {
    gross: numberField(query.get("gross"), { label: name.gross, above: 0, max: 100_000 }, m.number),
    stones: numberField(query.get("stones"), { label: name.stones, min: 0, max: 100_000, fallback: 0 }, m.number),
    purity: numberField(query.get(given), { ...PURITY_RULES[given], label: name[given] }, m.number),
    rate24: numberField(query.get("rate24"), { label: withPer(name.rate24, gold), above: 0, max: 10_00_000 }, m.number),
    // Left empty, the loan-to-value has no value: the loan is then RBI's most (below).
    ltv: (query.get("ltv") ?? "").trim() === "" ? { value: undefined, raw: "" } : numberField(query.get("ltv"), { label: name.ltv, above: 0, max: 100 }, m.number),
  };
  const { gross, stones } = fields;
  if (gross.value !== undefined && stones.value !== undefined && stones.value >= gross.value) fields.stones = { raw: stones.raw, error: m["gold-loan-value"].stonesOverGross };
  const blank = isBlank(query, LOAN_FIELDS);
  if (!Object.values(fields).every((f) => f.error === undefined)) return { given, fields, blank };
  // Exact weights (20.000 − 1.000 is 19, not 18.999…), each rounded once when shown; the
  // value by the one rule of every tool (../metal-value.ts), from the exact net weight.
  const netExact = sub(exact(fields.gross.value!), exact(fields.stones.value!));
  const purity = purityOf({ [given]: fields.purity.value! } as { karat: number });
  const valueExact = valueAt(netExact, purity.exact, exact(fields.rate24.value!), exact(gold.grams));
  const [net, fine, value] = [toMilligram(netExact), toMilligram(fineOf(netExact, purity.exact)), toPaisa(valueExact)];
  const typed = fields.ltv.value;
  // RBI's most is its tier's percent of the value, rounded down to the paisa, or the tier's ceiling.
  const most = rbiMostLoan(valueExact);
  const loan = typed === undefined ? most.loan : toPaisa(mul(valueExact, exact(typed), frac(1, 100)));
  const ltv = typed ?? most.percent;
  return { given, fields, blank, result: { net, purity, fine, value, ltv, chosen: typed !== undefined, loan, cap: rbiCap(loan) } };
}
