/**
 * Every text of the lead forms and the demo dialog in English: labels, buttons,
 * validation messages (SPEC section 5), what visitors read after sending (SPEC section
 * 8, word for word) and the worker's own answers (refusals, the origin's verdicts).
 * The types here are the shape every language's forms.ts gives (a missing key fails
 * the typecheck). The server picks a language's texts through src/forms/texts.ts; the
 * form islands receive theirs as props (src/forms/island-texts.ts) and build their
 * schemas from them.
 */
import { LIMITS, SOFTWARE_CHOICES, type SoftwareLabels } from "../../lib/lead-fields.ts";

/** The texts of one language. Validation messages are whole sentences, not assembled from labels. */
export type FormTexts = {
  /** Labels shared by both forms. */
  fields: {
    email: string;
    phone: string;
    software: string;
    /** The dialling code's own (visually hidden) label. */
    countryCode: string;
    /** The dialling code offered until the list has loaded. */
    indiaOption: string;
    /** The label of the field people never see (the honeypot). */
    honeypot: string;
  };
  demo: {
    dialogTitle: string;
    dialogIntro: string;
    close: string;
    name: string;
    remark: string;
    submit: string;
    submitting: string;
    sent: string;
    failed: string;
  };
  contact: {
    firstName: string;
    lastName: string;
    message: string;
    /** After the message's label. */
    optional: string;
    submit: string;
    submitting: string;
    sent: { title: string; text: string };
    failedTitle: string;
    failedText: string;
    network: { title: string; text: string };
    dismiss: string;
  };
  validation: {
    countryCode: string;
    software: string;
    emailRequired: string;
    emailInvalid: string;
    phoneRequired: string;
    phoneInvalid: string;
    /** Bidirectional control characters (pasted) in a remark, message or e-mail. */
    hiddenCharacters: string;
    demo: { nameTooLong: string; nameInvalid: string; phoneTooLong: string; remarkTooLong: string; remarkHtml: string };
    contact: {
      firstNameRequired: string;
      firstNameTooLong: string;
      firstNameInvalid: string;
      lastNameRequired: string;
      lastNameTooLong: string;
      lastNameInvalid: string;
      messageTooLong: string;
      messageHtml: string;
    };
  };
};

export const formTexts: FormTexts = {
  fields: {
    email: "Email",
    phone: "Phone number",
    software: "Software",
    countryCode: "Country code",
    indiaOption: "India (+91)",
    honeypot: "Leave this field empty",
  },
  demo: {
    dialogTitle: "Get a Free Demo",
    dialogIntro: "Tell us about your business and we will call you to set up a demo.",
    close: "Close",
    name: "Name",
    remark: "Remark",
    submit: "Submit",
    submitting: "Submitting...",
    // SPEC section 8: what the worker answers a demo request with (worker/routes/leads.ts).
    sent: "Enquiry submitted successfully!",
    failed: "Error submitting form. Please try again.",
  },
  contact: {
    firstName: "First name",
    lastName: "Last name",
    message: "Message",
    optional: "(optional)",
    submit: "Send Message",
    submitting: "Sending...",
    // SPEC section 8, as the worker and the contact page say it.
    sent: { title: "Message Sent Successfully!", text: "We'll get back to you within 24 hours." },
    failedTitle: "Submission Failed",
    failedText: "Please try again later.",
    network: { title: "Network Error", text: "Failed to submit. Please check your internet connection." },
    dismiss: "Dismiss",
  },
  validation: {
    countryCode: "Please choose a country code.",
    software: "Please choose a software.",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email",
    phoneRequired: "Phone number is required",
    phoneInvalid: "Please enter a valid phone number",
    hiddenCharacters: "Please type this again: it contains hidden characters that change the direction of the text.",
    demo: {
      nameTooLong: `Name must be at most ${LIMITS.name} characters.`,
      nameInvalid: "Please enter a valid name.",
      phoneTooLong: `Phone number must be at most ${LIMITS.phones} characters.`,
      remarkTooLong: `Remark must be at most ${LIMITS.text} characters.`,
      remarkHtml: "Please remove HTML tags from your remark.",
    },
    contact: {
      firstNameRequired: "First name is required",
      firstNameTooLong: `First name must be at most ${LIMITS.name} characters.`,
      firstNameInvalid: "Please enter a valid first name.",
      lastNameRequired: "Last name is required",
      lastNameTooLong: `Last name must be at most ${LIMITS.name} characters.`,
      lastNameInvalid: "Please enter a valid last name.",
      messageTooLong: `Message must be at most ${LIMITS.text} characters.`,
      messageHtml: "Please remove HTML tags from your message.",
    },
  },
};

/**
 * Why the worker refuses a post before (or instead of) its fields being checked
 * (worker/leads/guards.ts REFUSAL_STATUS gives each its HTTP status).
 */
export type RefusalCode =
  | "tooLarge"
  | "lengthRequired"
  | "contentType"
  | "crossSite"
  | "unreadable"
  | "file"
  | "honeypot"
  | "rateLimited"
  | "siteBusy"
  | "noClient"
  | "serverKey"
  | "slowBody";

/**
 * The worker's own answers to a lead post, in one language (worker/leads/answers.ts
 * picks the language of the page the post came from).
 */
export type LeadServerTexts = {
  /** A contact post with fields to correct (each field carries its own message too). */
  invalidContact: string;
  /** Neither the origin nor the queue could take the lead. */
  notQueued: string;
  refusals: Record<RefusalCode, string>;
  /**
   * The origin's verdicts the worker knows (tests/origin/server.mjs answers these), said
   * in the page's language; `other` stands for any other origin text on a page whose
   * language the origin does not speak (it answers in English only).
   */
  originVerdicts: { nameRequired: string; mobileInvalid: string; other: string };
};

export const leadServerTexts: LeadServerTexts = {
  invalidContact: "Please correct the highlighted fields.",
  notQueued: "We could not send your request right now. Please try again in a few minutes or call us.",
  refusals: {
    tooLarge: "The form is too large to send. Please shorten your message.",
    lengthRequired: "Please send the form from the page again (its size was not given).",
    contentType: "Please send the form as form data.",
    crossSite: "Forms can only be sent from the Zevar ERP website.",
    unreadable: "We could not read the form. Please try again.",
    file: "Files cannot be attached to this form.",
    honeypot: "Your request looks automated and was not sent. Please call us instead.",
    rateLimited: "Too many requests. Please wait a minute and try again.",
    siteBusy: "We are receiving very many requests right now. Please try again in a few minutes, or call us.",
    noClient: "We could not tell where this request came from. Please send the form from our website.",
    serverKey: "This request carries a key the website reserves for itself. Please send the form from the page again.",
    slowBody: "The form took too long to arrive. Please check your connection and send it again.",
  },
  // The origin's own words (SPEC section 8: "the server message"), kept for English pages.
  originVerdicts: { nameRequired: "Name is required.", mobileInvalid: "Invalid mobile number.", other: "" },
};

/** English shows each software choice as the value it posts. */
export const softwareLabels = Object.fromEntries(SOFTWARE_CHOICES.map((s) => [s, s])) as SoftwareLabels;
