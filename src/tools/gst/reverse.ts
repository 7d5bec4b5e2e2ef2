/**
 * Reverse GST (docs/tools.md, "GST on jewellery"): an all-in price P back to its taxable
 * value P ÷ (1 + rate) and the tax in it, and, on a retail sale with a rate, the metal,
 * wastage, making and net weight it implies once the stones are taken out.
 *
 * The tax is what is left of the price (P − taxable), so the lines add up to P to the
 * paisa; CGST is half of it rounded, SGST the rest.
 */
import { paisa } from "../../lib/money.ts";
import { GST_RATE, type GstMode, type Priced, type TaxLine } from "./tax.ts";

/** The all-in price, and what prices it (a rate of 0: none given). */
export type ReverseInput = Priced & { allIn: number };

export type ReverseResult = {
  mode: GstMode;
  allIn: number;
  taxable: number;
  taxes: TaxLine[];
  gst: number;
  /** What the price implies on a retail sale, when a rate was given. */
  implied?: { metal: number; wastage: number; making: number; stones: number; weight: number };
  /** The stones alone are worth the price before GST or more: no metal is left. */
  stonesTooHigh?: true;
};

export function reverseGst(input: ReverseInput): ReverseResult {
  const rate = GST_RATE[input.mode];
  const taxable = paisa(input.allIn / (1 + rate / 100));
  const tax = paisa(input.allIn - taxable);
  const half = paisa(tax / 2);
  const taxes: TaxLine[] = input.interstate
    ? [{ name: "IGST", percent: rate, amount: tax }]
    : [
        { name: "CGST", percent: rate / 2, amount: half },
        { name: "SGST", percent: rate / 2, amount: paisa(tax - half) },
      ];
  const result: ReverseResult = { mode: input.mode, allIn: paisa(input.allIn), taxable, taxes, gst: tax };
  if (input.mode !== "retail" || !(input.rate > 0)) return result;
  const stones = paisa(input.stones);
  const base = paisa(taxable - stones);
  if (!(base > 0)) return { ...result, stonesTooHigh: true };
  const perGram = input.rate / input.per;
  const w = input.wastage / 100;
  // Making as a % of the metal: metal × (1 + wastage + making) = base. Per gram:
  // weight × (rate per gram × (1 + wastage) + making per gram) = base.
  const weight = input.makingType === "percent" ? base / (1 + w + input.making / 100) / perGram : base / (perGram * (1 + w) + input.making);
  const metal = paisa(weight * perGram);
  const wastage = paisa(metal * w);
  return { ...result, implied: { metal, wastage, making: paisa(base - metal - wastage), stones, weight } };
}
