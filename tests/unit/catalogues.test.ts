/**
 * The catalogue contract (issue 40, docs/i18n.md "The catalogue contract"): what every
 * language's catalogues keep, checked in Node for each language found in src/locales/ (one
 * describe each; none is named here). A catalogue has the source's keys, no more (a preview
 * language may lack some: they fall back to the source's); each message parses as ICU
 * MessageFormat, with the source message's arguments, and each plural with the categories
 * its locale chooses; a message of a language written in another script than Latin is
 * mostly in that script; header, menu and button texts keep to a length budget. The neutral
 * structure (src/content/data/) refers to every message of the source, and to nothing else.
 */
import { describe, expect, it } from "vitest";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { argumentsOf, budget, latinAllowed, pluralProblems, pseudoLength, scriptShare, visibleLength } from "./catalogue-checks.ts";
import { cataloguesOf, dataReferences, isPreview, LANGUAGES, literalText, parseMessage, SOURCE, termbaseOf, type Catalogues } from "./catalogue-files.ts";

/** The header's one row from 1024 px: nowrap beside the logo, the language switch and the demo button (src/layout/header.tsx). */
const HEADER = /^(navigation:headerNav\.\d+\.title|layout:layoutTexts\.(demoButton|menuButton)|ui:languageTexts\.name)$/;
/** A menu's item (the header's dropdowns and the mobile menu, nowrap) or a button's or a call to action's label (the components' <button>s and links styled as one). */
const MENU_OR_BUTTON =
  /^(navigation:headerNav\.\d+\.dropdown\.(\d+\.dropdown\.)?\d+\.title|layout:layoutTexts\.allOf)$|[.:](button|ctaButton|submit|submitting|send|calculate|add|check|copy|print|share|open|download|showMap|watchDemo|tryIt|storyButton|appStore|playStore|getFreeDemo|freeDemo|readMore|learnMore|backToBlogs|action|next|previous)$/;
/**
 * Each tier's cap: a label may be 1.6 times its source's length, or this many visible
 * characters where that is more. 14 keeps a header item short enough for the one row; 24
 * keeps a button's label on one line at 320 px (text-sm, about 7 px a character).
 */
const TIERS = [
  { name: "header", keys: HEADER, cap: 14 },
  { name: "menu or button", keys: MENU_OR_BUTTON, cap: 24 },
];
/** Fewer letters than this (once the Latin a language may write is out) say too little to measure a script by. */
const MIN_LETTERS = 12;

/** Every message of a language's catalogues as "module:key" → message. */
function messagesOf(catalogues: Catalogues): Map<string, string> {
  return new Map(Object.entries(catalogues).flatMap(([module, messages]) => Object.entries(messages).map(([key, message]) => [`${module}:${key}`, message] as const)));
}

/** Each message parsed, and what would not parse. */
function parseAll(messages: Map<string, string>): { parsed: Map<string, MessageFormatElement[]>; unparsable: string[] } {
  const parsed = new Map<string, MessageFormatElement[]>();
  const unparsable: string[] = [];
  for (const [id, message] of messages) {
    try {
      parsed.set(id, parseMessage(message));
    } catch (error) {
      unparsable.push(`${id}: ${(error as Error).message}`);
    }
  }
  return { parsed, unparsable };
}

const source = cataloguesOf(SOURCE);
const sourceMessages = messagesOf(source);
const sourceParsed = parseAll(sourceMessages).parsed;
const names = termbaseOf(SOURCE).names;

describe.each(LANGUAGES)("the %s catalogues keep the contract", (code) => {
  const catalogues = cataloguesOf(code);
  const messages = messagesOf(catalogues);
  const { parsed, unparsable } = parseAll(messages);
  const preview = isPreview(code);
  const script = new Intl.Locale(code).maximize().script ?? "Latn";

  it(`has the source's keys, no more${preview ? " (a preview: some may be missing)" : ""}`, () => {
    const extra = [...messages.keys()].filter((id) => !sourceMessages.has(id));
    const missing = [...sourceMessages.keys()].filter((id) => !messages.has(id));
    expect({ extra, missing: preview ? [] : missing }).toEqual({ extra: [], missing: [] });
  });

  it("parses every message as ICU MessageFormat", () => {
    expect(unparsable).toEqual([]);
  });

  it("gives each message the source message's arguments", () => {
    const differ: string[] = [];
    for (const [id, elements] of parsed) {
      const own = argumentsOf(elements).join(", ");
      const theirs = argumentsOf(sourceParsed.get(id) ?? []).join(", ");
      if (own !== theirs) differ.push(`${id}: ${own || "none"} where the source has ${theirs || "none"}`);
    }
    expect(differ).toEqual([]);
  });

  it("gives each plural the categories its locale chooses", () => {
    const locale = `${code}-IN`;
    const problems = [...parsed].flatMap(([id, elements]) => pluralProblems(elements, locale).map((problem) => `${id}: ${problem}`));
    expect(problems).toEqual([]);
  });

  if (script !== "Latn") {
    it(`writes each message mostly in its script (${script})`, () => {
      const own = termbaseOf(code);
      const latinTerms = [...own.names, ...own.glossary.flatMap((entry) => [entry.chosen, ...(entry.searchOnly ?? [])])].filter((term) => /\p{sc=Latn}/u.test(term));
      const allowed = latinAllowed([...names, ...latinTerms]);
      const foreign: string[] = [];
      for (const [id, elements] of parsed) {
        if (id.endsWith(".keywords")) continue; // search keywords hold the English queries people type, on purpose
        const { letters, share } = scriptShare(literalText(elements), script, allowed);
        if (letters >= MIN_LETTERS && share <= 0.5) foreign.push(`${id} (${Math.round(share * 100)} %): ${messages.get(id)}`);
      }
      expect(foreign).toEqual([]);
    });
  }

  it("keeps header, menu and button texts within their budgets", () => {
    const over: string[] = [];
    for (const { name, keys, cap } of TIERS)
      for (const [id, elements] of parsed) {
        const theirs = sourceParsed.get(id);
        if (!keys.test(id) || !theirs) continue;
        const length = visibleLength(literalText(elements));
        const allowed = budget(visibleLength(literalText(theirs)), cap);
        if (length > allowed) over.push(`${id} (${name}): ${length} > ${allowed}: ${messages.get(id)}`);
      }
    expect(over).toEqual([]);
  });
});

describe("the neutral structure (src/content/data/)", () => {
  const references = dataReferences();

  it("has a module for each of the source's catalogues, and no other", () => {
    expect(Object.keys(references).sort()).toEqual(Object.keys(source).sort());
  });

  it("refers only to messages of the source's catalogue of the same module", () => {
    const dangling = Object.entries(references).flatMap(([module, keys]) => keys.filter((key) => !(key in (source[module] ?? {}))).map((key) => `${module}: @${key}`));
    expect(dangling).toEqual([]);
  });

  it("refers to every message of the source's catalogues", () => {
    const orphans = Object.entries(source).flatMap(([module, messages]) => Object.keys(messages).filter((key) => !references[module]?.includes(key)).map((key) => `${module}: ${key}`));
    expect(orphans).toEqual([]);
  });
});

describe("the length budgets", () => {
  it("leave a pseudo-locale room: every source label 35 % longer and bracketed keeps within its budget", () => {
    const tight: string[] = [];
    for (const { keys, cap } of TIERS)
      for (const [id, elements] of sourceParsed) {
        const n = visibleLength(literalText(elements));
        if (keys.test(id) && pseudoLength(n) > budget(n, cap)) tight.push(`${id}: ${pseudoLength(n)} > ${budget(n, cap)}`);
      }
    expect(tight).toEqual([]);
  });
});

describe("the contract's checks, on hand-written messages", () => {
  const parse = parseMessage;

  it("names each argument with its kind, once, in a tag and a plural's branches too", () => {
    expect(argumentsOf(parse("{n, plural, one {# piece at {place}} other {# pieces at {place}}} <b>{total, number}</b>"))).toEqual(["b:tag", "n:plural", "place:argument", "total:number"]);
    expect(argumentsOf(parse("No argument"))).toEqual([]);
  });

  it.each([
    { why: "a plural without one of its locale's categories", message: "{n, plural, other {# गहने}}", locale: "hi-IN", problems: ["{n} lacks «one»"] },
    { why: "every category, and an exact zero", message: "{n, plural, =0 {कोई नहीं} one {# गहना} other {# गहने}}", locale: "hi-IN", problems: [] },
    { why: "a category the locale never chooses", message: "{n, plural, one {#} few {#} other {#}}", locale: "bn-IN", problems: ["{n}: «few» is never chosen in bn-IN"] },
    { why: "an ordinal's own categories", message: "{n, selectordinal, one {#st} few {#rd} other {#th}}", locale: "en-IN", problems: ["{n} lacks «two»"] },
    { why: "a plural inside a select's branch", message: "{unit, select, gram {{n, plural, other {# g}}} other {…}}", locale: "gu-IN", problems: ["{n} lacks «one»"] },
  ])("plurals: $why", ({ message, locale, problems }) => {
    expect(pluralProblems(parse(message), locale)).toEqual(problems);
  });

  it("counts visible characters: no width for a sign above or below the line, a virama, a joiner", () => {
    expect(visibleLength("Print")).toBe(5);
    expect(visibleLength("प्रिंट करें")).toBe(7);
    expect(visibleLength("ન\u200Dહીં")).toBe(3);
  });

  it("budgets a label at 1.6 times its source's length, or the tier's cap where that is more", () => {
    expect([budget(4, 14), budget(8, 14), budget(13, 14), budget(11, 24), budget(20, 24)]).toEqual([14, 14, 21, 24, 32]);
    expect([pseudoLength(4), pseudoLength(8), pseudoLength(13)]).toEqual([8, 13, 20]);
  });

  it.each([
    { why: "English left untranslated", text: "Read More about our software", script: "Deva", letters: 24, share: 0 },
    { why: "a name kept in Latin letters", text: "मालिक, Agarwal Jewellers, आगरा", script: "Deva", letters: 9, share: 1 },
    { why: "a name with a postposition written onto it", text: "Zevar ERPની કહાની", script: "Gujr", letters: 7, share: 1 },
    { why: "abbreviations and codes", text: "GSTIN 15 अक्षरों का होता है", script: "Deva", letters: 15, share: 1 },
    { why: "part of a name is no name, an English word no code", text: "Zevar Software की कहानी", script: "Deva", letters: 20, share: 0.35 },
  ])("script share: $why", ({ text, script, letters, share }) => {
    expect(scriptShare(text, script, latinAllowed(["Zevar ERP", "Agarwal Jewellers"]))).toEqual({ letters, share });
  });
});
