/**
 * Issue 38 item 12 (and 10): what the tool pages state, in every language, against the
 * trade's sources (docs/tools.md): RBI's tiers go by the borrower's total consumption gold
 * loans and value gold at the 22-carat price, metal only (beside "the most RBI allows");
 * a karigar's own materials belong in the job-work charge; declared old stock could be
 * sold with the old hallmark until 30 June 2023; a 995 rate undervalues 999 gold by about
 * 0.4 % (4 ÷ 999 = 0.40 %); and the one valuation rule (999 at the rate, 995 and finer
 * × fineness ÷ 999) on the purity, loan, estimate and exchange pages. Each phrase is
 * written here by hand, in the words each page uses.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import type { Locale } from "../../src/lib/locale.ts";

const PHRASES = {
  en: {
    total: "the borrower's only consumption gold loan",
    price22: "the 22-carat price",
    metalOnly: "metal only",
    materials: "The karigar's own materials (solder, findings) belong in that charge",
    june2023: "could sell it until 30 June 2023",
    pct995: "about 0.4 %",
    rule: "× fineness ÷ 999",
    printed: "add up the amounts as printed",
  },
  hi: {
    total: "सारे गोल्ड लोन की कुल रकम से",
    price22: "22 कैरेट का भाव",
    metalOnly: "सिर्फ़ मेटल",
    materials: "कारीगर का अपना माल (टाँका, फाइंडिंग) इसी चार्ज में गिना जाता है",
    june2023: "30 जून 2023 तक बेच सकते थे",
    pct995: "लगभग 0.4%",
    rule: "× फाइननेस ÷ 999",
    printed: "छपी हुई रकमों को ही जोड़ते हैं",
  },
  gu: {
    total: "બધી ગોલ્ડ લોનના કુલ પર",
    price22: "22 કેરેટનો ભાવ",
    metalOnly: "ફક્ત મેટલ",
    materials: "કારીગરનો પોતાનો માલ (રેણ, ફાઇન્ડિંગ) આ ચાર્જમાં જ ગણાય છે",
    june2023: "30 જૂન 2023 સુધી વેચી શકતા હતા",
    pct995: "આશરે 0.4%",
    rule: "× ફાઇનનેસ ÷ 999",
    printed: "છપાયેલી રકમોનો જ સરવાળો છે",
  },
  bn: {
    total: "এমন সব লোন মিলিয়ে",
    price22: "22 ক্যারেটের দর",
    metalOnly: "শুধু মেটাল",
    materials: "কারিগরের নিজের মাল (ঝালাইয়ের মাল, ফাইন্ডিং) এই চার্জের মধ্যেই ধরা হয়",
    june2023: "30 জুন 2023 পর্যন্ত বিক্রি করতে পারতেন",
    pct995: "প্রায় 0.4%",
    rule: "× ফাইননেস ÷ 999",
    printed: "ছাপা অঙ্কগুলোরই যোগফল",
  },
} as const;

describe.each(Object.keys(PHRASES) as Locale[])("the tools' statements (%s)", (lang) => {
  const p = PHRASES[lang as keyof typeof PHRASES];
  const { toolTexts, toolLabels } = contentFor(lang).tools;

  it("says beside 'the most RBI allows' that the tiers go by the borrower's total loans, at the 22-carat price, metal only", () => {
    const hint = toolLabels["gold-loan-value"].ltvHint;
    for (const phrase of [p.total, p.price22, p.metalOnly]) expect(hint).toContain(phrase);
    // …and neither the notes nor the note under the result say the tiers go by one loan's amount.
    expect(toolLabels["gold-loan-value"].rbiNote).toContain("22");
    expect(toolTexts["gold-loan-value"].notes.join(" ")).toContain("22");
  });

  it("counts a karigar's own materials in the job-work charge", () => {
    expect(toolTexts.gst.notes.join(" ")).toContain(p.materials);
  });

  it("says declared old stock could be sold with the old hallmark until 30 June 2023", () => {
    expect(toolTexts.huid.notes[0]).toContain(p.june2023);
  });

  it("says a 995 rate undervalues 999 gold by about 0.4 %, not 0.5 %", () => {
    expect(toolTexts.purity.notes.join(" ")).toContain(p.pct995);
    expect(toolTexts.purity.notes.join(" ")).not.toMatch(/0\.5 ?%/);
  });

  it("states the one valuation rule on every page that values gold, and that a bill adds its printed lines", () => {
    for (const id of ["purity", "gold-loan-value", "estimate", "exchange"] as const) expect(toolTexts[id].notes.join(" "), id).toContain(p.rule);
    expect(toolTexts.gst.notes.join(" ")).toContain(p.printed);
  });
});
