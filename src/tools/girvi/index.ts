/** The Girvi interest calculator (docs/tools.md, "Girvi interest"). */
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { logic } from "./view.ts";

export const girvi: ToolDef = {
  id: "girvi",
  path: "/tools/girvi-interest-calculator",
  logic,
  Fields,
};
