/**
 * Countries named in the page's language (issue 38 item 7, src/lib/country-names.ts): the
 * origin names them in English; workerd's Intl.DisplayNames gives each its name in the
 * page's language, on the contact and landing pages' forms and in the country-code answer
 * the demo dialog asks for with its page's <html lang>. Names written by hand from CLDR.
 */
import { describe, expect, it } from "vitest";
import { WORKER_LOCALES } from "../fixtures/locales/worker.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("countries");

type Code = { value: string; label: string; isIndia: boolean; local?: boolean };

// The names each language gives: its fixture (tests/fixtures/locales/{code}/worker.ts, `countries`).
describe.each(WORKER_LOCALES)("countries in $htmlLang", (L) => {
  const named = L.countries;

  it("answers the country codes named in the language the dialog asks for", async () => {
    const { status, body } = await send(origin, `/apis/getcountrycode.php?lang=${L.htmlLang}`);
    expect(status).toBe(200);
    const codes = JSON.parse(body) as Code[];
    expect(codes.length).toBe(12);
    expect(codes[0]).toEqual({ value: "+1", label: named.us, isIndia: false, ...(named.local ? { local: true } : {}) });
    expect(codes.find((c) => c.isIndia)?.label).toBe(named.india);
  });

  it("names them so in the contact and landing pages' forms, English marked English", async () => {
    for (const path of ["/contactus", "/zevarsoftware"]) {
      const { status, body } = await send(origin, `${L.prefix}${path}`);
      expect(status).toBe(200);
      const lang = named.local ? "" : ' lang="en"';
      expect(body).toContain(`<option value="+1"${lang}>${named.us}</option>`);
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
