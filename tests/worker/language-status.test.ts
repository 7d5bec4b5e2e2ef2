/**
 * A language's status (docs/i18n.md "A language's status"): a preview language, registered
 * through the registry alone with four keys of its own (tests/fixtures/locales/preview/),
 * is served at its prefix; where a message falls back to English the visitor's text says
 * `lang="en-IN"` and no mark of the fallback reaches the page, its JSON or its other
 * answers; it is noindex, out of the sitemap and of every other page's hreflang and
 * og:locale:alternate, and in the language links only where PREVIEW_LANGUAGES asks.
 */
import { PREVIEW } from "../fixtures/locales/preview/register.ts";
import { describe, expect, it } from "vitest";
import { contentFor, plainContentFor } from "../../src/content/index.ts";
import { fallbackRewriter } from "../../worker/fallback-lang.ts";
import { localePath, translatedRoutes } from "../spec-routes.ts";
import { ALL_LANGUAGES } from "../fixtures/locales/language.ts";
import { originTenant, send, SITE, titleOf } from "./helpers.ts";

/** The site's languages, as their hand-written fixtures say them (found from the registry: no list here). */
const SITE_LANGUAGES = ALL_LANGUAGES;

const origin = originTenant("language-status");

/** The fallback marks (U+E000, U+E001), raw or as a link or JSON writes them. */
const MARK = /[\uE000\uE001]|%EE%80%8[01]|\\u[eE]00[01]/i;

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The page's language links (header, then footer): href, lang and name. */
function languageLinks(html: string) {
  const body = html.slice(html.indexOf("<body"));
  return [...body.matchAll(/<a href="([^"]*)" lang="([^"]*)" hrefLang="[^"]*" title="[^"]*"[^>]*>([^<]*)<\/a>/g)].map(([, href, lang, name]) => ({ href, lang, name }));
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));

/** The preview language's own texts, and the English they stand for. */
const OWN: readonly (readonly [own: string, english: string])[] = [
  ["[Ƒŕéǫûéñţļý Àšķéđ Ǫûéšţîöñš]", "Frequently Asked Questions"],
  ["[Ŵĥàţ îš Zevar ERP?]", "What is Zevar ERP?"],
  ["[Šķîþ ţö çöñţéñţ]", "Skip to content"],
];

/**
 * A page's body as its English twin would be, for the sweep: the preview language's own
 * texts in English, its spans, prefix and screens' folder taken out, the language links
 * (which differ by design) and React's text separators dropped, the origin's English posts
 * unmarked (a translation marks them lang="en"); cut before each tag.
 */
function asEnglish(html: string): string[] {
  let body = html.slice(html.indexOf("<body"));
  for (const [own, english] of OWN) body = body.split(own).join(english);
  return body
    .replace(/<span lang="en-IN">([^<]*)<\/span>/g, "$1")
    .replace(/<!--[\s\S]*?-->/g, "")
    // A QR code draws its page's link (the rate board's): another link, other modules.
    .replace(/(<svg data-board-qr[^>]*viewBox=")[^"]*("[^>]*><path d=")[^"]*"/g, "$1$2\"")
    .replace(/<details data-language-menu[\s\S]*?<\/details>/, "")
    .replace(/<a href="[^"]*" lang="[^"]*" hrefLang="[^"]*"[^>]*>[^<]*<\/a>/g, "")
    .replace(/( · )+/g, " · ")
    .replace(/<span lang="en">([^<]*)<\/span>/g, "$1")
    .replace(/ (lang|hrefLang)="en"/g, "")
    .replace(/\/xp(?=["?#]|&quot;)/g, "/")
    .replace(/\/xp\//g, "/")
    .replace(/%2Fxp%2F/g, "%2F")
    .replace(/\/screens\/en-XP\//g, "/screens/en/")
    .replace(/\/\/(?=["?#]|&quot;)/g, "/")
    .split(/(?=<)/);
}

describe(`a preview language (${PREVIEW}), four keys of its own`, () => {
  it("is served at its prefix without the flag, its own texts as they are", async () => {
    const { status, body } = await send(origin, "/xp/faqs");
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en-XP">');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1]).toBe("[Ƒŕéǫûéñţļý Àšķéđ Ǫûéšţîöñš]");
    expect(body).toContain('[&amp;::-webkit-details-marker]:hidden">[Ŵĥàţ îš Zevar ERP?]<span aria-hidden="true"');
    expect(body).toContain('shadow-lg">[Šķîþ ţö çöñţéñţ]</a>');
  });

  it("marks each text that fell back to English lang=en-IN, even a link's inside the header", async () => {
    const { body } = await send(origin, "/xp/faqs");
    expect(body).toContain('hidden"><span lang="en-IN">Who can use Zevar ERP?</span><span aria-hidden="true"');
    expect(body).toContain('<p class="mt-3 max-w-2xl text-lg text-ink-soft"><span lang="en-IN">What jewellers ask us most about Zevar ERP.</span></p>');
    expect(body).toContain('hover:text-brand-700"><span lang="en-IN">Contact Us</span></a>');
  });

  it("lets no mark reach the page, and keeps its JSON-LD and its islands' props whole", async () => {
    for (const path of ["/xp/faqs", "/xp/retail", "/xp/contactus", "/xp/tools/jewellery-gst-calculator", "/xp/no-such-page"]) {
      const { body } = await send(origin, path);
      expect(MARK.test(body), path).toBe(false);
      const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      if (!path.endsWith("no-such-page")) expect(jsonLd.length, path).toBe(1);
      const props = [...body.matchAll(/data-props="([^"]*)"/g)].map((m) => JSON.parse(decode(m[1]!)));
      expect(props.length, path).toBeGreaterThan(0);
    }
    const { body } = await send(origin, "/xp/faqs");
    const chat = JSON.parse(decode(/data-island="chat-widget"[^>]*data-props="([^"]*)"/.exec(body)![1]!));
    expect(chat.texts.open).toBe("Chat now");
    const graph = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!)["@graph"];
    expect(graph.find((t: { "@type": string }) => t["@type"] === "WebPage").name).toBe("[Ƒŕéǫûéñţļý Àšķéđ Ǫûéšţîöñš] | Zevar ERP");
    expect(graph.find((t: { "@type": string }) => t["@type"] === "BreadcrumbList").itemListElement[0].name).toBe("Home");
  });

  // One test a route: all of them in one test took 10 s on a quiet machine, and past its 30 s on a loaded one.
  it.each(translatedRoutes.map((r) => r.path))("renders %s as its English twin, but for its own texts, the spans and its links", async (path) => {
    const [english, preview] = await Promise.all([send(origin, path), send(origin, localePath("/xp", path))]);
    expect(preview.status, path).toBe(english.status);
    expect(preview.body.match(/<span lang="en-IN">/g)?.length ?? 0, path).toBeGreaterThan(20);
    expect(asEnglish(preview.body), path).toEqual(asEnglish(english.body));
  });

  it("rewrites a page the HTML cache kept as it rewrote it the first time", async () => {
    // Server-Timing says where the page came from (LOG_LEVEL=debug only).
    const cached = { HTML_CACHE_MAX: "20", LOG_LEVEL: "debug" };
    const first = await send(origin, "/xp/aboutus", undefined, cached);
    const again = await send(origin, "/xp/aboutus", undefined, cached);
    expect(again.res.headers.get("Server-Timing")).toMatch(/render;dur=[\d.]+;desc="memory"/);
    expect(first.body).toContain('<span lang="en-IN">');
    expect(MARK.test(again.body)).toBe(false);
    expect(again.body).toBe(first.body);
  });

  it("writes a fallen-back title, description and island markup without a span", async () => {
    const { body } = await send(origin, "/xp/retail");
    expect(titleOf(body)).toBe("Retail Jewellery Software | Zevar ERP");
    expect(body).toContain('<meta name="description" content="Retail jewellery software with fast tagging');
    const island = body.slice(body.indexOf('data-island="chat-widget"'));
    expect(island.slice(0, island.indexOf("</button>"))).not.toContain("<span lang");
  });

  it("is noindex, with no canonical, hreflang or alternate of its own", async () => {
    const { body } = await send(origin, "/xp/faqs");
    expect(head(body)).toContain('<meta name="robots" content="noindex"/>');
    expect(head(body)).not.toContain('rel="canonical"');
    expect(head(body)).not.toContain('rel="alternate"');
    expect([...head(body).matchAll(/og:locale:alternate" content="([^"]*)"/g)].map((m) => m[1])).toEqual(SITE_LANGUAGES.map((L) => L.og));
  });

  it("is in no other page's hreflang or og:locale:alternate", async () => {
    const { body } = await send(origin, "/faqs");
    const alternates = [...head(body).matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([...SITE_LANGUAGES.map((L) => [L.htmlLang, `${SITE}${L.prefix}/faqs`]), ["x-default", `${SITE}/faqs`]]);
    expect([...head(body).matchAll(/og:locale:alternate" content="([^"]*)"/g)].map((m) => m[1])).toEqual(SITE_LANGUAGES.slice(1).map((L) => L.og));
    expect(head((await send(origin, "/gu/retail")).body)).not.toMatch(/en-XP|en_XP|\/xp/);
  });

  it("has no URL in the sitemap", async () => {
    const { status, body } = await send(origin, "/sitemap.xml");
    expect(status).toBe(200);
    expect(body).toContain(`<loc>${SITE}/bn/faqs</loc>`);
    expect(body).not.toMatch(/\/xp\b|en-XP/);
  });

  it("is not in the language links unless PREVIEW_LANGUAGES names it", async () => {
    const english = SITE_LANGUAGES.slice(1).map((L) => ({ href: `${L.prefix}/faqs`, lang: L.htmlLang, name: L.name }));
    const preview = { href: "/xp/faqs", lang: "en-XP", name: "[Þŕéṽîéŵ]" };
    expect(languageLinks((await send(origin, "/faqs")).body)).toEqual([...english, ...english]);
    expect(languageLinks((await send(origin, "/faqs", undefined, { PREVIEW_LANGUAGES: "ta, te" })).body)).toEqual([...english, ...english]);
    for (const flag of ["en-XP", "ta,en-XP", "all"]) {
      expect(languageLinks((await send(origin, "/faqs", undefined, { PREVIEW_LANGUAGES: flag })).body), flag).toEqual([...english, preview, ...english, preview]);
    }
    const notFound = await send(origin, "/no-such-page", undefined, { PREVIEW_LANGUAGES: "all" });
    expect(languageLinks(notFound.body).at(-1)).toEqual({ ...preview, href: "/xp" });
  });

  it("answers a form's refusal and draws a screen without a mark", async () => {
    const refused = await send(origin, "/xp/contactus", {
      method: "POST",
      body: new URLSearchParams({ firstName: "Meera" }),
      headers: { accept: "application/json", origin: "https://evil.example", "cf-connecting-ip": "10.9.0.1" },
    });
    expect(JSON.parse(refused.body)).toEqual({ status: "error", message: "Forms can only be sent from the Zevar ERP website." });
    const screen = await send(origin, "/screens/en-XP/retail-1.svg");
    expect(screen.status).toBe(200);
    expect(MARK.test(screen.body)).toBe(false);
  });
});

describe("a complete language", () => {
  it("is built once, unmarked: its pages' texts are the texts a form answers with", () => {
    for (const code of ["en", "hi", "gu", "bn"] as const) {
      expect(contentFor(code), code).toBe(plainContentFor(code));
      expect(MARK.test(JSON.stringify(contentFor(code))), code).toBe(false);
    }
    expect(MARK.test(JSON.stringify(contentFor(PREVIEW)))).toBe(true);
    expect(MARK.test(JSON.stringify(plainContentFor(PREVIEW)))).toBe(false);
  });
});

describe("the rewriter of a preview page's HTML", () => {
  const rewrite = (...pieces: string[]) => {
    const r = fallbackRewriter("en-IN");
    return pieces.map((p) => r.push(p)).join("") + r.end();
  };

  it("spans a marked text, and each run of a message with a link inside", () => {
    expect(rewrite("<p>\uE000Hello\uE001 and <b>own</b></p>")).toBe('<p><span lang="en-IN">Hello</span> and <b>own</b></p>');
    expect(rewrite("<p>\uE000Read <a href=\"/x\">the guide</a> now\uE001</p>")).toBe('<p><span lang="en-IN">Read </span><a href="/x"><span lang="en-IN">the guide</span></a><span lang="en-IN"> now</span></p>');
  });

  it("ends a region with the element it began in, and spans a close whose open was cut off", () => {
    expect(rewrite("<p><b>\uE000Note</b> own</p><p>own</p>")).toBe('<p><b><span lang="en-IN">Note</span></b> own</p><p>own</p>');
    expect(rewrite("<p><b>\uE000Note</b>: rest\uE001</p>")).toBe('<p><b><span lang="en-IN">Note</span></b><span lang="en-IN">: rest</span></p>');
  });

  it("takes the marks out of attributes, links, raw text, options, SVG and islands", () => {
    expect(rewrite('<img alt="\uE000Logo\uE001"/><a href="https://wa.me/?text=%EE%80%80Hi%EE%80%81">\uE000Hi\uE001</a>')).toBe('<img alt="Logo"/><a href="https://wa.me/?text=Hi"><span lang="en-IN">Hi</span></a>');
    expect(rewrite('<head><title>\uE000T\uE001 | Z</title><script type="application/ld+json">{"name":"\uE000A<\\/b>\uE001"}</script></head>')).toBe('<head><title>T | Z</title><script type="application/ld+json">{"name":"A<\\/b>"}</script></head>');
    expect(rewrite("<select><option>\uE000India\uE001</option></select><svg><text>\uE000g\uE001</text></svg>")).toBe("<select><option>India</option></select><svg><text>g</text></svg>");
    expect(rewrite('<div data-island="chat" data-props="{&quot;a&quot;:&quot;\uE000Hi\uE001&quot;}"><div><p>\uE000Hi\uE001</p></div></div><p>\uE000Out\uE001</p>')).toBe(
      '<div data-island="chat" data-props="{&quot;a&quot;:&quot;Hi&quot;}"><div><p>Hi</p></div></div><p><span lang="en-IN">Out</span></p>',
    );
  });

  it("reads a page however it is cut into pieces", () => {
    const page = '<html><head><title>\uE000T\uE001</title><style>p>a{}</style></head><body><p class="x">\uE000Hello there\uE001<!-- --> own</p><script>if(a<b){}</script><textarea>\uE000x\uE001</textarea></body></html>';
    const whole = rewrite(page);
    expect(whole).toBe('<html><head><title>T</title><style>p>a{}</style></head><body><p class="x"><span lang="en-IN">Hello there</span><!-- --> own</p><script>if(a<b){}</script><textarea>x</textarea></body></html>');
    for (let cut = 1; cut < page.length; cut++) expect(rewrite(page.slice(0, cut), page.slice(cut)), `cut at ${cut}`).toBe(whole);
  });
});
