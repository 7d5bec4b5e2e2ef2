/**
 * Countries named in the page's language (issue 38 item 7, src/lib/country-names.ts): the
 * origin names them in English; workerd's Intl.DisplayNames gives each its name in the
 * page's language, on the contact and landing pages' forms and in the country-code answer
 * the demo dialog asks for with its page's <html lang>. English keeps the origin's names
 * (written by hand); another language's are held by rule: in its script, not English's,
 * the dialling code kept.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES, scriptShare } from "../fixtures/locales/language.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("countries");

type Code = { value: string; label: string; isIndia: boolean; local?: boolean };

describe.each(LANGUAGES)("countries in $htmlLang", (L) => {
  const english = L.code === DEFAULT.code || L.englishCountryNames === true;
  /** A country's name as the language gives it: English's, or one in the language's script and not English's, with its code. */
  const expectNamed = (label: string | undefined, englishName: string, code: string) => {
    if (english) return expect(label).toBe(englishName);
    expect(label).not.toBe(englishName);
    expect(label).toMatch(new RegExp(`^[^A-Za-z]+ \\(\\${code}\\)$`));
    expect(scriptShare(L, label ?? ""), label).toBe(1);
  };

  it("answers the country codes named in the language the dialog asks for", async () => {
    const { status, body } = await send(origin, `/apis/getcountrycode.php?lang=${L.htmlLang}`);
    expect(status).toBe(200);
    const codes = JSON.parse(body) as Code[];
    expect(codes.length).toBe(12);
    expect(codes[0]).toMatchObject({ value: "+1", isIndia: false });
    // Named in the language, they are marked its own; English's stay the origin's.
    expect(codes[0]?.local).toBe(english ? undefined : true);
    expectNamed(codes[0]?.label, DEFAULT.countries.us, "+1");
    expectNamed(codes.find((c) => c.isIndia)?.label, DEFAULT.countries.india, "+91");
  });

  it("names them so in the contact and landing pages' forms, English marked English", async () => {
    for (const path of ["/contactus", "/zevarsoftware"]) {
      const { status, body } = await send(origin, `${L.prefix}${path}`);
      expect(status).toBe(200);
      const option = /<option value="\+1"( lang="en")?>([^<]*)<\/option>/.exec(body);
      expect(option?.[1]).toBe(english ? ' lang="en"' : undefined);
      expectNamed(option?.[2], DEFAULT.countries.us, "+1");
    }
  });
});

describe("the country codes without a known language", () => {
  it("keep the origin's English names", async () => {
    for (const query of ["", "?lang=xx-YY", "?lang=hi"]) {
      const codes = JSON.parse((await send(origin, `/apis/getcountrycode.php${query}`)).body) as Code[];
      expect([query, codes[0]]).toEqual([query, { value: "+1", label: "United States (+1)", isIndia: false }]);
    }
  });
});
