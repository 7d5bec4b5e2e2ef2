/**
 * One piece of a jewellery estimate (docs/tools.md, "Jewellery estimate"): its fields
 * from the query string (`item1`, `metal1`, `gross1`, … up to MAX_PIECES) and its
 * arithmetic. Each amount is rounded to the paisa as a bill prints it.
 */
import type { ToolMessages } from "../../content/en/tools.ts";
import { fill } from "../../lib/template.ts";
import { paisa } from "../../lib/money.ts";
import type { GoldRate } from "../gold-unit.ts";
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
  fineness: number;
  net: number;
  /** Per 10 g or per tola of gold (the estimate's `per`), per kg of silver. */
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
 * Piece n of the query. The rate left empty is the day's rate (gold per 10 g or per
 * tola as `gold` says, silver per kg) × the fineness ÷ 1000; at 999 it is the day's rate
 * itself (the bullion tables quote 916/750/585 as the 999 rate × fineness).
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
  const fineness = tunched ? Math.round(v("tunch") * 100) / 10 : FINENESS[metal as keyof typeof FINENESS];
  const stonesG = inGrams ? v("stone") : v("stone") * 0.2;
  const net = Math.round((v("gross") - stonesG) * 1000 * (1 + 2 * Number.EPSILON)) / 1000;
  if (!(net > 0)) return { n, fields: { ...fields, stone: { raw: fields.stone!.raw, error: fill(e.stonesTooHeavy, { n }) } } };
  const dayRate = silver ? day.silver : day.gold;
  const rate = v("rate") || (dayRate ? paisa(fineness >= 999 ? dayRate : (dayRate * fineness) / 1000) : 0);
  if (!rate) return { n, fields: { ...fields, rate: { raw: fields.rate!.raw, error: fill(e.needsRate, { n }) } } };
  const metalValue = paisa((net * rate) / (silver ? 1000 : gold.grams));
  const wastage = paisa((metalValue * v("wastage")) / 100);
  const making = paisa(makingBy === "percent" ? (metalValue * v("making")) / 100 : makingBy === "perGram" ? net * v("making") : v("making"));
  const stones = paisa(v("stoneValue"));
  const hallmark = paisa(v("hallmark"));
  const subtotal = paisa(metalValue + wastage + making + stones + hallmark);
  const item = fields.item!.value as string;
  return { n, fields, piece: { n, item, metal, fineness, net, rate, metalValue, wastage, making, stones, hallmark, subtotal } };
}
