/**
 * Jewellery GST and price (docs/tools.md, "GST on jewellery"): what a retail invoice or
 * a karigar's job-work bill comes to. Pure: the page (server) and its island (browser)
 * both call `gstFromQuery`, so what a visitor sees while typing is what a shared link shows.
 *
 * Retail: 3 % on the whole taxable value (metal, wastage, making, stones) — CGST 1.5 %
 * + SGST 1.5 %, or IGST 3 % between states. Old gold taken from a consumer is not a
 * taxable supply: its value comes off after GST.
 * Job work (a karigar working metal that belongs to a GST-registered jeweller, SAC 9988):
 * 5 % on the making charge only. Making jewellery from a consumer's own gold is not job
 * work (CGST Act s.2(68)) but a service at 18 % (SAC 998892), also on the making charge.
 * In those two modes stones, wastage and old gold do not count, and the rate only when
 * making is a % of the metal value: such fields are neither read nor refused. A karigar's
 * own materials (solder, findings) belong in the job-work charge typed; only the jeweller's
 * own metal and stones stay out of it (docs/tools.md).
 *
 * Gold is priced by the rate per 10 g, or per tola with `per=tola` (../gold-unit.ts), silver
 * by the rate per kg, as jewellers quote them (`metal=silver`, `rateKg=`). The reverse direction (`direction=reverse`, ./reverse.ts)
 * takes an all-in price back to the taxable value, the tax, and the metal and making it implies.
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { div, exact, frac, mul, toPaisa } from "../../lib/exact.ts";
import { paisa } from "../../lib/money.ts";
import { goldRateOf, withPer, type PerWords } from "../gold-unit.ts";
import { choiceField, isBlank, numberField, type Field, type NumberRule } from "../query.ts";
import { reverseGst, type ReverseResult } from "./reverse.ts";
import { GST_MODES, MAKING_TYPES, METALS, SILVER_RATE_GRAMS, taxLines, type Priced, type TaxLine } from "./tax.ts";

export { GST_MODES, GST_RATE, MAKING_TYPES, METALS, type TaxLine } from "./tax.ts";
export const DIRECTIONS = ["forward", "reverse"] as const;

export type GstInput = Priced & { weight: number; oldGold: number };

export type GstResult = {
  mode: GstInput["mode"];
  metal: number;
  wastage: number;
  making: number;
  stones: number;
  /** What GST is charged on: the whole value (retail) or the making charge (job work, own gold). */
  taxable: number;
  taxes: TaxLine[];
  gst: number;
  total: number;
  oldGold: number;
  /** total − old gold; negative when the old gold is worth more (the shop pays the difference). */
  payable: number;
};

/**
 * Each line from the exact figures typed, rounded once to the paisa as the invoice prints
 * it (making and wastage as a % of the exact metal value); the taxable value, the tax and
 * the total add up the printed lines, as an invoice must (docs/tools.md, "How a tool works").
 */
export function gst(input: GstInput): GstResult {
  const metalExact = div(mul(exact(input.weight), exact(input.rate)), exact(input.per));
  const percentOf = (x: number) => toPaisa(mul(metalExact, exact(x), frac(1, 100)));
  const metal = toPaisa(metalExact);
  const making = input.makingType === "percent" ? percentOf(input.making) : toPaisa(mul(exact(input.making), exact(input.weight)));
  const retail = input.mode === "retail";
  const wastage = retail ? percentOf(input.wastage) : 0;
  const stones = retail ? paisa(input.stones) : 0;
  const taxable = retail ? paisa(metal + wastage + making + stones) : making;
  const taxes = taxLines(taxable, input.mode, input.interstate);
  const tax = paisa(taxes.reduce((sum, t) => sum + t.amount, 0));
  const total = paisa(taxable + tax);
  const oldGold = retail ? paisa(input.oldGold) : 0;
  return { mode: input.mode, metal, wastage, making, stones, taxable, taxes, gst: tax, total, oldGold, payable: paisa(total - oldGold) };
}

type Input = (typeof GST_INPUTS)[number];

export type GstForm = {
  /** A field the bill does not use is `{ value: 0 }` with no message, whatever was typed. */
  fields: Record<Input, Field<number>>;
  makingType: GstInput["makingType"];
  mode: GstInput["mode"];
  metal: (typeof METALS)[number];
  direction: (typeof DIRECTIONS)[number];
  interstate: boolean;
  /** Set when every field is usable (forward). */
  result?: GstResult;
  /** Set when every field is usable (reverse). */
  reverse?: ReverseResult;
  /** No field was given: an empty form, no messages. */
  blank: boolean;
};

/**
 * The tool's state from its query string: fields with their messages (in the page's
 * language, `per` the gold rate's unit in its words), and the result when all are good.
 */
export function gstFromQuery(query: URLSearchParams, m: Pick<ToolMessages, "number" | "gst">, per: PerWords): GstForm {
  const makingType = choiceField(query.get("makingType"), MAKING_TYPES);
  const mode = choiceField(query.get("mode"), GST_MODES);
  const metal = choiceField(query.get("metal"), METALS);
  const direction = choiceField(query.get("direction"), DIRECTIONS);
  const name = m.gst.fields;
  const gold = goldRateOf(query, per);
  const reverse = direction === "reverse";
  const used = countedFields(mode, makingType, metal, direction);
  const field = (key: Input, rule: NumberRule): Field<number> =>
    used.includes(key) ? numberField(query.get(key), rule, m.number) : { value: 0, raw: (query.get(key) ?? "").trim().slice(0, 40) };
  // Reverse: a rate is optional (without it, only the tax is worked out).
  const optional = reverse ? { fallback: 0 } : {};
  const fields: GstForm["fields"] = {
    weight: field("weight", { label: name.weight, above: 0, max: 100_000 }),
    allIn: field("allIn", { label: name.allIn, above: 0, max: 100_00_00_000 }),
    rate: field("rate", { label: withPer(name.rate, gold), above: 0, max: 10_00_000, ...optional }),
    rateKg: field("rateKg", { label: name.rateKg, above: 0, max: 1_00_00_000, ...optional }),
    making: field("making", {
      label: makingType === "percent" ? name.makingPercent : name.makingPerGram,
      min: 0,
      max: makingType === "percent" ? 100 : 1_00_000,
      fallback: 0,
    }),
    wastage: field("wastage", { label: name.wastage, min: 0, max: 100, fallback: 0 }),
    stones: field("stones", { label: name.stones, min: 0, max: 10_00_00_000, fallback: 0 }),
    oldGold: field("oldGold", { label: name.oldGold, min: 0, max: 10_00_00_000, fallback: 0 }),
  };
  const interstate = query.get("interstate") === "1";
  const blank = isBlank(query, GST_INPUTS);
  const form: GstForm = { fields, makingType, mode, metal, direction, interstate, blank };
  if (!Object.values(fields).every((f) => f.error === undefined)) return form;
  const v = (k: Input) => fields[k].value ?? 0;
  const rate = metal === "silver" ? v("rateKg") : v("rate");
  const priced = { rate, per: metal === "silver" ? SILVER_RATE_GRAMS : gold.grams, making: v("making"), makingType, wastage: v("wastage"), stones: v("stones"), mode, interstate };
  if (!reverse) return { ...form, result: gst({ ...priced, weight: v("weight"), oldGold: v("oldGold") }) };
  const back = reverseGst({ ...priced, allIn: v("allIn") });
  // Stones worth more than the price before GST leave no metal: said beside the stones.
  if (back.stonesTooHigh) return { ...form, fields: { ...fields, stones: { raw: fields.stones.raw, error: m.gst.stonesOverPrice } } };
  return { ...form, reverse: back };
}

const GST_INPUTS = ["weight", "allIn", "rate", "rateKg", "making", "wastage", "stones", "oldGold"] as const;

/**
 * The fields a bill counts: on a retail sale all of them; on a making charge (job
 * work, own gold) the weight and the making, and the rate only when making is a % of
 * the metal value. Only the metal's own rate (per 10 g of gold, per kg of silver).
 * Reverse: the all-in price instead of the weight and no old gold; on a making charge
 * the all-in price alone. The form hides the others by CSS (./fields.tsx).
 */
export function countedFields(
  mode: GstInput["mode"],
  makingType: GstInput["makingType"],
  metal: (typeof METALS)[number] = "gold",
  direction: (typeof DIRECTIONS)[number] = "forward",
): readonly Input[] {
  const rate = metal === "silver" ? "rateKg" : "rate";
  if (direction === "reverse") return mode === "retail" ? ["allIn", rate, "making", "wastage", "stones"] : ["allIn"];
  if (mode === "retail") return ["weight", rate, "making", "wastage", "stones", "oldGold"];
  return makingType === "percent" ? ["weight", rate, "making"] : ["weight", "making"];
}
