import { Choice, FieldGrid, GoldUnitChoice, TextField, UnitText } from "../fields.tsx";
import { own } from "../strings.ts";
import { perShown } from "../gold-unit.ts";
import type { FieldsProps } from "../types.ts";
import { METALS } from "./compute.ts";

/** Hidden by CSS on the checked metal, with or without script: silver has no karat and is priced per kg. */
const onSilver = "group-has-[[name=metal][value=silver]:checked]/purity:hidden";
const onGold = "group-has-[[name=metal][value=gold]:checked]/purity:hidden";

/** The purity converter's form: gold or silver, the purity as karat, fineness or percent, the weight and the 999 rate. */
export function Fields({ params, view, s }: FieldsProps) {
  const p = own(s.labels.purity, "purity");
  const get = (name: string) => params.get(name) ?? "";
  const metal = METALS.find((m) => m === get("metal")) ?? "gold";
  const given = (["karat", "fineness", "percent"] as const).find((k) => get(k) !== "") ?? (metal === "silver" ? "fineness" : "karat");
  return (
    <div className="group/purity flex flex-col gap-3">
      <Choice name="metal" legend={p.metal} value={metal} options={[{ value: "gold", label: p.gold }, { value: "silver", label: p.silver }]} />
      <Choice name="given" legend={p.givenAs} value={given} options={[{ value: "karat", label: p.karat }, { value: "fineness", label: p.fineness }, { value: "percent", label: p.percent }]} hint={p.givenHint} />
      <FieldGrid>
        <TextField name="purity" label={p.purity} value={get(given)} error={view.errors.purity} />
        <TextField name="weight" label={p.weight} value={get("weight")} error={view.errors.weight} />
      </FieldGrid>
      <GoldUnitChoice params={params} words={s.form.goldUnit} className={onSilver} />
      <FieldGrid>
        <TextField name="rate24" label={<UnitText text={p.rate24} per={perShown(params, s.form.goldUnit)} />} value={get("rate24")} error={view.errors.rate24} className={onSilver} />
        <TextField name="rateKg" label={p.rateKg} value={get("rateKg")} error={view.errors.rateKg} className={onGold} />
      </FieldGrid>
    </div>
  );
}
