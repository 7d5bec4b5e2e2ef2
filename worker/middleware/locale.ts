/**
 * The language of the request, read once from its path ("/hi/retail" is Hindi, "/retail"
 * English; src/lib/locale.ts `splitLocale`) and set as `c.var.locale` for everything after
 * it: the 404 and 500 pages, the canonical-path redirect and the lead answers. Registered
 * first (worker/index.ts), so even an error in a later middleware is answered in the
 * request's language.
 */
import { createMiddleware } from "hono/factory";
import { splitLocale } from "../../src/lib/locale.ts";
import type { AppEnv } from "../env.ts";

export const requestLocale = createMiddleware<AppEnv>(async (c, next) => {
  c.set("locale", splitLocale(c.req.path).locale);
  await next();
});
