/** How much to lend on an ornament (docs/tools.md, "Gold loan value"), linked from the Girvi calculator. */
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { logic } from "./view.ts";

export const goldLoanValue: ToolDef = {
  id: "gold-loan-value",
  path: "/tools/gold-loan-value",
  logic,
  Fields,
};
