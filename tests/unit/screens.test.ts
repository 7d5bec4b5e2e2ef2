/**
 * A real screenshot takes a drawing's place by its file name (issue 29, src/lib/screens.ts):
 * `<id>.<lang>.<type>` for one language before `<id>.<type>` for all, else the drawing.
 */
import { describe, expect, it } from "vitest";
import { screenImage } from "../../src/lib/screens.ts";

describe("screenImage", () => {
  const dropped = ["retail-1.hi.webp", "retail-1.png", "girvi-2.jpg", "notes.txt"];
  it("takes a language's own screenshot first, then the one for all languages", () => {
    expect(screenImage("hi", "retail-1", dropped)).toBe("/screenshots/retail-1.hi.webp");
    expect(screenImage("en", "retail-1", dropped)).toBe("/screenshots/retail-1.png");
    expect(screenImage("hi", "girvi-2", dropped)).toBe("/screenshots/girvi-2.jpg");
  });
  it("draws the screen when no file is named after it", () => {
    expect(screenImage("en", "retail-10", dropped)).toBe("/screens/en/retail-10.svg");
    expect(screenImage("hi", "wholesale-3", [])).toBe("/screens/hi/wholesale-3.svg");
  });
  it("uses the build's own list: none dropped in public/screenshots/, every slot drawn", () => {
    expect(screenImage("en", "retail-2")).toBe("/screens/en/retail-2.svg");
  });
});
