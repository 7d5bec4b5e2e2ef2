/** The GST calculator's rates and choices, shared by the forward bill (./compute.ts) and the reverse one (./reverse.ts). */
import { paisa } from "../../lib/money.ts";

export const MAKING_TYPES = ["percent", "perGram"] as const;
export const GST_MODES = ["retail", "jobwork", "ownGold"] as const;
export const METALS = ["gold", "silver"] as const;

/** Silver's rate is per kg; gold's per 10 g or per tola (../gold-unit.ts). */
export const SILVER_RATE_GRAMS = 1000;

/** GST rates, percent of the taxable value (docs/tools.md, "GST on jewellery"). */
export const GST_RATE = { retail: 3, jobwork: 5, ownGold: 18 } as const;

export type GstMode = (typeof GST_MODES)[number];

/** What prices a bill either way: the metal's rate and the grams it is for (10 g, a tola or a kg), making, wastage, stones, the kind of bill and the place of supply. */
export type Priced = {
  rate: number;
  per: number;
  making: number;
  makingType: (typeof MAKING_TYPES)[number];
  wastage: number;
  stones: number;
  mode: GstMode;
  interstate: boolean;
};
export type TaxLine = { name: "CGST" | "SGST" | "IGST"; percent: number; amount: number };

/** CGST + SGST, each half rounded on its own as an invoice prints it, or IGST between states. */
export function taxLines(taxable: number, mode: GstMode, interstate: boolean): TaxLine[] {
  const rate = GST_RATE[mode];
  return interstate
    ? [{ name: "IGST", percent: rate, amount: paisa((taxable * rate) / 100) }]
    : [
        { name: "CGST", percent: rate / 2, amount: paisa((taxable * rate) / 200) },
        { name: "SGST", percent: rate / 2, amount: paisa((taxable * rate) / 200) },
      ];
}
