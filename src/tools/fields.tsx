/**
 * The pieces of a tool's form: labelled fields whose message is tied to them
 * (aria-invalid, aria-describedby), choices as radio groups, and the result panel.
 * Server-rendered; the tool island keeps the same markup up to date while typing.
 */
import type { ReactNode } from "react";
import { FIELD } from "../forms/fields.tsx";
import { GOLD_UNITS, goldUnitShown, type GoldUnitWords } from "./gold-unit.ts";
import { resultHtml, type Marked, type ResultWords } from "./result-html.ts";
import { errorId } from "./share.ts";
import { SHOP_FIELDS, type ShopWords } from "./shop.ts";
import type { ToolView } from "./view.ts";


function Message({ name, error }: { name: string; error?: string }) {
  return (
    <p id={errorId(name)} data-error-for={name} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

export function TextField({
  name,
  label,
  value,
  error,
  hint,
  type = "text",
  inputMode = "decimal",
  autoComplete = "off",
  id = name,
  className = "",
  maxLength,
}: {
  name: string;
  label: ReactNode;
  value: string;
  error?: string;
  hint?: string;
  type?: "text" | "date";
  inputMode?: "decimal" | "text" | "numeric" | "tel";
  autoComplete?: string;
  /** Defaults to the name; repeated fields (payments) need their own. */
  id?: string;
  className?: string;
  /** A text's bound, where the tool cuts it (the estimate's customer). */
  maxLength?: number;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={type === "date" ? undefined : inputMode}
        autoComplete={autoComplete}
        defaultValue={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId(id), hintId].filter(Boolean).join(" ")}
        className={`${FIELD} ${error ? "border-red-700" : "border-ink-soft/40"}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <Message name={id} error={error} />
    </div>
  );
}

export function Choice<V extends string>({ name, legend, options, value, hint }: { name: string; legend: string; options: { value: V; label: ReactNode }[]; value: V; hint?: string }) {
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-ink-soft/40 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
            <input type="radio" name={name} value={o.value} defaultChecked={o.value === value} className="accent-brand-700" />
            {/* One box: the label's gap would otherwise open around each part of a label with the
                unit in it ("Gold (rate per 10 g)" read "Gold (rate per  10 g  )"). */}
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint ? <Hint id={`${name}-hint`} text={hint} /> : null}
    </fieldset>
  );
}

export function Check({ name, label, checked, hint }: { name: string; label: string; checked: boolean; hint?: string }) {
  const box = (
    <label className="inline-flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} aria-describedby={hint ? `${name}-hint` : undefined} className="size-4 accent-brand-700" />
      {label}
    </label>
  );
  return hint ? (
    <div>
      {box}
      <Hint id={`${name}-hint`} text={hint} />
    </div>
  ) : (
    box
  );
}

/**
 * A label with the gold rate's unit in it ("Rate per {per} (₹)"), the unit the form shows
 * chosen (`per`, goldUnitShown). The tool island rewrites `[data-per]` when the choice
 * changes (src/islands/tool-form.client.ts); without script the page sent back after
 * Calculate says it.
 */
export function UnitText({ text, per }: { text: string; per: string }) {
  const at = text.indexOf("{per}");
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span data-per>{per}</span>
      {text.slice(at + "{per}".length)}
    </>
  );
}

/** The weight the gold rates are for: 10 g or 1 tola (src/tools/gold-unit.ts). */
export function GoldUnitChoice({ params, words, className = "" }: { params: URLSearchParams; words: GoldUnitWords; className?: string }) {
  return (
    <div className={className}>
      <Choice name="per" legend={words.legend} value={goldUnitShown(params, words)} options={GOLD_UNITS.map((u) => ({ value: u, label: words.options[u] }))} />
    </div>
  );
}

/** One line saying why, under a choice (tied to it by aria-describedby). */
function Hint({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-ink-soft">
      {text}
    </p>
  );
}

/**
 * The result. Not a live region: it would read the whole bill out on every keystroke
 * (issue 23, item 4); the island says one line in `[data-tool-announce]` once typing
 * settles. Its id is the fragment the form is sent to, so the answer page without
 * script lands on it; its heading takes the focus after Calculate with script.
 */
export function ResultPanel({ view, heading, words, marked }: { view: ToolView; heading: string; words: ResultWords; marked: readonly Marked[] }) {
  return (
    <section id="result" aria-labelledby="tool-result-title" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm print:border-0 print:p-0 print:shadow-none">
      <h2 id="tool-result-title" tabIndex={-1} className="text-xl font-bold text-brand-800">
        {heading}
      </h2>
      <div data-tool-result className="mt-3 print:mt-1 print:text-sm" dangerouslySetInnerHTML={{ __html: resultHtml(view.result, words, marked) }} />
      <p data-tool-announce role="status" className="sr-only" />
    </section>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">{children}</div>;
}

/**
 * The shop's details for a printed receipt (src/tools/shop.ts): folded away until wanted,
 * open when the link holds any of them.
 */
export function ShopFields({ params, errors, w }: { params: URLSearchParams; errors: Record<string, string>; w: ShopWords }) {
  const get = (name: string) => params.get(name) ?? "";
  const labels = { shopName: w.name, shopAddress: w.address, shopPhone: w.phone, shopGstin: w.gstin };
  return (
    <details open={SHOP_FIELDS.some((f) => get(f) !== "") || undefined} className="mt-2 rounded-lg border border-ink-soft/40 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-ink">{w.legend}</summary>
      <p className="mt-1 text-xs text-ink-soft">{w.hint}</p>
      <FieldGrid>
        {SHOP_FIELDS.map((f) => (
          <TextField key={f} name={f} label={labels[f]} value={get(f)} error={errors[f]} inputMode={f === "shopPhone" ? "tel" : "text"} autoComplete={f === "shopPhone" ? "tel" : "off"} />
        ))}
      </FieldGrid>
    </details>
  );
}
