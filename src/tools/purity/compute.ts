/**
 * Gold purity (docs/tools.md, "Purity"): karat ↔ fineness (parts per thousand) ↔ percent
 * (tunch), the fine gold in a weight, and its value at the 999 rate (a value "at the 24K
 * rate" means at the 999 rate; the query keeps its name, `rate24`). Silver
 * (`metal=silver`): fineness or percent (925, 999), fine silver, and its value at the
 * 999 rate per kg (`rateKg`), as silver is quoted.
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { div, exact, frac, mul, toMilligram, toNumber, type Fraction } from "../../lib/exact.ts";
import { goldRateOf, withPer, type PerWords } from "../gold-unit.ts";
import { fineOf, valueShown } from "../metal-value.ts";
import { choiceField, isBlank, numberField, type Field } from "../query.ts";

/** BIS gold grades (IS 1417): karat → fineness. */
export const GOLD_GRADES = [
  { karat: 24, fineness: 999 },
  { karat: 24, fineness: 995 },
  { karat: 23, fineness: 958 },
  { karat: 22, fineness: 916 },
  { karat: 20, fineness: 833 },
  { karat: 18, fineness: 750 },
  { karat: 14, fineness: 585 },
  { karat: 9, fineness: 375 },
] as const;

/** BIS silver grades (IS 2112), fineness. */
export const SILVER_GRADES = [800, 835, 900, 925, 970, 990] as const;

export const gradeName = (g: { karat: number; fineness: number }) => `${g.karat}K${g.fineness}`;

/** The fineness a karat is sold at: the BIS grade (22K → 916, 24K → 999), else 1000 × karat ÷ 24, exact (19K is 791.666…). */
export function finenessOfKarat(karat: number): Fraction {
  const grade = GOLD_GRADES.find((g) => g.karat === karat);
  return grade ? frac(grade.fineness) : div(mul(exact(karat), frac(1000)), frac(24));
}

/** The karat a fineness is: the BIS grade's (916 → 22), else 24 × fineness / 1000 to two places. */
export function karatOfFineness(fineness: number): number {
  const grade = GOLD_GRADES.find((g) => g.fineness === fineness);
  return grade ? grade.karat : Math.round(fineness * 24 / 10) / 100;
}

export type Purity = {
  karat: number;
  /** Parts per thousand, to show (rounded when shown); `exact` is what the arithmetic uses. */
  fineness: number;
  /** Tunch: fineness / 10, to show. */
  percent: number;
  /** The BIS grade this is, if it is one ("22K916"). */
  grade?: string;
  /** The fineness as typed or worked out (a tunch × 10, 1000 × karat ÷ 24), never rounded. */
  exact: Fraction;
};

export function purityOf(from: { karat: number } | { fineness: number } | { percent: number }): Purity {
  const fine = "karat" in from ? finenessOfKarat(from.karat) : "fineness" in from ? exact(from.fineness) : mul(exact(from.percent), frac(10));
  const fineness = toNumber(fine);
  const karat = "karat" in from ? from.karat : karatOfFineness(fineness);
  const grade = GOLD_GRADES.find((g) => g.fineness === fineness);
  return { karat, fineness, percent: toNumber(div(fine, frac(10))), grade: grade ? gradeName(grade) : undefined, exact: fine };
}

/** Grams of fine gold in `weight` grams of this fineness, rounded once to the milligram. */
export function fineGold(weight: number, fineness: Fraction): number {
  return toMilligram(fineOf(exact(weight), fineness));
}

export const METALS = ["gold", "silver"] as const;

export type PurityForm = {
  metal: (typeof METALS)[number];
  /** Which of karat, fineness or percent the visitor gave (the first given, in that order). */
  given: "karat" | "fineness" | "percent";
  fields: { purity: Field<number>; weight: Field<number>; rate24: Field<number>; rateKg: Field<number> };
  purity?: Purity;
  fine?: number;
  /** Value of the fine metal at the 999 rate (per 10 g or per tola of gold, per kg of silver). */
  value?: number;
  blank: boolean;
};

export const PURITY_FIELDS = ["karat", "fineness", "percent", "weight", "rate24", "rateKg"] as const;

/** The bounds of each way of giving the purity (its label comes from the messages). */
export const PURITY_RULES = {
  karat: { above: 0, max: 24 },
  fineness: { above: 0, max: 999.9 },
  percent: { above: 0, max: 99.99 },
} as const;

/** The converter's state from its query string; its messages are the page's language's. */
/** `per`: the gold rate's unit in the page's words (../gold-unit.ts). */
export function purityFromQuery(query: URLSearchParams, m: Pick<ToolMessages, "number" | "purity">, per: PerWords): PurityForm {
  const metal = choiceField(query.get("metal"), METALS);
  const silver = metal === "silver";
  const given = (["karat", "fineness", "percent"] as const).find((k) => (query.get(k) ?? "").trim() !== "") ?? (silver ? "fineness" : "karat");
  const name = m.purity.fields;
  const gold = goldRateOf(query, per);
  let purityField = numberField(query.get(given), { ...PURITY_RULES[given], label: name[given] }, m.number);
  // Silver is not sold by karat: its purity is a fineness (925) or a percent (92.5).
  if (silver && given === "karat" && purityField.error === undefined) purityField = { raw: purityField.raw, error: m.purity.silverKarat };
  const unused = (raw: string | null): Field<number> => ({ value: 0, raw: (raw ?? "").trim().slice(0, 40) });
  const fields = {
    purity: purityField,
    weight: numberField(query.get("weight"), { label: name.weight, above: 0, max: 100_000, fallback: 0 }, m.number),
    rate24: silver ? unused(query.get("rate24")) : numberField(query.get("rate24"), { label: withPer(name.rate24, gold), above: 0, max: 10_00_000, fallback: 0 }, m.number),
    rateKg: silver ? numberField(query.get("rateKg"), { label: name.rateKg, above: 0, max: 1_00_00_000, fallback: 0 }, m.number) : unused(query.get("rateKg")),
  };
  const blank = isBlank(query, PURITY_FIELDS);
  if (purityField.error !== undefined) return { metal, given, fields, blank };
  const purity = purityOf({ [given]: purityField.value } as { karat: number });
  const weight = fields.weight.value ?? 0;
  const fine = weight > 0 ? fineGold(weight, purity.exact) : undefined;
  // Gold per 10 g or per tola, silver per kg of 999; valued from the exact weight by the one rule (../metal-value.ts).
  const [rate, grams] = silver ? [fields.rateKg.value ?? 0, 1000] : [fields.rate24.value ?? 0, gold.grams];
  const value = fine !== undefined && rate > 0 ? valueShown(exact(weight), purity.exact, exact(rate), exact(grams)) : undefined;
  return { metal, given, fields, purity, fine, value, blank };
}
