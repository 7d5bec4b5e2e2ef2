/**
 * The tools' and the tutorial library's pure functions in Hindi (issue 17): the same
 * figures with the Hindi dictionary's messages, plural forms by Hindi's rules (one = 0
 * and 1, but 0 months is "0 महीने"), dates with Hindi month names, and a search by the Hindi or the English title.
 */
import { describe, expect, it } from "vitest";
import { GST_EXAMPLE_HI } from "../fixtures/gst-example.ts";
import { tutorialLibraryTexts, tutorials as hiTutorials } from "../../src/content/hi/tutorials.ts";
import { toolLabels, toolMessages } from "../../src/content/hi/tools.ts";
import { tutorials } from "../../src/content/tutorials.ts";
import { fill, plural } from "../../src/lib/template.ts";
import { formatDate } from "../../src/lib/tools/dates.ts";
import { girviFromQuery } from "../../src/lib/tools/girvi.ts";
import { gstFromQuery } from "../../src/lib/tools/gst.ts";
import { checkHuid } from "../../src/lib/tools/huid.ts";
import { toolStrings, toolViews } from "../../src/lib/tools/index.ts";
import { countOf, filterTutorials, headingOf, withTitles } from "../../src/lib/tutorials.ts";

const q = (s: string) => new URLSearchParams(s);
const hindi = (id: "gst" | "girvi" | "purity" | "huid") => toolStrings(id, toolLabels, toolMessages);

describe("texts with a number or a name in them", () => {
  it("fills {keys} and picks the singular for 1 only, in Hindi as in English", () => {
    expect(fill("{label} {n} से ज़्यादा लिखें।", { label: "नेट वज़न", n: 0 })).toBe("नेट वज़न 0 से ज़्यादा लिखें।");
    expect(fill("{a} $& {b}", { a: "$1" })).toBe("$1 $& {b}");
    const month = { one: "{n} महीना", other: "{n} महीने" };
    // 0 takes the plural in Hindi as a jeweller says it, "0 महीने" (issue 23 item 12), though CLDR puts 0 with 1.
    expect([0, 1, 2, 12].map((n) => plural("hi-IN", n, month))).toEqual(["0 महीने", "1 महीना", "2 महीने", "12 महीने"]);
    expect([0, 1, 2].map((n) => plural("en-IN", n, { one: "{n} month", other: "{n} months" }))).toEqual(["0 months", "1 month", "2 months"]);
    expect(formatDate("2026-02-01", { locale: "hi-IN", month: "long" })).toBe("1 फ़रवरी 2026");
    expect(formatDate("2026-04-01", { locale: "en-IN", month: "short" })).toBe("1 Apr 2026");
    expect(formatDate("2026-04-01", "iso")).toBe("2026-04-01");
  });
});

describe("the tools in Hindi", () => {
  it("works out the same figures, in Indian grouping with Latin digits, under Hindi labels", () => {
    const gst = toolViews.gst(q("weight=10&rate=72000&making=12"), hindi("gst"));
    expect(gst.result?.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(GST_EXAMPLE_HI);
    const girvi = toolViews.girvi(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01"), hindi("girvi"));
    expect(girvi.result?.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(["अवधि: 6 महीने", "ब्याज: ₹1,200.00", "कुल बकाया: ₹11,200.00"]);
    expect(girvi.summary).toBe("₹10,000.00 पर 2 रुपये सैकड़ा महीना, 6 महीने: ब्याज ₹1,200.00, कुल बकाया ₹11,200.00");
    const minimum = toolViews.girvi(q("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=1"), hindi("girvi"));
    expect(minimum.result?.lines[0]?.value).toBe("19 दिन (कम से कम 1 महीने का ब्याज लगा)");
  });

  it("says what is wrong in Hindi, the English messages staying the default", () => {
    const form = gstFromQuery(q("weight=abc&rate=-5&making=150&stones=1e9"), toolMessages);
    expect(form.fields.weight.error).toBe("नेट वज़न में सिर्फ़ संख्या लिखें, जैसे 12.5।");
    expect(form.fields.rate.error).toBe("10 ग्राम का भाव में माइनस (−) नहीं चलेगा।");
    expect(form.fields.making.error).toBe("मेकिंग चार्ज (%) ज़्यादा से ज़्यादा 100 तक लिखें।");
    expect(gstFromQuery(q("rate=72000"), toolMessages).fields.weight.error).toBe("नेट वज़न भरें।");
    expect(gstFromQuery(q("weight=10&rate=1000001"), toolMessages).fields.rate.error).toBe("10 ग्राम का भाव ज़्यादा से ज़्यादा 10,00,000 तक लिखें।");
    expect(gstFromQuery(q("rate=72000")).fields.weight.error).toBe("Enter the net weight.");
    const girvi = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&every=1.5&method=compound&paid=2026-02-01:20000&paid=x:5"), toolMessages);
    expect(girvi.fields.every.error).toBe("ब्याज जुड़ने की अवधि पूरे महीनों में लिखें (दशमलव नहीं)।");
    expect(girvi.payments.map((p) => p.error)).toEqual([undefined, "जमा के साथ उसकी तारीख़ भी लिखें, जैसे 2026-03-15।"]);
    const over = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000"), toolMessages);
    expect(over.payments[0]?.error).toBe("यह जमा 1 फ़रवरी 2026 को बकाया ₹10,200.00 से ज़्यादा है।");
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000")).payments[0]?.error).toBe(
      "This payment is more than the ₹10,200.00 owed on 2026-02-01.",
    );
    expect(checkHuid("2JP8FC12", toolMessages.huid)).toMatchObject({ ok: false, error: "HUID में ठीक 6 अक्षर होते हैं; इसमें 8 हैं।" });
    expect(checkHuid("", toolMessages.huid)).toMatchObject({ ok: false, error: "गहने या उसके बिल पर लिखा 6 अक्षर का HUID डालें।" });
  });

  it("gives a tool's island the words of that tool only", () => {
    const s = hindi("girvi");
    expect(Object.keys(s.labels)).toEqual(["girvi"]);
    expect(Object.keys(s.messages)).toEqual(["number", "girvi"]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("the tutorial library in Hindi", () => {
  const list = withTitles(
    tutorials,
    hiTutorials.map((t) => t.title),
  );

  it("finds a tutorial by its Hindi or its English title, with or without the nukta or chandrabindu", () => {
    const titles = (search: string) => filterTutorials(list, { search }).map((t) => t.title);
    expect(titles("कारीगर")).toEqual(["कारीगर को मेटल दें", "कारीगर से तैयार माल वापस लें"]);
    expect(titles("Karigar")).toEqual(titles("कारीगर"));
    expect(titles("फॉर्मेट")).toEqual(["बिल का फ़ॉर्मेट और प्रिंटिंग की सेटिंग"]);
    expect(titles("बनाएं")).toHaveLength(6);
    expect(titles("stock")).toHaveLength(7);
    expect(titles("voucher")).toHaveLength(26);
    expect(filterTutorials(list, { category: "VOUCHER", subCategory: "SALE", search: "exchange" }).map((t) => t.id)).toEqual([38]);
    // The English list is searched as before.
    expect(withTitles(tutorials)).toEqual([...tutorials]);
  });

  it("heads and counts in Hindi, the codes as the software shows them", () => {
    expect(headingOf({ search: "", page: 1 }, tutorialLibraryTexts)).toBe("सभी ट्यूटोरियल");
    expect(headingOf({ search: " GST ", page: 1 }, tutorialLibraryTexts)).toBe("“GST” के लिए खोज के नतीजे");
    expect(headingOf({ category: "VOUCHER", subCategory: "CREDIT NOTE", search: "", page: 1 }, tutorialLibraryTexts)).toBe("VOUCHER - CREDIT NOTE");
    expect([0, 1, 2, 45].map((n) => countOf(n, tutorialLibraryTexts))).toEqual(["0 ट्यूटोरियल मिला", "1 ट्यूटोरियल मिला", "2 ट्यूटोरियल मिले", "45 ट्यूटोरियल मिले"]);
  });
});
