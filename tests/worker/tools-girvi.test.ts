/**
 * Issue 38 on the Girvi page, as workerd renders it (items 8, 9, 11, 12): the audit's
 * links give the hand-worked figures, a rate below a paisa gets a message, and the
 * decisions and Maharashtra's bar on compound interest are said beside the tool in
 * every language. Figures worked by hand in tests/unit/tools-girvi.test.ts.
 */
import { describe, expect, it } from "vitest";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("tools");
const PATH = "/tools/girvi-interest-calculator";

/** The result panel's lines as "label: value". */
function resultLines(body: string): string[] {
  const panel = /data-tool-result[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? "";
  return [...panel.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}
/** The page's text, tags dropped and React's entities read back. */
const text = (body: string) => body.replace(/<[^>]*>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe("Girvi page (issue 38)", () => {
  it("charges the audit's part-payment links as worked by hand: ₹10,500.00 and ₹10,700.00, never a long fraction", async () => {
    const halves = await send(origin, `${PATH}?principal=10000&rate=2&from=2026-01-24&to=2026-04-12&days=calendar&part=half&paid=2026-03-14:100`);
    expect(resultLines(halves.body)).toEqual(["Period: 2 months 19 days", "Interest charged for: 3 months", "Interest: ₹600.00", "Paid: ₹100.00", "Amount due: ₹10,500.00"]);
    expect(halves.body).toMatch(/<td[^>]*>14 Mar 2026<\/td><td[^>]*>12 Apr 2026<\/td><td[^>]*>29 days<\/td>/);
    const month = await send(origin, `${PATH}?principal=10000&rate=2&from=2025-09-21&to=2026-01-06&days=calendar&part=month&paid=2025-10-07:100`);
    expect(resultLines(month.body)).toEqual(["Period: 3 months 16 days", "Interest charged for: 4 months", "Interest: ₹800.00", "Paid: ₹100.00", "Amount due: ₹10,700.00"]);
    expect(month.body).not.toMatch(/\d\.\d{5,}/);
  });

  it("charges three payments within one month a single full month", async () => {
    const { body } = await send(origin, `${PATH}?principal=10000&rate=2&from=2026-01-01&to=2026-01-31&part=month&paid=2026-01-05:1000&paid=2026-01-10:1000&paid=2026-01-15:1000`);
    expect(resultLines(body)).toEqual(["Period: 29 days", "Interest charged for: 1 month", "Interest: ₹200.00", "Paid: ₹3,000.00", "Amount due: ₹7,200.00"]);
  });

  it("refuses a rate of 0.004 beside the field instead of showing \"Rate: 0\"", async () => {
    const { status, body } = await send(origin, `${PATH}?principal=10000&rate=0.004&from=2026-01-01&to=2027-01-01`);
    expect(status).toBe(200);
    expect(/id="rate-error"[^>]*>([^<]*)</.exec(body)?.[1]).toBe("The interest rate is rupees and paise per ₹100 a month: at most 2 decimals, like 1.75.");
    expect(resultLines(body)).toEqual([]);
    expect(text(body)).not.toContain("Rate: 0 per");
  });

  // Hand-written in each language: Maharashtra's bar beside the compound choice, and the
  // compounding note that no longer says "29 February" for every year.
  it.each([
    { prefix: "", hint: "Maharashtra's Money-Lending (Regulation) Act, 2014 bars compound interest, and total interest above the principal.", note: "a loan of 31 January is compounded on the last day of February, the 28th, or the 29th in a leap year", once: "Part of a month is counted once, over the whole loan" },
    { prefix: "/hi", hint: "महाराष्ट्र का साहूकारी कानून (मनी लेंडिंग रेगुलेशन एक्ट 2014) ब्याज पर ब्याज लेने पर रोक लगाता है, और मूल रकम से ज़्यादा कुल ब्याज लेने पर भी।", note: "31 जनवरी की गिरवी में ब्याज फ़रवरी के आखिरी दिन जुड़ता है: 28 को, लीप ईयर में 29 को", once: "अधूरा महीना पूरे खाते में एक ही बार गिना जाता है" },
    { prefix: "/gu", hint: "મહારાષ્ટ્રનો શાહુકારી કાયદો (મની લેન્ડિંગ રેગ્યુલેશન એક્ટ 2014) વ્યાજનું વ્યાજ લેવાની, અને મુદ્દલથી વધુ કુલ વ્યાજ લેવાની મનાઈ કરે છે.", note: "31 જાન્યુઆરીએ ગીરવે મૂક્યું હોય તો વ્યાજ ફેબ્રુઆરીના છેલ્લા દિવસે ઉમેરાય છે: 28મીએ, લીપ વર્ષમાં 29મીએ", once: "અધૂરો મહિનો આખા ખાતામાં એક જ વાર ગણાય છે" },
    { prefix: "/bn", hint: "মহারাষ্ট্রের মানি-লেন্ডিং (রেগুলেশন) অ্যাক্ট, 2014 সুদের উপর সুদ নিষেধ করে, আসলের চেয়ে বেশি মোট সুদও।", note: "31 জানুয়ারির বন্ধকে সুদ যোগ হয় ফেব্রুয়ারির শেষ দিনে: 28 তারিখে, লিপ ইয়ারে 29 তারিখে", once: "মাসের ভাঙা অংশ গোটা খাতায় একবারই ধরা হয়" },
    { prefix: "/mr", hint: "महाराष्ट्र सावकारी (नियमन) अधिनियम, 2014 चक्रवाढ व्याजाला, आणि मुद्दलापेक्षा जास्त एकूण व्याजालाही मनाई करतो.", note: "31 जानेवारीच्या कर्जावर व्याज फेब्रुवारीच्या शेवटच्या दिवशी, 28 तारखेला, किंवा लीप वर्षात 29 ला जोडले जाते", once: "महिन्याचा भाग संपूर्ण कर्जावर एकदाच मोजला जातो" },
  ])("says Maharashtra's bar beside the compound choice and the decisions in the notes ($prefix)", async ({ prefix, hint, note, once }) => {
    const { body } = await send(origin, `${prefix}${PATH}`);
    // The choice of simple or compound is described by the hint under it (a screen reader reads it with the choice).
    const fieldset = /<fieldset[^>]*aria-describedby="method-hint"[^>]*>[\s\S]*?<\/fieldset>/.exec(body)?.[0] ?? "";
    expect(fieldset).toContain('value="compound"');
    expect(text(/<p id="method-hint"[^>]*>([\s\S]*?)<\/p>/.exec(fieldset)?.[1] ?? "")).toBe(hint);
    const page = text(body);
    expect(page).toContain(note);
    expect(page).toContain(once);
    expect(page).not.toMatch(/29 February, the month's last day|29 फ़रवरी को, महीने के|29 ફેબ્રુઆરીએ, મહિનાના|29 ফেব্রুয়ারি, মাসের/);
  });
});
