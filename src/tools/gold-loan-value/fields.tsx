import { Choice, FieldGrid, GoldUnitChoice, TextField, UnitText } from "../fields.tsx";
import { own } from "../strings.ts";
import { perShown } from "../gold-unit.ts";
import type { FieldsProps } from "../types.ts";

/** The gold loan value's form: gross weight, stones, purity (karat, fineness or tunch), the 999 rate and the loan-to-value. */
export function Fields({ params, view, s }: FieldsProps) {
  const l = own(s.labels["gold-loan-value"], "gold-loan-value");
  const get = (name: string) => params.get(name) ?? "";
  const e = view.errors;
  // The purity is posted as given + purity and written karat=, fineness= or percent= (src/tools/canonical.ts).
  const given = (["karat", "fineness", "percent"] as const).find((k) => get(k) !== "") ?? "karat";
  return (
    <>
      <FieldGrid>
        <TextField name="gross" label={l.gross} value={get("gross")} error={e.gross} />
        <TextField name="stones" label={l.stones} value={get("stones")} error={e.stones} hint={l.stonesHint} />
      </FieldGrid>
      <Choice name="given" legend={l.givenAs} value={given} options={[{ value: "karat", label: l.karat }, { value: "fineness", label: l.fineness }, { value: "percent", label: l.percent }]} />
      <FieldGrid>
        <TextField name="purity" label={l.purity} value={get(given)} error={e.purity} />
      </FieldGrid>
      <GoldUnitChoice params={params} words={s.form.goldUnit} />
      <FieldGrid>
        <TextField name="rate24" label={<UnitText text={l.rate24} per={perShown(params, s.form.goldUnit)} />} value={get("rate24")} error={e.rate24} />
        <TextField name="ltv" label={l.ltv} value={get("ltv")} error={e.ltv} hint={l.ltvHint} />
      </FieldGrid>
    </>
  );
}
