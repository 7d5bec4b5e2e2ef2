// @ts-check
/**
 * What scripts/i18n-sweep.mjs asks of the site in each language, beyond the sitemap's
 * pages: written once as English paths and posts, put under every language's prefix by
 * the sweep (the prefixes come from the sitemap's hreflang links, so a new language is
 * swept with no edit here). The queries are the worked examples of the tests
 * (tests/worker/tools*.test.ts, tests/fixtures/estimate-example.ts,
 * tests/fixtures/counter-examples.ts, tests/e2e/quality.test.ts); the posts are the
 * refusals a form without JavaScript answers with a page (tests/worker/lead-languages.test.ts,
 * tests/worker/leads.test.ts).
 */

const SHOP = "shop=Shree+Jewellers&address=Johari+Bazaar%2C+Jaipur&phone=0141+2345678&gstin=08ABCDE1234F1Z5";
const ESTIMATE =
  `${SHOP}&rate999=75000` +
  "&item1=Necklace&metal1=22K&gross1=25.400&stone1=2.5&stoneIn1=ct&stoneValue1=6000&rate1=66000&making1=12&makingBy1=percent&hallmark1=45" +
  "&item2=Ring&metal2=18K&gross2=4.000&making2=500&makingBy2=perGram&hallmark2=45" +
  "&oldWeight=12&oldAs=tunch&oldPurity=88&oldDeduction=2";
const GIRVI_SHOP = "shopName=Shree+Ram+Jewellers&shopAddress=12+Johari+Bazar%2C+Jaipur&shopPhone=%2B91+98290+12345&shopGstin=08abcde1234f1z5";

/** Pages with a query (results, refusals of a field, filters), as English paths. */
export const QUERY_PAGES = [
  "/tutorial?category=VOUCHER&sub=SALE",
  "/tutorial?q=platinum",
  "/tools/jewellery-gst-calculator?weight=abc&rate=72000",
  "/tools/jewellery-gst-calculator?mode=retail&weight=10&rate=72000&making=12&makingType=percent",
  "/tools/jewellery-gst-calculator?weight=20&rate=72000&making=12&oldGold=50000",
  "/tools/jewellery-gst-calculator?weight=100&rate=7500&making=600&makingType=perGram&mode=jobwork&interstate=1",
  "/tools/jewellery-gst-calculator?weight=10&making=800&makingType=perGram&mode=ownGold",
  "/tools/jewellery-gst-calculator?weight=10&rate=85000&making=12&per=tola",
  "/tools/girvi-interest-calculator?principal=10000&rate=1.75&from=2026-01-01&to=2027-01-01&method=compound&every=3",
  "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-03-15&to=2025-01-10&paid=2024-08-01:10000",
  `/tools/girvi-interest-calculator?principal=50000&rate=2&from=2026-01-10&to=2026-04-20&part=half&${GIRVI_SHOP}`,
  "/tools/girvi-interest-calculator?principal=10000&rate=8&from=2026-01-01&to=2026-07-01",
  "/tools/girvi-interest-calculator?principal=50000&rate=2&from=2024-02-31&to=2024-13-45&paid=2024-02-30:10000",
  `/tools/jewellery-estimate?${ESTIMATE}`,
  "/tools/jewellery-estimate?rate999=75000&item1=X&metal1=platinum&gross1=10",
  "/tools/jewellery-estimate?gross1=-5&rate999=75000",
  "/tools/jewellery-estimate?pieces=2",
  "/tools/old-gold-exchange?oldWeight=12&oldAs=tunch&oldPurity=88&oldDeduction=2&rate999=75000",
  "/tools/old-gold-exchange?oldWeight=10&oldAs=karat&oldPurity=22&rate999=75000",
  "/tools/old-gold-exchange?oldWeight=12&oldPurity=88",
  "/tools/gold-loan-value?karat=22&gross=20&stones=1&rate24=75000",
  "/tools/gold-purity-converter?karat=22&weight=10&rate24=75000&per=kg",
  "/tools/gold-purity-converter?given=fineness&purity=750&weight=&rate24=",
  "/tools/gold-purity-converter?percent=abc&weight=99999.999999",
  "/tools/hallmark-huid-checker?huid=2jp8fc",
  "/tools/hallmark-huid-checker?huid=2JP8FC12",
  `/tools/hallmark-huid-checker?huid=${encodeURIComponent("HUID: 2JP\u2013\u200B8FC")}`,
];

/** Pages every language has outside the sitemap. */
export const EXTRA_PAGES = ["/no/such/page", "/offline"];

const demo = { name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", sel1: "Retail Showroom Software", remark: "Agra", coden: "+91" };
const contact = { firstName: "Meera", lastName: "Agarwal", email: "meera@example.in", phone: "+91 98765 43210", message: "", softwareType: "Wholesale Software", countryCode: "+91" };

/**
 * @typedef {{
 *   name: string,
 *   path: string,
 *   fields?: Record<string, string>,
 *   body?: "urlencoded" | "json" | "file" | "unreadable" | "chunked",
 *   headers?: Record<string, string>,
 *   crossSite?: true,
 *   originMode?: string,
 * }} PostCase
 * `body`: how the fields are sent (default urlencoded, as a form without JavaScript
 * posts); `originMode`: the stand-in's mode for the lead endpoint during the post
 * (only with the stand-in the sweep started itself).
 */

/** @type {PostCase[]} */
export const POSTS = [
  { name: "contact-no-first-name", path: "/contactus", fields: { ...contact, firstName: "" } },
  { name: "contact-fields-invalid", path: "/contactus", fields: { ...contact, lastName: "", email: "not-an-email", phone: "98765 abc", message: "hello <b onclick=x" } },
  { name: "demo-remark-markup", path: "/zevarsoftware", fields: { ...demo, remark: "<img src=x onerror=alert(1)//" } },
  { name: "demo-origin-name-required", path: "/zevarsoftware", fields: { ...demo, name: "" } },
  { name: "demo-origin-mobile-invalid", path: "/zevarsoftware", fields: demo, originMode: "business-error" },
  { name: "contact-origin-mobile-invalid", path: "/contactus", fields: contact, originMode: "business-error" },
  { name: "demo-origin-failed", path: "/zevarsoftware", fields: demo, originMode: "business-error-bare" },
  { name: "demo-honeypot", path: "/zevarsoftware", fields: { ...demo, fax_number: "555" } },
  { name: "demo-too-large", path: "/zevarsoftware", fields: { remark: "r".repeat(40 * 1024) } },
  { name: "demo-json", path: "/zevarsoftware", fields: demo, body: "json" },
  { name: "contact-cross-site", path: "/contactus", fields: contact, crossSite: true },
  { name: "contact-unreadable", path: "/contactus", body: "unreadable" },
  { name: "demo-file", path: "/zevarsoftware", fields: { name: "Ravi" }, body: "file" },
  { name: "demo-server-key", path: "/zevarsoftware", fields: demo, headers: { "idempotency-key": "lead-0123456789abcdef" } },
  { name: "contact-length-required", path: "/contactus", fields: { firstName: "Meera" }, body: "chunked" },
];
