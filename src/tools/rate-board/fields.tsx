/** The rate board's form: the shop, the unit and the day's rates, a line of the shop's own, and the board's language. */
import { FIELD } from "../../forms/fields.tsx";
import { useLocale } from "../../components/locale.tsx";
import { contentFor } from "../../content/index.ts";
import { DEFAULT_LOCALE, indexedLocales, localeInfo, type Locale } from "../../lib/locale.ts";
import { Choice, FieldGrid, TextField } from "../fields.tsx";
import { goldUnitShown } from "../gold-unit.ts";
import { own } from "../strings.ts";
import type { FieldsProps } from "../types.ts";
import { BOARD_UNITS, choiceOfUnit, TEXT_LIMITS } from "./compute.ts";

/** The language a board is in: the link's, else the page's; a language in preview offers none of its own, so its page's board is in the default language. */
export function boardLocale(raw: string | null, page: Locale): Locale {
  const offered = indexedLocales();
  return offered.find((l) => l === raw) ?? (offered.includes(page) ? page : DEFAULT_LOCALE);
}

export function Fields({ params, view, s }: FieldsProps) {
  const l = own(s.labels["rate-board"], "rate-board");
  const page = useLocale();
  const get = (name: string) => params.get(name) ?? "";
  const lang = boardLocale(params.get("lang"), page);
  const text = (name: "shop" | "city" | "phone" | "note", hint?: string) => (
    <TextField name={name} label={l[name]} value={get(name)} error={view.errors[name]} inputMode={name === "phone" ? "tel" : "text"} autoComplete={name === "phone" ? "tel" : "off"} maxLength={TEXT_LIMITS[name]} hint={hint} />
  );
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-ink">{l.shopLegend}</legend>
        <FieldGrid>
          {text("shop")}
          {text("city")}
          {text("phone")}
        </FieldGrid>
      </fieldset>
      <Choice name="per" legend={l.unitLegend} value={params.has("per") ? choiceOfUnit(params.get("per")) : goldUnitShown(params, s.form.goldUnit)} options={BOARD_UNITS.map((u) => ({ value: u, label: l.units[u] }))} />
      <fieldset className="min-w-0" aria-describedby="rate-derive-hint">
        <legend className="text-base font-semibold text-ink">{l.ratesLegend}</legend>
        <FieldGrid>
          {(["g24", "g22", "g18", "silver"] as const).map((k) => (
            <TextField key={k} name={k} label={l[k]} value={get(k)} error={view.errors[k]} />
          ))}
        </FieldGrid>
        <p id="rate-derive-hint" className="text-xs text-ink-soft">
          {l.deriveHint}
        </p>
      </fieldset>
      {text("note", l.noteHint)}
      <div>
        <label htmlFor="lang" className="text-sm font-medium text-ink">
          {l.lang}
        </label>
        <select id="lang" name="lang" defaultValue={lang} className={`${FIELD} border-ink-soft/40`}>
          {indexedLocales().map((code) => (
            <option key={code} value={code} lang={localeInfo[code].lang}>
              {contentFor(code).ui.languageTexts.name}
            </option>
          ))}
        </select>
      </div>
      {/* When the rates were set: stamped by the island as the form changes (India's time); a board without it shows its day alone. */}
      <input type="hidden" name="at" defaultValue={get("at")} data-tool-now />
    </div>
  );
}
