/** The old gold exchange calculator (docs/tools.md, "Old gold exchange"). */
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { logic } from "./view.ts";

export const exchange: ToolDef = {
  id: "exchange",
  path: "/tools/old-gold-exchange",
  logic,
  Fields,
};
