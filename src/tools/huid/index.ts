/** The hallmark and HUID checker (docs/tools.md, "Hallmark and HUID"), with the three marks, the grades and what an invoice must show. */
import { own } from "../strings.ts";
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { logic } from "./view.ts";
import { HallmarkNotes } from "./notes.tsx";

export const huid: ToolDef = {
  id: "huid",
  path: "/tools/hallmark-huid-checker",
  logic,
  Fields,
  submit: (s) => own(s.labels.huid, "huid").check,
  Notes: HallmarkNotes,
};
