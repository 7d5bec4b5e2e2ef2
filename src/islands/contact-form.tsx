import { useEffect, useState, type FormEvent } from "react";
import { IconButton } from "../components/icon-button.tsx";
import { CircleCheck, CircleX, X } from "../components/icons.ts";
import { FIELD, FollowUpLink, Honeypot, indiaCode, PhoneField, SoftwareOptions, SubmitButton } from "../forms/fields.tsx";
import type { FollowUp } from "../forms/follow-up.ts";
import type { ContactFormTexts } from "../forms/island-texts.ts";
import { contactSchemaOf, DEFAULT_SOFTWARE, validate, type FieldErrors } from "../forms/schemas.ts";
import type { FormState } from "../forms/state.ts";
import type { CountryCode } from "../lib/origin-types.ts";
import { firstRefused, focusFirstRefused, useLeadSubmission } from "./lead-submit.ts";

export type ContactFormProps = {
  /** Where the form posts, in the page's language (/contactus, /hi/contactus). */
  action: string;
  /** What it shows, in the page's language (texts.ts contactFormTextsFor). */
  texts: ContactFormTexts;
  countryCodes: CountryCode[];
  /** The server's answer to a plain post, shown as is. */
  state?: FormState;
};

export type Toast = { ok: boolean; title: string; message: string };

/** The fields in the order a visitor meets them (the first refused one takes the focus). */
const ORDER = ["firstName", "lastName", "email", "countryCode", "phone", "softwareType", "message"];

const EMPTY_CONTACT = { firstName: "", lastName: "", email: "", phone: "", message: "" };

function values(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form).entries()) if (typeof v === "string") out[k] = v;
  return out;
}

/**
 * The contact form (SPEC sections 3, 5, 8). Validation runs on submit, then on every
 * change; 'Sending...' while the post is out; a toast tells the outcome. Before
 * hydration it is a plain form the worker answers with the same messages.
 */
export default function ContactForm({ action, texts, countryCodes, state }: ContactFormProps) {
  const T = { ...texts.fields, ...texts.contact };
  const [errors, setErrors] = useState<FieldErrors>(state?.errors ?? {});
  /** A plain post's answer page focuses the first refused field as it loads (autofocus). */
  const [autoFocused] = useState(() => firstRefused(ORDER, state?.errors));
  const [validateOnChange, setValidateOnChange] = useState(Boolean(state && Object.keys(state.errors).length));
  /** "Continue on WhatsApp" after a received message: stays until the form is sent again (the toast goes after 8 s). */
  const [followUp, setFollowUp] = useState<FollowUp | undefined>(undefined);
  const [toast, setToast] = useState<Toast | null>(
    state?.result
      ? { ok: state.result.ok, title: state.result.title ?? (state.result.ok ? T.sent.title : T.failedTitle), message: state.result.message }
      : null,
  );

  // After a success the whole form goes back to its start (SPEC section 4, "form reset").
  const lead = useLeadSubmission(action, () => ({
    ...EMPTY_CONTACT,
    softwareType: DEFAULT_SOFTWARE,
    countryCode: indiaCode(countryCodes),
  }));

  // Good news fades after a while; a failure stays until dismissed.
  useEffect(() => {
    if (!toast?.ok) return;
    const timer = setTimeout(() => setToast(null), 8000);
    return () => clearTimeout(timer);
  }, [toast]);

  function check(form: HTMLFormElement): FieldErrors {
    const result = validate(contactSchemaOf(texts.validation), values(form));
    const found = result.ok ? {} : result.errors;
    setErrors(found);
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await lead.submit(form, {
      check: () => {
        setValidateOnChange(true);
        const found = check(form);
        if (Object.keys(found).length) {
          // Focus goes to the first field to correct, in the order the visitor sees them (WCAG 2.4.3).
          focusFirstRefused(form, ORDER, found);
          return false;
        }
        setToast(null);
        return true;
      },
      done: (outcome) => {
        if (outcome.kind === "sent") {
          setErrors({});
          setValidateOnChange(false);
          setToast({ ok: true, ...T.sent, message: T.sent.text });
          setFollowUp(outcome.followUp);
        } else if (outcome.kind === "refused") {
          setToast({ ok: false, title: T.failedTitle, message: outcome.answer?.message || T.failedText });
          // What the worker or the origin refused is marked and focused, as the form's own check does.
          if (outcome.answer?.errors) {
            setErrors(outcome.answer.errors);
            focusFirstRefused(form, ORDER, outcome.answer.errors);
          }
        } else {
          setToast({ ok: false, title: T.network.title, message: T.network.text });
        }
      },
    });
  }

  const v = state?.values ?? {};
  const describedBy = (name: string) => (errors[name] ? `contact-${name}-error` : undefined);
  const border = (name: string) => (errors[name] ? "border-brand-700" : "border-ink-soft/40");
  const error = (name: string) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} role="alert" className="mt-1 text-sm text-brand-700">
        {errors[name]}
      </p>
    ) : null;
  const text = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`contact-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`contact-${name}`}
        name={name}
        defaultValue={v[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        autoFocus={autoFocused === name || undefined}
        className={`${FIELD} ${border(name)}`}
        {...props}
      />
      {error(name)}
    </div>
  );

  return (
    <>
      <form
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        onChange={(e) => {
          lead.changed();
          if (validateOnChange) check(e.currentTarget);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {text("firstName", T.firstName, { autoComplete: "given-name", maxLength: 100, "aria-required": true })}
        {text("lastName", T.lastName, { autoComplete: "family-name", maxLength: 100, "aria-required": true })}
        {text("email", T.email, { type: "email", autoComplete: "email", maxLength: 254, "aria-required": true })}
        <PhoneField
          idPrefix="contact"
          label={T.phone}
          codeLabel={T.countryCode}
          codeName="countryCode"
          codes={countryCodes}
          // The server's list: the origin's, or its own default, both in English.
          codesLang="en"
          defaultCode={v.countryCode ?? indiaCode(countryCodes)}
          phone={{
            name: "phone",
            maxLength: 20,
            "aria-required": true,
            defaultValue: v.phone,
            "aria-invalid": errors.phone ? true : undefined,
            "aria-describedby": describedBy("phone"),
            autoFocus: autoFocused === "phone" || undefined,
            className: border("phone"),
          }}
          error={error("phone")}
        />
        <div className="sm:col-span-2">
          <label htmlFor="contact-softwareType" className="text-sm font-medium text-ink">
            {T.software}
          </label>
          <select
            id="contact-softwareType"
            name="softwareType"
            defaultValue={v.softwareType ?? DEFAULT_SOFTWARE}
            className={`${FIELD} border-ink-soft/40`}
          >
            <SoftwareOptions labels={texts.software} />
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className="text-sm font-medium text-ink">
            {T.message} <span className="font-normal text-ink-soft">{T.optional}</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            maxLength={2000}
            defaultValue={v.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message")}
            autoFocus={autoFocused === "message" || undefined}
            className={`${FIELD} ${border("message")}`}
          />
          {error("message")}
        </div>
        <Honeypot idPrefix="contact" label={T.honeypot} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <SubmitButton busy={lead.sending} label={T.submit} busyLabel={T.submitting} />
          {followUp && !lead.sending ? <FollowUpLink kind="contact" followUp={followUp} texts={texts.followUp} labels={texts.software} /> : null}
        </div>
      </form>
      <div aria-live="polite" className="pointer-events-none fixed right-4 top-20 z-50 w-[min(22rem,calc(100vw-2rem))]">
        {toast ? (
          <div
            role={toast.ok ? "status" : "alert"}
            className={`pointer-events-auto flex gap-3 rounded-xl border bg-white p-4 shadow-lg ${toast.ok ? "border-whatsapp" : "border-brand-700"}`}
          >
            {toast.ok ? (
              <CircleCheck className="size-6 shrink-0 text-whatsapp" aria-hidden="true" />
            ) : (
              <CircleX className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            )}
            <div className="flex-1">
              <p className="font-semibold text-ink">{toast.title}</p>
              <p className="text-sm text-ink-soft">{toast.message}</p>
            </div>
            <IconButton
              onClick={() => setToast(null)}
              label={T.dismiss}
              icon={X}
              iconClassName="size-4"
              className="self-start rounded p-1 text-ink-soft hover:bg-brand-50"
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
