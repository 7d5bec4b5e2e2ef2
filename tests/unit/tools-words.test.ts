/**
 * The tools' pure functions in every language (issue 17): the same figures under each
 * language's labels, each dictionary's messages, plural forms by the language's rules
 * and dates with its month names. The catalogues are the code's input
 * (src/content/index.ts); what must come out is written by hand: the worked examples, a
 * date and plural samples per language (tests/fixtures/locales/{code}/language.ts), the
 * messages in English (tests/fixtures/locales/en/worker.ts); another language's messages
 * are held by rule: filled in, in its script, not English's.
 */
import { describe, expect, it, vi } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { fill, plural } from "../../src/lib/template.ts";
import { formatDate } from "../../src/lib/calendar.ts";
import { girviFromQuery } from "./english-tools.ts";
import { gstFromQuery } from "./english-tools.ts";
import { checkHuid } from "./english-tools.ts";
import { toolViews } from "../../src/tools/index.ts";
import { toolStrings } from "../../src/tools/strings.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { LANGUAGES, scriptShare } from "../fixtures/locales/language.ts";

const q = (s: string) => new URLSearchParams(s);

describe("texts with a number or a name in them", () => {
  it("fills {keys} literally, whatever the replacement holds", () => {
    expect(fill("{a} $& {b}", { a: "$1" })).toBe("$1 $& {b}");
    expect(formatDate("2026-04-01", { locale: "en-IN", month: "short" })).toBe("1 Apr 2026");
    expect(formatDate("2026-04-01", "iso")).toBe("2026-04-01");
  });

  it("writes month names given outright day first where the engine has no data for the locale", () => {
    // Chromium ships no Punjabi data: its formatter writes CLDR root's «2026 M01 1».
    const names = ["Jan.", "Feb.", "Mar.", "Apr.", "May.", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."];
    const root = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts").mockReturnValue([
      { type: "year", value: "2026" },
      { type: "literal", value: " " },
      { type: "month", value: "M04" },
      { type: "literal", value: " " },
      { type: "day", value: "1" },
    ]);
    try {
      expect(formatDate("2026-04-01", { locale: "xx-IN", month: names })).toBe("1 Apr. 2026");
    } finally {
      root.mockRestore();
    }
    // With the locale's data, its own order and separators, the month replaced.
    expect(formatDate("2026-04-01", { locale: "xx-IN", month: names })).toBe("Apr. 1, 2026");
  });
});

describe("the tools' messages by default", () => {
  it("are the default language's when no dictionary is given", () => {
    expect(gstFromQuery(q("rate=72000")).fields.weight.error).toBe(DEFAULT.tools.gstMessages.weightRequired);
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000")).payments[0]?.error).toBe(DEFAULT.tools.girviMessages.overpaid);
  });
});

describe.each(LANGUAGES)("the tools in $code", (L) => {
  const { toolLabels, toolMessages } = islandTexts(contentFor(L.code).tools);
  const strings = (id: "gst" | "girvi" | "purity" | "huid") => toolStrings(id, toolLabels, toolMessages);

  it("picks the plural form by the language's rules as its island gets it, and writes a date with its month's name", () => {
    expect([0, 1, 2, 12].map((n) => plural(toolLabels.girvi.locale, n, toolLabels.girvi.month))).toEqual(L.months);
    // The account's own date style: Bengali's asks for Latin digits and names its months.
    expect(formatDate("2026-02-01", { locale: toolLabels.girvi.locale, month: toolLabels.girvi.dateMonth === "short" ? "long" : toolLabels.girvi.dateMonth })).toBe(L.date);
  });

  it("works out the same figures, in Indian grouping with Latin digits, under the language's labels", () => {
    const gst = toolViews.gst(q("weight=10&rate=72000&making=12"), strings("gst"));
    expect(gst.result?.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(L.gst);
    const girvi = toolViews.girvi(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01"), strings("girvi"));
    expect(girvi.result?.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(L.girvi.lines);
    expect(girvi.summary).toBe(L.girvi.share);
  });

  const huidError = (raw: string) => {
    const check = checkHuid(raw, toolMessages.huid);
    return check.ok ? undefined : check.error;
  };
  /** What is wrong, as the language says it: each of the messages below, in the order of English's. */
  const wrong = () => {
    const per = toolLabels.form.goldUnit.per;
    const form = gstFromQuery(q("weight=abc&rate=-5&making=150&stones=1e9"), toolMessages, per);
    const girvi = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&every=1.5&method=compound&paid=2026-02-01:20000&paid=x:5"), toolMessages);
    const over = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000"), toolMessages);
    // 19 days, charged the minimum of a month: 2 % of 10,000 = 200 (tests/unit/tools.test.ts).
    const minimum = toolViews.girvi(q("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=1"), strings("girvi"));
    return [
      form.fields.weight.error,
      form.fields.rate.error,
      form.fields.making.error,
      gstFromQuery(q("rate=72000"), toolMessages, per).fields.weight.error,
      gstFromQuery(q("weight=10&rate=1000001"), toolMessages, per).fields.rate.error,
      gstFromQuery(q("weight=0&rate=72000"), toolMessages, per).fields.weight.error,
      girvi.fields.every.error,
      girvi.payments[1]?.error,
      over.payments[0]?.error,
      huidError("2JP8FC12"),
      huidError(""),
      minimum.result?.lines[0]?.value,
    ];
  };
  const m = DEFAULT.tools.gstMessages;
  const english = [m.weightNotNumber, m.rateNegative, m.makingAtMost100, m.weightRequired, m.rateAtMost, m.weightAboveZero, DEFAULT.tools.girviMessages.everyWhole, DEFAULT.tools.girviMessages.paymentNeedsDate, DEFAULT.tools.girviMessages.overpaid, DEFAULT.tools.huid.length8, DEFAULT.tools.huid.empty, DEFAULT.tools.girviMinimum];

  if (L.code === DEFAULT.code) it("says what is wrong in English's words", () => {
    expect(wrong()).toEqual(english);
    expect(fill(DEFAULT.tools.above.template, { label: DEFAULT.tools.above.label, n: 0 })).toBe(m.weightAboveZero);
    expect(toolLabels.girvi.month).toEqual(DEFAULT.tools.monthForms);
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&every=1.5&method=compound&paid=2026-02-01:20000&paid=x:5"), toolMessages).payments[0]?.error).toBeUndefined();
  });
  else it("says what is wrong in the language: each message filled in, in its script, none English's", () => {
    const said = wrong();
    expect(said.map((text, i) => ({ english: english[i], text, same: text === english[i], unfilled: /[{}]/.test(text ?? "{}") }))).toEqual(
      english.map((e, i) => ({ english: e, text: said[i], same: false, unfilled: false })),
    );
    for (const text of said) expect(scriptShare(L, text!), text).toBeGreaterThanOrEqual(0.6);
  });

  it("gives a tool's island the words of that tool only", () => {
    const s = strings("girvi");
    expect(Object.keys(s.labels)).toEqual(["girvi"]);
    expect(Object.keys(s.messages)).toEqual(["number", "girvi"]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
