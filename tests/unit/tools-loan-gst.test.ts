/**
 * Issue 28 in the calculators: reverse GST, silver priced per kg, the gold loan value,
 * the Girvi calculator's part months, rate per year and receipt details, and hostile
 * input to the new fields. Figures from tests/fixtures/counter-examples.ts (worked by hand).
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { type ToolId } from "../../src/content/model/tools.ts";
import { toolById, toolViews } from "../../src/tools/index.ts";
import { inputLines } from "../../src/tools/inputs.ts";
import { toolStrings } from "../../src/tools/strings.ts";
import { shopHtml, shopOf, toolView } from "../../src/tools/shop.ts";
import {
  GIRVI_PART_CASES,
  GIRVI_PARTS,
  GIRVI_RATE_NOTE,
  GIRVI_YEARLY_NOTE,
  LOAN,
  LOAN_80,
  LOAN_90,
  LOAN_90_NOTE,
  LOAN_NOTE,
  LOAN_QUERY,
  LOAN_TIER_BASE,
  LOAN_TIERS,
  LOAN_TYPED,
  SHOP_QUERY,
  REVERSE,
  REVERSE_IMPLIED,
  REVERSE_IMPLIED_QUERY,
  REVERSE_PER_GRAM,
  REVERSE_PER_GRAM_QUERY,
  REVERSE_QUERY,
  SILVER_GST,
  SILVER_GST_QUERY,
  SILVER_PURITY,
  SILVER_PURITY_QUERY,
} from "../fixtures/counter-examples.ts";

const en = islandTexts(contentFor("en").tools);

const view = (id: ToolId, query: string) => toolViews[id](new URLSearchParams(query), toolStrings(id, en.toolLabels, en.toolMessages));
const lines = (id: ToolId, query: string) => view(id, query).result?.lines.map((l) => `${l.label}: ${l.value}`);

describe("reverse GST (issue 28 item 3)", () => {
  it("takes ₹1,03,000 all-in back to ₹1,00,000.00 taxable and ₹3,000.00 GST", () => {
    expect(lines("gst", REVERSE_QUERY)).toEqual(REVERSE);
  });

  it("works out the metal, making and weight a price implies at a rate and making %", () => {
    expect(lines("gst", REVERSE_IMPLIED_QUERY)).toEqual(REVERSE_IMPLIED);
    expect(lines("gst", REVERSE_PER_GRAM_QUERY)).toEqual(REVERSE_PER_GRAM);
  });

  it("puts the whole tax under IGST for another state, and the lines add up to the price to the paisa", () => {
    // ₹1,000 ÷ 1.03 = 970.873… → ₹970.87; GST = 1,000 − 970.87 = ₹29.13 (not 3 % of 970.87 = 29.126 → 29.13 by luck).
    expect(lines("gst", "direction=reverse&allIn=1000&interstate=1")).toEqual(["Taxable value: ₹970.87", "IGST 3 %: ₹29.13", "GST in the price: ₹29.13", "All-in price: ₹1,000.00"]);
    // ₹100.01 ÷ 1.03 = 97.097… → ₹97.10; GST ₹2.91: CGST half 1.455 → ₹1.46, SGST the rest ₹1.45.
    expect(lines("gst", "direction=reverse&allIn=100.01")).toEqual(["Taxable value: ₹97.10", "CGST 1.5 %: ₹1.46", "SGST 1.5 %: ₹1.45", "GST in the price: ₹2.91", "All-in price: ₹100.01"]);
  });

  it("asks for the all-in price, not the weight, and refuses stones worth the whole price", () => {
    expect(view("gst", "direction=reverse&weight=10").errors).toEqual({ allIn: "Enter the all-in price." });
    expect(view("gst", "direction=reverse&allIn=103000&rate=66000&stones=100000").errors).toEqual({
      stones: "The stones are worth as much as the price before GST or more: check the stone value.",
    });
    const hostile = view("gst", "direction=reverse&allIn=1e400&rate=Infinity&making=-1");
    expect(hostile.errors).toEqual({
      allIn: "The all-in price must be a number, like 12.5.",
      rate: "The rate per 10 g must be a number, like 12.5.",
      making: "The making charge (%) cannot be negative.",
    });
    expect(view("gst", "direction=reverse&allIn=99999999999").errors).toEqual({ allIn: "The all-in price can be at most 1,00,00,00,000." });
  });
});

describe("silver (issue 28 item 4)", () => {
  it("prices silver by the rate per kg in the GST calculator", () => {
    expect(lines("gst", SILVER_GST_QUERY)).toEqual(SILVER_GST);
    // The gold rate is not read for silver, nor the silver rate for gold.
    expect(view("gst", `${SILVER_GST_QUERY}&rate=abc`).errors).toEqual({});
    expect(view("gst", "weight=10&rate=72000&rateKg=abc").errors).toEqual({});
    expect(view("gst", "metal=silver&weight=100").errors).toEqual({ rateKg: "Enter the silver rate per kg." });
  });

  it("gives 925 silver's fine silver and its value at the 999 rate per kg", () => {
    expect(lines("purity", SILVER_PURITY_QUERY)).toEqual(SILVER_PURITY);
    expect(view("purity", SILVER_PURITY_QUERY).summary).toBe("925 = 92.5 %; 100.000 g → Fine silver 92.500 g (₹8,787.50)");
    // 999 silver is not a BIS jewellery grade; by percent as well. The 999 rate is the price
    // of 999 silver, so a kilo of it is worth the rate itself: ₹95,000.00 (not 999 g × 95 = 94,905).
    expect(lines("purity", "metal=silver&percent=99.9&weight=1000&rateKg=95000")).toEqual([
      "Fineness: 999",
      "Purity / tunch (%): 99.9 %",
      "BIS grade: not a BIS grade",
      "Fine silver: 999.000 g",
      "Value at the 999 silver rate: ₹95,000.00",
    ]);
  });

  it("refuses a karat for silver, and a silver rate past its bound", () => {
    expect(view("purity", "metal=silver&karat=22").errors).toEqual({ purity: "Silver is not sold by karat: give its fineness, like 925, or its percent, like 92.5." });
    expect(view("purity", "metal=silver&fineness=925&rateKg=999999999").errors).toEqual({ rateKg: "The 999 silver rate per kg can be at most 1,00,00,000." });
  });
});

describe("gold loan value (issue 28 item 5)", () => {
  it("lends ₹1,10,950.50 on 20 g of 22K with 1 g of stones at ₹75,000: RBI's 85 % on a loan up to ₹2.5 lakh", () => {
    expect(lines("gold-loan-value", LOAN_QUERY)).toEqual(LOAN);
    expect(view("gold-loan-value", LOAN_QUERY).result?.note).toBe(LOAN_NOTE);
    // Tunch or fineness give the same 916; 85 typed is the same loan.
    expect(lines("gold-loan-value", "gross=20&stones=1&percent=91.6&rate24=75000")).toEqual(LOAN);
    expect(lines("gold-loan-value", "gross=20&stones=1&fineness=916&rate24=75000&ltv=85")).toEqual(LOAN);
  });

  it.each(LOAN_TIERS)("lends the most RBI allows on gold worth ₹$value, left empty", ({ value, lines: expected }) => {
    const v = view("gold-loan-value", `${LOAN_TIER_BASE}&rate24=${value}`);
    expect(v.result?.lines.slice(-2).map((l) => `${l.label}: ${l.value}`)).toEqual(expected);
    // The most allowed is never past the cap: no warning.
    expect(v.result?.note).toBe(LOAN_NOTE);
  });

  it("says when a chosen loan-to-value is past RBI's cap for a loan of that amount, and only then", () => {
    const at80 = view("gold-loan-value", `${LOAN_QUERY}&ltv=80`);
    expect(at80.result?.lines.at(-1)).toEqual({ label: LOAN_80.split(": ")[0], value: LOAN_80.split(": ")[1], strong: true });
    expect(at80.result?.note).toBe(LOAN_NOTE);
    const at90 = view("gold-loan-value", `${LOAN_QUERY}&ltv=90`);
    expect(`${at90.result?.lines.at(-1)?.label}: ${at90.result?.lines.at(-1)?.value}`).toBe(LOAN_90);
    expect(at90.result?.note).toBe(LOAN_90_NOTE);
    for (const { value, ltv, loan, cap } of LOAN_TYPED) {
      const r = view("gold-loan-value", `${LOAN_TIER_BASE}&rate24=${value}&ltv=${ltv}`).result;
      expect(`${r?.lines.at(-1)?.label}: ${r?.lines.at(-1)?.value}`).toBe(loan);
      expect(r?.note).toBe(cap ? `This is above the ${cap} RBI allows a bank or NBFC when the borrower's gold loans come to this amount. ${LOAN_NOTE}` : LOAN_NOTE);
    }
  });

  it("values gold too light to weigh from its exact weight, never NaN", () => {
    // 0.0004 g shows as 0.000 g net, but is valued as it is: 0.0004 × 0.916 × 7,500 = 2.748
    // → ₹2.75; 85 % of 2.748 = 2.3358, rounded down → ₹2.33.
    expect(lines("gold-loan-value", "gross=0.0004&karat=22&rate24=75000")).toEqual([
      "Net weight: 0.000 g",
      "Purity: 22K916 (91.6 %)",
      "Fine gold: 0.000 g",
      "Value at the 999 rate: ₹2.75",
      "Loan at 85 %: ₹2.33",
    ]);
  });

  it("answers hostile input with a message per field, never a figure", () => {
    expect(view("gold-loan-value", "gross=5&stones=5&karat=22&rate24=75000").errors).toEqual({ stones: "The stones must weigh less than the gross weight." });
    const v = view("gold-loan-value", "gross=NaN&stones=-1&karat=99&rate24=1e9&ltv=101");
    expect(v.errors).toEqual({
      gross: "The gross weight must be a number, like 12.5.",
      stones: "The stone weight cannot be negative.",
      purity: "The karat can be at most 24.",
      rate24: "The 999 rate per 10 g must be a number, like 12.5.",
      ltv: "The loan-to-value can be at most 100.",
    });
    expect(v.result).toBeUndefined();
    expect(view("gold-loan-value", "").errors).toEqual({});
    expect(view("gold-loan-value", "gross=20").errors).toEqual({ purity: "Enter the karat.", rate24: "Enter the 999 rate per 10 g." });
  });
});

describe("Girvi additions (issue 28 item 5)", () => {
  it.each(GIRVI_PART_CASES)("charges part of a month to $to by '$part'", ({ to, part, lines: expected }) => {
    expect(lines("girvi", `${GIRVI_PARTS}&to=${to}&part=${part}`)).toEqual(expected);
  });

  it("says the part-month convention on the slip when it is not exact days", () => {
    const slip = (part: string) => inputLines(toolById.girvi.logic, new URLSearchParams(`${GIRVI_PARTS}&to=2026-04-20${part}`), toolStrings("girvi", en.toolLabels, en.toolMessages)).map((l) => `${l.label}: ${l.value}`);
    expect(slip("&part=month")).toContain("Part of a month charged as: A full month");
    expect(slip("&part=half")).toContain("Part of a month charged as: Half months (15 days)");
    expect(slip("").some((l) => l.startsWith("Part of a month"))).toBe(false);
  });

  it("shows the rate per year, and warns when a monthly rate looks yearly", () => {
    expect(view("girvi", `${GIRVI_PARTS}&to=2026-04-25`).result?.note).toBe(GIRVI_RATE_NOTE);
    expect(view("girvi", "principal=50000&rate=8&from=2026-01-10&to=2026-04-25").result?.note).toBe(GIRVI_YEARLY_NOTE);
  });

  it("reads dates typed as 31-01-2026 the same as 2026-01-31", () => {
    expect(lines("girvi", "principal=50000&rate=2&from=10-01-2026&to=25/04/2026&paid=10-02-2026:1000")).toEqual(lines("girvi", "principal=50000&rate=2&from=2026-01-10&to=2026-04-25&paid=2026-02-10:1000"));
    expect(view("girvi", "principal=50000&rate=2&from=31-02-2026&to=2026-04-25").errors).toEqual({ from: "The loan date must be a date, like 31-01-2026." });
  });

  it("checks the shop's phone and GSTIN for the receipt, and bounds every detail", () => {
    const receipt = (query: string) => toolView(toolById.girvi.logic, new URLSearchParams(query), toolStrings("girvi", en.toolLabels, en.toolMessages));
    expect(receipt(`${GIRVI_PARTS}&to=2026-04-25&${SHOP_QUERY}`).errors).toEqual({});
    expect(receipt(`${GIRVI_PARTS}&to=2026-04-25&shopPhone=call+me&shopGstin=12345`).errors).toEqual({
      shopPhone: "A phone number has only digits, spaces and + - / ( ).",
      shopGstin: "A GSTIN has 15 characters, like 08ABCDE1234F1Z5.",
    });
    const shop = shopOf(new URLSearchParams({ shopName: "x".repeat(5000), shopAddress: "a\n\nb", shopGstin: "08abcde1234f1z5" }));
    expect([shop.shopName.length, shop.shopAddress, shop.shopGstin]).toEqual([80, "a b", "08ABCDE1234F1Z5"]);
    // Without any detail the slip has no receipt head (it stays on one page as before).
    expect(shopHtml(shopOf(new URLSearchParams()), en.toolLabels.form.shop, "Girvi interest receipt")).toBe("");
    expect(shopHtml(shopOf(new URLSearchParams({ shopName: "<b>R&K</b>" })), en.toolLabels.form.shop, "Girvi interest receipt")).toBe('<p class="text-lg font-bold">&lt;b&gt;R&amp;K&lt;/b&gt;</p><h2 class="mt-2 text-lg font-bold">Girvi interest receipt</h2>');
  });
});
