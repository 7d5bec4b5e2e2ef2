/**
 * Landing page content (SPEC "Landing page (/{product}software)"). Counts asserted by
 * tests: 5 alliances, 5 versions, 2 Free Demo bands, 6 advantages, 3 integrated
 * features, 3 testimonials.
 */
import type { IconCardItem, IconName, Texts } from "../types.ts";

export const landingClaims = { years: "25 years", users: "75000+ users" };

export const landingTexts = {
  lead: (claims: { years: string; users: string }) =>
    `${claims.years} of jewellery software and ${claims.users}. Book a free demo and see Zevar ERP run your counter, stock and accounts.`,
  yearsChip: (years: string) => `${years} in jewellery software`,
  formTitle: "Book your free demo",
  allianceLogo: (name: string) => `${name} logo`,
};
export type LandingTexts = Texts<typeof landingTexts>;

/** An alliance's tile: our own wordmark (a glyph and the short name, never the other party's logo), its name and what Zevar ERP does with it. */
export type Alliance = { name: string; wordmark: string; icon: IconName; caption: string };
export const alliances: Alliance[] = [
  { name: "Tally", wordmark: "Tally", icon: "file-spreadsheet", caption: "Accounts exported to Tally" },
  { name: "BIS Hallmarking", wordmark: "BIS", icon: "badge-check", caption: "HUID-linked tagging" },
  { name: "GST Network", wordmark: "GST", icon: "receipt", caption: "GST-compliant billing and returns" },
  { name: "WhatsApp Business", wordmark: "WhatsApp", icon: "message-square", caption: "Bills, ledgers and catalogues on WhatsApp" },
  { name: "RFID hardware", wordmark: "RFID", icon: "radio", caption: "RFID readers for stock and billing" },
];

export const landingAbout =
  "For 25 years Zevar ERP has helped jewellers move from ledgers to software. Today 75000+ users run showrooms, " +
  "wholesale desks, manufacturing units and Girvi counters on it, with support across India.";

export const softwareVersions: string[] = [
  "Wholesale",
  "Retail Showroom",
  "Dia/Kundan Jew. MNFG.",
  "Gold Manufacturing",
  "Money Lending (Girvi)",
];

export const freeDemoBands: { title: string; text: string }[] = [
  { title: "See it on your own business", text: "A free demo, set up for your kind of jewellery business. No setup cost." },
  { title: "Ready to leave the ledgers behind?", text: "Book a free demo today and start with the modules you need." },
];

export const advantages: IconCardItem[] = [
  { title: "Fast billing", text: "Bills in seconds with barcode, RFID and preset making charges.", icon: "sparkles" },
  { title: "Safe data", text: "Role-based access, audit trail and OTP approvals for sensitive changes.", icon: "shield-check" },
  { title: "Owner on the go", text: "Sales, stock and alerts on your phone wherever you are.", icon: "smartphone" },
  { title: "Clear reports", text: "Stock, profit, GST and karigar reports your accountant trusts.", icon: "chart-column" },
  { title: "Happy customers", text: "Order tracking, reminders and schemes that bring customers back.", icon: "users" },
  { title: "Proven", text: "Award-winning software with 25 years in the jewellery trade.", icon: "award" },
];

export const integratedFeatures: IconCardItem[] = [
  { title: "Online sales platform", text: "Your catalogue on your own website, with orders flowing into the software.", icon: "globe" },
  { title: "Owner mobile app", text: "Live sales, stock, cash and alerts for the owner, on Android and iPhone.", icon: "smartphone" },
  { title: "Digital brand engagement", text: "WhatsApp catalogues, greetings and offers that keep your brand in view.", icon: "sparkles" },
];

export const landingTestimonials: { name: string; company: string; quote: string; avatar: string }[] = [
  { name: "Suresh Khandelwal", company: "Khandelwal Jewellers, Jaipur", quote: "We moved three showrooms to Zevar ERP in a week. Stock tallies every evening now.", avatar: "SK" },
  { name: "Farah Qureshi", company: "Noor Gold Works, Lucknow", quote: "Karigar issue and receipt used to be a notebook. Now the loss report shows every gram.", avatar: "FQ" },
  { name: "Ramesh Patel", company: "Patel Bullion, Rajkot", quote: "Bhav fix and metal receipt on one screen: our wholesale desk never waits.", avatar: "RP" },
];
