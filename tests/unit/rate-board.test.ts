/**
 * The rate board's figures (issue 42), worked by hand: 22K and 18K filled in from the 24K
 * rate as the bullion association prices gold (the 999 rate × fineness ÷ 1000, to the
 * rupee), rates shown as typed with Indian grouping, and every field bounded with a message
 * in the page's language (English here; the others through the language contract).
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { boardData } from "../../src/tools/rate-board/board-data.ts";
import { boardRupees, fromRate24, rateBoardFromQuery } from "../../src/tools/rate-board/compute.ts";

const en = contentFor("en").tools.toolMessages;
const read = (query: string) => rateBoardFromQuery(new URLSearchParams(query), en["rate-board"], en.number);
const errors = (query: string) => {
  const form = read(query);
  return Object.fromEntries(Object.entries({ ...form.rates, ...form.texts }).flatMap(([k, f]) => (f.error ? [[k, f.error]] : [])));
};

describe("22K and 18K from the 24K rate", () => {
  it.each([
    // 75,000 × 916 ÷ 1000 = 68,700; × 750 ÷ 1000 = 56,250.
    [75000, 916, 68700],
    [75000, 750, 56250],
    // 1,23,456.78 × 0.916 = 1,13,086.41 → 1,13,086; × 0.75 = 92,592.585 → 92,593 (half up).
    [123456.78, 916, 113086],
    [123456.78, 750, 92593],
    // 12,34,567 × 0.916 = 11,30,863.372 → 11,30,863; × 0.75 = 9,25,925.25 → 9,25,925.
    [1234567, 916, 1130863],
    [1234567, 750, 925925],
    // 7,999 a gram × 0.916 = 7,327.084 → 7,327; a half rupee rounds up: 1,250 × 0.75 = 937.5 → 938.
    [7999, 916, 7327],
    [1250, 750, 938],
  ])("₹%d at %d is ₹%d", (rate24, fineness, rate) => {
    expect(fromRate24(rate24, fineness)).toBe(rate);
  });
});

describe("a rate as the board shows it", () => {
  it.each([
    [1234567, "₹12,34,567"],
    [9999999, "₹99,99,999"],
    [75000, "₹75,000"],
    [7500.5, "₹7,500.50"],
    [0.1 + 0.2, "₹0.30"],
    [99840, "₹99,840"],
  ])("%d → %s", (rate, shown) => {
    expect(boardRupees(rate)).toBe(shown);
  });
});

describe("what a link may hold", () => {
  it("reads rates typed with grouping, Indian digits and paise", () => {
    const form = read("g24=12,34,567&g22=%E0%A5%AD%E0%A5%AB%E0%A5%A6%E0%A5%A6%E0%A5%A6&g18=56250.5&per=pavan");
    expect([form.rates.g24.value, form.rates.g22.value, form.rates.g18.value, form.rates.silver.value]).toEqual([1234567, 75000, 56250.5, undefined]);
    expect(form.unit).toBe("pavan");
  });

  it("refuses an eighth digit, a third decimal, a minus and words, each with its message", () => {
    expect(errors("g24=10000000&g22=68700.125&g18=-5&silver=lots")).toEqual({
      g24: "The 24K rate can be at most 99,99,999.",
      g22: "The 22K rate is in rupees and paise: at most 2 decimals.",
      g18: "The 18K rate cannot be negative.",
      silver: "The silver rate must be a number, like 12.5.",
    });
  });

  it("bounds the shop's texts and refuses markup and hidden controls", () => {
    expect(errors(`shop=${"A".repeat(61)}&city=%3Cscript%3E&phone=call+me&note=ok%E2%80%AEko`)).toEqual({
      shop: "The shop's name can be at most 60 characters.",
      city: "The city can hold letters and figures only.",
      phone: "Write the phone in figures, for example 98765 43210.",
      note: "The line of your own can hold letters and figures only.",
    });
  });

  it("takes an unknown unit as 10 g, and a time only when it is one", () => {
    expect(read("per=kg").unit).toBe("10g");
    expect(read("at=2026-11-28T09:41").at).toEqual({ date: "2026-11-28", time: "09:41" });
    expect(read("at=2026-11-28T25:41").at).toBeUndefined();
    expect(read("at=2026-02-30T09:41").at).toBeUndefined();
  });
});

describe("the board's data, in its own language", () => {
  it("says the shop, the time the rates were set and each rate with its unit, leaving blanks out", () => {
    const data = boardData(new URLSearchParams("shop=Shree+Jewellers&city=Thrissur&phone=98765+43210&g24=99840&g18=74880&per=pavan&note=Making+from+8+%25&at=2026-11-28T09:41"), "en", "Zevar ERP");
    expect(data).toEqual({
      lang: "en-IN",
      shop: "Shree Jewellers",
      place: "Thrissur · 98765 43210",
      title: "Today's rates",
      when: "Updated 28 November 2026, 9:41 am",
      rows: [
        { label: "Gold 24K (999)", rate: "₹99,840", per: "per pavan (8 g)" },
        { label: "Gold 18K (750)", rate: "₹74,880", per: "per pavan (8 g)" },
      ],
      note: "Making from 8 %",
      empty: "No rates yet: fill them in on the rate board form.",
      credit: "Free rate board by Zevar ERP",
    });
  });

  it("dates a link without a time by India's day, not UTC's", () => {
    // 28 Nov 2026 20:00 UTC is 29 Nov 01:30 in India.
    const data = boardData(new URLSearchParams("g24=75000"), "en", "Zevar ERP", Date.UTC(2026, 10, 28, 20, 0));
    expect(data.when).toBe("29 November 2026");
    expect(data.rows).toEqual([{ label: "Gold 24K (999)", rate: "₹75,000", per: "per 10 g" }]);
  });
});
