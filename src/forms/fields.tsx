import type { CountryCode } from "../lib/origin-types.ts";
import { DEFAULT_COUNTRY_CODE, HONEYPOT, SOFTWARE_CHOICES } from "./schemas.ts";

/** The dialling code a form starts with: the isIndia entry once loaded, else +91. */
export const indiaCode = (codes: CountryCode[]) => codes.find((c) => c.isIndia)?.value ?? DEFAULT_COUNTRY_CODE;

/** Dialling codes from the country-code call (SPEC section 3). */
export function CountryOptions({ codes }: { codes: CountryCode[] }) {
  return (
    <>
      {codes.map((c) => (
        <option key={`${c.value}-${c.label}`} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}

/** The forms' submit button: disabled, with its busy label, while the post is out. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The software choices of SPEC section 3, for both forms' selects. */
export function SoftwareOptions() {
  return (
    <>
      {SOFTWARE_CHOICES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </>
  );
}

/** A field people never see or fill; bots that fill every field do (worker refuses those). */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT}`}>Leave this field empty</label>
      <input id={`${idPrefix}-${HONEYPOT}`} name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
