/** Page routes: one GET handler per entry of the route table (src/pages/routes.ts). */
import { Hono } from "hono";
import { routeTable } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { renderRoute } from "../render.tsx";

export const pageRoutes = new Hono<AppEnv>();

for (const route of routeTable) pageRoutes.get(route.path, (c) => renderRoute(c, route));
