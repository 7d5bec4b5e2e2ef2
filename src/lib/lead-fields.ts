/**
 * What the lead forms post, the same in every language (SPEC sections 3, 5 and 7): the
 * longest value each kind of field takes, and the six software values. The schemas
 * (src/forms/schemas.ts) check them; each language's messages (src/content/<code>/forms.ts)
 * quote the limits and show the values under their own labels.
 */

/** Longest value each kind of field takes (characters). */
export const LIMITS = { name: 100, phone: 20, phones: 40, email: 254, text: 2000 } as const;

/** SPEC section 3, in order; the first is the default. They stay English in every language. */
export const SOFTWARE_CHOICES = [
  "Wholesale Software",
  "Retail Showroom Software",
  "Dia./Kundan Jew.Mnfg Software",
  "Chain manufacturing Software",
  "Cz Jewellery Mfg Software",
  "Money lending (Girvi) Software",
] as const;
/** One of the six values a form posts as its software. */
export type SoftwareChoice = (typeof SOFTWARE_CHOICES)[number];
/** What each software choice shows in a language, keyed by the value it posts. */
export type SoftwareLabels = Record<SoftwareChoice, string>;
