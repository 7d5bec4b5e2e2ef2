/**
 * The weights a gold rate is quoted for (docs/tools.md, "Gold rates per 10 g, per tola or
 * per pavan"), and the exact conversion of a rate from one to another: the gram, as
 * billing and the Kerala and Tamil Nadu boards quote it beside the pavan; 10 g, as the
 * bullion association's tables quote it; the trade's tola of 11.664 g (180 grains of
 * 0.0648 g; Bengal's bhori); and the pavan or sovereign of 8 g, as Tamil Nadu and Kerala
 * quote it. A rate per one unit is the rate per another × the second's grams ÷ the
 * first's, kept exact (../lib/exact.ts) and rounded once, to the paisa, only when shown:
 * ₹99,840 a sovereign is ₹12,480 a gram, and ₹75,000 per 10 g is ₹87,480 a tola.
 */
import { div, exact, frac, mul, toPaisa, type Fraction } from "../lib/exact.ts";

export const RATE_UNITS = ["1g", "10g", "tola", "pavan"] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/** The grams each rate is for, exact: 1 tola = 11.664 g, 1 pavan (sovereign) = 8 g. */
export const RATE_UNIT_GRAMS: Readonly<Record<RateUnit, Fraction>> = {
  "1g": frac(1),
  "10g": frac(10),
  tola: frac(11_664, 1_000),
  pavan: frac(8),
};

/** A rate per `from` as the rate per `to` for the same gold, exact: `rate` × grams of `to` ÷ grams of `from`. */
export const convertRate = (rate: Fraction, from: RateUnit, to: RateUnit): Fraction => div(mul(rate, RATE_UNIT_GRAMS[to]), RATE_UNIT_GRAMS[from]);

/** A typed rate (rupees, at most 6 decimals) per `from` as the rate per `to`, rounded once to the paisa. */
export const rateShown = (rate: number, from: RateUnit, to: RateUnit): number => toPaisa(convertRate(exact(rate), from, to));
