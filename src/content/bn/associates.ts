/**
 * The 16 regional associates (dealers), Bengali (issue 30). Dealer names, ids, slugs,
 * years and certificate images are the English values; only the place is written in
 * Bengali script.
 */
import { associates as registered } from "../associates.ts";
import type * as en from "../en/associates.ts";

export const associatesTexts: typeof en.associatesTexts = {
  lead: "সারা দেশে Zevar ERP-এর সহযোগী ডিলাররা আপনাকে ডেমো দেখান, সফটওয়্যার ইনস্টল করেন, আপনার স্টাফকে ট্রেনিং দেন আর আপনার শহরেই সাপোর্ট দেন।",
  name: (name: string) => `নাম: ${name}`,
  experience: (years: number) => `অভিজ্ঞতা: ${years} বছরের বেশি`,
  viewDetail: "বিস্তারিত দেখুন",
  /** Read after "বিস্তারিত দেখুন" by screen readers only. */
  detailOf: (name: string) => `(${name})`,
  back: "ডিলারদের তালিকায় ফিরুন",
  associateFor: (place: string) => `Zevar ERP-এর সহযোগী ডিলার: ${place}`,
  certificateAlt: (name: string, place: string) => `${name} (${place}): Zevar ERP সহযোগী ডিলারের সার্টিফিকেট`,
  /** The crumb and title when the slug is unknown (the page then answers 404). */
  fallbackName: "সহযোগী ডিলার",
  titleSuffix: "সহযোগী ডিলার",
};

/** Each place in Bengali script, by the English slug (which stays as it is). */
const places: Record<string, string> = {
  "Jewellery-software-in-Amritsar": "অমৃতসর",
  "Jewellery-software-in-Chattisgarh": "ছত্তিশগড়",
  "Jewellery-software-in-Jaipur": "জয়পুর",
  "Jewellery-software-in-Punjab": "পাঞ্জাব",
  "Jewellery-software-in-Uttrakhand": "উত্তরাখণ্ড",
  "Jewellery-software-in-Unnao": "উন্নাও",
  "Jewellery-software-in-Ranchi": "রাঁচি",
  "Jewellery-software-in-Kanpur": "কানপুর",
  "Jewellery-software-in-Jaunpur": "জৌনপুর",
  "Jewellery-software-in-Mumbai": "মুম্বই",
  "Jewellery-software-in-Rajkot": "রাজকোট",
  "Jewellery-software-in-Bengaluru-Urban": "বেঙ্গালুরু শহর",
  "Jewellery-software-in-Hyderabad": "হায়দরাবাদ",
  "Jewellery-software-in-Agra": "আগ্রা",
  "Jewellery-software-in-Indore": "ইন্দোর",
  "Jewellery-software-in-Surat": "সুরাট",
};

export const associates: typeof en.associates = registered.map((a) => ({ ...a, place: places[a.slug] ?? a.place }));
