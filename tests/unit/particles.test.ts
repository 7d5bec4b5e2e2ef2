import { describe, expect, it } from "vitest";
import { BANDS, forEachLink } from "../../src/islands/particles-field.ts";

const links = (dots: { x: number; y: number }[], distance = 150) => {
  const out: [number, number, number][] = [];
  forEachLink(dots, distance, (a, b, band) => out.push([dots.indexOf(a), dots.indexOf(b), band]));
  return out;
};

describe("particle lines (SPEC section 9: lines under 150 px)", () => {
  it("joins particles closer than 150 px, and only those", () => {
    const dots = [
      { x: 0, y: 0 },
      { x: 149.9, y: 0 }, // just under: joined
      { x: 0, y: 150 }, // exactly 150: not joined
      { x: 90, y: 120 }, // 150 from the first (a 3-4-5 triangle): not joined
    ];
    expect(links(dots).filter(([a]) => a === 0).map(([, b]) => b)).toEqual([1]);
  });

  it("fades lines in four bands by distance, nearest first", () => {
    expect(BANDS).toBe(4);
    const bands = [10, 40, 80, 120, 149].map((d) => links([{ x: 0, y: 0 }, { x: d, y: 0 }])[0]?.[2]);
    expect(bands).toEqual([0, 1, 2, 3, 3]);
  });

  it("has no line between 50 particles spread wider than the distance", () => {
    const grid = Array.from({ length: 50 }, (_, i) => ({ x: (i % 10) * 200, y: Math.floor(i / 10) * 200 }));
    expect(links(grid)).toEqual([]);
  });
});
