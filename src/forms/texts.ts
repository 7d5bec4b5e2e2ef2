/**
 * The forms' texts by language, for the server (worker and server-rendered pages), never
 * marked (they are answered as JSON too: src/content/index.ts plainContentFor): each
 * language's src/content/<code>/forms.ts, read through its bundle. Islands never import
 * this module: they get their language's texts as props, so no other language's
 * dictionary is sent to a visitor.
 */
import { plainContentFor } from "../content/index.ts";
import type { FormTexts, LeadServerTexts } from "../content/model/forms.ts";
import type { SoftwareLabels } from "../lib/lead-fields.ts";
import { DEFAULT_LOCALE, type Locale } from "../lib/locale.ts";
import type { ContactFormTexts, DemoFormTexts } from "./island-texts.ts";
import { site, whatsappUrl } from "../content/site.ts";
import { makeSchemas } from "./schemas.ts";

export function formTextsFor(locale: Locale): FormTexts {
  return plainContentFor(locale).forms.formTexts;
}

/** What the six software choices show in a language; the values posted stay English. */
export function softwareLabelsFor(locale: Locale): SoftwareLabels {
  return plainContentFor(locale).forms.softwareLabels;
}

/** Made once per language and kept: the islands' props and the schemas are the same object on every request. */
function perLocale<R>(build: (locale: Locale) => R): (locale: Locale) => R {
  const built = new Map<Locale, R>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) built.set(locale, (value = build(locale)));
    return value;
  };
}

// Picked key by key: a text added for the dialog or the other form is not sent to an island by accident.
/** The demo form island's `texts` prop: only what it shows, in the page's language. */
export const demoFormTextsFor = perLocale((locale): DemoFormTexts => {
  const { fields, demo, followUp, validation: v } = formTextsFor(locale);
  const { name, remark, submit, submitting, sent, failed } = demo;
  return {
    fields,
    demo: { name, remark, submit, submitting, sent, failed },
    followUp: { ...followUp, chat: whatsappUrl(site.whatsapp, "") },
    validation: {
      countryCode: v.countryCode,
      software: v.software,
      emailInvalid: v.emailInvalid,
      phoneInvalid: v.phoneInvalid,
      hiddenCharacters: v.hiddenCharacters,
      demo: v.demo,
    },
    software: softwareLabelsFor(locale),
  };
});

/** The contact form island's `texts` prop: only what it shows, in the page's language. */
export const contactFormTextsFor = perLocale((locale): ContactFormTexts => {
  const { fields, contact, followUp, validation: v } = formTextsFor(locale);
  const { countryCode, software, emailRequired, emailInvalid, phoneRequired, phoneInvalid, hiddenCharacters } = v;
  return {
    fields,
    contact,
    followUp: { ...followUp, chat: whatsappUrl(site.whatsapp, "") },
    validation: { countryCode, software, emailRequired, emailInvalid, phoneRequired, phoneInvalid, hiddenCharacters, contact: v.contact },
    software: softwareLabelsFor(locale),
  };
});

/** The worker's own answers (refusals, the origin's known verdicts) in a language. */
export function leadServerTextsFor(locale: Locale): LeadServerTexts {
  return plainContentFor(locale).forms.leadServerTexts;
}

/** Both forms' schemas with the messages of a language (the worker validates every post with its page's). */
export const schemasFor = perLocale((locale) => makeSchemas(formTextsFor(locale).validation));

/**
 * How a lead from a page in another language than the default is marked for the sales
 * team (issue 17): a last line "[lang=hi]" in the remark the origin stores, so they can
 * call back in that language. The fields and values of SPEC 7 are otherwise unchanged;
 * leads from the default language's pages are not marked.
 */
export function markLanguage(remark: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return remark;
  const marker = `[lang=${locale}]`;
  return remark ? `${remark}\n${marker}` : marker;
}
