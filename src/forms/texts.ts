/**
 * The forms' texts by language, for the server (worker and server-rendered pages).
 * Islands never import this module: they get their language's texts as props, so
 * the Hindi dictionary is not sent to English visitors.
 */
import type { Locale } from "../lib/locale.ts";
import { hiLeadMessages, hiSoftwareLabels, formTexts as hiFormTexts } from "./hi/messages.ts";
import type { ContactFormTexts, DemoFormTexts } from "./island-texts.ts";
import { contactSchema, demoSchema, makeSchemas, SOFTWARE_CHOICES, type SoftwareLabels } from "./schemas.ts";
import {
  CONTACT_FAILED_TEXT,
  CONTACT_FAILED_TITLE,
  CONTACT_SENT,
  DEMO_NETWORK_FAILURE,
  DEMO_SUCCESS,
  formTexts,
  leadServerTexts,
  type FormTexts,
  type LeadServerTexts,
} from "./messages.ts";

export function formTextsFor(locale: Locale): FormTexts {
  return locale === "hi" ? hiFormTexts : formTexts;
}

/** English shows each software choice as the value it posts. */
const englishSoftwareLabels = Object.fromEntries(SOFTWARE_CHOICES.map((s) => [s, s])) as SoftwareLabels;

/** What the six software choices show in a language; the values posted stay English. */
export function softwareLabelsFor(locale: Locale): SoftwareLabels {
  return locale === "hi" ? hiSoftwareLabels : englishSoftwareLabels;
}

// Picked key by key: a text added for the dialog or the other form is not sent to an island by accident.
function demoFormTexts(locale: Locale): DemoFormTexts {
  const { fields, demo, validation: v } = formTextsFor(locale);
  const { name, remark, submit, submitting, sent, failed } = demo;
  return {
    fields,
    demo: { name, remark, submit, submitting, sent, failed },
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
}

function contactFormTexts(locale: Locale): ContactFormTexts {
  const { fields, contact, validation: v } = formTextsFor(locale);
  const { countryCode, software, emailRequired, emailInvalid, phoneRequired, phoneInvalid, hiddenCharacters } = v;
  return {
    fields,
    contact,
    validation: { countryCode, software, emailRequired, emailInvalid, phoneRequired, phoneInvalid, hiddenCharacters, contact: v.contact },
    software: softwareLabelsFor(locale),
  };
}

const demoTexts = { en: demoFormTexts("en"), hi: demoFormTexts("hi") } satisfies Record<Locale, DemoFormTexts>;
const contactTexts = { en: contactFormTexts("en"), hi: contactFormTexts("hi") } satisfies Record<Locale, ContactFormTexts>;

/** The demo form island's `texts` prop: only what it shows, in the page's language. */
export function demoFormTextsFor(locale: Locale): DemoFormTexts {
  return demoTexts[locale];
}

/** The contact form island's `texts` prop: only what it shows, in the page's language. */
export function contactFormTextsFor(locale: Locale): ContactFormTexts {
  return contactTexts[locale];
}

/** What the worker answers a lead post with, in the language of the page that sent it. */
export function leadMessagesFor(locale: Locale) {
  if (locale === "hi") return hiLeadMessages;
  return { DEMO_SUCCESS, DEMO_NETWORK_FAILURE, CONTACT_SENT, CONTACT_FAILED_TITLE, CONTACT_FAILED_TEXT };
}

/** The worker's own answers (refusals, the origin's known verdicts) in a language. */
export function leadServerTextsFor(locale: Locale): LeadServerTexts {
  return locale === "hi" ? hiLeadMessages : leadServerTexts;
}

const hindiSchemas = makeSchemas(hiFormTexts.validation);

/** Both forms' schemas with the messages of a language (the worker validates every post with its page's). */
export function schemasFor(locale: Locale) {
  return locale === "hi" ? hindiSchemas : { demo: demoSchema, contact: contactSchema };
}

/**
 * How a lead from a Hindi page is marked for the sales team (issue 17): a last line
 * "[lang=hi]" in the remark the origin stores, so they can call back in Hindi. The
 * fields and values of SPEC 7 are otherwise unchanged; English leads are not marked.
 */
export function markLanguage(remark: string, locale: Locale): string {
  if (locale === "en") return remark;
  const marker = `[lang=${locale}]`;
  return remark ? `${remark}\n${marker}` : marker;
}
