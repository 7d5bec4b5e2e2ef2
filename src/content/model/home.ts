/** The home page's shape, and how its testimonials scroll. */
import type { Testimonial } from "../shapes/home.ts";

export type * from "../shapes/home.ts";

export const TESTIMONIAL_DURATIONS = [15, 19, 17] as const;

/** 9 testimonials in 3 columns of 3 (SPEC section 9). */
export function testimonialColumns(list: readonly Testimonial[]): Testimonial[][] {
  return [list.slice(0, 3), list.slice(3, 6), list.slice(6, 9)];
}
