/**
 * One piece of a jewellery estimate (docs/tools.md, "Jewellery estimate"): its fields
 * from the query string (`item1`, `metal1`, `gross1`, … up to MAX_PIECES) and its
 * arithmetic. Each amount is worked from the exact figures typed (../../lib/exact.ts) and
 * rounded once to the paisa, as the bill prints it; the piece's total adds up its printed
 * amounts, so the lines on the estimate add up as an invoice's do.
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { fill } from "../../lib/template.ts";
import { compare, div, exact, frac, mul, sub, toMilligram, toPaisa, type Fraction } from "../../lib/exact.ts";
import { paisa } from "../../lib/money.ts";
import type { GoldRate } from "../gold-unit.ts";
import { rateFor } from "../metal-value.ts";
import { choiceField, numberField, type Field, type NumberRule } from "../query.ts";

/** At most this many pieces on one estimate: a query naming piece 10,000 reads pieces 1–10 only. */
export const MAX_PIECES = 10;
export const MAX_TEXT = { item: 40, shop: 60, address: 120, phone: 20 } as const;

/** Purities a piece is sold at; the first is the form's default. */
export const METALS = ["22K", "24K", "18K", "14K", "tunch", "S999", "S925", "stunch"] as const;
export type Metal = (typeof METALS)[number];
export const STONE_UNITS = ["ct", "g"] as const;
export const MAKING_BY = ["percent", "perGram", "fixed"] as const;

/** The BIS fineness each karat is sold at (docs/tools.md, "Purity"): 22K = 916, not 22 ÷ 24. */
const FINENESS: Record<Exclude<Metal, "tunch" | "stunch">, number> = { "24K": 999, "22K": 916, "18K": 750, "14K": 585, S999: 999, S925: 925 };

export const isSilver = (metal: Metal) => metal.startsWith("S") || metal === "stunch";

/** A piece's typed fields, by their name without the number. */
export const PIECE_TEXT = ["item", "tunch", "gross", "stone", "stoneValue", "rate", "wastage", "making", "hallmark"] as const;
export const PIECE_CHOICES = ["metal", "stoneIn", "makingBy"] as const;

export type Piece = {
  n: number;
  item: string;
  metal: Metal;
  /** Exact: a tunch × 10 (70.07 % is 700.7). */
  fineness: Fraction;
  /** Rounded to the milligram, to show. */
  net: number;
  /** Per 10 g or per tola of gold (the estimate's `per`), per kg of silver; rounded to the paisa, to show. */
  rate: number;
  metalValue: number;
  wastage: number;
  making: number;
  stones: number;
  hallmark: number;
  subtotal: number;
};

export type PieceForm = { n: number; fields: Record<string, Field<unknown>>; piece?: Piece };

/** True when anything of piece n was typed (its choices alone do not make a piece). */
export const pieceGiven = (q: URLSearchParams, n: number) => PIECE_TEXT.some((name) => (q.get(`${name}${n}`) ?? "").trim() !== "");

/** A text field cut to nothing: a message when longer than `max` (the page never grows with it). */
export function textField(raw: string | null, max: number, label: string, tooLong: string): Field<string> {
  const text = (raw ?? "").trim();
  if (text.length > max) return { raw: text.slice(0, max), error: fill(tooLong, { label, max }) };
  return { value: text, raw: text };
}

/**
 * Piece n of the query. The rate left empty is the day's 999 rate (gold per 10 g or per
 * tola as `gold` says, silver per kg) for the piece's fineness by the rule every tool
 * applies (../metal-value.ts): 999 at the day's rate itself, 995 and finer × fineness ÷ 999,
 * the rest × fineness ÷ 1000 (the bullion tables' 916/750/585).
 */
export function pieceFromQuery(q: URLSearchParams, n: number, day: { gold?: number; silver?: number }, m: Pick<ToolMessages, "number" | "estimate">, gold: Pick<GoldRate, "grams">): PieceForm {
  const e = m.estimate;
  const get = (name: string) => q.get(`${name}${n}`);
  const label = (key: keyof typeof e.fields) => fill(e.fields[key], { n });
  const num = (name: string, rule: NumberRule) => numberField(get(name), rule, m.number);
  const metal = choiceField(get("metal"), METALS);
  const silver = isSilver(metal);
  const makingBy = choiceField(get("makingBy"), MAKING_BY);
  const inGrams = choiceField(get("stoneIn"), STONE_UNITS) === "g";
  const tunched = metal === "tunch" || metal === "stunch";
  const fields: Record<string, Field<unknown>> = {
    item: textField(get("item"), MAX_TEXT.item, e.text.item, e.tooLong),
    gross: num("gross", { label: label("gross"), above: 0, max: 100_000 }),
    stone: num("stone", { label: label("stone"), min: 0, max: inGrams ? 100_000 : 5_00_000, fallback: 0 }),
    stoneValue: num("stoneValue", { label: label("stoneValue"), min: 0, max: 10_00_00_000, fallback: 0 }),
    rate: num("rate", { label: label("rate"), above: 0, max: silver ? 1_00_00_000 : 10_00_000, fallback: 0 }),
    wastage: num("wastage", { label: label("wastage"), min: 0, max: 100, fallback: 0 }),
    making: num("making", {
      label: label(makingBy === "percent" ? "makingPercent" : makingBy === "perGram" ? "makingPerGram" : "makingFixed"),
      min: 0,
      max: makingBy === "percent" ? 100 : makingBy === "perGram" ? 1_00_000 : 10_00_00_000,
      fallback: 0,
    }),
    hallmark: num("hallmark", { label: label("hallmark"), min: 0, max: 1_00_000, fallback: 0 }),
  };
  if (tunched) fields.tunch = num("tunch", { label: label("tunch"), above: 0, max: 99.99 });
  if (Object.values(fields).some((f) => f.error !== undefined)) return { n, fields };
  const v = (name: string) => fields[name]!.value as number;
  const fineness = tunched ? mul(exact(v("tunch")), frac(10)) : frac(FINENESS[metal as keyof typeof FINENESS]);
  // Exact: 49.999 ct (9.9998 g) in a 10 g piece leaves 0.0002 g, which the scale shows as nothing.
  const stonesG = inGrams ? exact(v("stone")) : mul(exact(v("stone")), frac(1, 5));
  const netExact = sub(exact(v("gross")), stonesG);
  if (compare(netExact, frac(1, 1000)) < 0) return { n, fields: { ...fields, stone: { raw: fields.stone!.raw, error: fill(e.stonesTooHeavy, { n }) } } };
  const dayRate = silver ? day.silver : day.gold;
  const rateExact = v("rate") ? exact(v("rate")) : dayRate ? rateFor(exact(dayRate), fineness) : undefined;
  if (!rateExact) return { n, fields: { ...fields, rate: { raw: fields.rate!.raw, error: fill(e.needsRate, { n }) } } };
  const metalExact = div(mul(netExact, rateExact), exact(silver ? 1000 : gold.grams));
  const percentOf = (x: number) => toPaisa(mul(metalExact, exact(x), frac(1, 100)));
  const metalValue = toPaisa(metalExact);
  const wastage = percentOf(v("wastage"));
  const making = makingBy === "percent" ? percentOf(v("making")) : makingBy === "perGram" ? toPaisa(mul(netExact, exact(v("making")))) : paisa(v("making"));
  const stones = paisa(v("stoneValue"));
  const hallmark = paisa(v("hallmark"));
  // The printed amounts added up (each already to the paisa: the sum is exact in paise).
  const subtotal = paisa(metalValue + wastage + making + stones + hallmark);
  const item = fields.item!.value as string;
  return { n, fields, piece: { n, item, metal, fineness, net: toMilligram(netExact), rate: toPaisa(rateExact), metalValue, wastage, making, stones, hallmark, subtotal } };
}
