/**
 * What each form island is given to show, in the page's language (issue 17): the
 * server-rendered page or layout reads it with texts.ts (`demoFormTextsFor`,
 * `contactFormTextsFor`) and passes it as the island's `texts` prop. Only what the
 * form shows: its labels, its states and messages, the validation messages its own
 * schema can give, and the software choices' visible labels (the values posted stay
 * English, SOFTWARE_CHOICES).
 */
import type { FormTexts } from "../content/model/forms.ts";
import type { ContactValidation, DemoValidation, SoftwareLabels } from "./schemas.ts";

/** The demo form's texts (the dialog's own title, intro and close label stay on the server). */
export type DemoFormTexts = {
  fields: FormTexts["fields"];
  demo: Omit<FormTexts["demo"], "dialogTitle" | "dialogIntro" | "close">;
  /** "Continue on WhatsApp", with the company's click-to-chat address, its message to follow (`…?text=`). */
  followUp: FormTexts["followUp"] & { chat: string };
  validation: DemoValidation;
  software: SoftwareLabels;
};

/** The contact form's texts. */
export type ContactFormTexts = {
  fields: FormTexts["fields"];
  contact: FormTexts["contact"];
  followUp: FormTexts["followUp"] & { chat: string };
  validation: ContactValidation;
  software: SoftwareLabels;
};
