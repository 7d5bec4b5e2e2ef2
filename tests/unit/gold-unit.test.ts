/**
 * Gold rates per tola (issue 30; src/tools/gold-unit.ts): 1 tola = 11.664 g, the bhori (ভরি)
 * Kolkata quotes gold in. Every figure is worked by hand in its comment; the rates are
 * chosen so a gram comes out round (₹93,312 a tola = ₹8,000 a gram; ₹87,480 a tola =
 * ₹7,500 a gram, the same gram price as the 10 g examples' ₹75,000).
 */
import { describe, expect, it } from "vitest";
import { type ToolId } from "../../src/content/model/tools.ts";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { canonicalQuery } from "../../src/tools/canonical.ts";
import { goldUnitShown } from "../../src/tools/gold-unit.ts";
import { toolById, toolViews } from "../../src/tools/index.ts";
import { inputLines } from "../../src/tools/inputs.ts";
import { toolStrings } from "../../src/tools/strings.ts";

const en = islandTexts(contentFor("en").tools);

const strings = (id: ToolId, lang: "en" | "bn" = "en") => {
  const t = lang === "en" ? en : islandTexts(contentFor(lang).tools);
  return toolStrings(id, t.toolLabels, t.toolMessages);
};
const view = (id: ToolId, query: string, lang: "en" | "bn" = "en") => toolViews[id](new URLSearchParams(query), strings(id, lang));
const lines = (id: ToolId, query: string) => view(id, query).result?.lines.map((l) => `${l.label}: ${l.value}`);
const slip = (id: ToolId, query: string) => inputLines(toolById[id].logic, new URLSearchParams(query), strings(id)).map((l) => `${l.label}: ${l.value}`);

describe("gold rates per tola", () => {
  it("prices a GST bill: 10 g at ₹93,312 a tola", () => {
    // 93,312 ÷ 11.664 = ₹8,000 a gram → metal ₹80,000.00; making 12 % = ₹9,600.00; taxable
    // ₹89,600.00; CGST = SGST = 1.5 % = ₹1,344.00; total ₹92,288.00.
    expect(lines("gst", "weight=10&rate=93312&making=12&per=tola")).toEqual([
      "Metal value: ₹80,000.00",
      "Making charges: ₹9,600.00",
      "Taxable value: ₹89,600.00",
      "CGST 1.5 %: ₹1,344.00",
      "SGST 1.5 %: ₹1,344.00",
      "Invoice total: ₹92,288.00",
    ]);
    expect(slip("gst", "weight=10&rate=93312&making=12&per=tola")).toContain("Rate per tola (₹): 93,312");
  });

  it("takes an all-in price back to the weight at a tola's rate", () => {
    // ₹92,288 ÷ 1.03 = ₹89,600 taxable; metal × 1.12 = 89,600 → metal ₹80,000 → at ₹8,000 a gram, 10 g.
    expect(lines("gst", "direction=reverse&allIn=92288&rate=93312&making=12&per=tola")?.at(-1)).toBe("Net weight it implies: 10.000 g");
  });

  it("values a gold loan, old gold, and fine gold at the 999 rate per tola", () => {
    // 20 g less 1 g of stones = 19 g × 0.916 = 17.404 g fine × ₹7,500 = ₹1,30,530.00; RBI's 85 % = ₹1,10,950.50.
    expect(lines("gold-loan-value", "gross=20&stones=1&karat=22&rate24=87480&per=tola")?.slice(-2)).toEqual(["Value at the 999 rate: ₹1,30,530.00", "Loan at 85 %: ₹1,10,950.50"]);
    // 12 g at 88 % less 2 % = 10.3488 g fine × ₹7,500 = ₹77,616.00.
    expect(lines("exchange", "oldWeight=12&oldPurity=88&oldDeduction=2&rate999=87480&per=tola")?.at(-1)).toBe("Exchange value: ₹77,616.00");
    // 10 g of 22K916 = 9.160 g fine × ₹7,500 = ₹68,700.00.
    expect(lines("purity", "karat=22&weight=10&rate24=87480&per=tola")?.at(-1)).toBe("Value at the 999 rate: ₹68,700.00");
  });

  it("makes an estimate from the day's 999 rate per tola, and prints the rate per tola", () => {
    // 22K from ₹87,480 a tola of 999: × 916 ÷ 1000 = ₹80,131.68 a tola (₹6,870 a gram);
    // 10 g → ₹68,700.00; GST 3 % = ₹2,061.00 (CGST and SGST ₹1,030.50 each); total ₹70,761.00.
    const got = lines("estimate", "per=tola&rate999=87480&item1=Ring&metal1=22K&gross1=10");
    expect(got?.[0]).toBe("1. Ring, 22K916, net 10.000 g @ ₹80,131.68/tola: metal ₹68,700.00: ₹68,700.00");
    expect(got?.at(-1)).toBe("Amount payable: ₹70,761.00");
    expect(slip("estimate", "per=tola&rate999=87480&item1=Ring&metal1=22K&gross1=10&rate2=80000&gross2=1")).toContain("Gold 999 rate per tola (₹): ₹87,480.00");
  });

  it("names the unit in its messages, in the page's language", () => {
    expect(view("gst", "weight=10&rate=abc&per=tola").errors.rate).toBe("The rate per tola must be a number, like 12.5.");
    expect(view("gold-loan-value", "gross=20&karat=22&per=tola").errors.rate24).toBe("Enter the 999 rate per tola.");
    expect(view("gst", "weight=10&rate=-5&per=tola", "bn").errors.rate).toBe("ভরির দর: মাইনাস (−) চলবে না।");
    expect(view("gst", "weight=10&rate=-5", "bn").errors.rate).toBe("10 গ্রামের দর: মাইনাস (−) চলবে না।");
  });

  it("reads a link without the unit as 10 g in every language, and drops the unit from a link at 10 g", () => {
    // The same link on the Bengali page: 10 g at ₹72,000 is ₹72,000 of metal, not per bhori.
    expect(view("gst", "weight=10&rate=72000", "bn").result?.lines[0]?.value).toBe("₹72,000.00");
    expect(canonicalQuery(new URLSearchParams("per=10g&rate=72000")).toString()).toBe("rate=72000");
    expect(canonicalQuery(new URLSearchParams("per=tola&rate=72000")).toString()).toBe("per=tola&rate=72000");
  });

  it("starts a blank form at the language's usual unit, and a form with a link's values at the link's", () => {
    // Kolkata's association board quotes gold per 10 g (issue 38): a blank Bengali form starts there too.
    expect(goldUnitShown(new URLSearchParams(""), islandTexts(contentFor("bn").tools).toolLabels.form.goldUnit)).toBe("10g");
    // A language whose jewellers quote the tola first would start there, but not a link with figures.
    const tolaFirst = { ...en.toolLabels.form.goldUnit, usual: "tola" as const };
    expect(goldUnitShown(new URLSearchParams(""), tolaFirst)).toBe("tola");
    expect(goldUnitShown(new URLSearchParams(""), en.toolLabels.form.goldUnit)).toBe("10g");
    expect(goldUnitShown(new URLSearchParams("rate=72000"), tolaFirst)).toBe("10g");
    expect(goldUnitShown(new URLSearchParams("per=tola&rate=72000"), en.toolLabels.form.goldUnit)).toBe("tola");
    expect(goldUnitShown(new URLSearchParams("per=ounce"), tolaFirst)).toBe("10g");
  });
});
