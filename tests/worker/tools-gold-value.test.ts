/**
 * Issue 38 items 10, 9 and the odd results, as workerd answers them (what a visitor without
 * JavaScript sees, in each language): the same gold has the same value on every tool's page;
 * a tunch is written as typed on the page and in the WhatsApp text; and a link's choice that
 * is none of the tool's is said above the result, not silently replaced. Worked by hand beside each.
 */
import { describe, expect, it } from "vitest";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("tools-gold-value");

/** The result panel's lines as "label: value". */
function resultLines(body: string): string[] {
  const panel = /data-tool-result[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? "";
  return [...panel.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}
const notices = (body: string) => [...body.matchAll(/data-tool-notice[^>]*>([^<]*)</g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
const whatsappText = (body: string) => new URL(/data-tool-share="true" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, "&") ?? "https://x").searchParams.get("text") ?? "";

/** The link's `per=kg` said above the purity converter's result, in each language's words. */
const LANGS = [
  { prefix: "", perKg: "Gold rate for: the link's “kg” is not one of the choices, so this is worked out with 10 g." },
  { prefix: "/hi", perKg: "भाव किस वज़न का: लिंक में दिया “kg” यहाँ के विकल्पों में नहीं है, इसलिए हिसाब 10 ग्राम मानकर लगाया गया है।" },
  { prefix: "/gu", perKg: "ભાવ કેટલા વજનનો: લિંકમાંનું “kg” અહીંના વિકલ્પોમાં નથી, એટલે ગણતરી 10 ગ્રામ પ્રમાણે કરી છે." },
  { prefix: "/bn", perKg: "দর কত ওজনের: লিংকে দেওয়া “kg” এখানকার কোনো অপশন নয়, তাই হিসেবটা 10 গ্রাম ধরে করা হয়েছে।" },
];

describe.each(LANGS)("the same gold on every page ($prefix)", ({ prefix, perKg }) => {
  it("shows 12.345 g at 88.8 % and ₹75,000 per 10 g as ₹82,217.70 on each tool's page", async () => {
    // 12.345 × 0.888 = 10.96236 g of fine gold × ₹7,500 a gram = ₹82,217.70, from the exact weight.
    const pages = [
      "gold-purity-converter?percent=88.8&weight=12.345&rate24=75000",
      "gold-loan-value?gross=12.345&percent=88.8&rate24=75000&ltv=50",
      "old-gold-exchange?oldWeight=12.345&oldAs=tunch&oldPurity=88.8&rate999=75000",
      "jewellery-estimate?rate999=75000&item1=X&metal1=tunch&tunch1=88.8&gross1=12.345",
      "jewellery-estimate?rate999=75000&item1=X&gross1=20&oldWeight=12.345&oldAs=tunch&oldPurity=88.8",
    ];
    for (const page of pages) {
      const { status, body } = await send(origin, `${prefix}/tools/${page}`);
      expect(status, page).toBe(200);
      expect(resultLines(body).some((l) => /: (− )?₹82,217\.70$/.test(l)), `${page}: ${resultLines(body).join(" | ")}`).toBe(true);
    }
  });

  it("shows 10 g of 24K at ₹75,000 as ₹75,000.00, never ₹74,925.00", async () => {
    // 24K is 999, and the 999 rate is the price of 999 gold: 10 g × 7,500 = ₹75,000.00.
    for (const page of ["gold-purity-converter?karat=24&weight=10&rate24=75000", "old-gold-exchange?oldWeight=10&oldAs=karat&oldPurity=24&rate999=75000", "gold-loan-value?gross=10&karat=24&rate24=75000"]) {
      const lines = resultLines((await send(origin, `${prefix}/tools/${page}`)).body);
      expect(lines.some((l) => l.endsWith(": ₹75,000.00")), page).toBe(true);
      expect(lines.join(" ")).not.toContain("74,925");
    }
  });

  it("says above the result that a link's unit is none of the choices", async () => {
    const { body } = await send(origin, `${prefix}/tools/gold-purity-converter?karat=22&weight=10&rate24=75000&per=kg`);
    expect(notices(body)).toEqual([perKg]);
    // Worked per 10 g: 10 × 0.916 × 7,500 = ₹68,700.00.
    expect(resultLines(body).at(-1)).toMatch(/: ₹68,700\.00$/);
  });
});

describe("no raw float, and no silent default, on the estimate", () => {
  it("writes 70.07 % tunch on the page and in the WhatsApp text", async () => {
    // 10 g at 70.07 % of ₹1,00,000 per 10 g: ₹70,070.00.
    const { body } = await send(origin, "/tools/jewellery-estimate?rate999=100000&item1=X&metal1=tunch&gross1=10&tunch1=70.07");
    expect(resultLines(body)[0]).toBe("1. X, 70.07 % tunch, net 10.000 g @ ₹70,070.00/10 g: metal ₹70,070.00: ₹70,070.00");
    expect(whatsappText(body)).toContain("1. X, 70.07 % tunch, net 10.000 g @ ₹70,070.00/10 g");
    expect(body).not.toMatch(/\d\.\d*0000000\d|\d\.\d*9999999\d/);
  });

  it("says a piece's unknown purity was worked out as 22K", async () => {
    // 10 g of 22K at ₹75,000 of 999: 10 × 0.916 × 7,500 = ₹68,700.00.
    const { body } = await send(origin, "/tools/jewellery-estimate?rate999=75000&item1=X&metal1=platinum&gross1=10");
    expect(notices(body)).toEqual(["Piece 1, Purity: the link's “platinum” is not one of the choices, so this is worked out with 22K (916)."]);
    expect(resultLines(body)[0]).toBe("1. X, 22K916, net 10.000 g @ ₹68,700.00/10 g: metal ₹68,700.00: ₹68,700.00");
  });
});
