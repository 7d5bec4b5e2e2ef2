/**
 * The forms' texts by language, for the server (worker and server-rendered pages).
 * Islands never import this module: they get their language's texts as props, so
 * the Hindi dictionary is not sent to English visitors.
 */
import type { Locale } from "../lib/locale.ts";
import { hiLeadMessages, formTexts as hiFormTexts } from "./hi/messages.ts";
import { contactSchema, demoSchema, makeSchemas } from "./schemas.ts";
import { CONTACT_FAILED_TEXT, CONTACT_FAILED_TITLE, CONTACT_SENT, DEMO_NETWORK_FAILURE, DEMO_SUCCESS, formTexts, type FormTexts } from "./messages.ts";

export function formTextsFor(locale: Locale): FormTexts {
  return locale === "hi" ? hiFormTexts : formTexts;
}

/** What the worker answers a lead post with, in the language of the page that sent it. */
export function leadMessagesFor(locale: Locale) {
  if (locale === "hi") return hiLeadMessages;
  return { DEMO_SUCCESS, DEMO_NETWORK_FAILURE, CONTACT_SENT, CONTACT_FAILED_TITLE, CONTACT_FAILED_TEXT, invalidContact: "" };
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
