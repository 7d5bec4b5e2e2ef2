/**
 * The jeweller tools (docs/tools.md): one line per tool folder, in the order the tools
 * index, the home page's band and the route table list them. The routes
 * (src/pages/routes.ts), the tools index page, the sitemap (through the routes) and the
 * tool island (src/islands/tool-form.tsx) read this list; the island's browser code
 * loads one tool's view by its folder (src/tools/client.ts).
 */
import type { ToolId } from "../content/model/tools.ts";
import { girvi } from "./girvi/index.ts";
import { estimate } from "./estimate/index.ts";
import { exchange } from "./exchange/index.ts";
import { goldLoanValue } from "./gold-loan-value/index.ts";
import { gst } from "./gst/index.ts";
import { huid } from "./huid/index.ts";
import { purity } from "./purity/index.ts";
import { rateBoard } from "./rate-board/index.ts";
import type { ToolDef } from "./types.ts";

export const tools: readonly ToolDef[] = [gst, estimate, exchange, girvi, goldLoanValue, huid, purity, rateBoard];

export const toolById = Object.fromEntries(tools.map((t) => [t.id, t])) as Record<ToolId, ToolDef>;

/** Each tool's view of a query string, by id (the pages and the tests). */
export const toolViews = Object.fromEntries(tools.map((t) => [t.id, t.logic.view])) as Record<ToolId, ToolDef["logic"]["view"]>;
