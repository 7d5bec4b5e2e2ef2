/**
 * The weight a blank gold tool's rate is for, as the worker renders it (JavaScript off):
 * 10 g in every language (issue 38). Kolkata's association board quotes gold per 10 g and
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

  it("names the rate per 10 g, in the language's word for the gram, on the blank GST form", async () => {
    const { body } = await send(origin, `${L.prefix}/tools/jewellery-gst-calculator`);
    const label = labelOf(body, "rate");
    // English's whole label is held in tests/worker/tools.test.ts; here, 10 g as the language says it (a tola's label names no grams).
    expect(label).toContain(`10 ${L.units.gram}`);
  });
});
