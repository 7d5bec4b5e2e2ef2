/**
 * The two lead forms, one valibot schema each, shared by the islands (instant
 * validation) and the worker (which validates every post). A schema is built from one
 * language's messages (FormTexts["validation"] of src/content/<code>/forms.ts; the
 * English ones are the contact form's SPEC section 5 word for word); islands build theirs
 * from the messages they receive as props. The demo form has no required fields
 * (SPEC section 5: nothing blocks submission); both refuse what cannot be a value of
 * their fields (markup in a name, letters in a phone number, oversized text).
 */
import * as v from "valibot";
import { latinDigits } from "../lib/digits.ts";
import type { FormTexts } from "../content/model/forms.ts";
import { LIMITS, SOFTWARE_CHOICES } from "../lib/lead-fields.ts";

export { SOFTWARE_CHOICES, type SoftwareChoice, type SoftwareLabels } from "../lib/lead-fields.ts";
export const DEFAULT_SOFTWARE = SOFTWARE_CHOICES[0];
export const DEFAULT_COUNTRY_CODE = "+91";
export const CONTACT_SUBJECT = "Zevar ERP Contact Request";

/** The two lead forms. */
export type LeadKind = "demo" | "contact";

/** A hidden field people never fill in; bots that fill every field do. */
export const HONEYPOT = "fax_number";

// Control characters (and CR/LF in single-line fields) never reach the origin.
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

const singleLine = v.pipe(
  v.optional(v.string(), ""),
  v.transform((s) => s.replace(CONTROL_SINGLE, " ").replace(/\s+/g, " ").trim()),
);
const multiLine = v.pipe(
  v.optional(v.string(), ""),
  v.transform((s) => s.replace(/\r\n?/g, "\n").replace(CONTROL_MULTI, "").trim()),
);

/**
 * Letters, marks and digits of any script (with the joiners Indic keyboards insert;
 * "श्री ज्वैलर्स २" is kept as typed) and the punctuation of people's and shops' names.
 * Markup and statement punctuation (< > { } [ ] ; = " | \ ` $ % ^ * ~) never belong in a name.
 */
const NAME_CHARS = /^[\p{L}\p{M}\u200c\u200d\p{Nd} .,'&()/#@:_+-]*$/u;
/** A phone number's digits as Latin ones ("९८७६५४३२१०" from a Hindi keyboard): checked and sent to the origin so. */
const phoneDigits = v.transform(latinDigits);
/** SPEC section 5: digits, plus, hyphen, whitespace, parentheses; 10 or more. */
const PHONE = /^[\d+\-\s()]{10,}$/;
/** The demo form asks for no format (SPEC section 5): several numbers, "ext 2"... */
const PHONE_CHARS = /^[\d+\-\s().,/]*(?:(?:ext|x)\.?\s*\d+)?$/i;
/** SPEC section 5: "something@something" (and nothing that is markup). */
const EMAIL = /^[^\s@<>"'()]+@[^\s@<>"'()]+$/;
/**
 * Free text may say "< 50 g" or "<5 mm", but never start markup: a "<" followed by a
 * letter, "/", "!" or "?" begins a tag, an end tag, a comment or a processing
 * instruction in HTML, closed or not (`<img src=x onerror=alert(1)//` runs unclosed).
 */
const HTML_TAG = /<[a-z/!?]/i;
/**
 * Bidirectional embeddings, overrides (U+202A–202E) and isolates (U+2066–2069): they
 * make text read differently from its order ("Trojan source"), in a remark or an e-mail
 * a salesperson reads or copies. A visitor only gets them by pasting.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const DIAL_CODE = /^\+\d{1,4}(?:-\d{1,4})?$/;

type Validation = FormTexts["validation"];
/** The messages the demo form can show: the shared ones and its own (not the contact form's). */
export type DemoValidation = Omit<Validation, "contact" | "emailRequired" | "phoneRequired">;
/** The messages the contact form can show: the shared ones and its own. */
export type ContactValidation = Omit<Validation, "demo">;

function noBidi(msg: Pick<Validation, "hiddenCharacters">) {
  return v.check((s: string) => !BIDI_CONTROLS.test(s), msg.hiddenCharacters);
}

/** A free text of several lines (the demo's remark, the contact message): bounded, no hidden controls, no markup. */
function freeText(msg: Pick<Validation, "hiddenCharacters">, tooLong: string, markup: string) {
  return v.pipe(
    multiLine,
    v.maxLength(LIMITS.text, tooLong),
    noBidi(msg),
    v.check((s) => !HTML_TAG.test(s), markup),
  );
}

function countryCode(msg: Pick<Validation, "countryCode">) {
  return v.pipe(
    singleLine,
    v.transform((s) => s || DEFAULT_COUNTRY_CODE),
    v.regex(DIAL_CODE, msg.countryCode),
  );
}

function software(msg: Pick<Validation, "software">) {
  return v.pipe(
    singleLine,
    v.transform((s) => s || DEFAULT_SOFTWARE),
    v.picklist(SOFTWARE_CHOICES, msg.software),
  );
}

function name(messages: { tooLong: string; invalid: string; required?: string }) {
  const { required } = messages;
  return v.pipe(
    singleLine,
    v.check((s) => !required || s !== "", required ?? ""),
    v.maxLength(LIMITS.name, messages.tooLong),
    v.regex(NAME_CHARS, messages.invalid),
  );
}

/** Demo request (SPEC sections 3 and 7): the origin's own field names, messages in one language. */
export function makeDemoSchema(msg: DemoValidation) {
  return v.object({
    name: name({ tooLong: msg.demo.nameTooLong, invalid: msg.demo.nameInvalid }),
    number: v.pipe(singleLine, phoneDigits, v.maxLength(LIMITS.phones, msg.demo.phoneTooLong), v.regex(PHONE_CHARS, msg.phoneInvalid)),
    email: v.pipe(
      singleLine,
      v.maxLength(LIMITS.email, msg.emailInvalid),
      noBidi(msg),
      v.check((s) => s === "" || EMAIL.test(s), msg.emailInvalid),
    ),
    sel1: software(msg),
    remark: freeText(msg, msg.demo.remarkTooLong, msg.demo.remarkHtml),
    coden: countryCode(msg),
  });
}

/** Contact form (SPEC sections 3 and 5), messages in one language. */
export function makeContactSchema(msg: ContactValidation) {
  return v.object({
    firstName: name({
      required: msg.contact.firstNameRequired,
      tooLong: msg.contact.firstNameTooLong,
      invalid: msg.contact.firstNameInvalid,
    }),
    lastName: name({
      required: msg.contact.lastNameRequired,
      tooLong: msg.contact.lastNameTooLong,
      invalid: msg.contact.lastNameInvalid,
    }),
    email: v.pipe(
      singleLine,
      v.nonEmpty(msg.emailRequired),
      v.maxLength(LIMITS.email, msg.emailInvalid),
      noBidi(msg),
      v.regex(EMAIL, msg.emailInvalid),
    ),
    phone: v.pipe(
      singleLine,
      phoneDigits,
      v.nonEmpty(msg.phoneRequired),
      v.maxLength(LIMITS.phone, msg.phoneInvalid),
      v.regex(PHONE, msg.phoneInvalid),
    ),
    message: freeText(msg, msg.contact.messageTooLong, msg.contact.messageHtml),
    softwareType: software(msg),
    countryCode: countryCode(msg),
  });
}

/**
 * Both forms' schemas with their messages in one language (docs/i18n.md "How it works": a schema built
 * from the dictionary, never valibot's global language, which requests would share).
 */
export function makeSchemas(msg: Validation) {
  return { demo: makeDemoSchema(msg), contact: makeContactSchema(msg) };
}

/** Builds once per messages object: an island's texts arrive once, as props, and keep their identity. */
function perMessages<M extends object, R>(build: (msg: M) => R): (msg: M) => R {
  const built = new WeakMap<M, R>();
  return (msg) => {
    let schema = built.get(msg);
    if (!schema) built.set(msg, (schema = build(msg)));
    return schema;
  };
}

/** The demo form's schema for the messages an island was given (memoized per messages object). */
export const demoSchemaOf = perMessages(makeDemoSchema);
/** The contact form's schema for the messages an island was given (memoized per messages object). */
export const contactSchemaOf = perMessages(makeContactSchema);

type DemoSchema = ReturnType<typeof makeDemoSchema>;
type ContactSchema = ReturnType<typeof makeContactSchema>;
export type DemoInput = v.InferInput<DemoSchema>;
export type DemoLead = v.InferOutput<DemoSchema>;
export type ContactInput = v.InferInput<ContactSchema>;
export type ContactLead = v.InferOutput<ContactSchema>;
export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Runs a schema and keeps the first message per field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The multipart fields the origin expects for a contact request (SPEC section 7). */
export function contactToOrigin(lead: ContactLead) {
  return {
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    number: lead.phone,
    subject: CONTACT_SUBJECT,
    remark: lead.message,
    coden: lead.countryCode,
    sel1: lead.softwareType,
  };
}
