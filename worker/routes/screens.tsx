/**
 * GET /screens/:lang/:id.svg — the drawn screens of the ERP (issue 29), one SVG per
 * screen and language, drawn from src/content/screens.ts with that language's words
 * (src/content/<code>/screens.ts). Pages load them with <img> (lazy in the carousel), so
 * a page's HTML stays light and a drawing is fetched once, then cached: the answer only
 * changes with a deploy. Only known languages and ids are answered (a bounded key space);
 * each drawing is rendered once per isolate.
 */
import { Hono } from "hono";
import { renderToStaticMarkup } from "react-dom/server.edge";
import { ScreenDrawing } from "../../src/components/screens/drawing.tsx";
import { plainContentFor } from "../../src/content/index.ts";
import { isScreenId, screens, type ScreenId } from "../../src/content/screens.ts";
import { LOCALES, localeInfo, type Locale } from "../../src/lib/locale.ts";
import type { AppEnv } from "../env.ts";

const EDITIONS = { retail: "retail", wholesale: "wholesale", manufacturing: "manufacturing", girvi: "moneyLending" } as const;

/** The drawing of screen `id` in `locale`, as an SVG document. */
export function screenSvg(locale: Locale, id: ScreenId): string {
  const { editions, screens: texts } = plainContentFor(locale);
  const [prefix = "retail", n = "0"] = id.split("-");
  const page = editions.editionPages[EDITIONS[prefix as keyof typeof EDITIONS] ?? "retail"];
  const shot = page.gallery[Number(n) - 1];
  const app = id === "wholesale-3" ? texts.screenChrome.mobileBilling : texts.screenChrome.ownerApp;
  const svg = renderToStaticMarkup(
    <ScreenDrawing
      spec={screens[id]}
      words={texts.screenWords}
      title={shot?.title ?? app}
      description={shot?.description ?? ""}
      edition={page.badge}
      app={app}
      portrait={id === "owner-phone"}
      label={texts.screenAlts[id]}
      lang={localeInfo[locale].lang}
      fonts={localeInfo[locale].fonts}
    />,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`;
}

const drawn = new Map<string, string>();

export const screenRoutes = new Hono<AppEnv>();

screenRoutes.get("/:lang/:file", (c) => {
  const lang = c.req.param("lang");
  const id = c.req.param("file").replace(/\.svg$/, "");
  if (!(LOCALES as readonly string[]).includes(lang) || !c.req.param("file").endsWith(".svg") || !isScreenId(id)) {
    return c.text("Not found", 404, { "cache-control": "public, max-age=300" });
  }
  const key = `${lang}/${id}`;
  let svg = drawn.get(key);
  if (!svg) drawn.set(key, (svg = screenSvg(lang as Locale, id)));
  return c.body(svg, 200, {
    "content-type": "image/svg+xml; charset=utf-8",
    "cache-control": "public, max-age=86400",
    "x-content-type-options": "nosniff",
  });
});
