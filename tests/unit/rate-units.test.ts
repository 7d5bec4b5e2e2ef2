/**
 * A gold rate per gram, per 10 g, per tola (11.664 g) and per pavan / sovereign (8 g), each
 * converted exactly into the others (src/tools/rate-units.ts) and rounded once, to the
 * paisa, when shown. Every figure is worked by hand in its comment. The first two are the
 * Tamil and Malayalam papers' own day rates (../shared TRADE-FACTS: dinakaran,
 * wayanadnewsdaily), quoted per sovereign and per gram side by side.
 */
import { describe, expect, it } from "vitest";
import { compare, exact, frac, toPaisa } from "../../src/lib/exact.ts";
import { convertRate, RATE_UNIT_GRAMS, RATE_UNITS, rateShown, type RateUnit } from "../../src/tools/rate-units.ts";

/** A rate given per `from`, shown per each unit in the order 1g, 10g, tola, pavan. */
const everyUnit = (rate: number, from: RateUnit) => RATE_UNITS.map((to) => rateShown(rate, from, to));

describe("the rate units", () => {
  it("are the gram, 10 g, the tola of 11.664 g and the pavan of 8 g", () => {
    expect(RATE_UNITS).toEqual(["1g", "10g", "tola", "pavan"]);
    expect(RATE_UNIT_GRAMS).toEqual({ "1g": frac(1), "10g": frac(10), tola: frac(11664, 1000), pavan: frac(8) });
  });
});

describe("a rate per one unit as a rate per another", () => {
  it("reads the papers' sovereign and pavan rates as their gram rates", () => {
    // ₹99,840 a sovereign ÷ 8 g = ₹12,480 a gram (dinakaran's pair).
    expect(rateShown(99_840, "pavan", "1g")).toBe(12_480);
    // ₹1,31,160 a pavan ÷ 8 g = ₹16,395 a gram (wayanadnewsdaily's pair).
    expect(rateShown(131_160, "pavan", "1g")).toBe(16_395);
    // And back: ₹12,480 × 8 = ₹99,840; ₹16,395 × 8 = ₹1,31,160.
    expect(rateShown(12_480, "1g", "pavan")).toBe(99_840);
    expect(rateShown(16_395, "1g", "pavan")).toBe(131_160);
  });

  it("gives rates per gram, 10 g, tola and pavan that agree to the paisa", () => {
    // ₹75,000 per 10 g = ₹7,500 a gram; × 11.664 = ₹87,480 a tola; × 8 = ₹60,000 a pavan.
    expect(everyUnit(75_000, "10g")).toEqual([7_500, 75_000, 87_480, 60_000]);
    expect(everyUnit(87_480, "tola")).toEqual([7_500, 75_000, 87_480, 60_000]);
    expect(everyUnit(60_000, "pavan")).toEqual([7_500, 75_000, 87_480, 60_000]);
    // ₹93,312 a tola ÷ 11.664 = ₹8,000 a gram; ₹80,000 per 10 g; × 8 = ₹64,000 a pavan.
    expect(everyUnit(93_312, "tola")).toEqual([8_000, 80_000, 93_312, 64_000]);
    expect(everyUnit(8_000, "1g")).toEqual([8_000, 80_000, 93_312, 64_000]);
    // ₹99,840 a sovereign = ₹12,480 a gram; ₹1,24,800 per 10 g;
    // 12,480 × 11.664 = 1,37,280 + 12,480 × 0.664 (8,286.72) = ₹1,45,566.72 a tola.
    expect(everyUnit(99_840, "pavan")).toEqual([12_480, 124_800, 145_566.72, 99_840]);
    expect(everyUnit(145_566.72, "tola")).toEqual([12_480, 124_800, 145_566.72, 99_840]);
    // ₹1,31,160 a pavan = ₹16,395 a gram; ₹1,63,950 per 10 g;
    // 16,395 × 11.664 = 1,80,345 + 16,395 × 0.664 (10,886.28) = ₹1,91,231.28 a tola.
    expect(everyUnit(131_160, "pavan")).toEqual([16_395, 163_950, 191_231.28, 131_160]);
    expect(everyUnit(163_950, "10g")).toEqual([16_395, 163_950, 191_231.28, 131_160]);
  });

  it("rounds once, to the paisa, only when shown", () => {
    // ₹1,00,000 a tola ÷ 11.664 = ₹8,573.388… a gram → ₹8,573.39 (11.664 × 8,573 = 99,995.472;
    // the 4.528 left ÷ 11.664 = 0.3882…); per 10 g ₹85,733.882… → ₹85,733.88;
    // per pavan 8,00,000 ÷ 11.664 = ₹68,587.105… → ₹68,587.11, where the gram's shown
    // ₹8,573.39 × 8 would have made ₹68,587.12: the pavan is worked from the tola, not the gram shown.
    expect(everyUnit(100_000, "tola")).toEqual([8_573.39, 85_733.88, 100_000, 68_587.11]);
    // Kept exact, there and back again is the rate itself, not a paisa off.
    const perGram = convertRate(exact(100_000), "tola", "1g");
    expect(compare(convertRate(perGram, "1g", "tola"), frac(100_000))).toBe(0);
    expect(toPaisa(convertRate(convertRate(perGram, "1g", "pavan"), "pavan", "tola"))).toBe(100_000);
  });

  it("leaves a rate as it is in its own unit", () => {
    // ₹12,345.67 a tola is ₹12,345.67 a tola.
    expect(rateShown(12_345.67, "tola", "tola")).toBe(12_345.67);
  });
});
