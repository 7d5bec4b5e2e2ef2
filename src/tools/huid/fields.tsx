import { TextField } from "../fields.tsx";
import { own } from "../strings.ts";
import type { FieldsProps } from "../types.ts";

/** The HUID checker's one field. */
export function Fields({ params, view, s }: FieldsProps) {
  const h = own(s.labels.huid, "huid");
  return <TextField name="huid" label={h.huid} value={params.get("huid") ?? ""} error={view.errors.huid} hint={h.hint} inputMode="text" />;
}
