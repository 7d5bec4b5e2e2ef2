import { OldGoldFields } from "../exchange/fields.tsx";
import { Check, FieldGrid, GoldUnitChoice, TextField, UnitText } from "../fields.tsx";
import { own } from "../strings.ts";
import { perShown } from "../gold-unit.ts";
import type { FieldsProps } from "../types.ts";
import { rowsOf } from "./compute.ts";
import { PieceFields } from "./piece-fields.tsx";
import { CUSTOMER_MAX } from "./view.ts";
import { MAX_PIECES } from "./pieces.ts";

const SECTION = "mt-2 min-w-0";
const LEGEND = "text-base font-semibold text-brand-800";

/** The estimate's form: the shop, the day's rates, the pieces, the old gold and the place of supply. */
export function Fields({ params, view, s }: FieldsProps) {
  const l = own(s.labels.estimate, "estimate");
  const get = (name: string) => params.get(name) ?? "";
  const e = view.errors;
  const rows = rowsOf(params);
  const per = perShown(params, s.form.goldUnit);
  return (
    <>
      {/* The form's default button comes first, so Enter in a field calculates and never adds or removes a piece. */}
      <button type="submit" hidden tabIndex={-1}>
        {s.form.calculate}
      </button>
      <fieldset className={SECTION} aria-describedby="shop-hint">
        <legend className={LEGEND}>{l.shopSection}</legend>
        <p id="shop-hint" className="text-xs text-ink-soft">
          {l.shopHint}
        </p>
        <FieldGrid>
          <TextField name="shop" label={l.shop} value={get("shop")} error={e.shop} inputMode="text" autoComplete="organization" />
          <TextField name="phone" label={l.phone} value={get("phone")} error={e.phone} inputMode="text" autoComplete="tel" />
          <TextField name="address" label={l.address} value={get("address")} error={e.address} inputMode="text" autoComplete="address-line1" />
          <TextField name="gstin" label={l.gstin} value={get("gstin")} error={e.gstin} inputMode="text" />
        </FieldGrid>
      </fieldset>
      {/* Printed under the shop's name (src/tools/estimate/view.ts `document`); optional, kept in the link like the rest. */}
      <TextField name="customer" label={l.customer} value={get("customer")} error={e.customer} inputMode="text" maxLength={CUSTOMER_MAX} />
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{l.rates}</legend>
        <GoldUnitChoice params={params} words={s.form.goldUnit} />
        <FieldGrid>
          <TextField name="rate999" label={<UnitText text={l.rate999} per={per} />} value={get("rate999")} error={e.rate999} hint={l.rateHint} />
          <TextField name="silver999" label={l.silver999} value={get("silver999")} error={e.silver999} hint={l.rateHint} />
        </FieldGrid>
      </fieldset>
      {/* data-max: the most pieces, for the island that adds rows in the page (src/islands/tool-pieces.ts). */}
      <div id="pieces" data-max={MAX_PIECES} className="flex min-w-0 flex-col gap-2">
        {Array.from({ length: rows }, (_, i) => (
          <PieceFields key={i} n={i + 1} params={params} errors={e} l={l} per={per} removable={rows > 1} />
        ))}
        <input type="hidden" name="pieces" value={rows} />
        {/* Always drawn (hidden at the most pieces): the island adds and removes rows in the page (src/islands/tool-pieces.ts). */}
        <button type="submit" name="pieces" value={rows + 1} formAction={`#piece-${rows + 1}`} hidden={rows >= MAX_PIECES} data-tool-reload className="self-start rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800">
          {l.add}
        </button>
      </div>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{l.old.section}</legend>
        <OldGoldFields params={params} errors={e} l={l.old} />
      </fieldset>
      <Check name="interstate" label={l.interstate} checked={get("interstate") === "1"} hint={l.interstateHint} />
      <p className="text-sm font-semibold text-brand-800">{l.notInvoice}</p>
    </>
  );
}
