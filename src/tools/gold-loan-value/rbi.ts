/**
 * RBI's cap on a bank's or NBFC's gold loan for consumption, from 1 April 2026 (RBI's
 * directions on lending against gold and silver collateral, RBI/2025-26/47; docs/tools.md,
 * "Gold loan value"): the loan-to-value allowed depends on the borrower's total
 * consumption gold loans with the lender, not on one loan. Up to ₹2.5 lakh 85 %, above
 * that up to ₹5 lakh 80 %, above ₹5 lakh 75 %. Until 31 March 2026 it was a flat 75 %.
 * The tool takes the loan it works out as the borrower's only one, and says so.
 */
import { exact, floorPaise, frac, mul, toNumber, type Fraction } from "../../lib/exact.ts";

/** The tiers, in paisa, each the most a loan may be for its percent (the last has no ceiling). */
const TIERS = [
  { upTo: 2_50_000_00, percent: 85 },
  { upTo: 5_00_000_00, percent: 80 },
  { upTo: Infinity, percent: 75 },
] as const;

/** The percent of the gold's value RBI allows a loan of `loan` rupees. */
export function rbiCap(loan: number): number {
  const p = Math.round(loan * 100);
  return TIERS.find((t) => p <= t.upTo)!.percent;
}

/**
 * The most a bank or NBFC may lend on gold worth `value` rupees: a loan L is allowed when
 * L ≤ rbiCap(L) % of the value. From the top tier down, the first tier whose percent of the
 * value reaches above the tier below it gives the answer, held to its own ceiling:
 * 75 % if that is above ₹5 lakh, else 80 % (at most ₹5 lakh) if that is above ₹2.5 lakh,
 * else 85 % (at most ₹2.5 lakh). Worked in whole paisa and rounded down, so the loan is
 * never a fraction of a paisa past the cap.
 */
export function rbiMostLoan(value: number | Fraction): { loan: number; percent: number } {
  const exactValue = typeof value === "number" ? exact(value) : value;
  // A tier answers when its percent of the value is past the ceiling of the tier below it.
  for (let i = TIERS.length - 1; i >= 0; i--) {
    const tier = TIERS[i]!;
    const at = Number(floorPaise(mul(exactValue, frac(tier.percent, 100))));
    const floor = i > 0 ? TIERS[i - 1]!.upTo : -1;
    // Held to its ceiling, the loan is a smaller share of the value (₹2.5 lakh of ₹3 lakh: 83.33…%).
    if (at > floor) return at <= tier.upTo ? { loan: at / 100, percent: tier.percent } : { loan: tier.upTo / 100, percent: (tier.upTo / 100 / toNumber(exactValue)) * 100 };
  }
  return { loan: 0, percent: TIERS[0].percent };
}
