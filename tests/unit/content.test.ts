import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { TESTIMONIAL_DURATIONS, testimonialColumns } from "../../src/content/model/home.ts";
import { cardForScroll } from "../../src/islands/showcase.tsx";

const { branches, businessHours, customerCare } = contentFor("en").contact;
const { featureBlocks, homeFaqs, modules, pillars, ribbon, showcase, testimonials } = contentFor("en").home;

describe("home content (SPEC 'Home', section 9)", () => {
  it("has the six feature blocks in order", () => {
    expect(featureBlocks.map((f) => f.title)).toEqual([
      "Inventory Management", "Customer Management", "Smart Catalog", "Smart Alerts", "Data Analytics", "Financial Reports",
    ]);
  });

  it("has the five Why Choose Us items", () => {
    expect(ribbon).toEqual(["28+ Years of Expertise", "1 Lakh+ Happy Users", "AI For Jewellery Business", "Pan India Support", "Multiple Award Winner"]);
  });

  it("has the 14 modules", () => {
    expect(modules.map((m) => m.title)).toEqual([
      "Accounting", "GST", "Inventory", "Sales & CRM", "Order & Repairs", "Karigar", "Bullion", "Kitty", "Website", "Mobile App",
      "Cataloging", "Digital Gold", "RFID", "Reports",
    ]);
  });

  it("has four showcase cards with routes and features", () => {
    expect(showcase.map((e) => [e.title, e.route])).toEqual([
      ["Wholesale", "/wholesale"], ["Retail Version", "/retail"], ["Manufacturing", "/manufacturing"], ["Girvi Money Lending", "/money-lending"],
    ]);
    for (const e of showcase) expect(e.features.length).toBeGreaterThanOrEqual(3);
  });

  it("splits 9 testimonials into 3 columns of 3 scrolling 15, 19 and 17 s", () => {
    expect(testimonials).toHaveLength(9);
    expect(testimonialColumns(testimonials).map((c) => c.length)).toEqual([3, 3, 3]);
    expect(TESTIMONIAL_DURATIONS).toEqual([15, 19, 17]);
    for (const t of testimonials) expect(t.text && t.name && t.role).toBeTruthy();
  });

  it("has 6 FAQs", () => {
    expect(homeFaqs).toHaveLength(6);
  });

  it("has the secure / scalable / customizable block: permissions, cloud and desktop, custom workflows", () => {
    expect(pillars.map((p) => p.title)).toEqual(["Secure", "Scalable", "Customizable"]);
    expect(pillars[0]?.text).toMatch(/Role-based permissions/);
    expect(pillars[1]?.text).toMatch(/cloud or desktop on-premise/);
    expect(pillars[2]?.text).toMatch(/Custom workflows/);
  });
});

describe("showcase scroll selection", () => {
  it("divides the page's scroll evenly among the four cards", () => {
    expect([0, 249, 250, 499, 500, 749, 750, 1000].map((y) => cardForScroll(y, 1000, 4))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(cardForScroll(5000, 1000, 4)).toBe(3);
    expect(cardForScroll(-20, 1000, 4)).toBe(0);
    expect(cardForScroll(0, 0, 4)).toBe(0);
  });
});

describe("contact content (SPEC 'Contact us', section 9)", () => {
  it("has ten branches, Kolkata twice, and four customer care numbers", () => {
    expect(branches.map((b) => b.city)).toEqual([
      "Delhi", "Gurugram", "Kolkata", "Kolkata", "Lucknow", "Chandigarh", "Shivpuri", "Jaipur", "Mumbai", "Mathura",
    ]);
    expect(customerCare).toHaveLength(4);
    expect(`${businessHours.days} ${businessHours.hours}`).toBe("Mon-Sat 10:00 AM - 7:00 PM");
  });
});

describe("landing content (SPEC 'Landing page')", () => {
  it("has 5 alliances, the 5 software versions, 2 Free Demo bands, 6 advantages, 3 integrated features, 3 testimonials", async () => {
    const l = contentFor("en").landing;
    expect(l.alliances).toHaveLength(5);
    for (const a of l.alliances) expect(a.caption).not.toBe("");
    expect(l.softwareVersions).toEqual(["Wholesale", "Retail Showroom", "Dia/Kundan Jew. MNFG.", "Gold Manufacturing", "Money Lending (Girvi)"]);
    expect(l.freeDemoBands).toHaveLength(2);
    expect(l.advantages).toHaveLength(6);
    expect(l.integratedFeatures.map((f) => f.title)).toEqual(["Online sales platform", "Owner mobile app", "Digital brand engagement"]);
    expect(l.landingTestimonials).toHaveLength(3);
    for (const t of l.landingTestimonials) expect(t.name && t.company && t.quote && t.avatar).toBeTruthy();
    expect(l.landingClaims).toEqual({ years: "25 years", users: "75000+ users" });
  });
});

describe("about content (SPEC 'About us')", () => {
  it("has the four stats and five why-choose-us cards", async () => {
    const a = contentFor("en").about;
    expect(a.stats.map((s) => `${s.value} ${s.label}`)).toEqual(["28+ Years", "1 Lakh+ Happy Users", "24/7 Support", "100% Satisfaction"]);
    expect(a.whyChooseUs).toHaveLength(5);
    expect(a.whoWeAre.text.join(" ")).toContain("1997 in Mathura, Uttar Pradesh");
  });
});

describe("FAQs page content (SPEC 'FAQs')", () => {
  it("has 17 questions on the topics of the spec, in order, with real answers", async () => {
    const { faqs } = contentFor("en").faqs;
    expect(faqs).toHaveLength(17);
    const topics = [/what is/i, /who can use/i, /small/i, /GST/, /branch/i, /repairs and custom orders/i, /karigar/i, /mobile/i, /secure/i,
      /support/i, /integrat/i, /get started/i, /trial/i, /updated/i, /money lending/i, /AMC/, /customi[sz]ed/i];
    faqs.forEach((f, i) => expect(f.question).toMatch(topics[i]!));
    for (const f of faqs) expect(f.answer.length).toBeGreaterThan(80);
    expect(faqs[15]!.answer).toContain("15% of the software cost");
    expect(faqs[15]!.answer).toContain("30 days");
  });
});

describe("features content (SPEC 'Features')", () => {
  it("has 34 cards covering every feature the spec names", async () => {
    const { features } = contentFor("en").features;
    expect(features).toHaveLength(34);
    expect(new Set(features.map((f) => f.title)).size).toBe(34);
    const titles = features.map((f) => f.title).join(" | ");
    for (const named of [
      /Girvi/, /Kitty/, /Branch Management/, /Member Points/, /Job-wise/, /Order and Repair/, /Cataloging/, /GST/, /Point of Sale/,
      /Karigar/, /Quotation App/, /Owner App/, /Customer App/, /CRM/, /Biometric Salary/, /RFID/, /Weighing Scale/, /Internal Messaging/,
      /Digital Gold/, /Alerts on Data Alterations/, /Festival-wise/, /Dead Stock/, /Periodic Sales/, /Supplier-wise Stock/, /WhatsApp/,
      /Catalog Sharing/, /Dual-calendar Girvi/, /HUID/, /Mobile Billing/, /User Restrictions/, /Pre-fix Labour and Wastage/, /Audit Trail/,
    ]) {
      expect(titles).toMatch(named);
    }
    for (const f of features) expect(f.description.length).toBeGreaterThan(30);
  });
});

describe("legal content (SPEC section 1)", () => {
  it("has the seven privacy sections, the refund rules and the terms' sections with AMC, dues and liability", async () => {
    const { legal } = contentFor("en").legal;
    expect(legal.privacy.sections.map((s) => s.heading)).toEqual([
      "Our Commitment", "Information We Collect", "Use of Cookies", "External Links", "Information Sharing", "Data Security", "Policy Updates",
    ]);
    expect(legal.terms.sections.map((s) => s.heading)).toEqual([
      "Definitions", "General Usage Rules", "Use of Content", "Acceptable Website Use", "Indemnity", "Limitation of Liability", "Disclaimer", "Thank You",
    ]);
    const terms = JSON.stringify(legal.terms);
    expect(terms).toContain("15% of the software cost");
    expect(terms).toContain("within 30 days");
    expect(terms).toContain("capped at the amount you paid");
    const refund = JSON.stringify(legal.refund);
    for (const rule of ["free demo", "agreed in writing before the work starts", "through the Contact Us page", "after the agreed contract period",
      "no cancellation in the middle of a term", "No refund is made once the software has been installed and activated"]) {
      expect(refund).toContain(rule);
    }
  });
});

describe("edition pages (SPEC 'Edition pages', section 9)", () => {
  it("have 13/7/10/9 selling points, 10/5/9/5 screenshots and the six manufacturing types", async () => {
    const { editionPages } = contentFor("en").editions;
    const count = (p: keyof typeof editionPages) => [editionPages[p].points.length, editionPages[p].gallery.length];
    expect(count("retail")).toEqual([13, 10]);
    expect(count("wholesale")).toEqual([7, 5]);
    expect(count("manufacturing")).toEqual([10, 9]);
    expect(count("moneyLending")).toEqual([9, 5]);
    expect(editionPages.manufacturing.types).toEqual(["CZ", "Chain", "Diamond", "Kundan", "Plain Gold", "Silver"]);
    expect(editionPages.wholesale.points.some((p) => p.subtitle)).toBe(true);
  });
});
