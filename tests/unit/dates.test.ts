import { describe, expect, it } from "vitest";
import { longDate, yearInIndia } from "../../src/lib/dates.ts";

describe("longDate", () => {
  it("writes dates in long US English, whatever the time part or time zone", () => {
    expect(longDate("2025-03-05")).toBe("March 5, 2025");
    expect(longDate("2025-03-05 23:59:59")).toBe("March 5, 2025");
    expect(longDate("2024-12-31T00:00:00")).toBe("December 31, 2024");
  });

  it("leaves what is not a date as it is", () => {
    expect(longDate("soon")).toBe("soon");
  });
});

describe("yearInIndia", () => {
  it("turns the year over at midnight in India (18:30 UTC), not at midnight UTC", () => {
    expect(yearInIndia(Date.parse("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(yearInIndia(Date.parse("2026-12-31T18:30:00Z"))).toBe(2027);
    expect(yearInIndia(Date.parse("2027-01-01T00:00:00Z"))).toBe(2027);
  });
});
