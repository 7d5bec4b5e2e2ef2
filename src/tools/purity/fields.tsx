import { Choice, FieldGrid, TextField } from "../fields.tsx";
import { own } from "../strings.ts";
import type { FieldsProps } from "../types.ts";

/** The purity converter's form: the purity as karat, fineness or percent, the weight and the 24K rate. */
export function Fields({ params, view, s }: FieldsProps) {
  const p = own(s.labels.purity, "purity");
  const get = (name: string) => params.get(name) ?? "";
  const given = (["karat", "fineness", "percent"] as const).find((k) => get(k) !== "") ?? "karat";
  return (
    <>
      <Choice name="given" legend={p.givenAs} value={given} options={[{ value: "karat", label: p.karat }, { value: "fineness", label: p.fineness }, { value: "percent", label: p.percent }]} />
      <FieldGrid>
        <TextField name="purity" label={p.purity} value={get(given)} error={view.errors.purity} />
        <TextField name="weight" label={p.weight} value={get("weight")} error={view.errors.weight} />
        <TextField name="rate24" label={p.rate24} value={get("rate24")} error={view.errors.rate24} />
      </FieldGrid>
    </>
  );
}
