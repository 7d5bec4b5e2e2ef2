/**
 * The counter tools in workerd (issue 28, items 1 and 2): the estimate and the old gold
 * exchange rendered from the query string (what a visitor without JavaScript sees), in
 * English (tests/fixtures/locales/en/counter.ts); hostile queries get a 200 page with
 * a message and a bounded size; each page's JSON-LD, sitemap entry and hreflang pair;
 * and the GST calculator's pointer to the estimate.
 */
import { describe, expect, it } from "vitest";
import { ESTIMATE, EXCHANGE } from "../fixtures/estimate-example.ts";
import en from "../fixtures/locales/en/counter.ts";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("tools-counter");

/** The result panel's lines as "label: value" (the estimate's labels hold no tags). */
function resultLines(body: string): string[] {
  const panel = /data-tool-result[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? "";
  return [...panel.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}
const messageOf = (body: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(body)?.[1] ?? "";
const whatsappText = (body: string) => new URL(/data-tool-share="true" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, "&") ?? "https://x").searchParams.get("text");
const slipLines = (body: string) => [...body.matchAll(/<dt class="font-medium[^"]*">([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]} ${m[2]}`.replace(/&#x27;/g, "'"));
const unescape = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/**
 * In English: the texts and figures by hand. Every language's estimate and exchange pages keep
 * the contract (tests/worker/language-contract.test.ts); another language's lines keep
 * English's figures under its own labels (by rule, tests/unit/tools-counter.test.ts).
 */
describe.each([en])("the counter tools in $lang", (t) => {
  it("renders the issue's estimate from the query string: ₹2,21,090.32 with GST, old gold off after it, ₹1,43,474 payable", async () => {
    const { status, body } = await send(origin, `${t.prefix}/tools/jewellery-estimate?${ESTIMATE}`);
    expect(status).toBe(200);
    expect(resultLines(body)).toEqual(t.estimate);
    expect(body).toContain(t.notInvoice);
    // The printed estimate lists every input with the shop's details first; WhatsApp carries the same lines and the link.
    expect(slipLines(body)).toEqual(t.slip);
    expect(whatsappText(body)).toBe([...t.share, `${SITE}${t.prefix}/tools/jewellery-estimate?${ESTIMATE}`].join("\n"));
    // The fields keep what was asked: the second piece's row, its purity chosen.
    expect(body).toMatch(/<input[^>]*id="gross2"[^>]*value="4.000"/);
    expect(body).toMatch(/<select[^>]*id="metal2"[\s\S]*?<option value="18K" selected="">/);
    // Add a piece and Remove work without script: submit buttons the server answers (a third row; piece 2 out).
    const buttons = [...body.matchAll(/<button type="submit" value="(\d+)"[^>]*name="(pieces|remove)"[^>]*>([^<]*)</g)].map((b) => `${b[2]}=${b[1]} ${unescape(b[3]!)}`);
    expect(buttons).toEqual([`remove=1 ${t.words.remove2.replace("2", "1")}`, `remove=2 ${t.words.remove2}`, `pieces=3 ${t.words.add}`]);
  });

  it("renders the old gold exchange: 10.560 g fine, 10.349 g after 2 % (one precision), ₹77,616.00, and says why it comes off after GST", async () => {
    const { status, body } = await send(origin, `${t.prefix}/tools/old-gold-exchange?${EXCHANGE}`);
    expect(status).toBe(200);
    expect(resultLines(body)).toEqual(t.exchange);
    expect(unescape(body)).toContain(t.afterGst);
  });

  it("answers hostile input with a 200 page, the message beside its field and no figures, under 150 KB", async () => {
    const bad = await send(origin, `${t.prefix}/tools/jewellery-estimate?gross1=-5&rate999=75000`);
    expect(bad.status).toBe(200);
    expect(messageOf(bad.body, "gross1")).toBe(t.messages.grossNegative);
    expect(resultLines(bad.body)).toEqual([]);
    const many = Array.from({ length: 10_000 }, (_, i) => `item${i + 1}=${"%E0%A4%B9".repeat(50)}&gross${i + 1}=1e400`).join("&");
    const huge = await send(origin, `${t.prefix}/tools/jewellery-estimate?${many}&shop=${"x".repeat(20_000)}`);
    expect(huge.status).toBe(200);
    expect(huge.body).not.toMatch(/NaN|Infinity/);
    expect(new TextEncoder().encode(huge.body).length).toBeLessThan(150_000);
    const tenPieces = await send(origin, `${t.prefix}/tools/jewellery-estimate?pieces=10&${ESTIMATE}`);
    expect(new TextEncoder().encode(tenPieces.body).length).toBeLessThan(150_000);
    expect(messageOf(huge.body, "gross1")).toBe(t.messages.grossNotNumber);
    // Ten rows at most, whatever the query names.
    expect([...huge.body.matchAll(/<fieldset id="piece-\d+"/g)].length).toBeLessThanOrEqual(10);
    const exchange = await send(origin, `${t.prefix}/tools/old-gold-exchange?oldWeight=12&oldPurity=88`);
    expect(unescape(messageOf(exchange.body, "rate999"))).toBe(t.messages.oldNeedsRate);
  });

  it("gives each page its JSON-LD WebApplication and its hreflang pair", async () => {
    for (const path of ["/tools/jewellery-estimate", "/tools/old-gold-exchange"]) {
      const { body } = await send(origin, `${t.prefix}${path}`);
      const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "{}") as { "@graph": Record<string, unknown>[] };
      expect(ld["@graph"].find((x) => x["@type"] === "WebApplication")).toMatchObject({ url: `${SITE}${t.prefix}${path}`, isAccessibleForFree: true, applicationCategory: "FinanceApplication" });
      const hreflang = [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
      // Every language of the fixtures, then x-default (English).
      expect(hreflang).toEqual([...LANGUAGES.map((L) => `${L.htmlLang} ${SITE}${L.prefix}${path}`), `x-default ${SITE}${path}`]);
    }
  });
});

describe("the counter tools on the site", () => {
  it("lists both pages in the sitemap and points from the GST calculator to the estimate", async () => {
    const sitemap = (await send(origin, "/sitemap.xml")).body;
    for (const path of ["/tools/jewellery-estimate", "/tools/old-gold-exchange", "/hi/tools/jewellery-estimate", "/hi/tools/old-gold-exchange"]) expect(sitemap).toContain(`${SITE}${path}<`);
    const gst = await send(origin, "/tools/jewellery-gst-calculator");
    expect(gst.body).toMatch(/<a href="\/tools\/jewellery-estimate"[^>]*>Jewellery Estimate<\/a>/);
  });

  it("shows an empty estimate without messages, with one piece and Add a piece", async () => {
    const { body } = await send(origin, "/tools/jewellery-estimate");
    expect(resultLines(body)).toEqual([]);
    expect(body).toContain("Fill in the form to see the result.");
    expect(body).not.toContain('aria-invalid="true"');
    expect([...body.matchAll(/<fieldset id="piece-\d+"/g)].length).toBe(1);
    expect(body).toContain("Add a piece");
  });
});
