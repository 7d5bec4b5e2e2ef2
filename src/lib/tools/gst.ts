/**
 * Jewellery GST and price (docs/tools.md, "GST on jewellery"): what a retail invoice or
 * a karigar's job-work bill comes to. Pure: the page (server) and its island (browser)
 * both call `gstFromQuery`, so what a visitor sees while typing is what a shared link shows.
 *
 * Retail: 3 % on the whole taxable value (metal, wastage, making, stones) — CGST 1.5 %
 * + SGST 1.5 %, or IGST 3 % between states. Old gold taken from a consumer is not a
 * taxable supply: its value comes off after GST.
 * Job work (a karigar working the jeweller's own metal, SAC 9988): 5 % on the making
 * charge only.
 */
import { toolMessages, type ToolMessages } from "../../content/tools.ts";
import { paisa } from "./money.ts";
import { choiceField, isBlank, numberField, type Field } from "./query.ts";

export const GST_FIELDS = ["weight", "rate", "making", "makingType", "wastage", "stones", "mode", "interstate", "oldGold"] as const;
export const MAKING_TYPES = ["percent", "perGram"] as const;
export const GST_MODES = ["retail", "jobwork"] as const;

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
  /** What GST is charged on: the whole value (retail) or the making charge (job work). */
  taxable: number;
  taxes: TaxLine[];
  gst: number;
  total: number;
  oldGold: number;
  /** total − old gold; negative when the old gold is worth more (the shop pays the difference). */
  payable: number;
};

/** GST rates, percent of the taxable value. */
export const GST_RATE = { retail: 3, jobwork: 5 } as const;

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
 * language; English unless given), and the result when all are good.
 */
export function gstFromQuery(query: URLSearchParams, m: Pick<ToolMessages, "number" | "gst"> = toolMessages): GstForm {
  const makingType = choiceField(query.get("makingType"), MAKING_TYPES);
  const name = m.gst.fields;
  const fields = {
    weight: numberField(query.get("weight"), { label: name.weight, above: 0, max: 100_000 }, m.number),
    rate: numberField(query.get("rate"), { label: name.rate, above: 0, max: 10_00_000 }, m.number),
    making: numberField(
      query.get("making"),
      {
        label: makingType === "percent" ? name.makingPercent : name.makingPerGram,
        min: 0,
        max: makingType === "percent" ? 100 : 1_00_000,
        fallback: 0,
      },
      m.number,
    ),
    wastage: numberField(query.get("wastage"), { label: name.wastage, min: 0, max: 100, fallback: 0 }, m.number),
    stones: numberField(query.get("stones"), { label: name.stones, min: 0, max: 10_00_00_000, fallback: 0 }, m.number),
    oldGold: numberField(query.get("oldGold"), { label: name.oldGold, min: 0, max: 10_00_00_000, fallback: 0 }, m.number),
  };
  const mode = choiceField(query.get("mode"), GST_MODES);
  const interstate = query.get("interstate") === "1";
  const blank = isBlank(query, ["weight", "rate", "making", "wastage", "stones", "oldGold"]);
  const values = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.value]));
  const ok = Object.values(fields).every((f) => f.error === undefined);
  const result = ok ? gst({ ...(values as Record<keyof typeof fields, number>), makingType, mode, interstate }) : undefined;
  return { fields, makingType, mode, interstate, result, blank };
}
