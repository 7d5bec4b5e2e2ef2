/**
 * Each language keeps its termbase (src/locales/<code>/glossary.tbx, read by
 * tests/unit/termbase.ts; docs/i18n.md "Glossary"): no message of the language may use a
 * variant its glossary avoids, a spelling outside its spelling system, a letter outside
 * the words its rules allow, or a pattern it never writes (letter rules and never-patterns
 * in src/content/glossary-rules/<code>.json). Every message of every catalogue of the
 * language is read (src/locales/<code>/*.json), every branch of a plural or select with
 * it. A variant an entry keeps for search (`searchOnly`) may stand only in a page's search
 * keywords (a message whose key ends in `.keywords`).
 */
import { describe, expect, it } from "vitest";
import { cataloguesOf, dataReferences, isPreview, LANGUAGES, termbaseOf } from "./catalogue-files.ts";
import type { GlossaryCases } from "../fixtures/locales/language.ts";
import { readTermbase, type Glossary, type GlossaryEntry } from "./termbase.ts";

/** Each language's hand-written cases for the matcher (`glossary` in tests/fixtures/locales/<code>/language.ts). */
const matcherFixtures = Object.entries(import.meta.glob<GlossaryCases | undefined>("../fixtures/locales/*/language.ts", { eager: true, import: "glossary" })).flatMap(
  ([file, cases]) => (cases ? [[file, cases] as const] : []),
);

/** A letter, a vowel sign, a virama or nukta, or a digit: what continues a word in any script. */
const WORD = "[\\p{L}\\p{M}\\p{N}]";
/** What lies between two words of one sentence: anything but a word's letters and a sentence's end (। . ? ! in any script). */
const BETWEEN = "[^\\p{L}\\p{M}\\p{N}\\p{Sentence_Terminal}]";

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A variant as NFC lower case (its parts, each of which a text must hold before the pattern
 * runs), and its pattern, made once: every text is read against every variant. The pattern
 * is the variant as a whole word, but for two marks, the same in every script:
 * - a trailing `*` lets the word go on (an inflected ending: «মালিকের অ্যাপ*» finds «মালিকের অ্যাপে»);
 * - ` … ` joins parts found in that order within one sentence, at most three words apart
 *   («হিন্দি … ক্যালেন্ডার*» finds «হিন্দি আর ইংরেজি, দুই ক্যালেন্ডারেই»), so that a word
 *   is avoided only beside another (a format's গড়ন beside HUID, not a piece's).
 */
const compiled = new Map<string, { plain: string[]; pattern: RegExp }>();

function compile(variant: string): { plain: string[]; pattern: RegExp } {
  let entry = compiled.get(variant);
  if (!entry) {
    const parts = variant.normalize("NFC").split(" … ").map((part) => (part.endsWith("*") ? { text: part.slice(0, -1), open: true } : { text: part, open: false }));
    const words = parts.map(({ text, open }) => `(?<!${WORD})${escape(text)}${open ? "" : `(?!${WORD})`}`);
    const gap = `${WORD}*${BETWEEN}+(?:${WORD}+${BETWEEN}+){0,3}`;
    entry = { plain: parts.map(({ text }) => text.toLowerCase()), pattern: new RegExp(words.join(gap), "iu") };
    compiled.set(variant, entry);
  }
  return entry;
}

/** `variant` as a whole word of `text` (a Devanagari word ends where no letter or sign follows). */
export function hasWord(text: string, variant: string): boolean {
  const nfc = text.normalize("NFC");
  return wordIn(nfc, nfc.toLowerCase(), variant);
}

/** hasWord on a text already in NFC, with its lower case: the pattern runs only where the letters are. */
function wordIn(nfc: string, lower: string, variant: string): boolean {
  const { plain, pattern } = compile(variant);
  return plain.every((part) => lower.includes(part)) && pattern.test(nfc);
}

/** The chosen phrases an entry's check takes out first: its own, and any other entry's that holds one of its avoided words («घटत (छीजत)» for a छीजत avoided elsewhere). */
function chosenHolding(entry: GlossaryEntry, glossary: GlossaryEntry[]): string[] {
  const phrases = glossary.map((other) => other.chosen).filter((chosen) => chosen === entry.chosen || entry.avoid.some((variant) => hasWord(chosen, variant)));
  return phrases.map((phrase) => phrase.normalize("NFC")).sort((a, b) => b.length - a.length);
}

/** Every word of an NFC text: a run of letters, signs and digits. */
const WORDS = new RegExp(`${WORD}+`, "gu");

/**
 * The avoided variants found in `text` (a chosen phrase that holds an avoided word is
 * taken out first), then the words holding a letter outside the words its rule allows,
 * then what a never-pattern matches. An entry's `searchOnly` variants count too, unless
 * `text` is a page's search keywords (`keywords`).
 */
export function avoidedIn(text: string, { glossary, spellings, letters = [], patterns = [] }: Glossary, keywords = false): string[] {
  const found: string[] = [];
  const nfc = text.normalize("NFC");
  const lower = nfc.toLowerCase();
  for (const entry of glossary) {
    const avoid = keywords ? entry.avoid : [...entry.avoid, ...(entry.searchOnly ?? [])];
    if (!avoid.some((variant) => compile(variant).plain.every((part) => lower.includes(part)))) continue;
    let rest = nfc;
    for (const phrase of chosenHolding(entry, glossary)) rest = rest.split(phrase).join(" ");
    for (const variant of avoid) if (wordIn(rest, rest.toLowerCase(), variant)) found.push(`${variant} → ${entry.chosen}`);
  }
  for (const pair of spellings) if (wordIn(nfc, lower, pair.avoid)) found.push(`${pair.avoid} → ${pair.chosen}`);
  for (const rule of letters) {
    const marked = rule.letters.map((letter) => letter.normalize("NFC"));
    if (!marked.some((letter) => nfc.includes(letter))) continue;
    const allowed = new Set(rule.words.map((word) => word.normalize("NFC")));
    for (const [word] of nfc.matchAll(WORDS)) if (marked.some((letter) => word.includes(letter)) && !allowed.has(word)) found.push(`${word} → ${rule.note}`);
  }
  for (const { pattern, note } of patterns) {
    const match = nfc.match(new RegExp(pattern.normalize("NFC"), "u"));
    if (match) found.push(`${match[0]} → ${note}`);
  }
  return found;
}

describe.each(matcherFixtures)("the glossary's matcher (%s)", (_file, { cases, sample }) => {
  it.each(cases)("$why", ({ text, keywords, found }) => {
    expect(avoidedIn(text, sample, keywords)).toEqual(found);
  });
});

/** A hand-written termbase in the shape tests/unit/termbase.ts reads: a term with a search-only variant, a spelling, a name. */
const SAMPLE_TBX = `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed:3.0">
  <tbxHeader><fileDesc><sourceDesc><p>A sample &amp; its notes</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="term-touch">
      <note>Gujarat's counters say &#x0A9F;&#x0A9A; («91.6 ટચ»).</note>
      <langSec xml:lang="en"><termSec><term>Touch (purity)</term></termSec></langSec>
      <langSec xml:lang="gu">
        <termSec><term>ટચ</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
        <termSec><term>ટંચ*</term><termNote type="administrativeStatus">admittedTerm-admn-sts</termNote><admin type="projectSubset">keywords</admin></termSec>
        <termSec><term>ટચ્ચ</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
      </langSec>
    </conceptEntry>
    <conceptEntry id="spelling-બિલ">
      <descrip type="subjectField">spelling</descrip>
      <langSec xml:lang="gu">
        <termSec><term>બિલ</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
        <termSec><term>બીલ</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
      </langSec>
    </conceptEntry>
    <conceptEntry id="name-zevar-erp">
      <descrip type="subjectField">name</descrip>
      <langSec xml:lang="gu"><termSec><term>Zevar ERP</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec></langSec>
    </conceptEntry>
  </body></text>
</tbx>`;

describe("the termbase reader", () => {
  it("reads a term, a spelling and a name", () => {
    expect(readTermbase(SAMPLE_TBX, "gu")).toEqual({
      glossary: [{ term: "Touch (purity)", chosen: "ટચ", avoid: ["ટચ્ચ"], searchOnly: ["ટંચ*"], note: "Gujarat's counters say ટચ («91.6 ટચ»)." }],
      spellings: [{ avoid: "બીલ", chosen: "બિલ" }],
      names: ["Zevar ERP"],
    });
  });

  it("refuses a term without one chosen word, and XML that does not close", () => {
    expect(() => readTermbase(SAMPLE_TBX.replace("preferredTerm-admn-sts</termNote></termSec>\n        <termSec><term>ટંચ", "admittedTerm-admn-sts</termNote></termSec>\n        <termSec><term>ટંચ"), "gu")).toThrow("term-touch: 0 preferred terms in gu, not one");
    expect(() => readTermbase(SAMPLE_TBX.replace("</body>", ""), "gu")).toThrow("</text> closes <body>");
  });
});

describe.each(LANGUAGES)("the %s texts follow their glossary", (code) => {
  const terms = termbaseOf(code);
  const catalogues = cataloguesOf(code);

  it("has a glossary in the English shape", () => {
    expect(terms.glossary.length).toBeGreaterThan(0);
    for (const entry of terms.glossary) expect([...entry.avoid, ...(entry.searchOnly ?? [])]).not.toContain(entry.chosen);
    // A word a letter rule allows holds one of its letters: the list names only what it lets through.
    for (const rule of terms.letters ?? []) for (const word of rule.words) expect(rule.letters.some((letter) => word.normalize("NFC").includes(letter.normalize("NFC"))), word).toBe(true);
  });

  it("reads every message the site renders", () => {
    // Every module of the neutral structure has this language's catalogue, and each text it
    // refers to is read there (a preview language may leave one to the source's fallback).
    const preview = isPreview(code);
    for (const [module, keys] of Object.entries(dataReferences())) {
      expect(catalogues[module], `${code}/${module}.json`).toBeDefined();
      for (const key of keys) expect(preview || key in catalogues[module]!, `${module}: ${key}`).toBe(true);
    }
  });

  it("uses no variant the glossary avoids", () => {
    const slips: string[] = [];
    for (const [module, messages] of Object.entries(catalogues))
      for (const [key, message] of Object.entries(messages))
        for (const found of avoidedIn(message, terms, key.endsWith(".keywords"))) slips.push(`${module}.json ${key}: ${found}`);
    expect(slips).toEqual([]);
  });
});
