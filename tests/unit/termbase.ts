/**
 * A language's termbase as tests/unit/glossary.test.ts and tests/unit/catalogues.test.ts
 * read it (docs/i18n.md "Glossary"): `src/locales/<code>/glossary.tbx`, TBX-Basic (TBX v3,
 * ISO 30042:2019, DCA style), the file a translator's tool opens beside the catalogues, and
 * for what a term list cannot say, `src/content/glossary-rules/<code>.json` (optional). The
 * site never reads either. One <conceptEntry> per concept, of three kinds:
 * - a term (no subjectField): its English name is the first <term> of the English
 *   <langSec>; in the language's <langSec>, the word chosen (administrativeStatus
 *   preferredTerm-admn-sts, exactly one), the variants avoided (deprecatedTerm-admn-sts),
 *   and those kept for search only (admittedTerm-admn-sts with the projectSubset
 *   "keywords": allowed in a page's search keywords, avoided elsewhere); its <note>, why;
 * - a spelling (subjectField "spelling"): in the language's <langSec>, the spelling
 *   chosen (preferred) and the forms never right in its spelling system (deprecated);
 * - a name (subjectField "name"): a name kept in Latin letters on every page of every
 *   language (the product, the apps and tools it works with, the associates' firms, the
 *   people quoted): the English termbase lists those of every language, and a language
 *   may list its own.
 * An avoided variant may end in `*` (the word may take an ending) and join two words
 * with ` … ` (avoided only together, in one sentence, at most three words apart).
 */

/** One term: the chosen word, the variants that must not appear, and why. `searchOnly`: variants allowed only in a page's search keywords. */
export type GlossaryEntry = { term: string; chosen: string; avoid: string[]; note: string; searchOnly?: string[] };

/** One spelling: the avoided form is never right in this language's spelling system. */
export type SpellingPair = { avoid: string; chosen: string };

/**
 * Letters a spelling system keeps to a closed list of words: a word holding one of
 * `letters` must be one of `words` (Hindi: the nukta's ज़ and फ़ only on the Perso-Arabic
 * words it lists; क़, ख़ and ग़ on none).
 */
export type LetterRule = { letters: string[]; words: string[]; note: string };

/** What no text of the language may hold, as a regular expression's source (read with the `u` flag), and why. */
export type NeverPattern = { pattern: string; note: string };

/** What the glossary test enforces: the terms, the spelling pairs, and where a language has them, letter rules and never-patterns. */
export type Glossary = { glossary: GlossaryEntry[]; spellings: SpellingPair[]; letters?: LetterRule[]; patterns?: NeverPattern[] };

/** A termbase as read: the glossary, and the names it keeps in Latin letters. */
export type Termbase = Glossary & { names: string[] };

/** The rules file, src/content/glossary-rules/<code>.json. */
export type GlossaryRules = { letters?: LetterRule[]; patterns?: NeverPattern[] };

type Element = { name: string; attrs: Record<string, string>; children: Element[]; text: string };

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    const c = ENTITIES[name];
    if (c === undefined) throw new Error(`unknown entity ${whole}`);
    return c;
  });
}

/** The XML a termbase is written in: elements, attributes, text and the five entities; comments, processing instructions and CDATA-free. */
export function parseXml(xml: string): Element {
  const root: Element = { name: "#root", attrs: {}, children: [], text: "" };
  const stack = [root];
  const token = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const [whole, close, name, attrs, selfClose, text, stray] of xml.matchAll(token)) {
    const top = stack[stack.length - 1]!;
    if (stray) throw new Error(`malformed XML near ${JSON.stringify(xml.slice(xml.indexOf(whole), xml.indexOf(whole) + 40))}`);
    if (text !== undefined) top.text += decode(text);
    else if (!name) continue;
    else if (close) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const element: Element = { name, attrs: {}, children: [], text: "" };
      for (const [, key, value] of attrs!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) element.attrs[key!] = decode(value ?? "");
      top.children.push(element);
      if (!selfClose) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  return root;
}

const all = (e: Element, name: string) => e.children.filter((c) => c.name === name);
const one = (e: Element, name: string) => all(e, name)[0];
const typed = (e: Element, name: string, type: string) => all(e, name).find((c) => c.attrs.type === type)?.text.trim();

const STATUS = { preferred: "preferredTerm-admn-sts", admitted: "admittedTerm-admn-sts", deprecated: "deprecatedTerm-admn-sts" } as const;

/** A langSec's terms with their status and project subset. */
function terms(langSec: Element | undefined) {
  return (langSec ? all(langSec, "termSec") : []).map((termSec) => ({
    term: (one(termSec, "term")?.text ?? "").trim(),
    status: typed(termSec, "termNote", "administrativeStatus"),
    subset: typed(termSec, "admin", "projectSubset"),
  }));
}

/** The termbase of language `code` from its TBX text; throws on what the shape above does not allow. */
export function readTermbase(xml: string, code: string): Termbase {
  const tbx = one(parseXml(xml), "tbx");
  const body = tbx && one(one(tbx, "text") ?? tbx, "body");
  if (!body) throw new Error("not a TBX file: no <tbx><text><body>");
  const termbase: Termbase = { glossary: [], spellings: [], names: [] };
  for (const concept of all(body, "conceptEntry")) {
    const id = concept.attrs.id ?? "?";
    const langSec = (lang: string) => all(concept, "langSec").find((l) => l.attrs["xml:lang"] === lang);
    const own = terms(langSec(code));
    const preferred = own.filter((t) => t.status === STATUS.preferred).map((t) => t.term);
    const deprecated = own.filter((t) => t.status === STATUS.deprecated).map((t) => t.term);
    const kind = typed(concept, "descrip", "subjectField");
    if (kind === "name") {
      termbase.names.push(...preferred);
      continue;
    }
    if (preferred.length !== 1) throw new Error(`${id}: ${preferred.length} preferred terms in ${code}, not one`);
    const chosen = preferred[0]!;
    if (kind === "spelling") {
      termbase.spellings.push(...deprecated.map((avoid) => ({ avoid, chosen })));
      continue;
    }
    if (kind !== undefined) throw new Error(`${id}: unknown subjectField «${kind}»`);
    const term = terms(langSec("en"))[0]?.term;
    if (!term) throw new Error(`${id}: no English term`);
    const searchOnly = own.filter((t) => t.status === STATUS.admitted && t.subset === "keywords").map((t) => t.term);
    const note = (one(concept, "note")?.text ?? "").trim();
    termbase.glossary.push({ term, chosen, avoid: deprecated, note, ...(searchOnly.length ? { searchOnly } : {}) });
  }
  return termbase;
}
