/**
 * Texts that take a number or a name (issue 17): written as data — "{n} months",
 * { one, other } — not as functions, so that an island can receive them as JSON props
 * in the page's language and fill them in the browser exactly as the server does.
 */

/**
 * The two plural forms of English and Hindi. CLDR puts Hindi's 0 with 1, but a jeweller
 * says "0 महीने" as he says "0 months": 0 takes `other` in every language (issue 23 item 12).
 */
export type Plural = { one: string; other: string };

/** "{label} भरें।" with { label: "नेट वज़न" } → "नेट वज़न भरें।"; an unknown {key} is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

const rules = new Map<string, Intl.PluralRules>();

/** The form of `n` in a language ("en-IN", "hi-IN"), with {n} filled in. */
export function plural(locale: string, n: number, forms: Plural): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return fill(n !== 0 && rule.select(n) === "one" ? forms.one : forms.other, { n });
}
