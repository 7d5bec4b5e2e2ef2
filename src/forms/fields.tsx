import { HONEYPOT, SOFTWARE_CHOICES } from "./schemas.ts";

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
