/**
 * The gold rate board as the worker renders it (issue 42), JavaScript off: the form in
 * every language, the board drawn from its link in the link's language (a TV's bookmark
 * opens it whatever its browser runs), a shop's own page kept out of shared caches and
 * search engines, and bad input answered with messages, never a 500. The English texts
 * are written by hand from the catalogue; the other languages' are held by the contract.
 */
import { describe, expect, it } from "vitest";
import { ALL_LANGUAGES, LANGUAGES } from "../fixtures/locales/language.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("rate-board");
const PATH = "/tools/gold-rate-board";
const RATES = "g24=1234567&g22=1130863&g18=925925&silver=9876543";
const LINK = `shop=Shree+Jewellers&city=Thrissur&phone=98765+43210&${RATES}&per=tola&note=Making+from+8+%25&at=2026-11-28T09:41`;

/** The board's visible texts, in order, markup removed. */
const boardTexts = (body: string) => {
  const board = /<div data-board[\s\S]*?<footer/.exec(body)?.[0] ?? "";
  return [...board.matchAll(/>([^<>]+)</g)].map((m) => m[1]!.replace(/&#x27;/g, "'").trim()).filter((t) => t && t !== "·");
};
const attr = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];
/** An attribute's URL-encoded text as a browser reads it. */
const unescape = (value: string) => decodeURIComponent(value.replace(/&#x27;/g, "'").replace(/&amp;/g, "&"));

describe.each(LANGUAGES)("the rate board in $code", (L) => {
  it("answers its form, pointed to from the tools index and the home page", async () => {
    const form = await send(origin, `${L.prefix}${PATH}`);
    expect(form.status).toBe(200);
    for (const name of ["shop", "city", "phone", "g24", "g22", "g18", "silver", "note", "lang"]) expect(form.body).toContain(`name="${name}"`);
    expect([...form.body.matchAll(/<input type="radio"[^>]*name="per"[^>]*value="(\w+)"/g)].map((m) => m[1])).toEqual(["10g", "1g", "tola", "pavan"]);
    // The board's language: every language of the site, the page's chosen.
    expect([...form.body.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual(ALL_LANGUAGES.map((l) => l.code));
    expect(attr(form.body, /<option value="(\w+)"[^>]*selected=""/)).toBe(L.code);
    expect(form.body).toContain('"@type":"WebApplication"');
    for (const page of ["/tools", "/"]) expect((await send(origin, `${L.prefix}${page}`.replace(/(.)\/$/, "$1"))).body).toContain(`href="${L.prefix}${PATH}"`);
  });

  it("draws the board from its link alone, in the page's language, as the shop's own page", async () => {
    const { status, body, res } = await send(origin, `${L.prefix}${PATH}?${LINK}&view=board`);
    expect(status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=0, must-revalidate");
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    // The board alone: no header, footer, chat or demo form around it.
    expect(body).not.toContain("data-site-header");
    expect(body).not.toContain('<footer class="mt-16');
    expect(body).not.toContain('data-island="chat-widget"');
    expect(attr(body, /<div data-board="true" lang="([^"]+)"/)).toBe(L.htmlLang);
    const texts = boardTexts(body);
    for (const rate of ["₹12,34,567", "₹11,30,863", "₹9,25,925", "₹98,76,543", "Shree Jewellers", "Thrissur · 98765 43210", "Making from 8 %"]) expect(texts).toContain(rate);
  });

  it("says what is wrong in a link instead of failing", async () => {
    const { status, body } = await send(origin, `${L.prefix}${PATH}?g24=10000000&g22=-5&phone=call+me`);
    expect(status).toBe(200);
    expect([...body.matchAll(/<p id="(\w+)-error"[^>]*>[^<]+</g)].map((m) => m[1]).sort()).toEqual(["g22", "g24", "phone"]);
  });
});

describe("the rate board in English, word for word", () => {
  it("says the shop, the time, each rate and its unit", async () => {
    const { body } = await send(origin, `${PATH}?${LINK}&view=board`);
    expect(boardTexts(body)).toEqual([
      "Shree Jewellers",
      "Thrissur · 98765 43210",
      "Today's rates",
      "Updated 28 November 2026, 9:41 am",
      "Gold 24K (999)",
      "per tola (11.664 g)",
      "₹12,34,567",
      "Gold 22K (916)",
      "per tola (11.664 g)",
      "₹11,30,863",
      "Gold 18K (750)",
      "per tola (11.664 g)",
      "₹9,25,925",
      "Silver (999)",
      "per kg",
      "₹98,76,543",
      "Making from 8 %",
    ]);
  });

  it("leaves out a rate left blank, and is in the link's language on another language's page", async () => {
    const { body } = await send(origin, `/hi${PATH}?g24=99840&per=pavan&lang=en&view=board`);
    expect(attr(body, /<html lang="([^"]+)"/)).toBe("hi-IN");
    expect(attr(body, /<div data-board="true" lang="([^"]+)"/)).toBe("en-IN");
    const texts = boardTexts(body);
    expect(texts.slice(-3)).toEqual(["Gold 24K (999)", "per pavan (8 g)", "₹99,840"]);
    expect(texts).not.toContain("Gold 22K (916)");
  });

  it("shows the form's rates, the WhatsApp text and the board's link with its QR code", async () => {
    const { body } = await send(origin, `${PATH}?shop=Shree+Jewellers&g24=75000&g22=68700&per=1g`);
    expect(body).toContain("Gold 24K (999)");
    expect(body).toContain("₹75,000 per gram");
    expect(unescape(attr(body, /data-tool-share="true" href="https:\/\/wa.me\/\?text=([^"]+)"/) ?? "")).toBe(
      "Shree Jewellers\nToday's rates\nGold 24K (999): ₹75,000 per gram\nGold 22K (916): ₹68,700 per gram\nhttps://www.zevar.example/tools/gold-rate-board?shop=Shree+Jewellers&g24=75000&g22=68700&per=1g",
    );
    expect(attr(body, /<a data-board-link="" href="([^"]+)"/)).toBe("https://www.zevar.example/tools/gold-rate-board?shop=Shree+Jewellers&amp;g24=75000&amp;g22=68700&amp;per=1g&amp;view=board");
    expect(body).toMatch(/<svg data-board-qr="true" viewBox="0 0 (\d+) \1"[^>]*><path d="(M\d+ \d+h(\d+)v1h-\3z)+"/);
  });
});
