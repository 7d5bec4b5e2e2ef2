/** Money and weights as a jeweller reads them: rupees to the paisa, Indian grouping. */
import { fill } from "./template.ts";

/** Rounds to the paisa, half away from zero (₹0.005 → ₹0.01), without binary drift (1.005 → 1.01). */
export function paisa(x: number): number {
  const cents = Math.round(Math.abs(x) * 100 * (1 + 2 * Number.EPSILON));
  return (Math.sign(x) * cents) / 100 || 0;
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,00,000.00 */
export function formatRupees(x: number): string {
  return rupees.format(paisa(x));
}

const grams = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * 9.160 g (to the milligram, as a jeweller's scale shows). The unit is the page's
 * language's ("{n} g", "{n} ग्राम": toolLabels.form.units), issue 27 slip 19.
 */
export function formatGrams(x: number, unit: string): string {
  return fill(unit, { n: grams.format(Math.round(x * 1000 * (1 + 2 * Number.EPSILON)) / 1000) });
}
