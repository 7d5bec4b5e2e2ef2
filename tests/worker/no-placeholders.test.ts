/**
 * No placeholder where a jeweller looks (issue 29): money drawn as rupees (the receipt
 * icon carries a ₹, never lucide's $), the testimonials' initials in the brand's colours,
 * and the alliances as wordmark tiles. Initials and wordmarks written by hand.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("no-placeholders");

/** lucide's receipt draws a $ with this stroke; its Indian twin a ₹ with the second. */
const DOLLAR = /M16 8h-6a2 2 0 [01] 0 0 4h4a2 2 0 [01] 1 0 4H8/;
const RUPEE = 'd="M9 7a4 4 0 0 1 0 8H8l3 2"';

const HOME_INITIALS = ["RA", "SV", "IS", "MS", "AJ", "KM", "DR", "PK", "VS"];
const LANDING_INITIALS = ["SK", "FQ", "RP"];
const WORDMARKS = ["Tally", "BIS", "GST", "WhatsApp", "RFID"];

/** The initials drawn in the avatars' discs, in order. */
const initials = (html: string) => [...html.matchAll(/<circle cx="24" cy="24" r="23"[^>]*><\/circle><text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe.each(LANGUAGES)("no placeholders ($code)", ({ prefix }) => {
  it.each(["/", "/features", "/zevarsoftware", "/retail", "/aboutus"])("draws money as rupees on %s, never a $", async (path) => {
    const { status, body } = await send(origin, `${prefix}${path}`.replace(/(.)\/$/, "$1"));
    expect(status).toBe(200);
    expect(body).not.toMatch(DOLLAR);
  });

  it("shows the GST billing feature with a ₹ receipt", async () => {
    const { body } = await send(origin, `${prefix}/features`);
    expect(body).toContain(RUPEE);
  });

  it("gives every home testimonial its initials, in three brand tones taken in turn", async () => {
    const { body } = await send(origin, prefix || "/");
    const section = /id="testimonials"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    // Each column is drawn twice (the marquee's copy): the first copy of each column in order.
    const drawn = initials(section);
    expect(drawn).toHaveLength(18);
    expect([...new Set(drawn)].sort()).toEqual([...HOME_INITIALS].sort());
    expect(new Set([...section.matchAll(/r="23" fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]))).toEqual(new Set(["#7a1f2e", "#e6bd5a", "#3f0f17"]));
  });

  it("shows the landing page's alliances as wordmark tiles and its testimonials with their initials", async () => {
    const { body } = await send(origin, `${prefix}/zevarsoftware`);
    const alliances = /id="alliances"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    const marks = [...alliances.matchAll(/<div role="img"[^>]*>[\s\S]*?<span class="text-2xl[^"]*">([^<]*)<\/span><\/div>/g)].map((m) => m[1]);
    expect(marks).toEqual(WORDMARKS);
    expect(initials(body)).toEqual(LANDING_INITIALS);
  });
});
