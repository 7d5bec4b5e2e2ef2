/**
 * What a lead post is answered with, in the language of the page it came from (issue 23
 * item 9). The rule, also in docs/security.md ("Leads and admin"):
 *   1. a plain (no-JavaScript) post to a form page is answered with that page, so in
 *      the page's language: its path (/hi/contactus → Hindi);
 *   2. any other answer (JSON for the form islands and for other clients of
 *      /apis/save_demorequest.php) is shown on the page the visitor is on: the
 *      language of the Referer's path (/hi/tools/... → Hindi);
 *   3. without a Referer (stripped by a privacy setting), the request path's language;
 *   4. else English.
 * The forms carry no hidden language field: their action is already in the page's
 * language (src/layout/demo-dialog.tsx, src/pages/contact.tsx), and the refusals made
 * before the body is read could not see one anyway. `Origin` never carries a path.
 */
import type { LeadKind } from "../../src/forms/schemas.ts";
import type { FieldErrors } from "../../src/forms/schemas.ts";
import { leadServerTextsFor } from "../../src/forms/texts.ts";
import { DEFAULT_LOCALE, splitLocale, type Locale } from "../../src/lib/locale.ts";
import type { Refusal } from "./guards.ts";

/** `own`: the request path's language (`c.var.locale`, worker/middleware/locale.ts). */
export function answerLocale(req: { own: Locale; referer?: string; html: boolean }): Locale {
  const { own } = req;
  if (req.html) return own;
  if (req.referer) {
    try {
      return splitLocale(new URL(req.referer).pathname).locale;
    } catch {
      /* not a URL: the request path decides */
    }
  }
  return own;
}

/** A refusal as the visitor reads it: its status and its text in the page's language. */
export function refusalAnswer(refusal: Refusal, locale: Locale): { status: Refusal["status"]; message: string } {
  return { status: refusal.status, message: leadServerTextsFor(locale).refusals[refusal.code] };
}

/**
 * The origin's verdicts the worker knows (the origin stand-in, tests/origin/server.mjs,
 * answers these), with the field each one refuses in either form.
 */
const VERDICTS = {
  "Name is required.": { code: "nameRequired", field: { demo: "name", contact: "firstName" } },
  "Invalid mobile number.": { code: "mobileInvalid", field: { demo: "number", contact: "phone" } },
} as const satisfies Record<string, { code: string; field: Record<LeadKind, string> }>;

/**
 * The origin refused a lead: its message in the page's language, and the field it
 * refuses (marked in the form) when the verdict is one the worker knows. The origin
 * speaks English only: on a page in another language an unknown verdict becomes that
 * language's "we could not take your details" text; an empty one stays empty (the form's own failure text follows).
 */
export function originVerdict(kind: LeadKind, message: string, locale: Locale): { message: string; errors?: FieldErrors } {
  const texts = leadServerTextsFor(locale).originVerdicts;
  const known = Object.hasOwn(VERDICTS, message.trim()) ? VERDICTS[message.trim() as keyof typeof VERDICTS] : undefined;
  if (known) {
    const text = texts[known.code];
    return { message: text, errors: { [known.field[kind]]: text } };
  }
  return { message: locale === DEFAULT_LOCALE || !message ? message : texts.other };
}
