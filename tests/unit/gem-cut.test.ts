/**
 * The About banner's stone (issue 29, src/islands/gem-cut.ts): a brilliant cut whose
 * visible facets stay in their box at every turn, lit gold and maroon with a glint.
 */
import { describe, expect, it } from "vitest";
import { facets } from "../../src/islands/gem-cut.ts";

const rgb = (fill: string) => fill.match(/\d+/g)!.map(Number) as [number, number, number];

describe("the cut stone", () => {
  it("shows the table and about half of its 33 facets, inside its 224 px box, at every turn", () => {
    for (let angle = 0; angle < 2 * Math.PI; angle += 0.25) {
      const seen = facets(angle, 224);
      expect(seen.length).toBeGreaterThanOrEqual(15);
      expect(seen.length).toBeLessThanOrEqual(25);
      // The table: the one octagon, always turned to the eye under the tilt.
      expect(seen.filter((f) => f.points.length === 8)).toHaveLength(1);
      for (const [x, y] of seen.flatMap((f) => f.points)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(224);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(224);
      }
    }
  });

  it("is lit gold and maroon, with a white glint", () => {
    const fills = facets(0.3, 224).map((f) => rgb(f.fill));
    expect(fills.some(([r, g, b]) => r > 200 && g > 120 && b < 120)).toBe(true); // gold
    expect(fills.some(([r, g, b]) => r > 90 && g < 40 && b < 60)).toBe(true); // maroon
    expect(fills.some(([r, g, b]) => r === 255 && g > 220 && b > 200)).toBe(true); // glint
  });
});
