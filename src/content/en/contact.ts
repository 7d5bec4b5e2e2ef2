/**
 * Contact page content (SPEC "Contact us"): branches, customer care, hours. Numbers
 * are placeholders like every contact detail (docs/decisions.md).
 */
import { site, type SiteConfig } from "../site.ts";
import type { CompanyFacts } from "../../lib/structured-data.ts";
import type { Texts } from "../types.ts";

export const contactTexts = {
  lead: "Questions about Zevar ERP, a demo or support: write to us or call, we reply within 24 hours.",
  formTitle: "Send us a message",
  headquarters: "Headquarters",
  showMap: "Show map",
  mapTitle: "Map of the Zevar ERP head office in Mathura",
  careNumber: "Customer care number",
  hours: "Business hours",
  branches: "Our branches",
  customerCare: "Customer care",
  careLead: (hours: string) => `Support for Zevar ERP users, ${hours}.`,
};
export type ContactTexts = Texts<typeof contactTexts>;

export type Branch = { city: string; label?: string; numbers: string[] };

export const businessHours = { days: "Mon-Sat", hours: "10:00 AM - 7:00 PM", opens: "10:00", closes: "19:00" };

export const customerCare: string[] = ["+91 98765 43210", "+91 98765 43211", "+91 98765 43212", "+91 98765 43213"];

export const branches: Branch[] = [
  { city: "Delhi", numbers: ["+91 98110 00001", "+91 98110 00002"] },
  { city: "Gurugram", numbers: ["+91 98110 00011"] },
  { city: "Kolkata", label: "Bowbazar", numbers: ["+91 98300 00021"] },
  { city: "Kolkata", label: "Salt Lake", numbers: ["+91 98300 00022"] },
  { city: "Lucknow", numbers: ["+91 94150 00031"] },
  { city: "Chandigarh", numbers: ["+91 98140 00041"] },
  { city: "Shivpuri", numbers: ["+91 94250 00051"] },
  { city: "Jaipur", numbers: ["+91 94140 00061", "+91 94140 00062"] },
  { city: "Mumbai", numbers: ["+91 98200 00071"] },
  { city: "Mathura", label: "Head office", numbers: ["+91 98370 00081"] },
];

/** The company as search engines are told it (src/lib/structured-data.ts takes it as an argument). */
export const companyFacts: CompanyFacts = { site, customerCare, hours: businessHours, branches, headOffice: "head office" };
