/**
 * The 16 regional associates (dealers), Hindi (issue 17). Dealer names, ids, slugs,
 * years and certificate images are the English values; only the place is written in
 * Devanagari.
 */
import { associates as registered } from "../associates.ts";
import type * as en from "../en/associates.ts";

export const associatesTexts: typeof en.associatesTexts = {
  lead: "देश भर में Zevar ERP के सहयोगी डीलर आपको डेमो दिखाते हैं, सॉफ्टवेयर इंस्टॉल करते हैं, आपके स्टाफ को ट्रेनिंग देते हैं और आपके शहर में ही सपोर्ट देते हैं।",
  name: (name: string) => `नाम: ${name}`,
  experience: (years: number) => `अनुभव: ${years} साल से ज़्यादा`,
  viewDetail: "पूरी जानकारी देखें",
  /** Read after "पूरी जानकारी देखें" by screen readers only. */
  detailOf: (name: string) => `(${name})`,
  back: "डीलरों की लिस्ट पर वापस",
  associateFor: (place: string) => `${place} में Zevar ERP के सहयोगी डीलर`,
  certificateAlt: (name: string, place: string) => `${name}, ${place} का Zevar ERP सहयोगी डीलर प्रमाणपत्र`,
  /** The crumb and title when the slug is unknown (the page then answers 404). */
  fallbackName: "सहयोगी डीलर",
  titleSuffix: "सहयोगी डीलर",
};

/** Each place in Devanagari, by the English slug (which stays as it is). */
const places: Record<string, string> = {
  "Jewellery-software-in-Amritsar": "अमृतसर",
  "Jewellery-software-in-Chattisgarh": "छत्तीसगढ़",
  "Jewellery-software-in-Jaipur": "जयपुर",
  "Jewellery-software-in-Punjab": "पंजाब",
  "Jewellery-software-in-Uttrakhand": "उत्तराखंड",
  "Jewellery-software-in-Unnao": "उन्नाव",
  "Jewellery-software-in-Ranchi": "राँची",
  "Jewellery-software-in-Kanpur": "कानपुर",
  "Jewellery-software-in-Jaunpur": "जौनपुर",
  "Jewellery-software-in-Mumbai": "मुंबई",
  "Jewellery-software-in-Rajkot": "राजकोट",
  "Jewellery-software-in-Bengaluru-Urban": "बेंगलुरु शहरी",
  "Jewellery-software-in-Hyderabad": "हैदराबाद",
  "Jewellery-software-in-Agra": "आगरा",
  "Jewellery-software-in-Indore": "इंदौर",
  "Jewellery-software-in-Surat": "सूरत",
};

export const associates: typeof en.associates = registered.map((a) => ({ ...a, place: places[a.slug] ?? a.place }));
