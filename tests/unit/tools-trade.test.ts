/**
 * Trade facts a jeweller bills by (issue 23 items 10–14; sources in TRADE-FACTS.md):
 * where GST goes under IGST, the scope of job work at 5 % against a customer's own gold
 * at 18 %, 30-day rests of a compound Girvi loan, HUIDs as they are pasted, and what a
 * hallmark allows. Every figure is worked out by hand in the comment beside it.
 */
import { describe, expect, it } from "vitest";
import * as hi from "../../src/content/hi/tools.ts";
import * as en from "../../src/content/tools.ts";
import { gstFromQuery } from "../../src/lib/tools/gst.ts";
import { toolStrings, toolViews } from "../../src/lib/tools/index.ts";

const q = (s: string) => new URLSearchParams(s);
const lines = (id: "gst" | "girvi" | "purity" | "huid", query: string, lang: typeof en | typeof hi = en) =>
  toolViews[id](q(query), toolStrings(id, lang.toolLabels, lang.toolMessages)).result?.lines.map((l) => `${l.label}: ${l.value}`);

describe("GST: IGST follows where the piece is delivered (item 10)", () => {
  it("names the choice by delivery and says in one line why a walk-in customer from another state pays CGST + SGST", () => {
    expect(en.toolLabels.gst.interstate).toBe("Delivered to another state (IGST)");
    expect(en.toolLabels.gst.interstateHint).toBe(
      "GST follows where the piece is delivered (IGST Act s.10(1)): a customer from another state who takes it at the counter pays CGST + SGST.",
    );
    expect(hi.toolLabels.gst.interstate).toBe("दूसरे राज्य में डिलीवरी (IGST)");
    expect(hi.toolLabels.gst.interstateHint).toBe(
      "GST वहाँ का लगता है जहाँ गहना डिलीवर हो (IGST Act धारा 10(1)): दूसरे राज्य का ग्राहक काउंटर से गहना ले जाए, तो CGST + SGST ही लगेगा।",
    );
    expect(en.toolTexts.gst.notes.join(" ")).toContain("A customer from another state who takes the piece at the counter pays CGST + SGST.");
    expect(hi.toolTexts.gst.notes.join(" ")).toContain("दूसरे राज्य का ग्राहक काउंटर से गहना ले जाए, तो भी CGST + SGST लगता है।");
  });
});

describe("GST: job work at 5 % and a customer's own gold at 18 % (item 11)", () => {
  it("offers the customer's-own-gold case beside job work, and says the scope of each", () => {
    expect([en.toolLabels.gst.retail, en.toolLabels.gst.jobwork, en.toolLabels.gst.ownGold]).toEqual(["Retail sale", "Karigar job work (5 %)", "Customer's own gold (18 %)"]);
    expect(en.toolLabels.gst.modeHint).toBe(
      "Job work at 5 % is work on metal that belongs to a GST-registered jeweller. Making jewellery from a customer's own gold is a service at 18 %.",
    );
    expect([hi.toolLabels.gst.retail, hi.toolLabels.gst.jobwork, hi.toolLabels.gst.ownGold]).toEqual(["रिटेल बिक्री", "कारीगर का जॉब वर्क (5 %)", "ग्राहक का अपना सोना (18 %)"]);
    expect(hi.toolLabels.gst.modeHint).toBe(
      "5 % वाला जॉब वर्क सिर्फ़ GST में रजिस्टर्ड ज्वेलर के मेटल पर काम है। ग्राहक के अपने सोने से गहना बनाना सर्विस है: उस पर 18 % लगता है।",
    );
  });

  it("bills a customer's own gold at 18 % on the making charge", () => {
    // 800 × 10 g = 8,000; 9 % of 8,000 = 720 each half; 8,000 + 1,440 = 9,440.
    expect(lines("gst", "weight=10&making=800&makingType=perGram&mode=ownGold")).toEqual([
      "Making charges: ₹8,000.00",
      "CGST 9 %: ₹720.00",
      "SGST 9 %: ₹720.00",
      "Invoice total: ₹9,440.00",
    ]);
    // 12 % of 10 g × 7,200 = 8,640; IGST 18 % = 1,555.20; 8,640 + 1,555.20 = 10,195.20.
    expect(lines("gst", "weight=10&rate=72000&making=12&mode=ownGold&interstate=1", hi)).toEqual([
      "मेकिंग चार्ज: ₹8,640.00",
      "IGST 18 %: ₹1,555.20",
      "बिल का कुल: ₹10,195.20",
    ]);
  });

  it("does not demand a rate that per-gram making does not use, in job work", () => {
    // 600 × 100 g = 60,000; 2.5 % = 1,500 each half; 63,000.
    const form = gstFromQuery(q("weight=100&making=600&makingType=perGram&mode=jobwork"));
    expect(form.fields.rate.error).toBeUndefined();
    expect(form.result).toMatchObject({ making: 60000, taxable: 60000, gst: 3000, total: 63000 });
    // Making as a % of the metal value needs the rate: it is still asked for.
    expect(gstFromQuery(q("weight=100&making=3&mode=jobwork")).fields.rate.error).toBe("Enter the rate per 10 g.");
    // A retail bill always needs it.
    expect(gstFromQuery(q("weight=100&making=600&makingType=perGram")).fields.rate.error).toBe("Enter the rate per 10 g.");
  });

  it("leaves out stones, wastage and old gold in job work without refusing what was typed in them", () => {
    // Stones, wastage and old gold do not count: 450 × 20 g = 9,000; 5 % = 450; 9,450.
    const form = gstFromQuery(q("weight=20&making=450&makingType=perGram&mode=jobwork&wastage=abc&stones=-5&oldGold=x&rate=zz"));
    expect(Object.values(form.fields).map((f) => f.error).filter(Boolean)).toEqual([]);
    expect(form.result).toMatchObject({ making: 9000, stones: 0, wastage: 0, oldGold: 0, total: 9450, payable: 9450 });
    // The same figures in the customer's-own-gold mode: 18 % of 9,000 = 1,620; 10,620.
    expect(gstFromQuery(q("weight=20&making=450&makingType=perGram&mode=ownGold&stones=5000&oldGold=100")).result).toMatchObject({ gst: 1620, total: 10620, payable: 10620 });
  });

  it("says in the result which case was applied, in both languages", () => {
    const job = toolViews.gst(q("weight=100&making=600&makingType=perGram&mode=jobwork"), toolStrings("gst", en.toolLabels, en.toolMessages));
    expect(job.result?.note).toBe("Job work (SAC 9988) on metal that belongs to a GST-registered jeweller: GST 5 % on the charge only; the metal is not billed.");
    const own = toolViews.gst(q("weight=10&making=800&makingType=perGram&mode=ownGold"), toolStrings("gst", hi.toolLabels, hi.toolMessages));
    expect(own.result?.note).toBe("ग्राहक के अपने सोने से गहना बनाना सर्विस है (SAC 998892): मेकिंग चार्ज पर 18 % GST; सोना ग्राहक का ही रहता है।");
  });
});
