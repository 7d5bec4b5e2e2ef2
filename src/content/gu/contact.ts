/**
 * Contact page content, Gujarati (issue 30): branch names in Gujarati script, and the
 * same names and the head office's Gujarati address in what search engines are told
 * about /gu/contactus; every phone number, e-mail, link and the hours' machine values
 * stay identical (as ../hi/contact.ts does).
 */
import type * as en from "../en/contact.ts";
import { branches as enBranches, businessHours as enHours, companyFacts as enFacts } from "../en/contact.ts";
import { site } from "./site.ts";

export { customerCare } from "../en/contact.ts";

export const contactTexts: typeof en.contactTexts = {
  lead: "Zevar ERP વિશે કોઈ સવાલ હોય, ડેમો જોવો હોય કે સપોર્ટ જોઈએ: અમને લખો કે ફોન કરો, અમે 24 કલાકમાં જવાબ આપીએ છીએ.",
  formTitle: "અમને મેસેજ મોકલો",
  headquarters: "હેડ ઓફિસ",
  showMap: "નકશો જુઓ",
  mapTitle: "મથુરામાં Zevar ERPની હેડ ઓફિસનો નકશો",
  careNumber: "કસ્ટમર કેર નંબર",
  hours: "ઓફિસનો સમય",
  branches: "અમારી બ્રાન્ચ",
  customerCare: "કસ્ટમર કેર",
  careLead: (hours: string) => `Zevar ERP વાપરતા જ્વેલર્સ માટે સપોર્ટ: ${hours}.`,
};

/** The English hours with the two shown texts in Gujarati; opens/closes (structured data) unchanged. */
type GujaratiHours = Omit<typeof en.businessHours, "days" | "hours"> & { readonly days: string; readonly hours: string };

export const businessHours: GujaratiHours = {
  ...enHours,
  days: "સોમવાર–શનિવાર",
  hours: "સવારે 10:00થી સાંજે 7:00 સુધી",
};

/** City and branch names as shown, in the English order (same length); the numbers are the English ones. */
const shown: [city: string, label?: string][] = [
  ["દિલ્હી"],
  ["ગુરુગ્રામ"],
  ["કોલકાતા", "બહુબજાર"],
  ["કોલકાતા", "સોલ્ટ લેક"],
  ["લખનઉ"],
  ["ચંડીગઢ"],
  ["શિવપુરી"],
  ["જયપુર"],
  ["મુંબઈ"],
  ["મથુરા", "હેડ ઓફિસ"],
];

export const branches: typeof en.branches = enBranches.map((b, i) => {
  const [city, label] = shown[i] ?? [b.city, b.label];
  return label ? { ...b, city, label } : { ...b, city };
});

/** The English facts with the Gujarati branch names, head office address and "હેડ ઓફિસ". */
export const companyFacts: typeof en.companyFacts = { ...enFacts, site, branches, headOffice: contactTexts.headquarters };
