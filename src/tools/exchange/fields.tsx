import type { ToolLabels } from "../../content/model/tools.ts";
import { perShown, type GoldUnitWords } from "../gold-unit.ts";
import { Choice, FieldGrid, GoldUnitChoice, TextField, UnitText } from "../fields.tsx";
import { own } from "../strings.ts";
import type { FieldsProps } from "../types.ts";
import { PURITY_AS } from "./compute.ts";

/** The old gold's fields: the exchange tool's form (with the rate and its unit), and the estimate's old-gold section (without them, asked once there). */
export function OldGoldFields({ params, errors, l, rate }: { params: URLSearchParams; errors: Record<string, string>; l: ToolLabels["exchange"]; rate?: GoldUnitWords }) {
  const get = (name: string) => params.get(name) ?? "";
  return (
    <>
      <Choice name="oldAs" legend={l.purityAs} value={PURITY_AS.find((a) => a === get("oldAs")) ?? "tunch"} options={PURITY_AS.map((a) => ({ value: a, label: l[a] }))} />
      <FieldGrid>
        <TextField name="oldWeight" label={l.weight} value={get("oldWeight")} error={errors.oldWeight} />
        <TextField name="oldPurity" label={l.purity} value={get("oldPurity")} error={errors.oldPurity} />
        <TextField name="oldDeduction" label={l.deduction} value={get("oldDeduction")} error={errors.oldDeduction} />
      </FieldGrid>
      {rate ? (
        <>
          <GoldUnitChoice params={params} words={rate} />
          <FieldGrid>
            <TextField name="rate999" label={<UnitText text={l.rate999} per={perShown(params, rate)} />} value={get("rate999")} error={errors.rate999} />
          </FieldGrid>
        </>
      ) : null}
    </>
  );
}

/** The old gold exchange's form. */
export function Fields({ params, view, s }: FieldsProps) {
  return <OldGoldFields params={params} errors={view.errors} l={own(s.labels.exchange, "exchange")} rate={s.form.goldUnit} />;
}
