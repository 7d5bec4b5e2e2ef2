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
 * making is a % of the metal value: such fields are neither read nor refused.
 */
import type { ToolMessages } from "../../content/en/tools.ts";
import { paisa } from "../../lib/money.ts";
import { choiceField, isBlank, numberField, type Field, type NumberRule } from "../query.ts";

export const GST_FIELDS = ["weight", "rate", "making", "makingType", "wastage", "stones", "mode", "interstate", "oldGold"] as const;
export const MAKING_TYPES = ["percent", "perGram"] as const;
export const GST_MODES = ["retail", "jobwork", "ownGold"] as const;

export type GstInput = {
  weight: number;
  rate: number;
  making: number;
  makingType: (typeof MAKING_TYPES)[number];
  wastage: number;
  stones: number;
  mode: (typeof GST_MODES)[number];
  interstate: boolean;
  oldGold: number;
};

export type TaxLine = { name: "CGST" | "SGST" | "IGST"; percent: number; amount: number };

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

/** GST rates, percent of the taxable value. */
export const GST_RATE = { retail: 3, jobwork: 5, ownGold: 18 } as const;

export function gst(input: GstInput): GstResult {
  const metal = paisa((input.weight * input.rate) / 10);
  const making = paisa(input.makingType === "percent" ? (metal * input.making) / 100 : input.making * input.weight);
  const retail = input.mode === "retail";
  const wastage = retail ? paisa((metal * input.wastage) / 100) : 0;
  const stones = retail ? paisa(input.stones) : 0;
  const taxable = retail ? paisa(metal + wastage + making + stones) : making;
  const rate = GST_RATE[input.mode];
  // Each half is rounded on its own, as an invoice prints it.
  const taxes: TaxLine[] = input.interstate
    ? [{ name: "IGST", percent: rate, amount: paisa((taxable * rate) / 100) }]
    : [
        { name: "CGST", percent: rate / 2, amount: paisa((taxable * rate) / 200) },
        { name: "SGST", percent: rate / 2, amount: paisa((taxable * rate) / 200) },
      ];
  const tax = paisa(taxes.reduce((sum, t) => sum + t.amount, 0));
  const total = paisa(taxable + tax);
  const oldGold = retail ? paisa(input.oldGold) : 0;
  return { mode: input.mode, metal, wastage, making, stones, taxable, taxes, gst: tax, total, oldGold, payable: paisa(total - oldGold) };
}

export type GstForm = {
  /** A field the mode does not use is `{ value: 0 }` with no message, whatever was typed. */
  fields: Record<"weight" | "rate" | "making" | "wastage" | "stones" | "oldGold", Field<number>>;
  makingType: GstInput["makingType"];
  mode: GstInput["mode"];
  interstate: boolean;
  /** Set when every field is usable. */
  result?: GstResult;
  /** No field was given: an empty form, no messages. */
  blank: boolean;
};

/**
 * The tool's state from its query string: fields with their messages (in the page's
 * language), and the result when all are good.
 */
export function gstFromQuery(query: URLSearchParams, m: Pick<ToolMessages, "number" | "gst">): GstForm {
  const makingType = choiceField(query.get("makingType"), MAKING_TYPES);
  const mode = choiceField(query.get("mode"), GST_MODES);
  const name = m.gst.fields;
  const used = countedFields(mode, makingType);
  const field = (key: (typeof GST_INPUTS)[number], rule: NumberRule): Field<number> =>
    used.includes(key) ? numberField(query.get(key), rule, m.number) : { value: 0, raw: (query.get(key) ?? "").trim().slice(0, 40) };
  const fields = {
    weight: field("weight", { label: name.weight, above: 0, max: 100_000 }),
    rate: field("rate", { label: name.rate, above: 0, max: 10_00_000 }),
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
  const values = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.value]));
  const ok = Object.values(fields).every((f) => f.error === undefined);
  const result = ok ? gst({ ...(values as Record<keyof typeof fields, number>), makingType, mode, interstate }) : undefined;
  return { fields, makingType, mode, interstate, result, blank };
}

const GST_INPUTS = ["weight", "rate", "making", "wastage", "stones", "oldGold"] as const;

/**
 * The fields a bill of this mode counts: all of them on a retail sale; on a making
 * charge (job work, own gold) the weight and the making, and the rate only when making
 * is a % of the metal value. The form hides the others (src/islands/tool-form.tsx).
 */
export function countedFields(mode: GstInput["mode"], makingType: GstInput["makingType"]): readonly (typeof GST_INPUTS)[number][] {
  if (mode === "retail") return GST_INPUTS;
  return makingType === "percent" ? ["weight", "rate", "making"] : ["weight", "making"];
}
