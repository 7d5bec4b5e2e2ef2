/**
 * Plurals (issue 40 item 2, docs/i18n.md "Plurals"): a catalogue holds one ICU plural
 * message per text; the server formats it, and for an island reduces it to its forms,
 * which the browser chooses among without the ICU library: an exact form (=0) first, then
 * the language's CLDR category, then `other`. Every expectation is written by hand, as a
 * jeweller of the language says the count.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { format, islandTexts, pluralForms } from "../../src/lib/format.ts";
import type { Locale } from "../../src/lib/locale.ts";
import { plural } from "../../src/lib/template.ts";

describe("a plural message reduced to its forms", () => {
  it("gives each form with {n} for # and for the plural's own argument, exact forms kept", () => {
    expect(pluralForms("{n, plural, =0 {# महीने} one {# महीना} other {# महीने}}")).toEqual({ "=0": "{n} महीने", one: "{n} महीना", other: "{n} महीने" });
    expect(pluralForms("{n, plural, one {{n} month} other {{n} months}}")).toEqual({ one: "{n} month", other: "{n} months" });
    // A plural argument of another name is still the count the browser fills in.
    expect(pluralForms("{count, plural, one {# day} other {# days}}")).toEqual({ one: "{n} day", other: "{n} days" });
  });

  it("puts the text around the plural into every form and keeps another simple argument to be filled", () => {
    expect(pluralForms("Found: {n, plural, one {# piece} other {# pieces}} in {place}.")).toEqual({ one: "Found: {n} piece in {place}.", other: "Found: {n} pieces in {place}." });
  });

  it("refuses what the browser could not fill as the library formats it", () => {
    expect(() => pluralForms("{n} months")).toThrow();
    expect(() => pluralForms("{a, plural, one {#} other {#}} {b, plural, one {#} other {#}}")).toThrow();
    expect(() => pluralForms("{n, plural, one {# {g, select, f {her} other {his}}} other {#}}")).toThrow();
    expect(() => pluralForms("{n, plural, one {{n, number} month} other {# months}}")).toThrow();
    expect(() => pluralForms("{n, selectordinal, one {#st} other {#th}}")).toThrow();
    expect(() => pluralForms("{n, plural, offset:1 one {#} other {#}}")).toThrow();
    expect(() => pluralForms("{n, plural, one {<b>#</b>} other {#}}")).toThrow();
    expect(() => pluralForms("{n, plural, one {'{'#'}'} other {#}}")).toThrow();
  });
});

describe("the browser's choice of a form", () => {
  const monthsHi = { "=0": "{n} महीने", one: "{n} महीना", other: "{n} महीने" };
  it("takes an exact form first, then the language's category, then other", () => {
    expect([0, 1, 2].map((n) => plural("hi-IN", n, monthsHi))).toEqual(["0 महीने", "1 महीना", "2 महीने"]);
    // Without =0, CLDR puts Hindi's 0 with 1.
    expect(plural("hi-IN", 0, { one: "{n} महीना", other: "{n} महीने" })).toBe("0 महीना");
    expect([0, 1, 2].map((n) => plural("en-IN", n, { one: "{n} month", other: "{n} months" }))).toEqual(["0 months", "1 month", "2 months"]);
    // A category the message does not give falls back to other; an exact form for another number is not taken.
    expect(plural("en-IN", 1, { "=2": "two", other: "{n} months" })).toBe("1 months");
    expect(plural("en-IN", 2, { "=2": "a pair", one: "{n} month", other: "{n} months" })).toBe("a pair");
    // Half months (a part month counted as a half) are other in every language.
    expect(plural("hi-IN", 1.5, monthsHi)).toBe("1.5 महीने");
    // The count as it is typed, without grouping: no count the site shows reaches 1,000.
    expect(plural("en-IN", 1000, { one: "{n} month", other: "{n} months" })).toBe("1000 months");
  });
});

/** What a page says for 0, 1 and 2, in each language, through the server's formatter and through the island's forms alike. */
const SAID: Record<string, { month: string[]; day: string[]; minimum: string[]; length: string[]; count: string[] }> = {
  en: {
    month: ["0 months", "1 month", "2 months"],
    day: ["0 days", "1 day", "2 days"],
    minimum: ["minimum of 0 months charged", "minimum of 1 month charged", "minimum of 2 months charged"],
    length: ["A HUID has exactly 6 characters; this has 0.", "A HUID has exactly 6 characters; this has 1.", "A HUID has exactly 6 characters; this has 2."],
    count: ["0 tutorial(s) found", "1 tutorial(s) found", "2 tutorial(s) found"],
  },
  hi: {
    month: ["0 महीने", "1 महीना", "2 महीने"],
    day: ["0 दिन", "1 दिन", "2 दिन"],
    minimum: ["कम से कम 0 महीने का ब्याज लगा", "कम से कम 1 महीने का ब्याज लगा", "कम से कम 2 महीने का ब्याज लगा"],
    length: ["HUID में ठीक 6 अक्षर होते हैं; इसमें 0 हैं।", "HUID में ठीक 6 अक्षर होते हैं; इसमें 1 है।", "HUID में ठीक 6 अक्षर होते हैं; इसमें 2 हैं।"],
    count: ["0 ट्यूटोरियल मिले", "1 ट्यूटोरियल मिला", "2 ट्यूटोरियल मिले"],
  },
  gu: {
    month: ["0 મહિના", "1 મહિનો", "2 મહિના"],
    day: ["0 દિવસ", "1 દિવસ", "2 દિવસ"],
    minimum: ["ઓછામાં ઓછા 0 મહિનાનું વ્યાજ લાગ્યું", "ઓછામાં ઓછા 1 મહિનાનું વ્યાજ લાગ્યું", "ઓછામાં ઓછા 2 મહિનાનું વ્યાજ લાગ્યું"],
    length: ["HUIDમાં બરાબર 6 અક્ષર હોય છે; આમાં 0 છે.", "HUIDમાં બરાબર 6 અક્ષર હોય છે; આમાં 1 છે.", "HUIDમાં બરાબર 6 અક્ષર હોય છે; આમાં 2 છે."],
    count: ["0 ટ્યુટોરિયલ મળ્યા", "1 ટ્યુટોરિયલ મળ્યો", "2 ટ્યુટોરિયલ મળ્યા"],
  },
  bn: {
    month: ["0 মাস", "1 মাস", "2 মাস"],
    day: ["0 দিন", "1 দিন", "2 দিন"],
    minimum: ["ন্যূনতম 0 মাসের সুদ ধরা হয়েছে", "ন্যূনতম 1 মাসের সুদ ধরা হয়েছে", "ন্যূনতম 2 মাসের সুদ ধরা হয়েছে"],
    length: ["HUID-এ ঠিক 6টি ঘর থাকে; এতে আছে 0টি।", "HUID-এ ঠিক 6টি ঘর থাকে; এতে আছে 1টি।", "HUID-এ ঠিক 6টি ঘর থাকে; এতে আছে 2টি।"],
    count: ["0টি টিউটোরিয়াল পাওয়া গেছে", "1টি টিউটোরিয়াল পাওয়া গেছে", "2টি টিউটোরিয়াল পাওয়া গেছে"],
  },
};

describe.each(Object.entries(SAID))("the site's plurals in %s", (code, said) => {
  const locale = code as Locale;
  const { tools, tutorials } = contentFor(locale);
  const messages = {
    month: tools.toolLabels.girvi.month,
    day: tools.toolLabels.girvi.day,
    minimum: tools.toolLabels.girvi.minimum,
    length: tools.toolMessages.huid.length,
    count: tutorials.tutorialLibraryTexts.count,
  };
  const islands = islandTexts(tools);
  const forms = {
    month: islands.toolLabels.girvi.month,
    day: islands.toolLabels.girvi.day,
    minimum: islands.toolLabels.girvi.minimum,
    length: islands.toolMessages.huid.length,
    count: islandTexts(tutorials.tutorialLibraryTexts).count,
  };
  const intl = tools.toolLabels.girvi.locale;

  it("reads as the language says 0, 1 and 2 on the server", () => {
    for (const [name, message] of Object.entries(messages)) {
      expect([0, 1, 2].map((n) => format(locale, message, { n })), name).toEqual(said[name as keyof typeof said]);
    }
  });

  it("reads the same in the browser, from the forms the island gets", () => {
    for (const [name, f] of Object.entries(forms)) {
      expect([0, 1, 2].map((n) => plural(intl, n, f)), name).toEqual(said[name as keyof typeof said]);
    }
  });
});

describe("texts for an island", () => {
  it("reduces every plural message, leaves every other text as it is, and reduces an object once", () => {
    // However the message is spaced: a tool's printer writes "{n,plural,one{#}…}".
    const texts = { a: "{n} months", b: { c: "{n, plural, one {# month} other {# months}}", d: ["x", "{n,plural,one{#} other{# and more}}"] }, e: 3 };
    const island = islandTexts(texts);
    expect(island).toEqual({ a: "{n} months", b: { c: { one: "{n} month", other: "{n} months" }, d: ["x", { one: "{n}", other: "{n} and more" }] }, e: 3 });
    expect(islandTexts(texts)).toBe(island);
  });
});
