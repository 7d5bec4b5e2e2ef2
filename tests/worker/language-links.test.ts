/**
 * The language links list every other language (docs/i18n.md "Switching"): with one more
 * language registered (the pseudo-locale, through the registry alone), every page's
 * header and footer link to all the others (the header's first, then the footer's), each named in its own language with its
 * `lang` and `hreflang`, keeping the path, and the query where the page is made from it.
 */
import { PSEUDO } from "../fixtures/locales/pseudo/register.ts";
import { describe, expect, it } from "vitest";
import { pseudoLocale } from "../fixtures/locales/pseudo/worker.ts";
import { LANGUAGES as SITE_LANGUAGES } from "../fixtures/locales/language.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("language-links");

/** Each language: its prefix, `lang`, and its own name. */
const LANGUAGES = [...SITE_LANGUAGES.map((L) => ({ prefix: L.prefix, lang: L.htmlLang, name: L.name })), { prefix: pseudoLocale.prefix, lang: pseudoLocale.htmlLang, name: pseudoLocale.name }];

/** The page's language links (header, then footer): href, lang, hreflang and name. */
function languageLinks(html: string) {
  const body = html.slice(html.indexOf("<body"));
  return [...body.matchAll(/<a href="([^"]*)" lang="([^"]*)" hrefLang="([^"]*)" title="[^"]*"[^>]*>([^<]*)<\/a>/g)].map(([, href, lang, hreflang, name]) => ({
    href: href!.replace(/&amp;/g, "&"),
    lang,
    hreflang,
    name,
  }));
}

const link = (l: (typeof LANGUAGES)[number], href: string) => ({ href, lang: l.lang, hreflang: l.lang, name: l.name });

describe.each(LANGUAGES)("the language links of a page in $lang, the pseudo-locale registered beside the site's languages", (L) => {
  const others = LANGUAGES.filter((o) => o !== L);

  it("registers the third language through the registry", () => {
    expect(PSEUDO).toBe("en-XA");
  });

  it("link this page in every other language, in the header and the footer", async () => {
    const { status, body } = await send(origin, `${L.prefix}/retail`);
    expect(status).toBe(200);
    const expected = others.map((o) => link(o, `${o.prefix}/retail`));
    expect(languageLinks(body)).toEqual([...expected, ...expected]);
  });

  it("keep a tool's figures, its query, and drop any other query", async () => {
    const query = "?weight=10&rate=72000&making=12&makingType=percent&mode=retail";
    const tool = await send(origin, `${L.prefix}/tools/jewellery-gst-calculator${query}`);
    expect(languageLinks(tool.body).slice(0, others.length)).toEqual(others.map((o) => link(o, `${o.prefix}/tools/jewellery-gst-calculator${query}`)));
    const faqs = await send(origin, `${L.prefix}/faqs?utm_source=x`);
    expect(languageLinks(faqs.body).slice(0, others.length)).toEqual(others.map((o) => link(o, `${o.prefix}/faqs`)));
  });

  it("link each other language's home from a page without a twin (the 404)", async () => {
    const { status, body } = await send(origin, `${L.prefix}/no-such-page`);
    expect(status).toBe(404);
    expect(languageLinks(body).slice(0, others.length)).toEqual(others.map((o) => link(o, o.prefix || "/")));
  });
});
