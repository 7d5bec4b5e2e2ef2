/**
 * The contact page's JSON-LD in each language (issue 17): on /hi/contactus the head
 * office and the ten branches are named and addressed as the Hindi page shows them
 * (branch names in Devanagari, the company's name in Latin as everywhere); telephone,
 * e-mail, URLs and hours are the English ones. /contactus keeps its English names.
 * schema.org has no inLanguage on a LocalBusiness, so none is added; the page's WebPage
 * carries the language. The expected texts are written out, not imported.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { clearCache, originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("hindi-structured-data");

type Thing = { "@type": string; [k: string]: unknown };

function jsonLd(html: string): Thing[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const doc = JSON.parse(scripts[0]![1]!) as { "@context": string; "@graph": Thing[] };
  expect(doc["@context"]).toBe("https://schema.org");
  return doc["@graph"];
}
const ofType = (graph: Thing[], type: string) => graph.filter((t) => t["@type"] === type);

const HOURS = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  opens: "10:00",
  closes: "19:00",
};

/** The same phone numbers in both languages, in the page's order: the head office's, then each branch's first. */
const TELEPHONES = [
  "+91 98765 43210",
  "+91 98110 00001",
  "+91 98110 00011",
  "+91 98300 00021",
  "+91 98300 00022",
  "+91 94150 00031",
  "+91 98140 00041",
  "+91 94250 00051",
  "+91 94140 00061",
  "+91 98200 00071",
  "+91 98370 00081",
];

describe("the contact page's LocalBusiness JSON-LD in each language", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("names and addresses the head office and the ten branches in Hindi on /hi/contactus, numbers, e-mail and URLs unchanged", async () => {
    const { status, body } = await send(origin, "/hi/contactus");
    expect(status).toBe(200);
    const graph = jsonLd(body);
    const shops = ofType(graph, "LocalBusiness");
    expect(shops.map((s) => s.name)).toEqual([
      "Zevar Software Solutions, हेड ऑफिस",
      "Zevar Software Solutions, दिल्ली",
      "Zevar Software Solutions, गुरुग्राम",
      "Zevar Software Solutions, कोलकाता (बहूबाजार)",
      "Zevar Software Solutions, कोलकाता (सॉल्ट लेक)",
      "Zevar Software Solutions, लखनऊ",
      "Zevar Software Solutions, चंडीगढ़",
      "Zevar Software Solutions, शिवपुरी",
      "Zevar Software Solutions, जयपुर",
      "Zevar Software Solutions, मुंबई",
      "Zevar Software Solutions, मथुरा (हेड ऑफिस)",
    ]);
    expect(shops[0]).toEqual({
      "@type": "LocalBusiness",
      "@id": `${SITE}/contactus#headquarters`,
      name: "Zevar Software Solutions, हेड ऑफिस",
      parentOrganization: { "@id": `${SITE}/#organization` },
      url: `${SITE}/contactus`,
      telephone: "+91 98765 43210",
      email: "sales@zevar.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "दूसरी मंजिल, कृष्णा प्लाजा, डैम्पियर नगर",
        addressLocality: "मथुरा",
        addressRegion: "उत्तर प्रदेश",
        postalCode: "281001",
        addressCountry: "IN",
      },
      openingHoursSpecification: HOURS,
    });
    expect(shops[3]).toEqual({
      "@type": "LocalBusiness",
      name: "Zevar Software Solutions, कोलकाता (बहूबाजार)",
      parentOrganization: { "@id": `${SITE}/#organization` },
      telephone: "+91 98300 00021",
      address: { "@type": "PostalAddress", addressLocality: "कोलकाता", addressCountry: "IN" },
      openingHoursSpecification: HOURS,
    });
    expect(shops.map((s) => s.telephone)).toEqual(TELEPHONES);
    // No inLanguage where schema.org does not define it; the WebPage says the page is Hindi.
    for (const s of shops) expect(s).not.toHaveProperty("inLanguage");
    expect(ofType(graph, "WebPage")[0]).toMatchObject({ "@id": `${SITE}/hi/contactus`, inLanguage: "hi-IN" });
    // The organization is the same in both languages.
    expect(ofType(graph, "Organization")[0]).toMatchObject({ name: "Zevar ERP", legalName: "Zevar Software Solutions", email: "sales@zevar.example" });
  });

  it("keeps the English names and address on /contactus", async () => {
    const { status, body } = await send(origin, "/contactus");
    expect(status).toBe(200);
    const graph = jsonLd(body);
    const shops = ofType(graph, "LocalBusiness");
    expect(shops.map((s) => s.name)).toEqual([
      "Zevar Software Solutions, head office",
      "Zevar Software Solutions, Delhi",
      "Zevar Software Solutions, Gurugram",
      "Zevar Software Solutions, Kolkata (Bowbazar)",
      "Zevar Software Solutions, Kolkata (Salt Lake)",
      "Zevar Software Solutions, Lucknow",
      "Zevar Software Solutions, Chandigarh",
      "Zevar Software Solutions, Shivpuri",
      "Zevar Software Solutions, Jaipur",
      "Zevar Software Solutions, Mumbai",
      "Zevar Software Solutions, Mathura (Head office)",
    ]);
    expect(shops[0]!.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "2nd Floor, Krishna Plaza, Dampier Nagar",
      addressLocality: "Mathura",
      addressRegion: "Uttar Pradesh",
      postalCode: "281001",
      addressCountry: "IN",
    });
    expect(shops.map((s) => s.telephone)).toEqual(TELEPHONES);
    expect(ofType(graph, "WebPage")[0]).toMatchObject({ "@id": `${SITE}/contactus`, inLanguage: "en-IN" });
  });
});
