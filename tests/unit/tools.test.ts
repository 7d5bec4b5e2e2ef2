/**
 * The jeweller tools' arithmetic, held to cases worked out by hand (and checked in a
 * decimal spreadsheet, half-up to the paisa), never to the code's own output. The first
 * case of each tool is the issue's own worked example.
 */
import { describe, expect, it } from "vitest";
import { gstFromQuery } from "./english-tools.ts";
import { girviFromQuery } from "./english-tools.ts";
import { checkHuid } from "./english-tools.ts";
import { formatGrams, formatRupees, paisa } from "../../src/lib/money.ts";
import { purityFromQuery } from "./english-tools.ts";

const q = (s: string) => new URLSearchParams(s);

describe("money", () => {
  it("rounds half up to the paisa without binary drift, and groups the Indian way", () => {
    expect(paisa(1.005)).toBe(1.01);
    expect(paisa(52.50075)).toBe(52.5);
    expect(paisa(1428.9585)).toBe(1428.96);
    expect(formatRupees(100000)).toBe("₹1,00,000.00");
    expect(formatRupees(83059.2)).toBe("₹83,059.20");
    expect(formatRupees(12345678.9)).toBe("₹1,23,45,678.90");
    expect(formatGrams(9.16, "{n} g")).toBe("9.160 g");
    expect(formatGrams(17.404, "{n} ग्राम")).toBe("17.404 ग्राम");
  });
});

describe("jewellery GST and price", () => {
  const cases: [string, { metal: number; wastage: number; making: number; taxable: number; taxes: [string, number][]; total: number; payable: number }][] = [
    // The example: 10 g at ₹72,000 / 10 g, making 12 %.
    ["weight=10&rate=72000&making=12&makingType=percent&mode=retail", { metal: 72000, wastage: 0, making: 8640, taxable: 80640, taxes: [["CGST", 1209.6], ["SGST", 1209.6]], total: 83059.2, payable: 83059.2 }],
    ["weight=10&rate=72000&making=12&interstate=1", { metal: 72000, wastage: 0, making: 8640, taxable: 80640, taxes: [["IGST", 2419.2]], total: 83059.2, payable: 83059.2 }],
    // 8.5 × 7,125 = 60,562.50; 450 × 8.5 = 3,825; 1.5 % of 64,387.50 = 965.8125 → 965.81.
    ["weight=8.5&rate=71250&making=450&makingType=perGram", { metal: 60562.5, wastage: 0, making: 3825, taxable: 64387.5, taxes: [["CGST", 965.81], ["SGST", 965.81]], total: 66319.12, payable: 66319.12 }],
    // 12.345 × 6,890 = 85,057.05; wastage 2 % = 1,701.141; making 10 % = 8,505.705 → 8,505.71.
    ["weight=12.345&rate=68900&making=10&wastage=2", { metal: 85057.05, wastage: 1701.14, making: 8505.71, taxable: 95263.9, taxes: [["CGST", 1428.96], ["SGST", 1428.96]], total: 98121.82, payable: 98121.82 }],
    // Stones are part of the taxable value.
    ["weight=5&rate=70000&making=8&stones=15000", { metal: 35000, wastage: 0, making: 2800, taxable: 52800, taxes: [["CGST", 792], ["SGST", 792]], total: 54384, payable: 54384 }],
    // Old gold comes off after GST.
    ["weight=20&rate=72000&making=12&oldGold=50000", { metal: 144000, wastage: 0, making: 17280, taxable: 161280, taxes: [["CGST", 2419.2], ["SGST", 2419.2]], total: 166118.4, payable: 116118.4 }],
    // Old gold worth more than the new piece: the shop pays the difference.
    ["weight=2&rate=72000&oldGold=200000", { metal: 14400, wastage: 0, making: 0, taxable: 14400, taxes: [["CGST", 216], ["SGST", 216]], total: 14832, payable: -185168 }],
    // Job work: 5 % on the making charge only (600 × 100 g = 60,000). Per-gram making does
    // not use the rate, so it is not read (issue 23 item 11): no metal value is worked out.
    ["weight=100&rate=7500&making=600&makingType=perGram&mode=jobwork", { metal: 0, wastage: 0, making: 60000, taxable: 60000, taxes: [["CGST", 1500], ["SGST", 1500]], total: 63000, payable: 63000 }],
    ["weight=50&rate=72000&making=3&mode=jobwork&interstate=1&stones=5000&oldGold=1000", { metal: 360000, wastage: 0, making: 10800, taxable: 10800, taxes: [["IGST", 540]], total: 11340, payable: 11340 }],
    // 1.333 × 6,555.5 = 8,738.4815; wastage 1.5 % = 131.0772; making 11.5 % = 1,004.9252.
    ["weight=1.333&rate=65555&making=11.5&wastage=1.5&stones=999.99", { metal: 8738.48, wastage: 131.08, making: 1004.93, taxable: 10874.48, taxes: [["CGST", 163.12], ["SGST", 163.12]], total: 11200.72, payable: 11200.72 }],
    // 3.21 × 7,333.3 = 23,539.893; 333 × 3.21 = 1,068.93; IGST 3 % of 24,608.82 = 738.2646.
    ["weight=3.21&rate=73333&making=333&makingType=perGram&interstate=1&oldGold=1234.56", { metal: 23539.89, wastage: 0, making: 1068.93, taxable: 24608.82, taxes: [["IGST", 738.26]], total: 25347.08, payable: 24112.52 }],
    // 1.5 % of 3,500.05 = 52.50075 → 52.50; Indian commas in the input are read.
    ["weight=0.5&rate=70,001", { metal: 3500.05, wastage: 0, making: 0, taxable: 3500.05, taxes: [["CGST", 52.5], ["SGST", 52.5]], total: 3605.05, payable: 3605.05 }],
  ];
  for (const [query, want] of cases) {
    it(query, () => {
      const { result } = gstFromQuery(q(query));
      expect(result).toBeDefined();
      expect({ metal: result!.metal, wastage: result!.wastage, making: result!.making, taxable: result!.taxable }).toEqual({ metal: want.metal, wastage: want.wastage, making: want.making, taxable: want.taxable });
      expect(result!.taxes.map((t) => [t.name, t.amount])).toEqual(want.taxes);
      expect(result!.total).toBe(want.total);
      expect(result!.payable).toBe(want.payable);
    });
  }

  it("answers bad input with a message beside the field, and no result", () => {
    const form = gstFromQuery(q("weight=abc&rate=-5&making=150&wastage=&stones=1e9"));
    expect(form.result).toBeUndefined();
    expect(form.fields.weight.error).toBe("The net weight must be a number, like 12.5.");
    expect(form.fields.rate.error).toBe("The rate per 10 g cannot be negative.");
    expect(form.fields.making.error).toBe("The making charge (%) can be at most 100.");
    expect(form.fields.wastage.error).toBeUndefined();
    expect(form.fields.stones.error).toBe("The stone value must be a number, like 12.5.");
    expect(gstFromQuery(q("weight=0&rate=72000")).fields.weight.error).toBe("The net weight must be more than 0.");
    expect(gstFromQuery(q("rate=72000")).fields.weight.error).toBe("Enter the net weight.");
    expect(gstFromQuery(q("")).blank).toBe(true);
  });
});

describe("Girvi interest", () => {
  it("simple, 2 a month, six months: ₹1,200 (the issue's example)", () => {
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&method=simple"));
    expect(result).toMatchObject({ interest: 1200, due: 11200, span: { months: 6, days: 0 } });
  });

  it("simple, 30-day months: 1 month 15 days is ₹300 (the issue's example)", () => {
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-02-16&method=simple&days=30"));
    expect(result).toMatchObject({ interest: 300, due: 10300, span: { months: 1, days: 15 } });
  });

  it("compound every 3 months at 1.75: ₹2,271.24 over a year (the issue's example), each period's line adding up", () => {
    const { result } = girviFromQuery(q("principal=10000&rate=1.75&from=2026-01-01&to=2027-01-01&method=compound&every=3"));
    // 10,000 × 1.0525⁴ = 12,271.2393 → interest 2,271.24.
    expect(result!.interest).toBe(2271.24);
    expect(result!.due).toBe(12271.24);
    expect(result!.rows.map((r) => [r.opening, r.interest, r.closing])).toEqual([
      [10000, 525, 10525],
      [10525, 552.56, 11077.56],
      [11077.56, 581.57, 11659.13],
      [11659.13, 612.11, 12271.24],
    ]);
  });

  it("calendar months: the days past the last whole month over that month's days (15 / 28 in February)", () => {
    // 200 × (1 + 15/28) = 307.142857…
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-02-16&days=calendar"));
    expect(result).toMatchObject({ interest: 307.14, due: 10307.14, span: { months: 1, days: 15 } });
  });

  it("calendar months: under a month, over the running month's 31 days", () => {
    // 15 Jan → 10 Feb: 26 days of the month 15 Jan – 15 Feb (31 days); 200 × 26/31 = 167.7419…
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-15&to=2026-02-10&days=calendar"));
    expect(result).toMatchObject({ interest: 167.74, span: { months: 0, days: 26 } });
  });

  it("30-day months across a year end: 9 months 15 days", () => {
    // 360 − 90 + 15 = 285 days = 9.5 months; 50,000 × 1.5 % × 9.5 = 7,125.
    const { result } = girviFromQuery(q("principal=50000&rate=1.5&from=2025-04-10&to=2026-01-25"));
    expect(result).toMatchObject({ interest: 7125, due: 57125, span: { months: 9, days: 15 } });
  });

  it("30-day months count the 31st as the 30th", () => {
    // 31 Mar → 1 May: 60 + (1 − 30) = 31 days; 750 × 31/30 = 775.
    const { result } = girviFromQuery(q("principal=25000&rate=3&from=2026-03-31&to=2026-05-01"));
    expect(result).toMatchObject({ interest: 775, span: { months: 1, days: 1 } });
  });

  it("charges the minimum period when the loan is settled sooner", () => {
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=1"));
    expect(result).toMatchObject({ interest: 200, due: 10200, minimumCharged: true, span: { months: 0, days: 19 } });
    const longer = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-03-01&minMonths=1")).result;
    expect(longer).toMatchObject({ interest: 400, minimumCharged: false });
  });

  it("a part payment pays the interest due first, then the principal", () => {
    // 3 months: 600 interest; 3,000 pays it and 2,400 of principal; 3 months on 7,600 = 456.
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-04-01:3000"));
    expect(result).toMatchObject({ interest: 1056, paid: 3000, due: 8056 });
    expect(result!.rows.map((r) => [r.opening, r.interest, r.paid, r.closing])).toEqual([
      [10000, 600, 3000, 7600],
      [7600, 456, 0, 8056],
    ]);
  });

  it("a payment smaller than the interest due leaves the rest unpaid, and simple interest does not grow on it", () => {
    // 400 due by 1 Mar, 300 paid, 100 left; 400 more by 1 May on 10,000.
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-05-01&paid=2026-03-01:300"));
    expect(result).toMatchObject({ interest: 800, paid: 300, due: 10500 });
  });

  it("compound yearly at 2: two years compounded, then six months simple on the new principal", () => {
    // 1,00,000 × 1.24 = 1,24,000 × 1.24 = 1,53,760; × 12 % = 18,451.20.
    const { result } = girviFromQuery(q("principal=100000&rate=2&from=2024-01-01&to=2026-07-01&method=compound&every=12"));
    expect(result).toMatchObject({ interest: 72211.2, due: 172211.2 });
    expect(result!.rows.map((r) => r.closing)).toEqual([124000, 153760, 172211.2]);
  });

  it("compound monthly by calendar from the 31st: 28 Feb, 31 Mar and 30 Apr are the month ends", () => {
    // 10,000 × 1.01³ = 10,303.01.
    const { result } = girviFromQuery(q("principal=10000&rate=1&from=2026-01-31&to=2026-04-30&method=compound&every=1&days=calendar"));
    expect(result!.rows.map((r) => r.to)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(result).toMatchObject({ interest: 303.01, due: 10303.01 });
  });

  it("compound with a part payment: the payment first, then interest compounds on what is left", () => {
    // 1 Feb: 200 due, 1,000 paid → 9,200; 1 Apr: 2 months' 368 added → 9,568; 1 Jul: 3 months' 574.08 added.
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&method=compound&every=3&paid=2026-02-01:1000"));
    expect(result).toMatchObject({ interest: 1142.08, paid: 1000, due: 10142.08 });
    expect(result!.rows.map((r) => [r.event, r.closing])).toEqual([["payment", 9200], ["compounded", 9568], ["compounded", 10142.08]]);
  });

  it("answers bad input with a message beside the field", () => {
    const form = girviFromQuery(q("principal=ten&rate=2&from=2026-07-01&to=2026-01-01"));
    expect(form.result).toBeUndefined();
    expect(form.fields.principal.error).toBe("The loan amount must be a number, like 12.5.");
    expect(form.fields.to.error).toBe("The settlement date is before the loan date.");
    expect(girviFromQuery(q("principal=1000&rate=2&from=2026-02-30&to=2026-03-01")).fields.from.error).toBe("The loan date must be a date, like 31-01-2026.");
    expect(girviFromQuery(q("principal=1000&rate=2&from=2026-01-01&to=2026-03-01&every=2.5&method=compound")).fields.every.error).toBe("The compounding period must be a whole number of months.");
    const over = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000"));
    expect(over.result).toBeUndefined();
    expect(over.payments[0]!.error).toBe("This payment is more than the ₹10,200.00 owed on 01-02-2026.");
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2027-01-01:100")).payments[0]!.error).toBe("A payment must fall between the loan date and the settlement date.");
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=soon:100")).payments[0]!.error).toBe("A payment needs a date, like 15-03-2026.");
  });
});

describe("gold purity", () => {
  const cases: [string, { karat: number; fineness: number; percent: number; grade?: string; fine?: number; value?: number }][] = [
    ["karat=22&weight=10", { karat: 22, fineness: 916, percent: 91.6, grade: "22K916", fine: 9.16 }],
    // 7.5 × 0.750 = 5.625 g; × 7,300 = 41,062.50.
    ["karat=18&weight=7.5&rate24=73000", { karat: 18, fineness: 750, percent: 75, grade: "18K750", fine: 5.625, value: 41062.5 }],
    ["karat=14", { karat: 14, fineness: 585, percent: 58.5, grade: "14K585" }],
    ["karat=24", { karat: 24, fineness: 999, percent: 99.9, grade: "24K999" }],
    ["karat=9&weight=4", { karat: 9, fineness: 375, percent: 37.5, grade: "9K375", fine: 1.5 }],
    // Not a BIS grade: 21/24 = 0.875.
    ["karat=21", { karat: 21, fineness: 875, percent: 87.5 }],
    ["fineness=916", { karat: 22, fineness: 916, percent: 91.6, grade: "22K916" }],
    ["fineness=995", { karat: 24, fineness: 995, percent: 99.5, grade: "24K995" }],
    // 800 × 24 / 1000 = 19.2.
    ["fineness=800", { karat: 19.2, fineness: 800, percent: 80 }],
    ["percent=91.6", { karat: 22, fineness: 916, percent: 91.6, grade: "22K916" }],
    // 760 × 24 / 1000 = 18.24.
    ["percent=76", { karat: 18.24, fineness: 760, percent: 76 }],
    // 12.345 × 0.916 = 11.30802 g, shown 11.308 g; valued from the exact weight, not the
    // shown one: 11.30802 × 7,250 = 81,983.145 → ₹81,983.15 (11.308 × 7,250 would say 81,983.00).
    ["karat=22&weight=12.345&rate24=72500", { karat: 22, fineness: 916, percent: 91.6, grade: "22K916", fine: 11.308, value: 81983.15 }],
    ["karat=22.5", { karat: 22.5, fineness: 937.5, percent: 93.75 }],
  ];
  for (const [query, want] of cases) {
    it(query, () => {
      const form = purityFromQuery(q(query));
      const { karat, fineness, percent, grade } = form.purity!;
      expect({ karat, fineness, percent, grade }).toEqual({ karat: want.karat, fineness: want.fineness, percent: want.percent, grade: want.grade });
      expect(form.fine).toBe(want.fine);
      expect(form.value).toBe(want.value);
    });
  }

  it("answers bad input with a message beside the field", () => {
    expect(purityFromQuery(q("karat=25")).fields.purity.error).toBe("The karat can be at most 24.");
    expect(purityFromQuery(q("fineness=abc")).fields.purity.error).toBe("The fineness must be a number, like 12.5.");
    expect(purityFromQuery(q("karat=22&weight=-1")).fields.weight.error).toBe("The weight cannot be negative.");
    expect(purityFromQuery(q("percent=0")).fields.purity.error).toBe("The purity (%) must be more than 0.");
  });
});

describe("HUID", () => {
  it("takes six letters and digits, case folded, spaces and dashes off the tag dropped", () => {
    expect(checkHuid("2jp8fc")).toEqual({ huid: "2JP8FC", ok: true });
    expect(checkHuid(" 2JP 8FC ")).toEqual({ huid: "2JP8FC", ok: true });
    expect(checkHuid("AB-12-CD")).toEqual({ huid: "AB12CD", ok: true });
    expect(checkHuid("000000")).toEqual({ huid: "000000", ok: true });
    expect(checkHuid("abcdef")).toEqual({ huid: "ABCDEF", ok: true });
  });
  it("refuses anything else with a message that says why", () => {
    expect(checkHuid("")).toMatchObject({ ok: false, error: "Enter the 6-character HUID from the article or its invoice." });
    expect(checkHuid("2JP8FC12")).toMatchObject({ ok: false, error: "A HUID has exactly 6 characters; this has 8." });
    expect(checkHuid("2JP8F")).toMatchObject({ ok: false, error: "A HUID has exactly 6 characters; this has 5." });
    expect(checkHuid("2JP8F#")).toMatchObject({ ok: false, error: "A HUID has only letters A–Z and digits 0–9." });
    expect(checkHuid("AB CD E")).toMatchObject({ ok: false, error: "A HUID has exactly 6 characters; this has 5." });
    expect(checkHuid("कJP8FC")).toMatchObject({ ok: false, error: "A HUID has only letters A–Z and digits 0–9." });
    // A digit from a Hindi keyboard is the digit it is (src/lib/digits.ts): २ is 2.
    expect(checkHuid("२JP8FC")).toEqual({ huid: "2JP8FC", ok: true });
  });
});
