/**
 * The English head and <h1> of every route: its heading, description and keywords, keyed
 * by the route's id (its name in src/lib/paths.ts, as in the route table
 * src/pages/routes.ts); a jeweller tool's head is its own texts (toolHead). Every other
 * language's routes.ts gives the same keys (typed
 * `RouteHeads`, so a route without its texts in a language fails the type check). A
 * route's parent crumb is named by its parent's heading.
 */
import type { PathName } from "../../lib/paths.ts";
import { type ToolId } from "./tools.ts";
export type RouteHead = {
    heading: string;
    description: string;
    keywords: string;
};
export type RouteHeads = Record<PathName, RouteHead>;
/** A tool's page: its head is the tool's own texts (../tools.ts, keyed by tool id; src/pages/route-locale.ts). */
export declare const toolHead: (t: Record<ToolId, {
    name: string;
    description: string;
    keywords: string;
}>, id: ToolId) => RouteHead;
export declare const routeHeads: RouteHeads;
