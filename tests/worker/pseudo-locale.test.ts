/**
 * A pseudo-localised third language, registered through the registry alone
 * (tests/fixtures/locales/pseudo/), renders every route with no visible text left in
 * English: the standard way to find hard-coded strings (docs/i18n.md "Adding a language").
 * Every text node and visible attribute (alt, title, aria-label, placeholder, a button's
 * value) of every page must be pseudo-localised ("[Ŕéţàîļ]"), but for ALLOWED: what is
 * rightly not a text of a language, each with its reason. What another language says
 * in its own words (the language links, the origin's English posts) carries its own
 * `lang` and is not this language's text. Its form messages and refusals are checked too.
 */
import { ESTIMATE, EXCHANGE } from "../fixtures/estimate-example.ts";
import { PSEUDO } from "../fixtures/locales/pseudo/register.ts";
import { describe, expect, it } from "vitest";
import { PSEUDO_LETTERS } from "../fixtures/locales/pseudo/pseudo.ts";
import { pseudoLocale } from "../fixtures/locales/pseudo/worker.ts";
import { localePath, translatedRoutes } from "../spec-routes.ts";
import { originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("pseudo-locale");

/** Not a text of a language: kept as they are on every page, in every language. Each with its reason. */
const ALLOWED: readonly (readonly [term: RegExp, reason: string])[] = [
  [/^en-XA-.* \| Zevar ERP Associate$/g, "the origin's SEO title for an associate (tests/origin/sample-data.mjs associateSeo): the origin's own text"],
  [/\bZevar Software Solutions\b/g, "the company's registered name (src/content/data/site.json company), the same in every language"],
  [/\bZevar( ERP)?\b|^ERP$/g, "the product's name (the logo sets \"ERP\" apart)"],
  [/^(Tally|WhatsApp)$/g, "a partner's wordmark among the landing page's alliances (src/content/data/landing.json wordmark), as the brand writes it"],
  [/\bX\b/g, "a brand's name: the X social network (src/content/site.ts social)"],
  [/[\w.-]+@[\w.-]+|\bwww\.[\w.-]+/g, "an e-mail address and a host name (src/content/site.ts)"],
  [/\b(?=[A-Z0-9.]*[A-Z])[A-Z0-9.]+\b/g, "words in capitals: the trade's abbreviations (GST, HUID, BIS, RFID), grade marks (22K916), initials and the software's own menu names (VOUCHER, TRIAL BALANCE), kept as written in every language (docs/i18n.md \"Writing Hindi\")"],
  [/\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, "a month's name from Intl: the pseudo-locale formats dates with English Intl data (a real language gets its own month names from Intl)"],
  [/(?<=\d) g\b/g, "the gram's symbol, g, as every language writes it after a figure (the Hindi fixture's \"9.160 g\")"],
];

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ");
}

/** What a visitor reads on a page: its title, text nodes and visible attributes, without what another language says in its own `lang`. */
function visibleTexts(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(new RegExp(`<(\\w+)[^>]*\\blang="(?!${pseudoLocale.htmlLang}")[^"]*"[^>]*>[\\s\\S]*?<\\/\\1>`, "gi"), " ");
  const attributes = [...body.matchAll(/<(\w+)\b([^>]*)>/g)].flatMap(([, tag, attrs]) => {
    const button = /^button$/i.test(tag!) || (/^input$/i.test(tag!) && /type="(submit|button|reset)"/.test(attrs!));
    const names = ["alt", "title", "aria-label", "placeholder", ...(button ? ["value"] : [])];
    return names.flatMap((n) => [...attrs!.matchAll(new RegExp(`\\b${n}="([^"]*)"`, "g"))].map((m) => m[1]!));
  });
  const texts = body.replace(/<[^>]+>/g, "\u0000").split("\u0000");
  return [title, ...attributes, ...texts].map((t) => decode(t).trim()).filter(Boolean);
}

/** The text itself when it has letters that are not pseudo-localised, once the allowed terms (and what the visitor typed) are taken out. */
function untranslated(text: string, typed: readonly string[] = []): string {
  let rest = text;
  for (const t of typed.filter(Boolean)) rest = rest.replace(new RegExp(`(?<![\\w@.])${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w@.])`, "gi"), " ");
  for (const [term] of ALLOWED) rest = rest.replace(term, " ");
  return [...rest].some((c) => /\p{L}/u.test(c) && !PSEUDO_LETTERS.has(c)) ? text : "";
}

/** `typed`: what the visitor typed, which a form keeps and a tool repeats ("What was entered"). */
const notPseudo = (html: string, typed: readonly string[] = []) => [...new Set(visibleTexts(html).map((t) => untranslated(t, typed)).filter(Boolean))];

describe(`every page in the pseudo-locale ${PSEUDO}`, () => {
  it("finds the English of an English page, and a Hindi page's Hindi (the check can fail)", async () => {
    expect(notPseudo((await send(origin, "/faqs")).body)).toContain("Frequently Asked Questions");
    expect(notPseudo((await send(origin, "/hi/faqs")).body).length).toBeGreaterThan(20);
  });

  for (const r of translatedRoutes) {
    const path = localePath(pseudoLocale.prefix, r.path);
    it(`shows ${path} with every visible text pseudo-localised`, async () => {
      const { status, body } = await send(origin, path);
      expect(status).toBe(200);
      expect(body).toContain(`<html lang="${pseudoLocale.htmlLang}">`);
      expect(notPseudo(body)).toEqual([]);
    });
  }

  it("shows the 404 page pseudo-localised", async () => {
    const { status, body } = await send(origin, `${pseudoLocale.prefix}/no-such-page`);
    expect(status).toBe(404);
    expect(notPseudo(body)).toEqual([]);
  });
});

describe(`form messages, refusals and tool results in the pseudo-locale ${PSEUDO}`, () => {
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return send(origin, `${pseudoLocale.prefix}${path}`, {
      method: "POST",
      body,
      headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": "10.9.0.1", ...headers },
    });
  };
  const demo = { name: "Ravi", number: "98765 43210", email: "", sel1: "Retail Showroom Software", remark: "", coden: "+91" };
  const contact = { firstName: "", lastName: "A", email: "x", phone: "12", message: "<b>", softwareType: "Wholesale Software", countryCode: "+91" };

  it("answers an invalid contact form with pseudo-localised messages, as JSON and as the page", async () => {
    const json = JSON.parse((await post("/contactus", contact)).body) as { message: string; errors: Record<string, string> };
    expect(Object.keys(json.errors).sort()).toEqual(["email", "firstName", "message", "phone"]);
    expect([json.message, ...Object.values(json.errors)].map((m) => untranslated(m)).filter(Boolean)).toEqual([]);
    const page = await post("/contactus", contact, { accept: "text/html" });
    expect(page.status).toBe(400);
    expect(notPseudo(page.body, Object.values(contact))).toEqual([]);
  });

  it("answers an invalid demo request with pseudo-localised messages on the page", async () => {
    const fields = { ...demo, name: "<x>", number: "abc", remark: "<script>" };
    const page = await post("/zevarsoftware", fields, { accept: "text/html" });
    expect(page.status).toBe(400);
    expect(notPseudo(page.body, Object.values(fields))).toEqual([]);
  });

  it("says its refusals pseudo-localised", async () => {
    const answers = [
      await post("/zevarsoftware", { ...demo, fax_number: "bot" }),
      await post("/zevarsoftware", demo, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      await post("/zevarsoftware", demo, { "idempotency-key": "lead-0123456789abcdef" }),
      await send(origin, `${pseudoLocale.prefix}/zevarsoftware`, { method: "POST", body: "{}", headers: { accept: "application/json", origin: SITE, "content-type": "application/json", "cf-connecting-ip": "10.9.0.2" } }),
    ];
    const messages = answers.map((a) => (JSON.parse(a.body) as { message: string }).message);
    expect(answers.map((a) => a.status)).toEqual([400, 403, 400, 415]);
    expect(messages.map((m) => untranslated(m)).filter(Boolean)).toEqual([]);
  });

  for (const query of [
    "/tools/jewellery-gst-calculator?weight=abc&rate=-1&making=120",
    "/tools/jewellery-gst-calculator?weight=10&rate=72000&making=12&makingType=percent&mode=ownGold&interstate=1",
    "/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-04-01:3000",
    "/tools/girvi-interest-calculator?principal=10000&rate=20&from=2026-07-01&to=2026-01-01",
    "/tools/hallmark-huid-checker?huid=2jp8fc",
    "/tools/hallmark-huid-checker?huid=2jp8fc12",
    "/tools/gold-purity-converter?karat=22&weight=10&rate24=75000",
    "/tools/gold-purity-converter?karat=30",
    // gross2=4, not 4.000: a typed value is taken out of the text, and 4.000 would take the net weight's figure from "4.000 g".
    `/tools/jewellery-estimate?${ESTIMATE.replace("gross2=4.000", "gross2=4")}`,
    "/tools/jewellery-estimate?gross1=-5&gross2=1&metal2=stunch&gstin=X&oldWeight=1",
    `/tools/old-gold-exchange?${EXCHANGE}`,
  ]) {
    it(`shows a tool's result or its messages pseudo-localised: ${query}`, async () => {
      const { status, body } = await send(origin, `${pseudoLocale.prefix}${query}`);
      expect(status).toBe(200);
      expect(notPseudo(body, [...new URLSearchParams(query.split("?")[1]).values()])).toEqual([]);
    });
  }
});
