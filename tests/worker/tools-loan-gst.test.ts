/**
 * Issue 28 on the server (JavaScript off): reverse GST, silver, the gold loan value and
 * the Girvi calculator's additions rendered from the query string (their texts in English), the
 * new page's head, JSON-LD and sitemap entry, and hostile queries answered on a bounded
 * page. Texts: tests/fixtures/locales/en/worker.ts (figures worked in
 * tests/fixtures/counter-examples.ts).
 */
import { describe, expect, it } from "vitest";
import { SHOP_QUERY } from "../fixtures/counter-examples.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { h1Of, originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("tools-counter");

const resultLines = (body: string) => {
  const panel = /data-tool-result[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? "";
  return [...panel.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
};
const noteOf = (body: string) => /data-tool-result[\s\S]*?<\/dl><p class="mt-3[^"]*">([^<]*)<\/p>/.exec(body)?.[1] ?? "";
const messageOf = (body: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(body)?.[1] ?? "";
/** A text as the result panel writes it (src/tools/result-html.ts escapes & < > "). */
const text = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** A text as React writes it in HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

// Its texts in English; every language's pages keep the contract (language-contract.test.ts).
describe.each([DEFAULT])("the jeweller's counter in $code (issue 28)", (L) => {
  const C = L.counter;
  const tool = (path: string) => `${L.prefix}/tools/${path}`;

  it("takes an all-in price back to its taxable value and GST, and values silver by the rate per kg", async () => {
    const reverse = await send(origin, `${tool("jewellery-gst-calculator")}?direction=reverse&allIn=103000`);
    expect(reverse.status).toBe(200);
    expect(resultLines(reverse.body)).toEqual(C.reverse);
    // The form comes back in its reverse state: the all-in price kept, the choice checked.
    expect(/<input[^>]*id="allIn"[^>]*value="([^"]*)"/.exec(reverse.body)?.[1]).toBe("103000");
    const radios = [...reverse.body.matchAll(/<input type="radio"[^>]*name="direction"[^>]*>/g)].map((m) => m[0]);
    expect(radios.filter((r) => r.includes('checked=""')).map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(["reverse"]);
    const silver = await send(origin, `${tool("gold-purity-converter")}?metal=silver&fineness=925&weight=100&rateKg=95000`);
    expect(resultLines(silver.body)).toEqual(C.silver);
  });

  it("serves the gold loan value with its head, JSON-LD, hreflang pair and sitemap entry", async () => {
    const { status, body } = await send(origin, `${tool("gold-loan-value")}?gross=20&stones=1&karat=22&rate24=75000`);
    expect(status).toBe(200);
    expect(h1Of(body)).toBe(C.loanName);
    expect(resultLines(body)).toEqual(C.loan);
    expect(noteOf(body)).toBe(text(C.loanNote));
    // RBI's tiers from 1 April 2026: gold worth ₹3,00,000 lends ₹2.5 lakh at 83.33 % left
    // empty; 85 % typed lends ₹2,55,000, past the 80 % allowed above ₹2.5 lakh.
    const ceiling = await send(origin, `${tool("gold-loan-value")}?gross=20&fineness=500&rate24=300000`);
    expect(resultLines(ceiling.body).at(-1)).toBe(C.loanCeiling);
    expect(noteOf(ceiling.body)).toBe(text(C.loanNote));
    const over = await send(origin, `${tool("gold-loan-value")}?gross=20&fineness=500&rate24=300000&ltv=85`);
    expect(noteOf(over.body)).toBe(text(C.loanOverCapNote));
    const ld = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const app = ld.flatMap((d) => (Array.isArray(d["@graph"]) ? (d["@graph"] as Record<string, unknown>[]) : [d])).find((t) => t["@type"] === "WebApplication");
    expect(app).toMatchObject({ name: C.loanName, url: `${SITE}${tool("gold-loan-value")}`, isAccessibleForFree: true });
    const alternates = [...body.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(alternates).toEqual([...LANGUAGES.map((o) => `${o.htmlLang} ${SITE}${o.prefix}/tools/gold-loan-value`), `x-default ${SITE}/tools/gold-loan-value`]);
    // Linked from the Girvi calculator, in the page's language.
    const girvi = await send(origin, tool("girvi-interest-calculator"));
    expect(/<p class="mt-8 max-w-3xl rounded-2xl[^"]*">([^<]*)<a href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(girvi.body.replace(/<!-- -->/g, ""))?.slice(1)).toEqual([`${html(C.girviSeeAlso)} `, tool("gold-loan-value"), html(C.loanName)]);
    const sitemap = await send(origin, "/sitemap.xml");
    expect(sitemap.body.includes(`<loc>${SITE}${tool("gold-loan-value")}</loc>`)).toBe(true);
  });

  it("charges a part month in halves, shows the rate per year and prints the shop on the receipt", async () => {
    const { body } = await send(origin, `${tool("girvi-interest-calculator")}?principal=50000&rate=2&from=10-01-2026&to=20-04-2026&part=half&${SHOP_QUERY}`);
    expect(resultLines(body)).toEqual(C.girviHalf);
    expect(noteOf(body)).toBe(text(C.rateNote));
    const head = /data-tool-shop[^>]*>([\s\S]*?)<\/h2>/.exec(body)?.[1] ?? "";
    expect([...`${head}</h2>`.matchAll(/<(?:p|h2)[^>]*>([^<]*)<\/(?:p|h2)>/g)].map((m) => m[1])).toEqual(C.shop.map(html));
    // The details stay in the form, so the next Calculate keeps them.
    expect(body).toMatch(/<input[^>]*id="shopName"[^>]*value="Shree Ram Jewellers"/);
    const zero = await send(origin, `${tool("girvi-interest-calculator")}?principal=50000&rate=2&from=2026-01-10&to=10-01-2026`);
    expect(resultLines(zero.body)[0]).toBe(C.zeroPeriod);
  });

  it("answers hostile input beside its field, on a page under 150 KB, never NaN or Infinity", async () => {
    const loan = await send(origin, `${tool("gold-loan-value")}?gross=5&stones=5&karat=22&rate24=75000`);
    expect(messageOf(loan.body, "stones")).toBe(html(C.stonesOverGross));
    const girvi = await send(origin, `${tool("girvi-interest-calculator")}?principal=1000&rate=2&from=31-02-2026&to=2026-03-01&shopGstin=12345`);
    expect(messageOf(girvi.body, "from")).toBe(html(C.notDate));
    expect(messageOf(girvi.body, "shopGstin")).toBe(html(C.gstinInvalid));
    const huge = "9".repeat(3000);
    for (const path of [
      `${tool("gold-loan-value")}?gross=${huge}&stones=Infinity&percent=NaN&rate24=1e308&ltv=-0`,
      `${tool("jewellery-gst-calculator")}?direction=reverse&allIn=${huge}&metal=silver&rateKg=1e999`,
      `${tool("girvi-interest-calculator")}?principal=1&rate=2&from=2026-01-01&to=2026-02-01&shopName=${"<b>".repeat(3000)}&shopAddress=${huge}`,
    ]) {
      const { status, body } = await send(origin, path);
      expect({ path: path.slice(0, 60), status }).toEqual({ path: path.slice(0, 60), status: 200 });
      expect(new TextEncoder().encode(body).length).toBeLessThan(150_000);
      expect(resultLines(body).join(" ")).not.toMatch(/NaN|Infinity/);
      expect(body).not.toContain("<b><b>");
    }
  });
});
