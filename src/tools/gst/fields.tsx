import { Check, Choice, FieldGrid, GoldUnitChoice, TextField, UnitText } from "../fields.tsx";
import { own } from "../strings.ts";
import { perShown } from "../gold-unit.ts";
import type { FieldsProps } from "../types.ts";
import { DIRECTIONS, GST_MODES, MAKING_TYPES, METALS } from "./compute.ts";

/**
 * What a choice hides, by CSS on the form's checked radios, so the form follows a choice
 * at once with or without script (countedFields, ./compute.ts, reads the same fields).
 * Each class is one condition; a field carrying several is hidden when any holds.
 */
const when = {
  work: "group-has-[[name=mode]:not([value=retail]):checked]/gst:hidden",
  workPerGram: "group-has-[[name=mode]:not([value=retail]):checked]/gst:group-has-[[name=makingType][value=perGram]:checked]/gst:hidden",
  reverse: "group-has-[[name=direction][value=reverse]:checked]/gst:hidden",
  forward: "group-has-[[name=direction][value=forward]:checked]/gst:hidden",
  reverseWork: "group-has-[[name=direction][value=reverse]:checked]/gst:group-has-[[name=mode]:not([value=retail]):checked]/gst:hidden",
  gold: "group-has-[[name=metal][value=gold]:checked]/gst:hidden",
  silver: "group-has-[[name=metal][value=silver]:checked]/gst:hidden",
};

/** The GST calculator's form: which way, the kind of bill, the metal, weight or all-in price, rate, making, wastage, stones, old gold and place of supply. */
export function Fields({ params, view, s }: FieldsProps) {
  const g = own(s.labels.gst, "gst");
  const get = (name: string) => params.get(name) ?? "";
  const e = view.errors;
  const rate = `${when.workPerGram} ${when.reverseWork}`;
  const unit = s.form.goldUnit;
  const per = perShown(params, unit);
  return (
    <div className="group/gst flex flex-col gap-3">
      <Choice
        name="direction"
        legend={g.direction}
        value={DIRECTIONS.find((d) => d === get("direction")) ?? "forward"}
        options={[{ value: "forward", label: g.forward }, { value: "reverse", label: g.reverse }]}
        hint={g.directionHint}
      />
      <Choice
        name="mode"
        legend={g.mode}
        value={GST_MODES.find((m) => m === get("mode")) ?? "retail"}
        options={[{ value: "retail", label: g.retail }, { value: "jobwork", label: g.jobwork }, { value: "ownGold", label: g.ownGold }]}
        hint={g.modeHint}
      />
      <Choice name="metal" legend={g.metalChoice} value={METALS.find((m) => m === get("metal")) ?? "gold"} options={[{ value: "gold", label: <UnitText text={g.gold} per={per} /> }, { value: "silver", label: g.silver }]} />
      <GoldUnitChoice params={params} words={unit} className={`${rate} ${when.silver}`} />
      <FieldGrid>
        <TextField name="weight" label={g.weight} value={get("weight")} error={e.weight} className={when.reverse} />
        <TextField name="allIn" label={g.allIn} value={get("allIn")} error={e.allIn} className={when.forward} />
        <TextField name="rate" label={<UnitText text={g.rate} per={per} />} value={get("rate")} error={e.rate} hint={g.rateHint} className={`${rate} ${when.silver}`} />
        <TextField name="rateKg" label={g.rateKg} value={get("rateKg")} error={e.rateKg} hint={g.rateKgHint} className={`${rate} ${when.gold}`} />
        <TextField name="making" label={g.making} value={get("making")} error={e.making} className={when.reverseWork} />
        <Choice name="makingType" legend={g.making} value={MAKING_TYPES.find((m) => m === get("makingType")) ?? "percent"} options={[{ value: "percent", label: g.makingPercent }, { value: "perGram", label: g.makingPerGram }]} />
        <TextField name="wastage" label={g.wastage} value={get("wastage")} error={e.wastage} className={when.work} />
        <TextField name="stones" label={g.stones} value={get("stones")} error={e.stones} className={when.work} />
        <TextField name="oldGold" label={g.oldGold} value={get("oldGold")} error={e.oldGold} className={`${when.work} ${when.reverse}`} />
      </FieldGrid>
      <Check name="interstate" label={g.interstate} checked={get("interstate") === "1"} hint={g.interstateHint} />
    </div>
  );
}
