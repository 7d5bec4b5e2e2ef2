/**
 * The tool island's browser side loads one tool's view (src/tools/<id>/view.ts), found
 * by its folder: adding a tool folder adds its loader, and a page loads only its own
 * tool's code.
 */
import type { ToolId } from "../content/model/tools.ts";
import type { ToolLogic } from "./types.ts";

const views = import.meta.glob<{ logic: ToolLogic }>("./*/view.ts");

export async function loadLogic(tool: ToolId): Promise<ToolLogic> {
  const load = views[`./${tool}/view.ts`];
  if (!load) throw new Error(`tool ${tool}: no view`);
  return (await load()).logic;
}
