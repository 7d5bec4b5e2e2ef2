/**
 * GET /apis/*.php for browsers and other clients of the origin, answered through the
 * same validated KV cache the pages use. Query values are checked before they become
 * cache keys or origin calls.
 */
import { Hono, type Context } from "hono";
import { associates } from "../../src/content/associates.ts";
import { countriesIn } from "../../src/lib/country-names.ts";
import { LOCALES, localeInfo } from "../../src/lib/locale.ts";
import type { Loaded } from "../../src/lib/origin-types.ts";
import { knownSeoPages } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { isValidBlogId, isValidSeoPage } from "../origin/policy.ts";

const SEO_PAGES = knownSeoPages(associates.flatMap((a) => [a.name, `hi-${a.name}`]));

function answer<T>(c: Context<AppEnv>, loaded: Loaded<T>, body: unknown = loaded.data) {
  c.header("X-Cache", loaded.source.toUpperCase());
  c.header("Cache-Control", loaded.source === "default" ? "no-store" : "public, max-age=60");
  return c.json(body);
}

function badRequest(c: Context<AppEnv>, message: string) {
  return c.json({ status: "error", message }, 400);
}

export const apiRoutes = new Hono<AppEnv>()
  .get("/seo_api.php", async (c) => {
    const page = c.req.query("page") ?? "";
    if (!isValidSeoPage(page, SEO_PAGES)) return badRequest(c, "Unknown page.");
    return answer(c, await c.var.origin.seo(page));
  })
  // `?lang=` (a page's <html lang>, e.g. hi-IN): the countries named in that language, for
  // the demo dialog of a page in it (src/lib/country-names.ts); anything else, the origin's English.
  .get("/getcountrycode.php", async (c) => {
    const loaded = await c.var.origin.countryCodes();
    const locale = LOCALES.find((l) => localeInfo[l].lang === c.req.query("lang"));
    return answer(c, loaded, locale ? countriesIn(loaded.data, locale) : loaded.data);
  })
  .get("/get_blogs.php", async (c) => {
    const loaded = await c.var.origin.blogs();
    return answer(c, loaded, { blogs: loaded.data });
  })
  .get("/get_details.blog.php", async (c) => {
    const id = c.req.query("id") ?? "";
    if (!isValidBlogId(id)) return badRequest(c, "Invalid blog id.");
    const loaded = await c.var.origin.blog(id);
    if (loaded.source === "default") {
      c.header("Retry-After", "30");
      return c.json({ status: "error", message: "Blog service temporarily unavailable." }, 503);
    }
    return answer(c, loaded);
  })
  .get("/get_whatsnew.php", async (c) => {
    const loaded = await c.var.origin.whatsNew();
    return answer(c, loaded, { whatnew: loaded.data });
  });
