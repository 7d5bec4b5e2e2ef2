/**
 * Texts that take a number or a name (issue 17), filled in the browser as the server
 * fills them: "{label} भरें।" with a label, and a plural message's forms with its count.
 * The catalogues hold ICU MessageFormat; the server formats it (src/lib/format.ts) and,
 * for an island, reduces a plural message to its forms (`islandTexts`), so the browser
 * chooses a form with Intl.PluralRules and no ICU library (docs/i18n.md, "Plurals").
 */

/**
 * A catalogue's plural message, "{n, plural, one {# month} other {# months}}": what a
 * shape (src/content/shapes/) declares a plural text as, so that its island's props type
 * says forms (`ForIslands`) where the server's says a message.
 */
export type PluralMessage = `${string}, plural,${string}`;

/**
 * A plural message's forms by category, `{n}` where it had `#`: exact forms ("=0") first,
 * then the CLDR categories the language's message gives ("one", "few", …), `other` always.
 */
export type PluralForms = { readonly other: string; readonly [form: string]: string | undefined };

/** A text type as an island receives it: every plural message reduced to its forms. */
export type ForIslands<T> = T extends PluralMessage
  ? PluralForms
  : T extends string | number | boolean | bigint | symbol | null | undefined | ((...args: never[]) => unknown)
    ? T
    : { [K in keyof T]: ForIslands<T[K]> };

/** "{label} भरें।" with { label: "नेट वज़न" } → "नेट वज़न भरें।"; an unknown {key} is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of `n` in a language (its Intl locale, "hi-IN"), with {n} filled in: an exact
 * form ("=0") first, then the language's CLDR category, then `other`. A language whose
 * jeweller says 0 in another form than CLDR gives writes `=0` in its message ("0 महीने",
 * where CLDR puts Hindi's 0 with 1).
 */
export function plural(locale: string, n: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return fill(forms[`=${n}`] ?? forms[rule.select(n)] ?? forms.other, { n });
}
