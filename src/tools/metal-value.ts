/**
 * What gold (or silver) is worth at the day's 999 rate: one rule for every tool — the
 * purity converter, the gold loan value, the old gold exchange, the estimate's pieces and
 * its old gold (docs/tools.md, "Purity"), so the same gold has the same value everywhere.
 *
 * The bullion association's (IBJA) own table: the 999 rate is the price of 999 gold, so
 * 999 is worth that rate itself, not 99.9 % of it; 995 is the 999 rate × 995 ÷ 999
 * (1 Aug 2023: 59,583 × 995 ÷ 999 = 59,344); 916, 750 and 585 are the 999 rate ×
 * fineness ÷ 1000 (54,578; 44,687; 34,856). Any fineness or tunch follows the same two
 * lines: from 995 up (near-pure bar gold) the 999 rate × fineness ÷ 999, so 99.89 % and
 * 99.9 % sit side by side (0.99990 and 1); below 995 the 999 rate × fineness ÷ 1000.
 * Silver's tunch and fineness follow the same rule at the 999 silver rate.
 *
 * The value is worked from the exact weight and fineness (../lib/exact.ts) and rounded
 * once, to the paisa, when shown.
 */
import { compare, div, frac, mul, toPaisa, type Fraction } from "../lib/exact.ts";

/** From this fineness up, metal is priced as near-pure bar gold, against 999. */
export const NEAR_PURE = 995;

/** The part of the 999 rate one gram of this fineness is worth, per gram of 999 at that rate. */
export function rateShare(fineness: Fraction): Fraction {
  return div(fineness, frac(compare(fineness, frac(NEAR_PURE)) >= 0 ? 999 : 1000));
}

/** The rate for this fineness, from the 999 rate (exact: rounded only when shown). */
export const rateFor = (rate999: Fraction, fineness: Fraction) => mul(rate999, rateShare(fineness));

/**
 * `weight` grams of `fineness` at the 999 `rate` for `grams` grams (10, a tola's 11.664,
 * or 1,000 for silver), exact.
 */
export const valueAt = (weight: Fraction, fineness: Fraction, rate: Fraction, grams: Fraction) => div(mul(weight, rateFor(rate, fineness)), grams);

/** The same, rounded once to the paisa. */
export const valueShown = (weight: Fraction, fineness: Fraction, rate: Fraction, grams: Fraction) => toPaisa(valueAt(weight, fineness, rate, grams));

/** Fine metal in `weight` grams of `fineness` (parts per thousand), exact. */
export const fineOf = (weight: Fraction, fineness: Fraction) => div(mul(weight, fineness), frac(1000));
