/**
 * The English termbase (issue 27): one word for one thing, the first file a language
 * writes (docs/i18n.md "Glossary"). Every language's folder has a `glossary.ts` of this
 * shape; tests/unit/glossary.test.ts fails when an avoided variant appears in that
 * language's texts. The English terms are the keys the other languages' entries name.
 */

/**
 * One term: the chosen word, the variants that must not appear, and why. `searchOnly`:
 * variants people still type into a search box, allowed in a page's search keywords (a
 * text under a `keywords` key) and avoided everywhere else.
 */
export type GlossaryEntry = { term: string; chosen: string; avoid: string[]; note: string; searchOnly?: string[] };

/** One spelling: the avoided form is never right in this language's spelling system. */
export type SpellingPair = { avoid: string; chosen: string };

/**
 * Letters a spelling system keeps to a closed list of words: a word holding one of
 * `letters` must be one of `words`, so none outside the list passes (Hindi: the nukta's
 * ज़ and फ़ only on the Perso-Arabic words it lists; क़, ख़ and ग़ on none). Optional.
 */
export type LetterRule = { letters: string[]; words: string[]; note: string };

/** What no text of the language may hold, as a regular expression's source (read with the `u` flag), and why. Optional. */
export type NeverPattern = { pattern: string; note: string };

export const glossary: GlossaryEntry[] = [
  { term: "Edition", chosen: "Version", avoid: [], note: "The product's four editions are named \"Retail Version\" etc. (SPEC)." },
  { term: "Associate", chosen: "Associate", avoid: [], note: "The dealers listed on /associates." },
  { term: "Labour (making)", chosen: "Labour", avoid: [], note: "Indian English spelling (see spellings)." },
  { term: "Loss (manufacturing)", chosen: "Loss", avoid: [], note: "Metal lost at each manufacturing step." },
  { term: "Weighing scale", chosen: "Weighing scale", avoid: [], note: "The electronic scale the ERP reads." },
  { term: "Tag split / merge", chosen: "Tag split and merge", avoid: [], note: "" },
  { term: "Owner app", chosen: "Owner app", avoid: [], note: "" },
  { term: "Customer-wise (wholesale)", chosen: "Customer-wise", avoid: [], note: "" },
  { term: "Girvi Money Lending", chosen: "Girvi Money Lending", avoid: [], note: "The edition's name (SPEC)." },
  { term: "Compound interest", chosen: "Compound", avoid: [], note: "" },
  { term: "Simple interest", chosen: "Simple", avoid: [], note: "" },
  { term: "Metal", chosen: "Metal", avoid: [], note: "" },
  { term: "Permissions", chosen: "Permissions", avoid: [], note: "" },
  { term: "Hindi (calendar)", chosen: "Hindi", avoid: [], note: "The Vikram Samvat calendar girvi interest also runs on." },
];

/** Indian English: the British spellings. */
export const spellings: SpellingPair[] = [
  { avoid: "labor", chosen: "labour" },
  { avoid: "jewelry", chosen: "jewellery" },
];
