/** The gold purity converter (docs/tools.md, "Purity"). */
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { logic } from "./view.ts";

export const purity: ToolDef = {
  id: "purity",
  path: "/tools/gold-purity-converter",
  logic,
  Fields,
};
