/**
 * Gold rates per tola and per pavan (issues 30 and 42; src/tools/gold-unit.ts): 1 tola =
 * 11.664 g, the bhori (ভরি) Kolkata quotes gold in; 1 pavan (sovereign) = 8 g, as Tamil
 * Nadu and Kerala quote it. Every figure is worked by hand in its comment; the rates are
 * chosen so a gram comes out round (₹93,312 a tola = ₹8,000 a gram; ₹87,480 a tola =
 * ₹60,000 a pavan = ₹7,500 a gram, the same gram price as the 10 g examples' ₹75,000).
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
    expect(slip("gst", "weight=10&rate=93312&making=12&per=tola")).toContain("Rate per tola of 11.664 g (₹): 93,312");
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
    expect(got?.[0]).toBe("1. Ring, 22K916, net 10.000 g @ ₹80,131.68/tola (11.664 g): metal ₹68,700.00: ₹68,700.00");
    expect(got?.at(-1)).toBe("Amount payable: ₹70,761.00");
    expect(slip("estimate", "per=tola&rate999=87480&item1=Ring&metal1=22K&gross1=10&rate2=80000&gross2=1")).toContain("Gold 999 rate per tola of 11.664 g (₹): ₹87,480.00");
  });

  it("names the unit in its messages, in the page's language", () => {
    expect(view("gst", "weight=10&rate=abc&per=tola").errors.rate).toBe("The rate per tola of 11.664 g must be a number, like 12.5.");
    expect(view("gold-loan-value", "gross=20&karat=22&per=tola").errors.rate24).toBe("Enter the 999 rate per tola of 11.664 g.");
    expect(view("gst", "weight=10&rate=-5&per=tola", "bn").errors.rate).toBe("ভরির (11.664 গ্রাম) দর: মাইনাস (−) চলবে না।");
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

describe("gold rates per pavan (sovereign) of 8 g", () => {
  // ₹60,000 a pavan ÷ 8 = ₹7,500 a gram, the gram price of ₹75,000 per 10 g and ₹87,480 a tola.
  it("values the same gold the same in every tool, whether its rate is per 10 g, per tola or per pavan", () => {
    const rates = [["10g", "75000"], ["tola", "87480"], ["pavan", "60000"]] as const;
    const cases: [ToolId, string, string, string[]][] = [
      // 10 g × ₹7,500 = ₹75,000.00; making 12 % ₹9,000.00; taxable ₹84,000.00; CGST = SGST = 1.5 % = ₹1,260.00; total ₹86,520.00.
      ["gst", "weight=10&making=12", "rate", ["Metal value: ₹75,000.00", "Making charges: ₹9,000.00", "Taxable value: ₹84,000.00", "CGST 1.5 %: ₹1,260.00", "SGST 1.5 %: ₹1,260.00", "Invoice total: ₹86,520.00"]],
      // (20 − 1) g × 0.916 = 17.404 g fine × ₹7,500 = ₹1,30,530.00; 85 % = ₹1,10,950.50.
      ["gold-loan-value", "gross=20&stones=1&karat=22", "rate24", ["Value at the 999 rate: ₹1,30,530.00", "Loan at 85 %: ₹1,10,950.50"]],
      // 12 g × 0.88 × 0.98 = 10.3488 g fine × ₹7,500 = ₹77,616.00.
      ["exchange", "oldWeight=12&oldPurity=88&oldDeduction=2", "rate999", ["Exchange value: ₹77,616.00"]],
      // 10 g × 0.916 = 9.160 g fine × ₹7,500 = ₹68,700.00.
      ["purity", "karat=22&weight=10", "rate24", ["Value at the 999 rate: ₹68,700.00"]],
      // 10 g of 22K at ₹7,500 × 0.916 = ₹6,870 a gram = ₹68,700.00; GST 3 % ₹2,061.00; payable ₹70,761.00.
      ["estimate", "item1=Ring&metal1=22K&gross1=10", "rate999", ["Amount payable: ₹70,761.00"]],
    ];
    for (const [id, query, key, expected] of cases) {
      for (const [per, rate] of rates) expect([id, per, lines(id, `${query}&${key}=${rate}&per=${per}`)?.slice(-expected.length)]).toEqual([id, per, expected]);
    }
  });

  it("says the pavan and its 8 g in the estimate's lines, the slip and the messages", () => {
    // 22K from ₹60,000 a pavan of 999: × 916 ÷ 1000 = ₹54,960.00 a pavan (₹6,870 a gram); 10 g → ₹68,700.00.
    expect(lines("estimate", "per=pavan&rate999=60000&item1=Ring&metal1=22K&gross1=10")?.[0]).toBe("1. Ring, 22K916, net 10.000 g @ ₹54,960.00/pavan (8 g): metal ₹68,700.00: ₹68,700.00");
    expect(slip("estimate", "per=pavan&rate999=60000&item1=Ring&metal1=22K&gross1=10")).toContain("Gold 999 rate per pavan of 8 g (₹): ₹60,000.00");
    // The WhatsApp message sends the estimate's lines, the pavan's 8 g with them.
    expect(view("estimate", "per=pavan&rate999=60000&item1=Ring&metal1=22K&gross1=10").share).toContain("@ ₹54,960.00/pavan (8 g)");
    expect(slip("gst", "weight=10&rate=60000&making=12&per=pavan")).toContain("Rate per pavan of 8 g (₹): 60,000");
    expect(view("gst", "weight=10&rate=abc&per=pavan").errors.rate).toBe("The rate per pavan of 8 g must be a number, like 12.5.");
    expect(view("gold-loan-value", "gross=20&karat=22&per=pavan").errors.rate24).toBe("Enter the 999 rate per pavan of 8 g.");
    expect(view("gst", "weight=10&rate=-5&per=pavan", "bn").errors.rate).toBe("সভরেনের (8 গ্রাম) দর: মাইনাস (−) চলবে না।");
  });

  it("takes an all-in price back to the weight at a pavan's rate", () => {
    // ₹86,520 ÷ 1.03 = ₹84,000 taxable ÷ 1.12 = ₹75,000 of metal ÷ ₹7,500 a gram = 10 g.
    expect(lines("gst", "direction=reverse&allIn=86520&rate=60000&making=12&per=pavan")?.at(-1)).toBe("Net weight it implies: 10.000 g");
  });

  it("keeps the pavan in a link, and starts a blank form at it where a language quotes gold per pavan", () => {
    expect(canonicalQuery(new URLSearchParams("per=pavan&rate=60000")).toString()).toBe("per=pavan&rate=60000");
    const pavanFirst = { ...en.toolLabels.form.goldUnit, usual: "pavan" as const };
    expect(goldUnitShown(new URLSearchParams(""), pavanFirst)).toBe("pavan");
    expect(goldUnitShown(new URLSearchParams("rate=60000"), pavanFirst)).toBe("10g");
    expect(goldUnitShown(new URLSearchParams("per=pavan&rate=60000"), en.toolLabels.form.goldUnit)).toBe("pavan");
    // A catalogue's `usual` that is none of the units (a translated "10 ग्राम") is read as 10 g.
    expect(goldUnitShown(new URLSearchParams(""), { ...en.toolLabels.form.goldUnit, usual: "sovereign" as "pavan" })).toBe("10g");
  });

  it("offers the pavan in the choice with its grams, in each language", () => {
    const options = (lang: "en" | "hi" | "gu" | "bn") => islandTexts(contentFor(lang).tools).toolLabels.form.goldUnit.options;
    expect(options("en")).toEqual({ "10g": "10 g", tola: "1 tola (11.664 g)", pavan: "1 pavan or sovereign (8 g)" });
    expect(options("hi")).toEqual({ "10g": "10 ग्राम", tola: "1 तोला (11.664 ग्राम)", pavan: "1 सॉवरेन / पवन (8 ग्राम)" });
    expect(options("gu")).toEqual({ "10g": "10 ગ્રામ", tola: "1 તોલો (11.664 ગ્રામ)", pavan: "1 સોવરેન / પવન (8 ગ્રામ)" });
    expect(options("bn")).toEqual({ "10g": "10 গ্রাম", tola: "1 ভরি (11.664 গ্রাম)", pavan: "1 সভরেন / পবন (8 গ্রাম)" });
  });
});
