/**
 * Exact fractions for the tools' arithmetic (docs/tools.md, "How a tool works"): every
 * figure a visitor types is a decimal of at most 6 places (src/tools/query.ts), so it is
 * an exact fraction over 10⁶; products and quotients of them stay exact in BigInt, and a
 * figure is rounded once, to the paisa or the milligram, only when it is shown. Binary
 * floating point would drift at the half-paisa (12.345 × 0.888 × 7,500 is 82,217.7 but
 * comes out 82,217.69999…).
 */

/** n ÷ d, d > 0. */
export type Fraction = { readonly n: bigint; readonly d: bigint };

const MICRO = 1_000_000n;

/** A typed figure (at most 6 decimal places, below 10⁹) as the exact decimal it was typed as: 12.345 → 12345000 ÷ 10⁶. */
export function exact(x: number): Fraction {
  return { n: BigInt(Math.round(x * 1e6)), d: MICRO };
}

/** A fraction of two integers: frac(1000, 24) is 41.666…. */
export const frac = (n: number | bigint, d: number | bigint = 1n): Fraction => ({ n: BigInt(n), d: BigInt(d) });

export const mul = (...xs: Fraction[]): Fraction => xs.reduce((a, b) => ({ n: a.n * b.n, d: a.d * b.d }), frac(1));
export const div = (a: Fraction, b: Fraction): Fraction => (b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n });
export const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Fraction, b: Fraction): Fraction => add(a, { n: -b.n, d: b.d });

/** The nearest number (correctly rounded while n and d are below 2⁵³): to format, never to compute with. */
export const toNumber = (x: Fraction) => Number(x.n) / Number(x.d);

/** −1, 0 or 1 as a − b is below, at or above zero. */
export function compare(a: Fraction, b: Fraction): number {
  const s = a.n * b.d - b.n * a.d;
  return s < 0n ? -1 : s > 0n ? 1 : 0;
}

/** The integer nearest to x, half away from zero (2.5 → 3, −2.5 → −3). */
function nearest(x: Fraction): bigint {
  const neg = x.n < 0n;
  const n = neg ? -x.n : x.n;
  const q = (2n * n + x.d) / (2n * x.d);
  return neg ? -q : q;
}

/** Rounded once to `places` decimals, half away from zero, as a number (82,217.70 → 82217.7). */
export function rounded(x: Fraction, places: number): number {
  const scale = 10n ** BigInt(places);
  return Number(nearest(mul(x, frac(scale)))) / Number(scale) || 0;
}

/** Rupees rounded once to the paisa. */
export const toPaisa = (x: Fraction) => rounded(x, 2);
/** Grams rounded once to the milligram, as a jeweller's scale shows them. */
export const toMilligram = (x: Fraction) => rounded(x, 3);

/** Rounded down to the paisa (never past a cap), in paise. */
export function floorPaise(x: Fraction): bigint {
  const n = x.n * 100n;
  const q = n / x.d;
  return n < 0n && q * x.d !== n ? q - 1n : q;
}
