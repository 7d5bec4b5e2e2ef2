/**
 * The tools' pure functions in every language (issue 17): the same figures under each
 * language's labels, each dictionary's messages, plural forms by the language's rules
 * and dates with its month names. The dictionaries are the code's input
 * (src/content/index.ts); what must come out is written by hand per language in
 * tests/fixtures/locales/{code}/worker.ts.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { fill, plural } from "../../src/lib/template.ts";
import { formatDate } from "../../src/lib/calendar.ts";
import { girviFromQuery } from "./english-tools.ts";
import { gstFromQuery } from "./english-tools.ts";
import { checkHuid } from "./english-tools.ts";
import { toolViews } from "../../src/tools/index.ts";
import { toolStrings } from "../../src/tools/strings.ts";
import { DEFAULT, WORKER_LOCALES } from "../fixtures/locales/worker.ts";

const q = (s: string) => new URLSearchParams(s);

describe("texts with a number or a name in them", () => {
  it("fills {keys} literally, whatever the replacement holds", () => {
    expect(fill("{a} $& {b}", { a: "$1" })).toBe("$1 $& {b}");
    expect(formatDate("2026-04-01", { locale: "en-IN", month: "short" })).toBe("1 Apr 2026");
    expect(formatDate("2026-04-01", "iso")).toBe("2026-04-01");
  });
});

describe("the tools' messages by default", () => {
  it("are the default language's when no dictionary is given", () => {
    expect(gstFromQuery(q("rate=72000")).fields.weight.error).toBe(DEFAULT.tools.gstMessages.weightRequired);
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000")).payments[0]?.error).toBe(DEFAULT.tools.girviMessages.overpaid);
  });
});

describe.each(WORKER_LOCALES)("the tools in $code", (L) => {
  const { toolLabels, toolMessages } = islandTexts(contentFor(L.code).tools);
  const strings = (id: "gst" | "girvi" | "purity" | "huid") => toolStrings(id, toolLabels, toolMessages);

  it("fills a message and picks the plural form by the language's rules, and writes a date with its month's name", () => {
    expect(fill(L.tools.above.template, { label: L.tools.above.label, n: 0 })).toBe(L.tools.gstMessages.weightAboveZero);
    expect([0, 1, 2, 12].map((n) => plural(L.htmlLang, n, L.tools.monthForms))).toEqual(L.tools.months);
    // The language's own message, as its island gets it.
    expect(toolLabels.girvi.month).toEqual(L.tools.monthForms);
    expect([0, 1, 2, 12].map((n) => plural(toolLabels.girvi.locale, n, toolLabels.girvi.month))).toEqual(L.tools.months);
    // The account's own date style: Bengali's asks for Latin digits and names its months (src/content/bn/tools.ts).
    expect(formatDate("2026-02-01", { locale: toolLabels.girvi.locale, month: toolLabels.girvi.dateMonth === "short" ? "long" : toolLabels.girvi.dateMonth })).toBe(L.tools.longDate);
  });

  it("works out the same figures, in Indian grouping with Latin digits, under the language's labels", () => {
    const gst = toolViews.gst(q("weight=10&rate=72000&making=12"), strings("gst"));
    expect(gst.result?.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(L.tools.gstExample);
    const girvi = toolViews.girvi(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01"), strings("girvi"));
    expect(girvi.result?.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(L.tools.girviSimple);
    expect(girvi.summary).toBe(L.tools.girviShare);
    // 19 days, charged the minimum of a month: 2 % of 10,000 = 200 (tests/unit/tools.test.ts).
    const minimum = toolViews.girvi(q("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=1"), strings("girvi"));
    expect(minimum.result?.lines[0]?.value).toBe(L.tools.girviMinimum);
  });

  it("says what is wrong in the language's words", () => {
    const m = L.tools.gstMessages;
    const per = toolLabels.form.goldUnit.per;
    const form = gstFromQuery(q("weight=abc&rate=-5&making=150&stones=1e9"), toolMessages, per);
    expect(form.fields.weight.error).toBe(m.weightNotNumber);
    expect(form.fields.rate.error).toBe(m.rateNegative);
    expect(form.fields.making.error).toBe(m.makingAtMost100);
    expect(gstFromQuery(q("rate=72000"), toolMessages, per).fields.weight.error).toBe(m.weightRequired);
    expect(gstFromQuery(q("weight=10&rate=1000001"), toolMessages, per).fields.rate.error).toBe(m.rateAtMost);
    const girvi = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&every=1.5&method=compound&paid=2026-02-01:20000&paid=x:5"), toolMessages);
    expect(girvi.fields.every.error).toBe(L.tools.girviMessages.everyWhole);
    expect(girvi.payments.map((p) => p.error)).toEqual([undefined, L.tools.girviMessages.paymentNeedsDate]);
    const over = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000"), toolMessages);
    expect(over.payments[0]?.error).toBe(L.tools.girviMessages.overpaid);
    expect(checkHuid("2JP8FC12", toolMessages.huid)).toMatchObject({ ok: false, error: L.tools.huid.length8 });
    expect(checkHuid("", toolMessages.huid)).toMatchObject({ ok: false, error: L.tools.huid.empty });
  });

  it("gives a tool's island the words of that tool only", () => {
    const s = strings("girvi");
    expect(Object.keys(s.labels)).toEqual(["girvi"]);
    expect(Object.keys(s.messages)).toEqual(["number", "girvi"]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
