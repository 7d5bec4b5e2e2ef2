/** The jewellery estimate (docs/tools.md, "Jewellery estimate"). */
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { logic } from "./view.ts";

export const estimate: ToolDef = {
  id: "estimate",
  path: "/tools/jewellery-estimate",
  logic,
  Fields,
  maxQuery: 6000,
};
