/**
 * The jeweller tools in workerd: the query string is rendered into the figures (the
 * issue's worked examples, read off the page as a visitor reads them), bad input is a
 * 200 page with the message beside its field, and each tool's head and JSON-LD.
 */
import { describe, expect, it } from "vitest";
import { GST_EXAMPLE } from "../fixtures/gst-example.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { specRoutes } from "../spec-routes.ts";
import { canonicalOf, h1Of, originTenant, send, SITE, titleOf } from "./helpers.ts";

const origin = originTenant("tools");

/** The result panel's lines as "label: value". */
function resultLines(body: string): string[] {
  const panel = /data-tool-result[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? "";
  return [...panel.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}

/** The message shown under a field, by the field's id. */
const messageOf = (body: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(body)?.[1] ?? "";
const invalid = (body: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*aria-invalid="true"`).test(body);

describe("jeweller tools (issue 16)", () => {
  it("lists every tool on /tools, each linked under its page's heading", async () => {
    const { status, body } = await send(origin, "/tools");
    expect(status).toBe(200);
    expect(h1Of(body)).toBe("Free Tools for Jewellers");
    const links = [...body.matchAll(/<h2[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    // The tool routes of tests/spec-routes.ts, in its order, each named as its page's h1 there.
    const expected = specRoutes.filter((r) => r.route.startsWith("/tools/")).map((r) => [r.route, r.h1]);
    expect(expected.length).toBeGreaterThan(0);
    expect(links).toEqual(expected);
  });

  it("renders the GST example from the query string: taxable ₹80,640.00, CGST and SGST ₹1,209.60, total ₹83,059.20", async () => {
    const { status, body } = await send(origin, "/tools/jewellery-gst-calculator?weight=10&rate=72000&making=12&makingType=percent&mode=retail");
    expect(status).toBe(200);
    expect(resultLines(body)).toEqual(GST_EXAMPLE);
    // The form's action, a GET to the tool's own path on this host (an absolute SITE_URL would leave a local or preview host): "jeweller tools in en" below.
    // The fields keep what was asked, so the visitor can change one figure and recalculate.
    expect(body).toMatch(/<input[^>]*id="weight"[^>]*value="10"/);
    const radios = [...body.matchAll(/<input type="radio"[^>]*name="makingType"[^>]*>/g)].map((m) => m[0]);
    expect(radios.filter((r) => r.includes('checked=""')).map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(["percent"]);
  });

  it("deducts old gold after GST, and bills job work at 5 % on the charge", async () => {
    const retail = await send(origin, "/tools/jewellery-gst-calculator?weight=20&rate=72000&making=12&oldGold=50000");
    expect(resultLines(retail.body).slice(-3)).toEqual(["Invoice total: ₹1,66,118.40", "Less old gold: − ₹50,000.00", "Amount payable: ₹1,16,118.40"]);
    const job = await send(origin, "/tools/jewellery-gst-calculator?weight=100&rate=7500&making=600&makingType=perGram&mode=jobwork&interstate=1");
    expect(resultLines(job.body)).toEqual(["Job-work charge: ₹60,000.00", "IGST 5 %: ₹3,000.00", "Invoice total: ₹63,000.00"]);
  });

  it("names IGST by where the piece is delivered, with one line why, and bills a customer's own gold at 18 % (issue 23 items 10, 11)", async () => {
    const { body } = await send(origin, "/tools/jewellery-gst-calculator?weight=10&making=800&makingType=perGram&mode=ownGold");
    expect(body).toMatch(/<input type="checkbox"[^>]*aria-describedby="interstate-hint"[^>]*name="interstate"[^>]*\/>Delivered to another state \(IGST\)<\/label>/);
    expect(body).toContain('<p id="interstate-hint" class="mt-1 text-xs text-ink-soft">GST follows where the piece is delivered (IGST Act s.10(1)): a customer from another state who takes it at the counter pays CGST + SGST.</p>');
    const modes = [...body.matchAll(/<input type="radio"[^>]*name="mode"[^>]*value="(\w+)"[^>]*\/>(?:<span>)?([^<]*)</g)].map((m) => `${m[1]}: ${m[2]?.replace(/&#x27;/g, "'")}`);
    expect(modes).toEqual(["retail: Retail sale", "jobwork: Karigar job work (5 %)", "ownGold: Customer's own gold (18 %)"]);
    expect(body).toMatch(/<fieldset[^>]*aria-describedby="mode-hint"/);
    expect(body).toContain(">Job work at 5 % is work on metal that belongs to a GST-registered jeweller. Making jewellery from a customer&#x27;s own gold is a service at 18 %.</p>");
    // 800 × 10 g = 8,000; 9 % = 720 each half; 9,440.
    expect(resultLines(body)).toEqual(["Making charges: ₹8,000.00", "CGST 9 %: ₹720.00", "SGST 9 %: ₹720.00", "Invoice total: ₹9,440.00"]);
    // Job work with making per gram asks no rate: 600 × 100 g = 60,000; 2.5 % = 1,500 each half.
    const job = await send(origin, "/tools/jewellery-gst-calculator?weight=100&making=600&makingType=perGram&mode=jobwork&stones=abc");
    expect(resultLines(job.body)).toEqual(["Job-work charge: ₹60,000.00", "CGST 2.5 %: ₹1,500.00", "SGST 2.5 %: ₹1,500.00", "Invoice total: ₹63,000.00"]);
    expect(messageOf(job.body, "rate")).toBe("");
    expect(messageOf(job.body, "stones")).toBe("");
  });

  it("answers bad GST input with a 200 page, the message beside each field and no figures", async () => {
    const { status, body } = await send(origin, "/tools/jewellery-gst-calculator?weight=abc&rate=-5&making=150");
    expect(status).toBe(200);
    // The messages themselves, in every language: "jeweller tools in {code}" below.
    expect(invalid(body, "weight") && invalid(body, "rate") && invalid(body, "making")).toBe(true);
    expect(invalid(body, "stones")).toBe(false);
    expect(resultLines(body)).toEqual([]);
    expect(body).toContain("Correct the fields marked above to see the result.");
    expect(body).not.toMatch(/NaN|Infinity/);
  });

  it("shows an empty tool without messages", async () => {
    const { body } = await send(origin, "/tools/jewellery-gst-calculator");
    expect(messageOf(body, "weight")).toBe("");
    expect(body).toContain("Fill in the form to see the result.");
  });

  it("reads part payments from paid= and from the no-script form's date and amount pairs alike", async () => {
    const lines = ["Period: 6 months", "Interest: ₹1,056.00", "Paid: ₹3,000.00", "Amount due: ₹8,056.00"];
    const shared = await send(origin, "/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-04-01:3000");
    expect(resultLines(shared.body)).toEqual(lines);
    const form = await send(origin, "/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paidDate=2026-04-01&paidAmount=3000&paidDate=&paidAmount=");
    expect(resultLines(form.body)).toEqual(lines);
    // The payment given, then an empty row for another.
    expect(form.body).toMatch(/id="paid-0"[^>]*value="2026-04-01"/);
    expect(form.body).toMatch(/<input[^>]*id="paid-1"[^>]*value=""/);
  });

  it("bounds the Girvi tool: the worst query of issue 24 is a 200 page under 150 KB with the rate's message, and the longest account a line per year", async () => {
    // ₹10 crore at 100 a month, compounded monthly for 45 years: was a 584 KB page with amounts like ₹4 × 10¹⁸⁹.
    // The worst query itself (a 200 page under 150 KB with the rate's message) runs in every language below.
    // Within every bound, the most a page can hold: 30 years compounded monthly at 10, 24 payments.
    const paid = Array.from({ length: 24 }, (_, i) => `paid=${1997 + i}-03-15:1000`).join("&");
    const longest = await send(origin, `/tools/girvi-interest-calculator?principal=100000&rate=2&from=1996-06-01&to=2026-06-01&method=compound&every=1&days=calendar&${paid}`);
    expect(longest.status).toBe(200);
    expect(new TextEncoder().encode(longest.body).length).toBeLessThan(150_000);
    expect(longest.body).toContain(">Loan account, a line per year</caption>");
    expect([...longest.body.matchAll(/<tbody>[\s\S]*?<\/tbody>/g)][0]?.[0].match(/<tr>/g)).toHaveLength(30);
    expect(longest.body).not.toMatch(/NaN|Infinity|\de\+\d/);
    // Past ₹1,00,000 crore owed: the message, no figures.
    const huge = await send(origin, "/tools/girvi-interest-calculator?principal=1000000000&rate=10&from=1996-01-01&to=2026-01-01&method=compound&every=1");
    expect(messageOf(huge.body, "rate")).toBe("The amount due would pass ₹1,00,000 crore, too large to mean anything: check the rate, the compounding period and the dates.");
    expect(resultLines(huge.body)).toEqual([]);
  });

  it("checks a HUID's form, and refuses an 8-character one", async () => {
    const ok = await send(origin, "/tools/hallmark-huid-checker?huid=2jp8fc");
    expect(resultLines(ok.body)).toEqual(["HUID: 2JP8FC"]);
    expect(ok.body).toContain("2JP8FC has the form of a HUID. Now verify it in the BIS CARE app ('Verify HUID'): only BIS confirms the article.");
    // As copied from a bill or a chat: "HUID: 2JP–8FC" with an en dash and a zero-width space (issue 23 item 13).
    const pasted = await send(origin, `/tools/hallmark-huid-checker?huid=${encodeURIComponent("HUID: 2JP\u2013\u200B8FC")}`);
    expect(resultLines(pasted.body)).toEqual(["HUID: 2JP8FC"]);
    const bad = await send(origin, "/tools/hallmark-huid-checker?huid=2JP8FC12");
    expect(bad.status).toBe(200);
    expect(messageOf(bad.body, "huid")).toBe("A HUID has exactly 6 characters; this has 8.");
    // The grades and the three marks are on the page.
    for (const grade of ["24K999", "24K995", "23K958", "22K916", "20K833", "18K750", "14K585", "9K375"]) expect(ok.body).toContain(`>${grade}<`);
    for (const grade of ["800", "835", "900", "925", "970", "990"]) expect(ok.body).toContain(`>${grade}</li>`);
    expect(ok.body).toContain("The three marks of a BIS hallmark");
    // What BIS requires on the bill, apart from good practice; HUID-less gold unsold from 1 April 2023 (issue 23 item 14).
    const invoice = /<section aria-labelledby="hallmark-invoice"[\s\S]*?<\/section>/.exec(ok.body)?.[0] ?? "";
    expect([...invoice.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["Required by BIS on the bill of hallmarked jewellery", "Good practice"]);
    expect([...invoice.matchAll(/<ul[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => [...m[1]!.matchAll(/<li>/g)].length)).toEqual([5, 5]);
    expect(ok.body).toContain("From 1 April 2023 gold jewellery may be sold only with a 6-character HUID: the old hallmark without one was allowed until 31 March 2023, and jewellers who had declared their old hallmarked stock could sell it until 30 June 2023.");
    expect(ok.body).not.toContain("banned since");
  });

  it("converts 22K to 916 and 91.6 %, and finds 9.160 g of fine gold in 10 g", async () => {
    const { body } = await send(origin, "/tools/gold-purity-converter?karat=22&weight=10");
    expect(resultLines(body)).toEqual(["Karat: 22K", "Fineness: 916", "Purity / tunch (%): 91.6 %", "BIS grade: 22K916", "Fine gold: 9.160 g"]);
    const form = await send(origin, "/tools/gold-purity-converter?given=fineness&purity=750&weight=&rate24=");
    expect(resultLines(form.body)).toEqual(["Karat: 18K", "Fineness: 750", "Purity / tunch (%): 75 %", "BIS grade: 18K750"]);
  });

  it("shares the result on WhatsApp with the tool's link, and preselects the matching software in the demo form", async () => {
    const { body } = await send(origin, "/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01");
    const href = /data-tool-share="true" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const text = new URL(href).searchParams.get("text");
    expect(new URL(href).host).toBe("wa.me");
    expect(text).toBe(
      `₹10,000.00 @ 2 / ₹100 / month, 6 months: Interest ₹1,200.00, Amount due ₹11,200.00\n${SITE}/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01`,
    );
    expect(body).toContain('data-software="Money lending (Girvi) Software"');
  });

  it("is linked from the footer of every page, the home page, /retail (GST) and /money-lending (Girvi)", async () => {
    const home = await send(origin, "/");
    expect(home.body).toContain('<a href="/tools" class="hover:underline">Free tools for jewellers</a>');
    for (const path of ["/tools/jewellery-gst-calculator", "/tools/jewellery-estimate", "/tools/old-gold-exchange", "/tools/girvi-interest-calculator", "/tools/gold-loan-value", "/tools/hallmark-huid-checker", "/tools/gold-purity-converter"]) {
      expect(home.body).toContain(`href="${path}"`);
    }
    const footer = /<footer[\s\S]*<\/footer>/.exec((await send(origin, "/faqs")).body)?.[0] ?? "";
    expect(footer).toMatch(/<a href="\/tools"[^>]*>Free Jeweller Tools<\/a>/);
    const retail = await send(origin, "/retail");
    expect(retail.body).toMatch(/<a href="\/tools\/jewellery-gst-calculator"[^>]*>Jewellery GST and Price Calculator<\/a>/);
    expect(retail.body).not.toContain('href="/tools/girvi-interest-calculator"');
    const girvi = await send(origin, "/money-lending");
    expect(girvi.body).toMatch(/<a href="\/tools\/girvi-interest-calculator"[^>]*>Girvi Interest Calculator<\/a>/);
  });

  it("gives each tool its head, canonical and JSON-LD (WebApplication, free, FinanceApplication; breadcrumbs under /tools)", async () => {
    const { body } = await send(origin, "/tools/gold-purity-converter?karat=22");
    expect(titleOf(body)).toBe("Gold Purity Converter | Zevar ERP");
    expect(canonicalOf(body)).toBe(`${SITE}/tools/gold-purity-converter`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "{}") as { "@graph": Record<string, unknown>[] };
    const app = ld["@graph"].find((t) => t["@type"] === "WebApplication");
    expect(app).toMatchObject({ name: "Gold Purity Converter", applicationCategory: "FinanceApplication", isAccessibleForFree: true, offers: { price: "0", priceCurrency: "INR" } });
    const crumbs = ld["@graph"].find((t) => t["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "Free Tools for Jewellers", "Gold Purity Converter"]);
  });
  it("prints what was entered on the slip, and answers dates that are not dates with a message, not a 500", async () => {
    const { status, body } = await send(origin, "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-02-31&to=2024-13-45&paid=2024-02-30:10000");
    expect(status).toBe(200);
    expect(messageOf(body, "from")).toBe("The loan date must be a date, like 31-01-2026.");
    const slip = [...body.matchAll(/<dt class="font-medium">([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(slip).toEqual([
      "Loan amount (₹): 50,000",
      "Interest, ₹ per ₹100 per month: 2",
      "Loan date: 2024-02-31",
      "Settlement date: 2024-13-45",
      "Interest: Simple",
      "Count months as: 30 days (Mahajani)",
      "Part payments: 2024-02-30 ₹10,000.00",
    ]);
  });
});

/** A label's text, as a browser reads it (a gold rate's label holds its unit in a span: src/tools/fields.tsx UnitText). */
const labelOf = (body: string, id: string) => (new RegExp(`<label for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(body)?.[1] ?? "").replace(/<[^>]*>/g, "");
const propsOf = (body: string) => JSON.parse((/data-island="tool-form"[^>]*data-props="([^"]*)"/.exec(body)?.[1] ?? "{}").replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Record<string, unknown>;
const whatsappText = (body: string) => new URL(/data-tool-share="true" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, "&") ?? "https://x").searchParams.get("text");
/** A text as React writes it in HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/**
 * What a language changes in the tools, in each language (issue 17): the worked GST and
 * Girvi examples' lines as rendered (its words, Indian grouping, its digits), 0, 1 and 2
 * months by its plural rules, a date in a message with its month's name. The texts of every
 * language's tool pages are held by rule (tests/worker/language-contract.test.ts);
 * tests/fixtures/locales/{code}/language.ts.
 */
describe.each(LANGUAGES)("the tools as $code renders them", (L) => {
  const tool = (path: string) => `${L.prefix}/tools/${path}`;

  it("renders the worked GST and Girvi examples in the language's words and digits, and shares the Girvi one", async () => {
    const gst = await send(origin, `${tool("jewellery-gst-calculator")}?weight=10&rate=72000&making=12&makingType=percent&mode=retail`);
    expect(resultLines(gst.body)).toEqual(L.gst);
    const query = "principal=10000&rate=2&from=2026-01-01&to=2026-07-01&method=simple";
    const girvi = await send(origin, `${tool("girvi-interest-calculator")}?${query}`);
    expect(resultLines(girvi.body)).toEqual(L.girvi.lines);
    expect(whatsappText(girvi.body)).toBe(`${L.girvi.share}\n${SITE}${tool("girvi-interest-calculator")}?${query}`);
  });

  it("says 0, 1 and 2 months by the language's plurals, and a date with its month's name", async () => {
    const periods = [];
    for (const to of ["2026-01-10", "2026-02-10", "2026-03-10"]) {
      const { body } = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=2&from=2026-01-10&to=${to}`);
      periods.push(resultLines(body)[0]?.replace(/^[^:]*: /, ""));
    }
    expect(periods).toEqual(L.months.slice(0, 3));
    const over = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000`);
    // English's message writes the date in figures (01-02-2026); a language that names the month, with its name.
    const overpaid = messageOf(over.body, "paid-0") ?? "";
    expect(overpaid).toContain("₹10,200.00");
    if (L.code !== DEFAULT.code) expect(overpaid).toContain(html(L.date));
  });
});

/**
 * The tools' texts, in English: the query string rendered into the figures under its labels,
 * its messages beside the fields, its dates in the Girvi account and its WhatsApp line; the
 * island gets only its own tool's words. Texts: tests/fixtures/locales/en/worker.ts.
 */
describe.each([DEFAULT])("jeweller tools in $code", (L) => {
  const T = L.tools;
  const tool = (path: string) => `${L.prefix}/tools/${path}`;

  it("renders the GST example from the query string: taxable ₹80,640.00, CGST ₹1,209.60, total ₹83,059.20", async () => {
    const query = "weight=10&rate=72000&making=12&makingType=percent&mode=retail";
    const { status, body } = await send(origin, `${tool("jewellery-gst-calculator")}?${query}`);
    expect(status).toBe(200);
    expect(resultLines(body)).toEqual(L.gst);
    expect(labelOf(body, "weight")).toBe(T.gstLabels.weight);
    expect(labelOf(body, "rate")).toBe(T.gstLabels.rate);
    // A GET form to the tool's own path in the language, landing on the result (issue 23, item 2).
    expect(body).toMatch(new RegExp(`<form data-tool="gst"[^>]* action="${tool("jewellery-gst-calculator")}#result" method="get">`));
    expect(body).toMatch(new RegExp(`<button type="submit"[^>]*>${T.calculate}</button>`));
    expect(whatsappText(body)).toBe(`${T.gstShare}\n${SITE}${tool("jewellery-gst-calculator")}?${query}`);
    // The island is given the words of this tool only.
    const props = propsOf(body);
    expect(props).toMatchObject({ tool: "gst", url: `${SITE}${tool("jewellery-gst-calculator")}`, t: { form: { calculate: T.calculate }, labels: { gst: { weight: T.gstLabels.weight } } } });
    expect(Object.keys((props.t as { labels: object }).labels)).toEqual(["gst"]);
    expect(Object.keys((props.t as { messages: object }).messages)).toEqual(["number", "gst"]);
  });

  it("answers bad GST input with a 200 page, the message beside each field and no figures", async () => {
    const { status, body } = await send(origin, `${tool("jewellery-gst-calculator")}?weight=abc&rate=-5&making=150`);
    expect(status).toBe(200);
    expect(messageOf(body, "weight")).toBe(T.gstMessages.weightNotNumber);
    expect(messageOf(body, "rate")).toBe(T.gstMessages.rateNegative);
    expect(messageOf(body, "making")).toBe(T.gstMessages.makingAtMost100);
    expect(resultLines(body)).toEqual([]);
    expect(body).toContain(`>${T.fixErrors}</p>`);
    const empty = await send(origin, `${tool("jewellery-gst-calculator")}?rate=72000&weight=0`);
    expect(messageOf(empty.body, "weight")).toBe(T.gstMessages.weightAboveZero);
  });

  it("renders the Girvi examples: periods in the language's plurals, the account's dates with its month names", async () => {
    const query = "principal=10000&rate=2&from=2026-01-01&to=2026-07-01&method=simple";
    const simple = await send(origin, `${tool("girvi-interest-calculator")}?${query}`);
    expect(resultLines(simple.body)).toEqual(L.girvi.lines);
    expect(labelOf(simple.body, "principal")).toBe(T.girviPrincipal);
    expect(whatsappText(simple.body)).toBe(`${L.girvi.share}\n${SITE}${tool("girvi-interest-calculator")}?${query}`);
    const days = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=2&from=2026-01-01&to=2026-02-16&method=simple&days=30`);
    expect(resultLines(days.body)).toEqual(T.girviDays);
    const compound = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=1.75&from=2026-01-01&to=2027-01-01&method=compound&every=3`);
    expect(resultLines(compound.body)).toEqual(T.girviCompound);
    expect(compound.body).toContain("<caption");
    expect(compound.body).toContain(`>${T.account}</caption>`);
    const rows = [...compound.body.matchAll(/<tr><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td>(?:<td[^>]*>[^<]*<\/td>){3}<td[^>]*>([^<]*)<\/td><\/tr>/g)].map((m) => m.slice(1));
    expect(rows).toEqual(T.accountRows);
  });

  it("answers a settlement before the loan, a payment past what is owed and a missing date beside their fields", async () => {
    const before = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=2&from=2026-07-01&to=2026-01-01`);
    expect(before.status).toBe(200);
    expect(messageOf(before.body, "to")).toBe(T.girviMessages.toBeforeFrom);
    const over = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000`);
    expect(over.status).toBe(200);
    expect(messageOf(over.body, "paid-0")).toBe(T.girviMessages.overpaid);
    expect(resultLines(over.body)).toEqual([]);
    const missing = await send(origin, `${tool("girvi-interest-calculator")}?principal=10000&rate=2&from=2026-01-01`);
    expect(messageOf(missing.body, "to")).toBe(T.girviMessages.toRequired);
  });

  it("names IGST by where the piece is delivered and offers a customer's own gold at 18 % (issue 23 items 10, 11)", async () => {
    const { body } = await send(origin, `${tool("jewellery-gst-calculator")}?weight=10&rate=72000&making=12&mode=ownGold&interstate=1`);
    const label = html(T.interstate).replace(/[()]/g, "\\$&");
    expect(body).toMatch(new RegExp(`<input type="checkbox"[^>]*aria-describedby="interstate-hint"[^>]*name="interstate"[^>]*/>${label}</label>`));
    expect(body).toContain(`>${html(T.interstateHint)}</p>`);
    const modes = [...body.matchAll(/<input type="radio"[^>]*name="mode"[^>]*value="(\w+)"[^>]*\/>(?:<span>)?([^<]*)</g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(modes).toEqual(["retail", "jobwork", "ownGold"].map((v, i) => `${v}: ${html(T.modes[i]!)}`));
    // 12 % of 10 g × 7,200 = 8,640; IGST 18 % = 1,555.20; 10,195.20.
    expect(resultLines(body)).toEqual(T.ownGoldLines);
    expect(body).toContain(html(T.ownGoldNote));
  });

  it("says the Girvi tool's bounds in the language, on a page under 150 KB (issue 24 item 2)", async () => {
    const worst = await send(origin, `${tool("girvi-interest-calculator")}?principal=99999901&rate=100&from=1976-01-01&to=2021-06-01&method=compound&every=1&days=calendar`);
    expect(worst.status).toBe(200);
    expect(new TextEncoder().encode(worst.body).length).toBeLessThan(150_000);
    expect(messageOf(worst.body, "rate")).toBe(T.girviMessages.rateTooHigh);
    expect(messageOf(worst.body, "to")).toBe(T.girviMessages.tooLong);
    expect(resultLines(worst.body)).toEqual([]);
  });

  it("checks a HUID and converts purity in the language's words", async () => {
    const bad = await send(origin, `${tool("hallmark-huid-checker")}?huid=2JP8FC12`);
    expect(bad.status).toBe(200);
    expect(messageOf(bad.body, "huid")).toBe(T.huid.length8);
    const ok = await send(origin, `${tool("hallmark-huid-checker")}?huid=2jp8fc`);
    expect(resultLines(ok.body)).toEqual(["HUID: 2JP8FC"]);
    expect(ok.body).toContain(T.huid.valid);
    expect(ok.body).toMatch(new RegExp(`<button type="submit"[^>]*>${T.check}</button>`));
    // What BIS requires on the bill, apart from good practice; HUID-less gold unsold from 1 April 2023 (issue 23 item 14).
    const invoice = /<section aria-labelledby="hallmark-invoice"[\s\S]*?<\/section>/.exec(ok.body)?.[0] ?? "";
    expect([...invoice.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(T.huid.invoiceTitles);
    expect(invoice).toContain(`<li>${T.huid.stones}</li>`);
    expect(ok.body).toContain(T.huid.april2023);
    const value = await send(origin, `${tool("gold-purity-converter")}?karat=22&weight=10&rate24=75000`);
    // 9.160 g fine × ₹7,500 a gram of 999 = ₹68,700.00.
    expect(resultLines(value.body).at(-1)).toBe(T.purity.value999);
    const purity = await send(origin, `${tool("gold-purity-converter")}?karat=22&weight=10`);
    expect(resultLines(purity.body)).toEqual(T.purity.lines);
    const wrong = await send(origin, `${tool("gold-purity-converter")}?karat=30`);
    expect(messageOf(wrong.body, "purity")).toBe(T.purity.karatAtMost24);
  });
});
