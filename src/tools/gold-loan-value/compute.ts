/**
 * How much to lend on an ornament (docs/tools.md, "Gold loan value"): gross weight less
 * stones is the net weight; × fineness ÷ 1000 the fine gold, to the milligram; at the 999
 * rate per 10 g its value; × the loan-to-value the loan (75 % unless chosen: the most
 * RBI allows a regulated lender).
 */
import type { ToolMessages } from "../../content/en/tools.ts";
import { paisa } from "../../lib/money.ts";
import { fineGold, PURITY_RULES, purityOf, type Purity } from "../purity/compute.ts";
import { isBlank, numberField, type Field } from "../query.ts";

export const LOAN_FIELDS = ["gross", "stones", "karat", "fineness", "percent", "rate24", "ltv"] as const;
/** RBI's cap on a regulated gold loan, percent of the gold's value; the tool's default. */
export const RBI_LTV = 75;

export type LoanResult = { net: number; purity: Purity; fine: number; value: number; ltv: number; loan: number };

export type LoanForm = {
  given: "karat" | "fineness" | "percent";
  fields: { gross: Field<number>; stones: Field<number>; purity: Field<number>; rate24: Field<number>; ltv: Field<number> };
  result?: LoanResult;
  blank: boolean;
};

type Messages = Pick<ToolMessages, "number" | "gold-loan-value">;

export function loanFromQuery(query: URLSearchParams, m: Messages): LoanForm {
  const name = m["gold-loan-value"].fields;
  const given = (["karat", "fineness", "percent"] as const).find((k) => (query.get(k) ?? "").trim() !== "") ?? "karat";
  const fields: LoanForm["fields"] = {
    gross: numberField(query.get("gross"), { label: name.gross, above: 0, max: 100_000 }, m.number),
    stones: numberField(query.get("stones"), { label: name.stones, min: 0, max: 100_000, fallback: 0 }, m.number),
    purity: numberField(query.get(given), { ...PURITY_RULES[given], label: name[given] }, m.number),
    rate24: numberField(query.get("rate24"), { label: name.rate24, above: 0, max: 10_00_000 }, m.number),
    ltv: numberField(query.get("ltv"), { label: name.ltv, above: 0, max: 100, fallback: RBI_LTV }, m.number),
  };
  const { gross, stones } = fields;
  if (gross.value !== undefined && stones.value !== undefined && stones.value >= gross.value) fields.stones = { raw: stones.raw, error: m["gold-loan-value"].stonesOverGross };
  const blank = isBlank(query, LOAN_FIELDS);
  if (!Object.values(fields).every((f) => f.error === undefined)) return { given, fields, blank };
  // Net weight to the milligram, as the scale shows it (20.000 − 1.000 = 19.000, not 18.999…).
  const net = Math.round((fields.gross.value! - fields.stones.value!) * 1000) / 1000;
  const purity = purityOf({ [given]: fields.purity.value! } as { karat: number });
  const fine = fineGold(net, purity.fineness);
  const value = paisa((fine * fields.rate24.value!) / 10);
  const ltv = fields.ltv.value!;
  return { given, fields, blank, result: { net, purity, fine, value, ltv, loan: paisa((value * ltv) / 100) } };
}
