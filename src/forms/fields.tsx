import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import type { CountryCode } from "../lib/origin-types.ts";
import { DEFAULT_COUNTRY_CODE, HONEYPOT, SOFTWARE_CHOICES, type SoftwareLabels } from "./schemas.ts";
import { followUpMessage, type FollowUp, type FollowUpTexts } from "./follow-up.ts";

/** The dialling code a form starts with: the isIndia entry once loaded, else +91. */
export const indiaCode = (codes: CountryCode[]) => codes.find((c) => c.isIndia)?.value ?? DEFAULT_COUNTRY_CODE;

/**
 * Dialling codes from the country-code call (SPEC section 3). `lang`: the language of
 * their labels when it is not the page's (the origin names countries in English, so a
 * screen reader on a Hindi page reads "United States" as English, not as Hindi); a
 * country the worker named in the page's language (`local`) takes the page's.
 */
export function CountryOptions({ codes, lang }: { codes: CountryCode[]; lang?: string }) {
  return (
    <>
      {codes.map((c) => (
        <option key={`${c.value}-${c.label}`} value={c.value} lang={c.local ? undefined : lang}>
          {c.label}
        </option>
      ))}
    </>
  );
}

/** The look of every text field and select of the forms, without its width. */
export const FIELD_BOX =
  "rounded-lg border bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-soft/70 focus:border-brand-700";
/** A field that takes its column's width, under its label. */
export const FIELD = `mt-1 block w-full ${FIELD_BOX}`;

/**
 * The phone number with its dialling code, one row in every form: the code takes its
 * own width and the number the rest (min-w-0 lets it shrink inside a narrow column
 * instead of pushing past the form's edge). `phone` carries the number's own
 * attributes (name, validation state...); `codeLabel` is the dialling code's own
 * (visually hidden) label.
 */
export function PhoneField({
  idPrefix,
  label,
  codeLabel,
  codeName,
  codes,
  codesLang,
  defaultCode,
  codeRef,
  phone,
  error,
}: {
  idPrefix: string;
  label: string;
  codeLabel: string;
  codeName: string;
  codes: CountryCode[];
  /** The language of the codes' labels: "en" for the origin's (see CountryOptions). */
  codesLang?: string;
  defaultCode: string;
  codeRef?: Ref<HTMLSelectElement>;
  phone: InputHTMLAttributes<HTMLInputElement> & { name: string };
  /** The message under the pair, if any. */
  error?: ReactNode;
}) {
  const phoneId = `${idPrefix}-${phone.name}`;
  const codeId = `${idPrefix}-${codeName}`;
  const { className = "border-ink-soft/40", ...input } = phone;
  return (
    // min-w-0: a grid column must not grow to the pair's natural width (at 360 px it
    // pushed the number past the form's edge).
    <div className="min-w-0">
      <label htmlFor={phoneId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <label htmlFor={codeId} className="sr-only">
          {codeLabel}
        </label>
        {/* As wide as the chosen code's label ("India (+91)" was cut to "India (+91" in a
            fixed 7rem: issue 23 item 6); where field-sizing is missing, as wide as the
            longest label. Never more than three fifths of the row, so the number keeps room
            (half cut "India (+91)" in the Bengali demo dialog at 320 px: tests/e2e/layout-fit.test.ts). */}
        <select
          id={codeId}
          name={codeName}
          ref={codeRef}
          defaultValue={defaultCode}
          className={`${FIELD_BOX} field-sizing-content max-w-3/5 shrink-0 border-ink-soft/40`}
        >
          <CountryOptions codes={codes} lang={codesLang} />
        </select>
        <input id={phoneId} type="tel" inputMode="tel" autoComplete="tel" {...input} className={`${FIELD_BOX} min-w-0 flex-1 ${className}`} />
      </div>
      {error}
    </div>
  );
}

/**
 * The forms' submit button. While the post is out it shows its busy label and is
 * marked aria-disabled, not disabled: a disabled button drops the keyboard focus to
 * <body> (WCAG 2.4.3). The form ignores submits while busy.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The software choices of SPEC section 3, for both forms' selects: each posts its
 * English value and shows its label in the page's language.
 */
export function SoftwareOptions({ labels }: { labels: SoftwareLabels }) {
  return (
    <>
      {SOFTWARE_CHOICES.map((s) => (
        <option key={s} value={s}>
          {labels[s]}
        </option>
      ))}
    </>
  );
}

/** A field people never see or fill; bots that fill every field do (worker refuses those). */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT}`}>{label}</label>
      <input id={`${idPrefix}-${HONEYPOT}`} name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * "Continue on WhatsApp" after a lead is received (./follow-up.ts): a link the visitor
 * may choose, opening WhatsApp with a message in the page's language.
 */
export function FollowUpLink({ kind, followUp, texts, labels }: { kind: "demo" | "contact"; followUp: FollowUp; texts: FollowUpTexts & { chat: string }; labels: SoftwareLabels }) {
  const href = texts.chat + encodeURIComponent(followUpMessage(kind, texts, labels[followUp.software], followUp));
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-follow-up
      className="inline-flex items-center rounded-lg bg-whatsapp px-3 py-2 text-sm font-semibold text-white hover:opacity-90"
    >
      {texts.button}
    </a>
  );
}
