/**
 * Contact page content, Hindi (issue 17): branch names in Devanagari, and the same
 * names and the head office's Hindi address in what search engines are told about
 * /hi/contactus; every phone number, e-mail, link and the hours' machine values stay
 * identical.
 */
import type * as en from "../en/contact.ts";
import { branches as enBranches, businessHours as enHours, companyFacts as enFacts } from "../en/contact.ts";
import { site } from "./site.ts";

export { customerCare } from "../en/contact.ts";

export const contactTexts: typeof en.contactTexts = {
  lead: "Zevar ERP के बारे में कोई सवाल हो, डेमो देखना हो या सपोर्ट चाहिए: हमें लिखें या फोन करें, हम 24 घंटे के अंदर जवाब देते हैं।",
  formTitle: "हमें संदेश भेजें",
  headquarters: "हेड ऑफिस",
  showMap: "नक्शा देखें",
  mapTitle: "मथुरा में Zevar ERP के हेड ऑफिस का नक्शा",
  careNumber: "कस्टमर केयर नंबर",
  hours: "ऑफिस का समय",
  branches: "हमारी ब्रांच",
  customerCare: "कस्टमर केयर",
  careLead: (hours: string) => `Zevar ERP इस्तेमाल करने वाले ज्वेलर्स के लिए सपोर्ट: ${hours}।`,
};

/** The English hours with the two shown texts in Hindi; opens/closes (structured data) unchanged. */
type HindiHours = Omit<typeof en.businessHours, "days" | "hours"> & { readonly days: string; readonly hours: string };

export const businessHours: HindiHours = {
  ...enHours,
  days: "सोमवार–शनिवार",
  hours: "सुबह 10:00 से शाम 7:00 बजे तक",
};

/** City and branch names as shown, in the English order (same length); the numbers are the English ones. */
const shown: [city: string, label?: string][] = [
  ["दिल्ली"],
  ["गुरुग्राम"],
  ["कोलकाता", "बहूबाज़ार"],
  ["कोलकाता", "सॉल्ट लेक"],
  ["लखनऊ"],
  ["चंडीगढ़"],
  ["शिवपुरी"],
  ["जयपुर"],
  ["मुंबई"],
  ["मथुरा", "हेड ऑफिस"],
];

export const branches: typeof en.branches = enBranches.map((b, i) => {
  const [city, label] = shown[i] ?? [b.city, b.label];
  return label ? { ...b, city, label } : { ...b, city };
});

/** The English facts with the Hindi branch names, head office address and "हेड ऑफिस". */
export const companyFacts: typeof en.companyFacts = { ...enFacts, site, branches, headOffice: contactTexts.headquarters };
