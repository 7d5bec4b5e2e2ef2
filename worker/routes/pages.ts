/** Page routes: one GET handler per entry of the route table (src/pages/routes.ts) and language (/hi twins). */
import { Hono } from "hono";
import { localePath } from "../../src/lib/locale.ts";
import { localesOf } from "../../src/pages/route-locale.ts";
import { routeTable } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { renderRoute } from "../render.tsx";

export const pageRoutes = new Hono<AppEnv>();

for (const route of routeTable) {
  for (const locale of localesOf(route)) pageRoutes.get(localePath(locale, route.path), (c) => renderRoute(c, route, { locale }));
}
