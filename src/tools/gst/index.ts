/** The jewellery GST and price calculator (docs/tools.md, "GST and price"). */
import type { ToolDef } from "../types.ts";
import { Fields } from "./fields.tsx";
import { Notes } from "./notes.tsx";
import { logic } from "./view.ts";

export const gst: ToolDef = {
  id: "gst",
  path: "/tools/jewellery-gst-calculator",
  logic,
  Fields,
  Notes,
};
