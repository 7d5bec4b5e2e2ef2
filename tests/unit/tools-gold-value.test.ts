/**
 * Issue 38 items 10, 9 and 7: the same gold has the same value in every tool (the purity
 * converter, the gold loan value, the old gold exchange, an estimate's piece and its old
 * gold), by one rule — the bullion association's (IBJA): the 999 rate is the price of 999
 * gold; 995 and finer at the 999 rate × fineness ÷ 999; 916, 750, 585 and any lower
 * fineness or tunch at the 999 rate × fineness ÷ 1000 — worked from the exact weights and
 * rounded once when shown. Every figure below is worked by hand beside it.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { type ToolId } from "../../src/content/model/tools.ts";
import { toolViews } from "../../src/tools/index.ts";
import { toolStrings } from "../../src/tools/strings.ts";

const en = islandTexts(contentFor("en").tools);

const view = (id: ToolId, query: string) => toolViews[id](new URLSearchParams(query), toolStrings(id, en.toolLabels, en.toolMessages));
const line = (id: ToolId, query: string, label: string | RegExp) => view(id, query).result?.lines.find((l) => (typeof label === "string" ? l.label === label : label.test(l.label)))?.value;

/** The gold's value as each tool shows it: `purity` as percent, karat or fineness (`as`). */
function everyTool(weight: string, as: "percent" | "karat" | "fineness", purity: string, rate: string) {
  const oldAs = as === "percent" ? "tunch" : as;
  const metal = as === "karat" ? `${purity}K` : "tunch";
  const tunch = as === "percent" ? `&tunch1=${purity}` : "";
  return {
    purity: line("purity", `${as}=${purity}&weight=${weight}&rate24=${rate}`, "Value at the 999 rate"),
    loan: line("gold-loan-value", `gross=${weight}&${as}=${purity}&rate24=${rate}`, "Value at the 999 rate"),
    exchange: line("exchange", `oldWeight=${weight}&oldAs=${oldAs}&oldPurity=${purity}&rate999=${rate}`, "Exchange value"),
    // The piece's line ends with its total: metal only, no making.
    estimate: as === "fineness" ? undefined : line("estimate", `rate999=${rate}&item1=X&metal1=${metal}${tunch}&gross1=${weight}`, /^1\. X/),
    estimateOld: line("estimate", `rate999=${rate}&item1=X&metal1=22K&gross1=1&oldWeight=${weight}&oldAs=${oldAs}&oldPurity=${purity}`, /^Less old gold/),
  };
}

describe("the same gold, the same value in every tool", () => {
  it("12.345 g at 88.8 % tunch and ₹75,000 per 10 g is ₹82,217.70 everywhere", () => {
    // 12.345 × 0.888 = 10.96236 g of fine gold (not rounded to 10.962 g first);
    // × ₹7,500 a gram = 82,217.70 exactly (10.962 g would say ₹82,215.00).
    const v = everyTool("12.345", "percent", "88.8", "75000");
    expect(v).toEqual({ purity: "₹82,217.70", loan: "₹82,217.70", exchange: "₹82,217.70", estimate: "₹82,217.70", estimateOld: "− ₹82,217.70" });
  });

  it("10 g of 24K at ₹75,000 is ₹75,000.00 everywhere: the 999 rate is the price of 999 gold", () => {
    // 24K is 999: 10 g × ₹75,000 ÷ 10 g × 999 ÷ 999 = ₹75,000.00 (not 9.990 g × 7,500 = ₹74,925.00).
    expect(everyTool("10", "karat", "24", "75000")).toEqual({ purity: "₹75,000.00", loan: "₹75,000.00", exchange: "₹75,000.00", estimate: "₹75,000.00", estimateOld: "− ₹75,000.00" });
  });

  it("does not jump between 99.89 % and 99.9 %: from 995 up, the 999 rate × fineness ÷ 999", () => {
    // At ₹1,00,000 per 10 g, 10 g:
    // 99.89 % = 998.9: 1,00,000 × 998.9 ÷ 999 = 99,989.98999… → ₹99,989.99.
    // 99.9 % = 999: ₹1,00,000.00. 99.5 % = 995: 1,00,000 × 995 ÷ 999 = 99,599.5995… → ₹99,599.60.
    // 99.4 % = 994, below 995: 1,00,000 × 0.994 = ₹99,400.00.
    for (const [tunch, value] of [
      ["99.89", "₹99,989.99"],
      ["99.9", "₹1,00,000.00"],
      ["99.5", "₹99,599.60"],
      ["99.4", "₹99,400.00"],
    ]) {
      expect(everyTool("10", "percent", tunch!, "100000"), tunch).toEqual({ purity: value, loan: value, exchange: value, estimate: value, estimateOld: `− ${value}` });
    }
  });

  it("agrees with IBJA's published table (1 August 2023: 999 at ₹59,583 per 10 g)", () => {
    // 995: 59,583 × 995 ÷ 999 = 59,285,085 ÷ 999 = 59,344.429… → ₹59,344.43 (IBJA: 59,344).
    // 916: 59,583 × 0.916 = 54,578.028 → ₹54,578.03 (54,578); 750: × 0.75 = 44,687.25 (44,687);
    // 585: × 0.585 = 34,856.055 → ₹34,856.06 (34,856). 999: the rate itself, ₹59,583.00.
    const at = (fineness: string) => everyTool("10", "fineness", fineness, "59583");
    for (const [fineness, value] of [
      ["999", "₹59,583.00"],
      ["995", "₹59,344.43"],
      ["916", "₹54,578.03"],
      ["750", "₹44,687.25"],
      ["585", "₹34,856.06"],
    ]) {
      expect(at(fineness!), fineness).toEqual({ purity: value, loan: value, exchange: value, estimate: undefined, estimateOld: `− ${value}` });
    }
  });

  it("keeps a karat off the BIS grades exact: 19K is 1000 × 19 ÷ 24, not 791.7", () => {
    // 1,883.27 × 19 ÷ 24 = 35,782.13 ÷ 24 = 1,490.92208… → 1,490.922 g (791.7 would give 1,490.985 g).
    expect(line("purity", "karat=19&weight=1883.27", "Fine gold")).toBe("1,490.922 g");
  });

  it("values gold too light to show from its exact weight, in the purity converter and the exchange alike", () => {
    // 0.04 g at 1 %: 0.0004 g of fine gold, shown 0.000 g; × ₹7,500 a gram = ₹3.00 in both.
    expect(line("purity", "percent=1&weight=0.04&rate24=75000", "Value at the 999 rate")).toBe("₹3.00");
    expect(line("exchange", "oldWeight=0.04&oldAs=tunch&oldPurity=1&rate999=75000", "Exchange value")).toBe("₹3.00");
  });
});

describe("one precision, no raw floats", () => {
  it("shows fine gold before and after the deduction to the milligram (issue 38 item 7)", () => {
    // 12.345 × 0.9164 = 11.313… → 11.313 g; less 2 %: 11.3129580 × 0.98 = 11.086698… → 11.087 g
    // (not 11.0867 g); its value from the exact weight: 11.08669884 × 7,500 = 83,150.2413 → ₹83,150.24.
    const lines = view("exchange", "oldWeight=12.345&oldAs=fineness&oldPurity=916.4&oldDeduction=2&rate999=75000").result?.lines.map((l) => `${l.label}: ${l.value}`);
    expect(lines).toEqual(["Fine gold: 11.313 g", "Fine gold after deduction: 11.087 g", "Exchange value: ₹83,150.24"]);
  });

  it("writes a tunch as typed, never 70.07000000000001 (issue 38 item 9)", () => {
    // 10 g at 70.07 % of ₹1,00,000: 1,00,000 × 0.7007 = ₹70,070.00 per 10 g → ₹70,070.00.
    const v = view("estimate", "rate999=100000&item1=X&metal1=tunch&gross1=10&tunch1=70.07");
    expect(v.result?.lines[0]).toEqual({ label: "1. X, 70.07 % tunch, net 10.000 g @ ₹70,070.00/10 g: metal ₹70,070.00", value: "₹70,070.00" });
    // 99.96 % silver: 1,000 g at ₹90,000 a kg of 999, from 995 up × 999.6 ÷ 999 = 90,054.054… → ₹90,054.05.
    const s = view("estimate", "silver999=90000&item1=Y&metal1=stunch&gross1=1000&tunch1=99.96");
    expect(s.result?.lines[0]?.label).toBe("1. Y, silver, 99.96 % tunch, net 1,000.000 g @ ₹90,054.05/kg: metal ₹90,054.05");
    for (const text of [JSON.stringify(v), JSON.stringify(s)]) expect(text).not.toMatch(/\d\.\d*0000000|\d\.\d*9999999/);
  });
});

describe("a bill adds up its printed lines, each worked from the exact figures", () => {
  it("takes making as a % of the exact metal value, not of the printed one", () => {
    // 1.337 g at ₹75,001 per 10 g: 1.337 × 7,500.1 = 10,027.6337 → metal ₹10,027.63;
    // making 15 % of 10,027.6337 = 1,504.145055 → ₹1,504.15 (15 % of the printed 10,027.63 is 1,504.1445 → 1,504.14);
    // taxable 10,027.63 + 1,504.15 = ₹11,531.78 (the printed lines added); 1.5 % = 172.9767 → ₹172.98 each;
    // total 11,531.78 + 345.96 = ₹11,877.74.
    const lines = view("gst", "weight=1.337&rate=75001&making=15").result?.lines.map((l) => `${l.label}: ${l.value}`);
    expect(lines).toEqual(["Metal value: ₹10,027.63", "Making charges: ₹1,504.15", "Taxable value: ₹11,531.78", "CGST 1.5 %: ₹172.98", "SGST 1.5 %: ₹172.98", "Invoice total: ₹11,877.74"]);
    // The estimate the same way: the piece is 10,027.63 + 1,504.15 = ₹11,531.78.
    expect(view("estimate", "item1=X&metal1=22K&gross1=1.337&rate1=75001&making1=15").result?.lines[0]?.value).toBe("₹11,531.78");
  });
});

describe("stones that leave less than a milligram (issue 38 item 12)", () => {
  it("does not say 49.999 ct weigh as much as a 10 g piece", () => {
    // 49.999 ct × 0.2 = 9.9998 g of stones; 10 − 9.9998 = 0.0002 g of metal: less than the
    // milligram a scale shows, not "as much as the piece".
    expect(view("estimate", "rate999=75000&gross1=10&stone1=49.999&stoneIn1=ct").errors.stone1).toBe(
      "The stones of piece 1 leave less than a milligram of metal: check the stones' weight and whether it is in carats or grams.",
    );
    // 49.99 ct = 9.998 g leaves 0.002 g: a piece, 0.002 × 7,500 × 0.916 = ₹13.74.
    expect(view("estimate", "rate999=75000&gross1=10&stone1=49.99&stoneIn1=ct").result?.lines[0]?.value).toBe("₹13.74");
  });
});
