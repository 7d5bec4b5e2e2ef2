import { Choice, FieldGrid, ShopFields, TextField } from "../fields.tsx";
import { own } from "../strings.ts";
import type { FieldsProps } from "../types.ts";
import { DAY_COUNTS, GIRVI_METHODS, MAX_PAYMENTS, PART_MONTHS } from "./compute.ts";

/** The Girvi calculator's form: the loan, its dates, simple or compound, the day count, the minimum and the part payments. */
export function Fields({ params, view, s }: FieldsProps) {
  const g = own(s.labels.girvi, "girvi");
  const get = (name: string) => params.get(name) ?? "";
  const payments = params.getAll("paid").map((p) => {
    const [date = "", amount = ""] = p.split(":");
    return { date, amount };
  });
  const e = view.errors;
  // The payments given, then one empty row to add another (without JavaScript, too).
  // At most MAX_PAYMENTS rows, however many a link holds (the last says when there were more).
  const rows = payments.length < MAX_PAYMENTS ? [...payments, { date: "", amount: "" }] : payments.slice(0, MAX_PAYMENTS);
  return (
    <>
      <FieldGrid>
        <TextField name="principal" label={g.principal} value={get("principal")} error={e.principal} />
        <TextField name="rate" label={g.rate} value={get("rate")} error={e.rate} hint={g.rateHint} />
        {/* Text, not type=date: a date is typed as India writes it, 31-01-2026, or 2026-01-31 (issue 27 slip 19). */}
        <TextField name="from" label={g.from} value={get("from")} error={e.from} hint={g.dateHint} inputMode="text" />
        <TextField name="to" label={g.to} value={get("to")} error={e.to} hint={g.dateHint} inputMode="text" />
      </FieldGrid>
      <Choice name="method" legend={g.method} value={GIRVI_METHODS.find((m) => m === get("method")) ?? "simple"} options={[{ value: "simple", label: g.simple }, { value: "compound", label: g.compound }]} hint={g.methodHint} />
      <FieldGrid>
        <TextField name="every" label={g.every} value={get("every")} error={e.every} inputMode="numeric" />
        <TextField name="minMonths" label={g.minMonths} value={get("minMonths")} error={e.minMonths} inputMode="numeric" />
      </FieldGrid>
      <Choice name="days" legend={g.days} value={DAY_COUNTS.find((d) => d === get("days")) ?? "30"} options={[{ value: "30", label: g.days30 }, { value: "calendar", label: g.calendar }]} />
      <Choice name="part" legend={g.part} value={PART_MONTHS.find((p) => p === get("part")) ?? "days"} options={[{ value: "days", label: g.partDays }, { value: "month", label: g.partMonth }, { value: "half", label: g.partHalf }]} />
      {/* data-payments: the most rows the form holds (the island adds no more). */}
      <fieldset className="mt-2 min-w-0" data-payments={MAX_PAYMENTS}>
        <legend className="text-sm font-medium text-ink">{g.payments}</legend>
        {rows.map((p, i) => (
          <div key={i} data-payment className="grid grid-cols-2 gap-x-4">
            <TextField id={`paid-${i}`} name="paidDate" label={g.paymentDate} value={p.date} error={e[`paid-${i}`]} inputMode="text" />
            <TextField id={`paid-${i}-amount`} name="paidAmount" label={g.paymentAmount} value={p.amount} />
          </div>
        ))}
      </fieldset>
      <ShopFields params={params} errors={e} w={s.form.shop} />
    </>
  );
}
