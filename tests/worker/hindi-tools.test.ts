/**
 * The jeweller tools and the tutorial library on Hindi pages (issue 17), in workerd:
 * the query string is rendered into the same figures as on the English pages (Indian
 * grouping, Latin digits), with Hindi labels, Hindi messages beside the fields, Hindi
 * dates in the Girvi account and a Hindi WhatsApp line; the island gets only its own
 * tool's Hindi words; the library's view is rendered in Hindi and found by English titles too.
 */
import { describe, expect, it } from "vitest";
import { GST_EXAMPLE_HI } from "../fixtures/gst-example.ts";
import { originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("hindi-tools");

/** The result panel's lines as "label: value". */
function resultLines(body: string): string[] {
  const panel = /data-tool-result[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? "";
  return [...panel.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}

const messageOf = (body: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(body)?.[1] ?? "";
const labelOf = (body: string, id: string) => new RegExp(`<label for="${id}"[^>]*>([^<]*)<`).exec(body)?.[1] ?? "";
const propsOf = (body: string) => JSON.parse((/data-island="tool-form"[^>]*data-props="([^"]*)"/.exec(body)?.[1] ?? "{}").replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Record<string, unknown>;
const whatsappText = (body: string) => new URL(/data-tool-share="true" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, "&") ?? "https://x").searchParams.get("text");

describe("jeweller tools on Hindi pages (issue 17)", () => {
  it("renders the GST example in Hindi from the query string: taxable ₹80,640.00, CGST ₹1,209.60, total ₹83,059.20", async () => {
    const { status, body } = await send(origin, "/hi/tools/jewellery-gst-calculator?weight=10&rate=72000&making=12&makingType=percent&mode=retail");
    expect(status).toBe(200);
    expect(resultLines(body)).toEqual(GST_EXAMPLE_HI);
    expect(labelOf(body, "weight")).toBe("नेट वज़न (ग्राम)");
    expect(labelOf(body, "rate")).toBe("10 ग्राम का भाव (₹)");
    // The form stays on the Hindi page, and the share line is Hindi.
    expect(body).toMatch(/<form data-tool="gst"[^>]* action="\/hi\/tools\/jewellery-gst-calculator#result" method="get">/);
    expect(body).toMatch(/<button type="submit"[^>]*>हिसाब लगाएँ<\/button>/);
    expect(whatsappText(body)).toBe(
      `टैक्स योग्य रकम ₹80,640.00 + GST ₹2,419.20 = बिल का कुल ₹83,059.20\n${SITE}/hi/tools/jewellery-gst-calculator?weight=10&rate=72000&making=12&makingType=percent&mode=retail`,
    );
    // The island is given the Hindi words of this tool only.
    const props = propsOf(body);
    expect(props).toMatchObject({ tool: "gst", url: `${SITE}/hi/tools/jewellery-gst-calculator`, t: { form: { calculate: "हिसाब लगाएँ" }, labels: { gst: { weight: "नेट वज़न (ग्राम)" } } } });
    expect(Object.keys((props.t as { labels: object }).labels)).toEqual(["gst"]);
    expect(Object.keys((props.t as { messages: object }).messages)).toEqual(["number", "gst"]);
  });

  it("says what is wrong beside each field in Hindi, with no figures", async () => {
    const { status, body } = await send(origin, "/hi/tools/jewellery-gst-calculator?weight=abc&rate=-5&making=150");
    expect(status).toBe(200);
    expect(messageOf(body, "weight")).toBe("नेट वज़न में सिर्फ़ संख्या लिखें, जैसे 12.5।");
    expect(messageOf(body, "rate")).toBe("10 ग्राम का भाव में माइनस (−) नहीं चलेगा।");
    expect(messageOf(body, "making")).toBe("मेकिंग चार्ज (%) ज़्यादा से ज़्यादा 100 तक लिखें।");
    expect(resultLines(body)).toEqual([]);
    expect(body).toContain(">नतीजा देखने के लिए ऊपर बताए गए खाने ठीक करें।</p>");
    const empty = await send(origin, "/hi/tools/jewellery-gst-calculator?rate=72000&weight=0");
    expect(messageOf(empty.body, "weight")).toBe("नेट वज़न 0 से ज़्यादा लिखें।");
  });

  it("renders the Girvi examples in Hindi: periods with Hindi plurals, the account's dates with Hindi months", async () => {
    const simple = await send(origin, "/hi/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&method=simple");
    expect(resultLines(simple.body)).toEqual(["अवधि: 6 महीने", "ब्याज: ₹1,200.00", "कुल बकाया: ₹11,200.00"]);
    expect(labelOf(simple.body, "principal")).toBe("मूल रकम (₹)");
    expect(whatsappText(simple.body)).toBe(
      `₹10,000.00 पर 2 रुपये सैकड़ा महीना, 6 महीने: ब्याज ₹1,200.00, कुल बकाया ₹11,200.00\n${SITE}/hi/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&method=simple`,
    );
    const days = await send(origin, "/hi/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-02-16&method=simple&days=30");
    expect(resultLines(days.body)).toEqual(["अवधि: 1 महीना 15 दिन", "ब्याज: ₹300.00", "कुल बकाया: ₹10,300.00"]);
    const compound = await send(origin, "/hi/tools/girvi-interest-calculator?principal=10000&rate=1.75&from=2026-01-01&to=2027-01-01&method=compound&every=3");
    expect(resultLines(compound.body)).toEqual(["अवधि: 12 महीने", "ब्याज: ₹2,271.24", "कुल बकाया: ₹12,271.24"]);
    expect(compound.body).toContain("<caption");
    expect(compound.body).toContain(">गिरवी का खाता</caption>");
    const rows = [...compound.body.matchAll(/<tr><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td>(?:<td[^>]*>[^<]*<\/td>){3}<td[^>]*>([^<]*)<\/td><\/tr>/g)].map((m) => m.slice(1));
    expect(rows).toEqual([
      ["1 जनवरी 2026", "1 अप्रैल 2026", "3 महीने", "₹10,525.00"],
      ["1 अप्रैल 2026", "1 जुलाई 2026", "3 महीने", "₹11,077.56"],
      ["1 जुलाई 2026", "1 अक्टूबर 2026", "3 महीने", "₹11,659.13"],
      ["1 अक्टूबर 2026", "1 जनवरी 2027", "3 महीने", "₹12,271.24"],
    ]);
  });

  it("answers a settlement before the loan and a payment past what is owed in Hindi", async () => {
    const before = await send(origin, "/hi/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-07-01&to=2026-01-01");
    expect(messageOf(before.body, "to")).toBe("छुड़ाने की तारीख़ गिरवी की तारीख़ से पहले की है।");
    const over = await send(origin, "/hi/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01&paid=2026-02-01:20000");
    expect(messageOf(over.body, "paid-0")).toBe("यह जमा 1 फ़रवरी 2026 को बकाया ₹10,200.00 से ज़्यादा है।");
    const missing = await send(origin, "/hi/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01");
    expect(messageOf(missing.body, "to")).toBe("छुड़ाने की तारीख़ भरें।");
  });

  it("names IGST by where the piece is delivered and offers a customer's own gold at 18 %, in Hindi (issue 23 items 10, 11)", async () => {
    const { body } = await send(origin, "/hi/tools/jewellery-gst-calculator?weight=10&rate=72000&making=12&mode=ownGold&interstate=1");
    expect(body).toMatch(/<input type="checkbox"[^>]*aria-describedby="interstate-hint"[^>]*name="interstate"[^>]*\/>दूसरे राज्य में डिलीवरी \(IGST\)<\/label>/);
    expect(body).toContain(">GST वहाँ का लगता है जहाँ गहना डिलीवर हो (IGST Act धारा 10(1)): दूसरे राज्य का ग्राहक काउंटर से गहना ले जाए, तो CGST + SGST ही लगेगा।</p>");
    const modes = [...body.matchAll(/<input type="radio"[^>]*name="mode"[^>]*value="(\w+)"[^>]*\/>([^<]*)</g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(modes).toEqual(["retail: रिटेल बिक्री", "jobwork: कारीगर का जॉब वर्क (5 %)", "ownGold: ग्राहक का अपना सोना (18 %)"]);
    // 12 % of 10 g × 7,200 = 8,640; IGST 18 % = 1,555.20; 10,195.20.
    expect(resultLines(body)).toEqual(["मेकिंग चार्ज: ₹8,640.00", "IGST 18 %: ₹1,555.20", "बिल का कुल: ₹10,195.20"]);
    expect(body).toContain("ग्राहक के अपने सोने से गहना बनाना सर्विस है (SAC 998892): मेकिंग चार्ज पर 18 % GST; सोना ग्राहक का ही रहता है।");
  });

  it("says the Girvi tool's bounds in Hindi, on a page under 150 KB (issue 24 item 2)", async () => {
    const worst = await send(origin, "/hi/tools/girvi-interest-calculator?principal=99999901&rate=100&from=1976-01-01&to=2021-06-01&method=compound&every=1&days=calendar");
    expect(worst.status).toBe(200);
    expect(new TextEncoder().encode(worst.body).length).toBeLessThan(150_000);
    expect(messageOf(worst.body, "rate")).toBe("ब्याज का रेट ₹100 पर महीने का है: ज़्यादा से ज़्यादा 10 लिखें (साल का 24 % यानी महीने का 2)।");
    expect(messageOf(worst.body, "to")).toBe("गिरवी ज़्यादा से ज़्यादा 30 साल की ही गिनी जा सकती है।");
    expect(resultLines(worst.body)).toEqual([]);
  });

  it("checks a HUID and converts purity with Hindi words", async () => {
    const bad = await send(origin, "/hi/tools/hallmark-huid-checker?huid=2JP8FC12");
    expect(messageOf(bad.body, "huid")).toBe("HUID में ठीक 6 अक्षर होते हैं; इसमें 8 हैं।");
    const ok = await send(origin, "/hi/tools/hallmark-huid-checker?huid=2jp8fc");
    expect(resultLines(ok.body)).toEqual(["HUID: 2JP8FC"]);
    expect(ok.body).toContain("2JP8FC की बनावट HUID जैसी है। अब इसे BIS CARE ऐप में ('Verify HUID') जाँचें");
    expect(ok.body).toMatch(/<button type="submit"[^>]*>जाँचें<\/button>/);
    // What BIS requires on the bill, apart from good practice; HUID-less gold unsold from 1 April 2023 (issue 23 item 14).
    const invoice = /<section aria-labelledby="hallmark-invoice"[\s\S]*?<\/section>/.exec(ok.body)?.[0] ?? "";
    expect([...invoice.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["हॉलमार्क वाले गहनों के बिल पर BIS के हिसाब से ज़रूरी", "अच्छे बिल पर और भी"]);
    expect(invoice).toContain("<li>स्टोन का वज़न और उसकी कीमत, अलग से।</li>");
    expect(ok.body).toContain("1 अप्रैल 2023 से सोने के गहने सिर्फ़ 6 अक्षर वाले HUID के साथ ही बेचे जा सकते हैं");
    const value = await send(origin, "/hi/tools/gold-purity-converter?karat=22&weight=10&rate24=75000");
    // 9.160 g fine × ₹7,500 a gram of 999 = ₹68,700.00.
    expect(resultLines(value.body).at(-1)).toBe("999 भाव पर कीमत: ₹68,700.00");
    const purity = await send(origin, "/hi/tools/gold-purity-converter?karat=22&weight=10");
    expect(resultLines(purity.body)).toEqual(["कैरेट: 22K", "फाइननेस: 916", "शुद्धता / टंच (%): 91.6 %", "BIS ग्रेड: 22K916", "फाइन सोना: 9.160 g"]);
    const wrong = await send(origin, "/hi/tools/gold-purity-converter?karat=30");
    expect(messageOf(wrong.body, "purity")).toBe("कैरेट ज़्यादा से ज़्यादा 24 तक लिखें।");
  });
});

describe("the tutorial library on /hi/tutorial (issue 17)", () => {
  it("renders a filtered view with Hindi titles and count, the codes as the software shows them, its links under /hi/tutorial", async () => {
    const { status, body } = await send(origin, "/hi/tutorial?category=VOUCHER&sub=SALE");
    expect(status).toBe(200);
    expect(body).toContain(">VOUCHER - SALE</h2>");
    expect(body).toContain(">3 ट्यूटोरियल मिले</p>");
    expect([...body.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual([
      "GST और HUID के साथ सेल बिल",
      "पुराने सोने के एक्सचेंज के साथ बिक्री",
      "एस्टीमेट से सीधे सेल बिल, एक ही बार में",
    ]);
    expect(body).toContain('<h2 id="tutorial-categories" class="text-lg font-bold text-brand-800">ट्यूटोरियल की कैटेगरी</h2>');
    expect(body).toMatch(/<form role="search"[^>]* action="\/hi\/tutorial" method="get"/);
    expect(body).toMatch(/<a href="\/hi\/tutorial"[^>]*>फ़िल्टर हटाएँ<\/a>/);
    expect(body).toContain('href="/hi/tutorial?category=REPORT&amp;sub=STOCK+STATUS"');
    // Every link of the library stays on the Hindi page (only the language switch leads to /tutorial).
    const library = /data-island="tutorial-library"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    expect(library).toContain('href="/hi/tutorial?category=VOUCHER&amp;sub=SALE"');
    expect(library).not.toMatch(/href="\/tutorial[?"]/);
  });

  it("finds tutorials by their English titles too, and counts one in the singular", async () => {
    const english = await send(origin, "/hi/tutorial?q=stock");
    expect(english.body).toContain(">“stock” के लिए खोज के नतीजे</h2>");
    expect(english.body).toContain(">7 ट्यूटोरियल मिले</p>");
    const one = await send(origin, "/hi/tutorial?q=RFID");
    expect(one.body).toContain(">1 ट्यूटोरियल मिला</p>");
    const none = await send(origin, "/hi/tutorial?q=platinum");
    expect(none.body).toContain(">0 ट्यूटोरियल मिला</p>");
    expect(none.body).toContain(">कोई ट्यूटोरियल नहीं मिला</p>");
    expect(none.body).toMatch(/<a href="\/hi\/tutorial"[^>]*>सभी ट्यूटोरियल देखें<\/a>/);
  });
});
