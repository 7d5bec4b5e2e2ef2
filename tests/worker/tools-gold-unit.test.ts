/**
 * The weight a blank gold tool's rate is for, as the worker renders it (JavaScript off):
 * 10 g in the North's and the East's languages (issue 38), the pavan (8 g) where Kerala's
 * and Tamil Nadu's shops quote it (issue 43). Kolkata's association board quotes gold per 10 g and
 * bills by the gram, and every note on the tools says 10 g, so a Bengali form that opened
 * at the bhori asked for a rate the notes did not describe. The bhori stays one choice away
 * (tests/e2e/tools.test.ts prices it). Each language's default unit and its gram's word:
 * tests/fixtures/locales/{code}/language.ts.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("tools-gold-unit");

/** The five tools that price gold by a rate. */
const GOLD_TOOLS = ["jewellery-gst-calculator", "jewellery-estimate", "old-gold-exchange", "gold-loan-value", "gold-purity-converter"];

/** The grams of each unit a blank form may start at, as every rate label names them beside it. */
const UNIT_GRAMS = { "10g": "10", tola: "11.664", pavan: "8" } as const;

/** The values of the checked radios named `per`. */
const perChecked = (body: string) =>
  [...body.matchAll(/<input type="radio"[^>]*name="per"[^>]*>/g)].map((m) => m[0]).filter((r) => r.includes('checked=""')).map((r) => /value="(\w+)"/.exec(r)?.[1]);

/** A label's text, as a browser reads it (a gold rate's label holds its unit in a span). */
const labelOf = (body: string, id: string) => (new RegExp(`<label for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(body)?.[1] ?? "").replace(/<[^>]*>/g, "");

describe.each(LANGUAGES)("a blank gold tool in $code", (L) => {
  it.each(GOLD_TOOLS)(`%s starts at the language's default unit (${L.goldUnit})`, async (path) => {
    const { status, body } = await send(origin, `${L.prefix}/tools/${path}`);
    expect(status).toBe(200);
    expect(perChecked(body)).toEqual([L.goldUnit]);
  });

  it("names the rate per the default unit's grams, in the language's word for the gram, on the blank GST form", async () => {
    const { body } = await send(origin, `${L.prefix}/tools/jewellery-gst-calculator`);
    const label = labelOf(body, "rate");
    // English's whole label is held in tests/worker/tools.test.ts; here, 10 g (or the tola's 11.664 g, the pavan's 8 g) as the language says it.
    expect(label).toContain(`${UNIT_GRAMS[L.goldUnit]} ${L.units.gram}`);
  });
});

/**
 * A link's tola and pavan (issue 42), as the worker renders it in each language, written by
 * hand: the unit's grams stand beside every tola and pavan rate, since "tola" also means
 * 10 g in Marathi and Telugu news. ₹60,000 a pavan is ₹7,500 a gram: 22K is
 * ₹60,000 × 916 ÷ 1000 = ₹54,960.00 a pavan on the estimate's line.
 */
const UNITS = [
  { prefix: "", options: ["10 g", "1 tola (11.664 g)", "1 pavan or sovereign (8 g)"], tola: "Rate per tola of 11.664 g (₹)", pavan: "Rate per pavan of 8 g (₹)", after: "/pavan (8 g)" },
  { prefix: "/hi", options: ["10 ग्राम", "1 तोला (11.664 ग्राम)", "1 सॉवरेन / पवन (8 ग्राम)"], tola: "तोले (11.664 ग्राम) का भाव (₹)", pavan: "सॉवरेन (8 ग्राम) का भाव (₹)", after: "/सॉवरेन (8 ग्राम)" },
  { prefix: "/gu", options: ["10 ગ્રામ", "1 તોલો (11.664 ગ્રામ)", "1 સોવરેન / પવન (8 ગ્રામ)"], tola: "તોલા (11.664 ગ્રામ)નો ભાવ (₹)", pavan: "સોવરેન (8 ગ્રામ)નો ભાવ (₹)", after: "/સોવરેન (8 ગ્રામ)" },
  { prefix: "/bn", options: ["10 গ্রাম", "1 ভরি (11.664 গ্রাম)", "1 সভরেন / পবন (8 গ্রাম)"], tola: "ভরির (11.664 গ্রাম) দর (₹)", pavan: "সভরেনের (8 গ্রাম) দর (₹)", after: "/সভরেন (8 গ্রাম)" },
  { prefix: "/ta", options: ["10 கிராம்", "1 தோலா (11.664 கிராம்)", "1 சவரன் / பவுன் (8 கிராம்)"], tola: "தோலா (11.664 கிராம்) விலை (₹)", pavan: "சவரன் (8 கிராம்) விலை (₹)", after: "/சவரன் (8 கிராம்)" },
  // Malayalam names the unit before വില as a compound, in the nominative; the pavan needs no sovereign beside it.
  { prefix: "/ml", options: ["10 ഗ്രാം", "1 തോല (11.664 ഗ്രാം)", "1 പവൻ (8 ഗ്രാം)"], tola: "തോല (11.664 ഗ്രാം) വില (₹)", pavan: "പവൻ (8 ഗ്രാം) വില (₹)", after: "/പവൻ (8 ഗ്രാം)" },
].filter((u) => LANGUAGES.some((L) => L.prefix === u.prefix));

/** The choice's options named `per`, in order: each value and its label's text. */
const perOptions = (body: string) =>
  [...body.matchAll(/<label[^>]*>\s*<input type="radio"[^>]*name="per"[^>]*value="(\w+)"[^>]*>([\s\S]*?)<\/label>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]*>/g, "").trim()]);

describe.each(UNITS)("a gold tool's link per pavan or per tola at '$prefix'", (U) => {
  it("offers 10 g, the tola and the pavan, each with its grams, and prices the link's pavan", async () => {
    // 10 g × ₹7,500 = ₹75,000.00; making 12 % ₹9,000.00; taxable ₹84,000.00; GST 3 % ₹2,520.00; total ₹86,520.00.
    const { status, body } = await send(origin, `${U.prefix}/tools/jewellery-gst-calculator?per=pavan&weight=10&rate=60000&making=12`);
    expect(status).toBe(200);
    expect(perOptions(body)).toEqual([["10g", U.options[0]], ["tola", U.options[1]], ["pavan", U.options[2]]]);
    expect(perChecked(body)).toEqual(["pavan"]);
    expect(labelOf(body, "rate")).toBe(U.pavan);
    expect(body).toContain("₹86,520.00");
  });

  it("names the tola's 11.664 g in its rate's label", async () => {
    const { body } = await send(origin, `${U.prefix}/tools/jewellery-gst-calculator?per=tola&weight=10&rate=87480&making=12`);
    expect(perChecked(body)).toEqual(["tola"]);
    expect(labelOf(body, "rate")).toBe(U.tola);
    expect(body).toContain("₹86,520.00");
  });

  it.each(GOLD_TOOLS)("%s keeps the link's pavan chosen", async (path) => {
    const { body } = await send(origin, `${U.prefix}/tools/${path}?per=pavan`);
    expect(perChecked(body)).toEqual(["pavan"]);
  });

  it("prints a piece's rate per pavan with its 8 g on the estimate", async () => {
    const { body } = await send(origin, `${U.prefix}/tools/jewellery-estimate?per=pavan&rate999=60000&item1=Ring&metal1=22K&gross1=10`);
    expect(body).toContain(`₹54,960.00${U.after}`);
  });
});
