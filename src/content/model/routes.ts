/** Each route's head and <h1> (src/content/shapes/routes.d.ts); a jeweller tool's head is its own texts. */
import type { RouteHead } from "../shapes/routes.ts";
import type { ToolId } from "../shapes/tools.ts";

export type * from "../shapes/routes.ts";

/** A tool's page: its head is the tool's own texts (keyed by tool id; src/pages/route-locale.ts). */
export const toolHead = (t: Record<ToolId, { name: string; description: string; keywords: string }>, id: ToolId): RouteHead => ({
  heading: t[id].name,
  description: t[id].description,
  keywords: t[id].keywords,
});
