import { Check, Choice, FieldGrid, TextField } from "../fields.tsx";
import { own } from "../strings.ts";
import type { FieldsProps } from "../types.ts";
import { GST_MODES, MAKING_TYPES } from "./compute.ts";

/** The GST calculator's form: the kind of bill, weight, rate, making, wastage, stones, old gold and place of supply. */
export function Fields({ params, view, s }: FieldsProps) {
  const g = own(s.labels.gst, "gst");
  const get = (name: string) => params.get(name) ?? "";
  const e = view.errors;
  // A bill for work (job work, own gold) counts no stones, wastage or old gold, and no
  // rate when making is per gram (countedFields, ./compute.ts): those fields are
  // hidden by CSS as soon as the choice changes, with or without script.
  const retailOnly = "group-has-[[name=mode]:not([value=retail]):checked]/gst:hidden";
  const noRate = "group-has-[[name=mode]:not([value=retail]):checked]/gst:group-has-[[name=makingType][value=perGram]:checked]/gst:hidden";
  return (
    <div className="group/gst flex flex-col gap-3">
      <Choice
        name="mode"
        legend={g.mode}
        value={GST_MODES.find((m) => m === get("mode")) ?? "retail"}
        options={[{ value: "retail", label: g.retail }, { value: "jobwork", label: g.jobwork }, { value: "ownGold", label: g.ownGold }]}
        hint={g.modeHint}
      />
      <FieldGrid>
        <TextField name="weight" label={g.weight} value={get("weight")} error={e.weight} />
        <TextField name="rate" label={g.rate} value={get("rate")} error={e.rate} hint={g.rateHint} className={noRate} />
        <TextField name="making" label={g.making} value={get("making")} error={e.making} />
        <Choice name="makingType" legend={g.making} value={MAKING_TYPES.find((m) => m === get("makingType")) ?? "percent"} options={[{ value: "percent", label: g.makingPercent }, { value: "perGram", label: g.makingPerGram }]} />
        <TextField name="wastage" label={g.wastage} value={get("wastage")} error={e.wastage} className={retailOnly} />
        <TextField name="stones" label={g.stones} value={get("stones")} error={e.stones} className={retailOnly} />
        <TextField name="oldGold" label={g.oldGold} value={get("oldGold")} error={e.oldGold} className={retailOnly} />
      </FieldGrid>
      <Check name="interstate" label={g.interstate} checked={get("interstate") === "1"} hint={g.interstateHint} />
    </div>
  );
}
