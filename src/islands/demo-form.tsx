import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { CircleCheck, CircleX } from "../components/icons.ts";
import { FIELD, FollowUpLink, Honeypot, indiaCode, PhoneField, SoftwareOptions, SubmitButton } from "../forms/fields.tsx";
import type { FollowUp } from "../forms/follow-up.ts";
import type { DemoFormTexts } from "../forms/island-texts.ts";
import { DEFAULT_COUNTRY_CODE, DEFAULT_SOFTWARE, demoSchemaOf, validate, type FieldErrors } from "../forms/schemas.ts";
import type { FormState } from "../forms/state.ts";
import type { CountryCode } from "../lib/origin-types.ts";
import { firstRefused, focusFirstRefused, useLeadSubmission } from "./lead-submit.ts";

export type DemoFormProps = {
  /** Where the form posts, in the page's language (it works as a plain HTML form before hydration). */
  action: string;
  /** What it shows, in the page's language (texts.ts demoFormTextsFor). */
  texts: DemoFormTexts;
  /** Keeps ids unique when two demo forms share a page (modal and landing hero). */
  idPrefix: string;
  /** Server-rendered options; without them the island asks /apis/getcountrycode.php. */
  countryCodes?: CountryCode[];
  /** The server's answer to a plain post, shown as is. */
  state?: FormState;
};

type Result = { ok: boolean; message: string; followUp?: FollowUp };

/** What a sent form goes back to: the country code stays as chosen. */
const START = { name: "", email: "", remark: "", number: "", sel1: DEFAULT_SOFTWARE };

/** The fields in the order a visitor meets them (the first refused one takes the focus). */
const ORDER = ["name", "coden", "number", "email", "sel1", "remark"];

/**
 * The demo-request form (SPEC sections 3, 4, 8): idle → 'Submitting...' → a tick and
 * 'Enquiry submitted successfully!', or a cross and the server's message, or a cross
 * and 'Error submitting form. Please try again.' when the network or the answer fails.
 * Fields are uncontrolled, so what a visitor typed before hydration is kept. A value
 * the worker would refuse is refused here first, with the same message.
 */
export default function DemoForm({ action, texts, idPrefix, countryCodes, state }: DemoFormProps) {
  const T = { ...texts.fields, ...texts.demo };
  /** The origin's codes (each named in the page's language where the worker could) once given or loaded; until then +91, named in the page's language. */
  const [loaded, setLoaded] = useState<CountryCode[] | null>(countryCodes?.length ? countryCodes : null);
  const codes = useMemo(() => loaded ?? [{ value: DEFAULT_COUNTRY_CODE, label: T.indiaOption, isIndia: true }], [loaded, T.indiaOption]);
  const [result, setResult] = useState<Result | null>(state?.result ? { ok: state.result.ok, message: state.result.message } : null);
  // The fields the worker (or the check below) refused, each marked with its message.
  const [errors, setErrors] = useState<FieldErrors>(state?.errors ?? {});
  /** A plain post's answer page focuses the first refused field as it loads (autofocus). */
  const [autoFocused] = useState(() => firstRefused(ORDER, state?.errors));
  const lead = useLeadSubmission(action, () => START);
  const codeRef = useRef<HTMLSelectElement>(null);
  /** The visitor picked a country code: loaded codes must not override it. */
  const chosen = useRef(Boolean(state?.values.coden));

  // Once the loaded options are in the DOM, select the isIndia entry (SPEC section 3).
  useLayoutEffect(() => {
    const india = codes.find((c) => c.isIndia);
    if (india && codeRef.current && !chosen.current) codeRef.current.value = india.value;
  }, [codes]);

  useEffect(() => {
    if (countryCodes?.length) return;
    let cancelled = false;
    // Named in the page's language by the worker (src/lib/country-names.ts).
    fetch(`/apis/getcountrycode.php?lang=${encodeURIComponent(document.documentElement.lang)}`, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<CountryCode[]>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((list) => {
        if (cancelled || !Array.isArray(list) || list.length === 0) return;
        setLoaded(list);
      })
      // SPEC section 8: a failed load is logged only; +91 stays.
      .catch((error: unknown) => console.log("Country codes could not be loaded; keeping +91.", error));
    return () => {
      cancelled = true;
    };
  }, [countryCodes]);

  /** The worker's own check, in the page's language: its first message, and focus on that field. */
  function check(form: HTMLFormElement): boolean {
    const values: Record<string, string> = {};
    for (const [k, v] of new FormData(form).entries()) if (typeof v === "string") values[k] = v;
    const checked = validate(demoSchemaOf(texts.validation), values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) return true;
    const [, message = T.failed] = Object.entries(checked.errors)[0] ?? [];
    setResult({ ok: false, message });
    focusFirstRefused(form, ORDER, checked.errors);
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await lead.submit(form, {
      check: () => check(form),
      done: (outcome) => {
        const refused = (outcome.kind === "refused" && outcome.answer?.errors) || {};
        setErrors(refused);
        setResult(
          outcome.kind === "sent"
            ? { ok: true, message: T.sent, followUp: outcome.followUp }
            : { ok: false, message: (outcome.kind === "refused" && outcome.answer?.message) || T.failed },
        );
        focusFirstRefused(form, ORDER, refused);
      },
    });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  /** A field's own attributes: its look, and when refused, aria-invalid and its message. */
  const field = (name: string) => ({
    id: id(name),
    name,
    className: `${FIELD} ${errors[name] ? "border-brand-700" : "border-ink-soft/40"}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? id(`${name}-error`) : undefined,
    autoFocus: autoFocused === name || undefined,
  });
  // Beside the field, read with it (aria-describedby); the result line below is the one that is announced.
  const error = (name: string) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm text-brand-700">
        {errors[name]}
      </p>
    ) : null;
  const values = state?.values ?? {};
  // While a post is out, the last result is not shown.
  const shown = lead.sending ? null : result;

  return (
    <form
      method="post"
      action={action}
      // The site's own messages, in the page's language (the browser's bubble speaks the
      // browser's): checked above with JavaScript, by the worker without.
      noValidate
      onSubmit={onSubmit}
      onChange={(e) => {
        lead.changed();
        if ((e.target as HTMLElement).id === id("coden")) chosen.current = true;
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      <div>
        <label htmlFor={id("name")} className="text-sm font-medium text-ink">
          {T.name}
        </label>
        <input {...field("name")} autoComplete="name" defaultValue={values.name} maxLength={100} />
        {error("name")}
      </div>
      <PhoneField
        idPrefix={idPrefix}
        label={T.phone}
        codeLabel={T.countryCode}
        codeName="coden"
        codes={codes}
        codesLang={loaded ? "en" : undefined}
        defaultCode={values.coden ?? indiaCode(codes)}
        codeRef={codeRef}
        phone={{
          name: "number",
          defaultValue: values.number,
          maxLength: 40,
          "aria-invalid": errors.number ? true : undefined,
          "aria-describedby": errors.number ? id("number-error") : undefined,
          autoFocus: autoFocused === "number" || undefined,
          className: errors.number ? "border-brand-700" : undefined,
        }}
        error={error("number")}
      />
      <div>
        <label htmlFor={id("email")} className="text-sm font-medium text-ink">
          {T.email}
        </label>
        <input {...field("email")} type="email" autoComplete="email" defaultValue={values.email} maxLength={254} />
        {error("email")}
      </div>
      <div>
        <label htmlFor={id("sel1")} className="text-sm font-medium text-ink">
          {T.software}
        </label>
        <select {...field("sel1")} defaultValue={values.sel1 ?? DEFAULT_SOFTWARE}>
          <SoftwareOptions labels={texts.software} />
        </select>
        {error("sel1")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("remark")} className="text-sm font-medium text-ink">
          {T.remark}
        </label>
        <textarea {...field("remark")} rows={3} defaultValue={values.remark} maxLength={2000} />
        {error("remark")}
      </div>
      <Honeypot idPrefix={idPrefix} label={T.honeypot} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitButton busy={lead.sending} label={T.submit} busyLabel={T.submitting} />
        {/* Always in the page, so that screen readers announce what appears in it. */}
        <div aria-live="polite">
          {shown ? (
            <p
              role={shown.ok ? "status" : "alert"}
              className={`flex items-center gap-1.5 text-sm font-medium ${shown.ok ? "text-whatsapp" : "text-brand-700"}`}
            >
              {shown.ok ? <CircleCheck className="size-5" aria-hidden="true" /> : <CircleX className="size-5" aria-hidden="true" />}
              {shown.message}
            </p>
          ) : null}
          {shown?.ok && shown.followUp ? (
            <p className="mt-2">
              <FollowUpLink kind="demo" followUp={shown.followUp} texts={texts.followUp} labels={texts.software} />
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
