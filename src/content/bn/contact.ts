/**
 * Contact page content, Bengali (issue 30): branch names in Bengali script, and the same
 * names and the head office's Bengali address in what search engines are told about
 * /bn/contactus; every phone number, e-mail, link and the hours' machine values stay
 * identical.
 */
import type * as en from "../en/contact.ts";
import { branches as enBranches, businessHours as enHours, companyFacts as enFacts } from "../en/contact.ts";
import { site } from "./site.ts";

export { customerCare } from "../en/contact.ts";

export const contactTexts: typeof en.contactTexts = {
  lead: "Zevar ERP নিয়ে কোনো প্রশ্ন, ডেমো দেখতে চান বা সাপোর্ট দরকার: আমাদের লিখুন বা ফোন করুন, আমরা 24 ঘণ্টার মধ্যে উত্তর দিই।",
  formTitle: "আমাদের মেসেজ পাঠান",
  headquarters: "হেড অফিস",
  showMap: "ম্যাপ দেখুন",
  mapTitle: "মথুরায় Zevar ERP-এর হেড অফিসের ম্যাপ",
  careNumber: "কাস্টমার কেয়ার নম্বর",
  hours: "অফিসের সময়",
  branches: "আমাদের ব্রাঞ্চ",
  customerCare: "কাস্টমার কেয়ার",
  careLead: (hours: string) => `Zevar ERP ব্যবহারকারী জুয়েলারদের জন্য সাপোর্ট: ${hours}।`,
};

/** The English hours with the two shown texts in Bengali; opens/closes (structured data) unchanged. */
type BengaliHours = Omit<typeof en.businessHours, "days" | "hours"> & { readonly days: string; readonly hours: string };

export const businessHours: BengaliHours = {
  ...enHours,
  days: "সোমবার–শনিবার",
  hours: "সকাল 10:00 থেকে সন্ধ্যা 7:00 পর্যন্ত",
};

/** City and branch names as shown, in the English order (same length); the numbers are the English ones. */
const shown: [city: string, label?: string][] = [
  ["দিল্লি"],
  ["গুরুগ্রাম"],
  ["কলকাতা", "বউবাজার"],
  ["কলকাতা", "সল্টলেক"],
  ["লখনউ"],
  ["চণ্ডীগড়"],
  ["শিবপুরী"],
  ["জয়পুর"],
  ["মুম্বই"],
  ["মথুরা", "হেড অফিস"],
];

export const branches: typeof en.branches = enBranches.map((b, i) => {
  const [city, label] = shown[i] ?? [b.city, b.label];
  return label ? { ...b, city, label } : { ...b, city };
});

/** The English facts with the Bengali branch names, head office address and "হেড অফিস". */
export const companyFacts: typeof en.companyFacts = { ...enFacts, site, branches, headOffice: contactTexts.headquarters };
