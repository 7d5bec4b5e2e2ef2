/**
 * Trade facts a jeweller bills by (issue 23 items 10–14; sources in docs/tools.md):
 * where GST goes under IGST, the scope of job work at 5 % against a customer's own gold
 * at 18 %, 30-day rests of a compound Girvi loan, HUIDs as they are pasted, and what a
 * hallmark allows. Every figure is worked out by hand in the comment beside it.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { plural } from "../../src/lib/template.ts";
import { girviFromQuery } from "./english-tools.ts";
import { gstFromQuery } from "./english-tools.ts";
import { checkHuid } from "./english-tools.ts";
import { toolViews } from "../../src/tools/index.ts";
import { toolStrings } from "../../src/tools/strings.ts";

const enHallmark = contentFor("en").hallmark;
const hiHallmark = contentFor("hi").hallmark;
const hi = islandTexts(contentFor("hi").tools);
const en = islandTexts(contentFor("en").tools);

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
    expect([hi.toolLabels.gst.retail, hi.toolLabels.gst.jobwork, hi.toolLabels.gst.ownGold]).toEqual(["रिटेल बिक्री", "कारीगर का जॉब वर्क (5%)", "ग्राहक का अपना सोना (18%)"]);
    expect(hi.toolLabels.gst.modeHint).toBe(
      "5% वाला जॉब वर्क सिर्फ़ GST में रजिस्टर्ड ज्वेलर के मेटल पर काम है। ग्राहक के अपने सोने से गहना बनाना सर्विस है: उस पर 18% लगता है।",
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
      "IGST 18%: ₹1,555.20",
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
    expect(job.result?.note).toBe("Job work (SAC 9988) on metal that belongs to a GST-registered jeweller: GST 5 % on the charge only, the karigar's own materials (solder, findings) included; the jeweller's metal and stones are not billed.");
    const own = toolViews.gst(q("weight=10&making=800&makingType=perGram&mode=ownGold"), toolStrings("gst", hi.toolLabels, hi.toolMessages));
    expect(own.result?.note).toBe("ग्राहक के अपने सोने से गहना बनाना सर्विस है (SAC 998892): मेकिंग चार्ज पर 18% GST; सोना ग्राहक का ही रहता है।");
  });
});

describe("Girvi: 30-day months compound on the same 30-day count (item 12)", () => {
  const account = (query: string) => girviFromQuery(q(query)).result!.rows.map((r) => [r.to, r.span.months, r.span.days, r.opening, r.interest, r.closing]);

  it("a loan dated 31 January 2024, compounded monthly: four rests of exactly one 30-day month", () => {
    // 31 Jan counts as the 30th; 31 May as 30 May: 4 × 30 = 120 days, rests at 30, 60, 90, 120.
    // 29 Feb, February's last day, counts as its 30th (issue 38 item 11): the first rest.
    // 10,000 × 1.02 = 10,200; × 1.02 = 10,404; × 1.02 = 10,612.08; × 1.02 = 10,824.3216 → 10,824.32.
    expect(account("principal=10000&rate=2&from=2024-01-31&to=2024-05-31&method=compound&every=1")).toEqual([
      ["2024-02-29", 1, 0, 10000, 200, 10200],
      ["2024-03-31", 1, 0, 10200, 204, 10404],
      ["2024-04-30", 1, 0, 10404, 208.08, 10612.08],
      ["2024-05-31", 1, 0, 10612.08, 212.24, 10824.32],
    ]);
    expect(girviFromQuery(q("principal=10000&rate=2&from=2024-01-31&to=2024-05-31&method=compound&every=1")).result).toMatchObject({ interest: 824.32, due: 10824.32 });
  });

  it("settled between two rests: one whole month compounded, then 15 days on 10,200", () => {
    // 31 Jan → 15 Mar: 60 + (15 − 30) = 45 days. Rest at day 30: 10,000 + 200 = 10,200.
    // 15 days: 10,200 × 2 % × 15 / 30 = 102. Due 10,302.00 (a calendar rest on 29 Feb gave 10,302.06).
    expect(account("principal=10000&rate=2&from=2024-01-31&to=2024-03-15&method=compound&every=1")).toEqual([
      ["2024-02-29", 1, 0, 10000, 200, 10200],
      ["2024-03-15", 0, 15, 10200, 102, 10302],
    ]);
  });

  it("settled on 29 February, the first rest's date: one whole month, as the rest takes (issue 38 item 11)", () => {
    // February's last day counts as its 30th: 31 Jan → 29 Feb = 30 + (30 − 30) = 30 days, the
    // rest itself; 10,000 × 2 % = 200 → 10,200, and the settlement adds no line of its own.
    // (It was 29 days, ₹193.33, while the rest on the same date took a whole month: audit fault 5.)
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2024-01-31&to=2024-02-29&method=compound&every=1"));
    expect(result!.rows.map((r) => [r.event, r.span.months, r.span.days, r.closing])).toEqual([["compounded", 1, 0, 10200]]);
  });

  it("every 3 months from the 30th: rests at 90 and 180 days", () => {
    // 30 Nov 2023 → 30 May 2024: 180 days. 50,000 × 1.045 = 52,250; × 1.045 = 54,601.25.
    const { result } = girviFromQuery(q("principal=50000&rate=1.5&from=2023-11-30&to=2024-05-30&method=compound&every=3"));
    expect(result!.rows.map((r) => [r.to, r.span.months, r.span.days, r.closing])).toEqual([
      ["2024-02-29", 3, 0, 52250],
      ["2024-05-30", 3, 0, 54601.25],
    ]);
  });
});

describe("plural forms in the tools' output (item 12)", () => {
  it("says 1 month and 0 months in English, 0 महीने in Hindi", () => {
    expect(plural("hi-IN", 0, hi.toolLabels.girvi.month)).toBe("0 महीने");
    expect(plural("en-IN", 0, en.toolLabels.girvi.month)).toBe("0 months");
    // A minimum period of one month, settled after 19 days.
    const minimum = (lang: typeof en | typeof hi) => lines("girvi", "principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=1", lang)?.[0];
    expect(minimum(en)).toBe("Period: 19 days (minimum of 1 month charged)");
    expect(minimum(hi)).toBe("अवधि: 19 दिन (कम से कम 1 महीने का ब्याज लगा)");
    expect(lines("girvi", "principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=3")?.[0]).toBe("Period: 19 days (minimum of 3 months charged)");
    // Settled on the loan date: no time has run.
    expect(lines("girvi", "principal=10000&rate=2&from=2026-01-01&to=2026-01-01", hi)?.[0]).toBe("अवधि: 0 महीने");
    expect(lines("girvi", "principal=10000&rate=2&from=2026-01-01&to=2026-01-01")?.[0]).toBe("Period: 0 months");
  });

  it("counts one HUID character in the singular in Hindi", () => {
    expect(toolViews.huid(q("huid=A"), toolStrings("huid", hi.toolLabels, hi.toolMessages)).errors.huid).toBe("HUID में ठीक 6 अक्षर होते हैं; इसमें 1 है।");
    expect(toolViews.huid(q("huid=AB"), toolStrings("huid", hi.toolLabels, hi.toolMessages)).errors.huid).toBe("HUID में ठीक 6 अक्षर होते हैं; इसमें 2 हैं।");
    expect(toolViews.huid(q("huid=A"), toolStrings("huid", en.toolLabels, en.toolMessages)).errors.huid).toBe("A HUID has exactly 6 characters; this has 1.");
  });
});

describe("HUID as it is copied (item 13)", () => {
  it("reads a HUID pasted with any dash, zero-width or non-breaking space, full-width letters or a HUID: label", () => {
    const read = (raw: string) => checkHuid(raw);
    // U+2013 en dash, as in the issue.
    expect(read("2JP\u20138FC")).toEqual({ huid: "2JP8FC", ok: true });
    // Every dash U+2010–U+2015 and the minus sign U+2212.
    for (const dash of ["\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212"]) expect(read(`2JP${dash}8FC`)).toEqual({ huid: "2JP8FC", ok: true });
    // Zero-width space, non-joiner, joiner and the byte-order mark.
    for (const zero of ["\u200B", "\u200C", "\u200D", "\uFEFF"]) expect(read(`${zero}2JP${zero}8FC${zero}`)).toEqual({ huid: "2JP8FC", ok: true });
    // No-break space U+00A0 and narrow no-break space U+202F.
    expect(read("2JP\u00A08FC")).toEqual({ huid: "2JP8FC", ok: true });
    expect(read("2JP\u202F8FC")).toEqual({ huid: "2JP8FC", ok: true });
    // Full-width letters and digits (NFKC): ２ＪＰ８ＦＣ.
    expect(read("\uFF12\uFF2A\uFF30\uFF18\uFF26\uFF23")).toEqual({ huid: "2JP8FC", ok: true });
    // A leading "HUID:" in any case, with or without spaces, a full-width colon too.
    expect(read("HUID: 2JP8FC")).toEqual({ huid: "2JP8FC", ok: true });
    expect(read("huid:2jp8fc")).toEqual({ huid: "2JP8FC", ok: true });
    expect(read(" Huid \uFF1A 2JP–8FC ")).toEqual({ huid: "2JP8FC", ok: true });
    // A HUID may itself begin with the letters HUID: without a colon nothing is cut.
    expect(read("HUID12")).toEqual({ huid: "HUID12", ok: true });
  });

  it("still refuses what is not a HUID, and says why in the page's language", () => {
    expect(checkHuid("HUID:")).toMatchObject({ ok: false, error: "Enter the 6-character HUID from the article or its invoice." });
    expect(checkHuid("2JP_8FC")).toMatchObject({ ok: false, error: "A HUID has only letters A–Z and digits 0–9." });
    expect(checkHuid("HUID: 2JP–8FC9", hi.toolMessages.huid)).toMatchObject({ ok: false, error: "HUID में ठीक 6 अक्षर होते हैं; इसमें 7 हैं।" });
  });
});

describe("hallmarking facts and the 999 rate (item 14)", () => {
  it("says HUID-less gold may not be sold from 1 April 2023, where hallmarking is mandatory, and who is exempt", () => {
    const enNotes = en.toolTexts.huid.notes.join(" ");
    expect(enNotes).toContain("From 1 April 2023 gold jewellery may be sold only with a 6-character HUID: the old hallmark without one was allowed until 31 March 2023, and jewellers who had declared their old hallmarked stock could sell it until 30 June 2023.");
    expect(enNotes).not.toContain("banned since 31 March 2023");
    expect(enNotes).toContain("Hallmarking is mandatory only in the districts BIS has notified (256 in 2021, more added since).");
    expect(enNotes).toContain("Exempt: jewellers with a turnover up to ₹40 lakh a year, kundan, polki and jadau jewellery, and articles under 2 g.");
    const hiNotes = hi.toolTexts.huid.notes.join(" ");
    expect(hiNotes).toContain("1 अप्रैल 2023 से सोने के गहने सिर्फ़ 6 अक्षर वाले HUID के साथ ही बेचे जा सकते हैं: बिना HUID वाला पुराना हॉलमार्क 31 मार्च 2023 तक ही चल सकता था, और जिन ज्वेलर्स ने अपना पुराना हॉलमार्क वाला स्टॉक घोषित किया था, वे उसे 30 जून 2023 तक बेच सकते थे।");
    expect(hiNotes).not.toContain("31 मार्च 2023 से");
    expect(hiNotes).toContain("हॉलमार्किंग सिर्फ़ उन ज़िलों में ज़रूरी है जिन्हें BIS ने नोटिफाई किया है (2021 में 256, बाद में और जुड़े)।");
    expect(hiNotes).toContain("छूट: साल में ₹40 लाख तक के टर्नओवर वाले ज्वेलर, कुंदन, पोल्की और जड़ाऊ गहने, और 2 ग्राम से कम के गहने।");
  });

  it("separates what BIS requires on the bill from good practice", () => {
    const e = enHallmark.hallmarkText;
    expect(e.requiredTitle).toBe("Required by BIS on the bill of hallmarked jewellery");
    expect(e.required).toEqual([
      "Each article's description.",
      "The net weight of its precious metal.",
      "Its purity in carat and fineness, such as 22K916.",
      "The hallmarking charges.",
      "The weight and value of any stones, shown separately.",
    ]);
    expect(e.practiceTitle).toBe("Good practice");
    expect(e.practice.slice(0, 2)).toEqual([
      "The HUID of each article, on its own line.",
      "The HSN code (7113 for jewellery): optional on retail (B2C) bills of a jeweller with a turnover up to ₹5 crore; 6 digits above that.",
    ]);
    const h = hiHallmark.hallmarkText;
    expect(h.requiredTitle).toBe("हॉलमार्क वाले गहनों के बिल पर BIS के हिसाब से ज़रूरी");
    expect(h.required).toEqual([
      "हर गहने का ब्योरा।",
      "उसमें कीमती मेटल का नेट वज़न।",
      "उसकी शुद्धता कैरेट और फाइननेस में, जैसे 22K916।",
      "हॉलमार्किंग चार्ज।",
      "स्टोन का वज़न और उसकी कीमत, अलग से।",
    ]);
    expect(h.practiceTitle).toBe("अच्छे बिल पर और भी");
    expect(h.practice.slice(0, 2)).toEqual([
      "हर गहने का HUID, उसी की लाइन में।",
      "HSN कोड (गहनों के लिए 7113): ₹5 करोड़ तक के टर्नओवर वाले ज्वेलर के रिटेल (B2C) बिल पर ज़रूरी नहीं; उससे ऊपर 6 अंकों का।",
    ]);
    expect(h.practice).toHaveLength(e.practice.length);
  });

  it("values fine gold at the 999 rate, in both languages", () => {
    // 10 g of 22K916 = 9.160 g fine; × ₹7,500 a gram of 999 (₹75,000 per 10 g) = ₹68,700.00.
    expect(lines("purity", "karat=22&weight=10&rate24=75000")?.at(-1)).toBe("Value at the 999 rate: ₹68,700.00");
    expect(lines("purity", "karat=22&weight=10&rate24=75000", hi)?.at(-1)).toBe("999 भाव पर कीमत: ₹68,700.00");
    expect([en.toolLabels.purity.rate24, hi.toolLabels.purity.rate24]).toEqual(["999 rate per {per} (₹)", "सोना 999, {per} भाव (₹)"]);
    expect([en.toolLabels.form.goldUnit.per, hi.toolLabels.form.goldUnit.per]).toEqual([
      { "10g": "10 g", tola: "tola of 11.664 g", pavan: "pavan of 8 g" },
      { "10g": "10 ग्राम का", tola: "तोले (11.664 ग्राम) का", pavan: "सॉवरेन (8 ग्राम) का" },
    ]);
    expect(en.toolTexts.purity.notes.join(" ")).not.toContain("24K rate");
    expect(hi.toolTexts.purity.notes.join(" ")).not.toContain("24K भाव");
  });
});
