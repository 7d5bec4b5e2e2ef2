/**
 * The 16 regional associates (dealers), Gujarati (issue 30). Dealer names, ids, slugs,
 * years and certificate images are the English values; only the place is written in
 * Gujarati script.
 */
import { associates as registered } from "../associates.ts";
import type * as en from "../en/associates.ts";

export const associatesTexts: typeof en.associatesTexts = {
  lead: "દેશભરમાં Zevar ERPના ડીલર તમને ડેમો બતાવે છે, સોફ્ટવેર ઇન્સ્ટોલ કરે છે, તમારા સ્ટાફને ટ્રેનિંગ આપે છે અને તમારા શહેરમાં જ સપોર્ટ આપે છે.",
  name: (name: string) => `નામ: ${name}`,
  experience: (years: number) => `અનુભવ: ${years} વર્ષથી વધુ`,
  viewDetail: "પૂરી માહિતી જુઓ",
  /** Read after "પૂરી માહિતી જુઓ" by screen readers only. */
  detailOf: (name: string) => `(${name})`,
  back: "ડીલરોની યાદી પર પાછા",
  associateFor: (place: string) => `${place}માં Zevar ERPના ડીલર`,
  certificateAlt: (name: string, place: string) => `Zevar ERP ડીલર પ્રમાણપત્ર: ${name}, ${place}`,
  /** The crumb and title when the slug is unknown (the page then answers 404). */
  fallbackName: "ડીલર",
  titleSuffix: "ડીલર",
};

/** Each place in Gujarati script, by the English slug (which stays as it is). */
const places: Record<string, string> = {
  "Jewellery-software-in-Amritsar": "અમૃતસર",
  "Jewellery-software-in-Chattisgarh": "છત્તીસગઢ",
  "Jewellery-software-in-Jaipur": "જયપુર",
  "Jewellery-software-in-Punjab": "પંજાબ",
  "Jewellery-software-in-Uttrakhand": "ઉત્તરાખંડ",
  "Jewellery-software-in-Unnao": "ઉન્નાવ",
  "Jewellery-software-in-Ranchi": "રાંચી",
  "Jewellery-software-in-Kanpur": "કાનપુર",
  "Jewellery-software-in-Jaunpur": "જૌનપુર",
  "Jewellery-software-in-Mumbai": "મુંબઈ",
  "Jewellery-software-in-Rajkot": "રાજકોટ",
  "Jewellery-software-in-Bengaluru-Urban": "બેંગલુરુ શહેર",
  "Jewellery-software-in-Hyderabad": "હૈદરાબાદ",
  "Jewellery-software-in-Agra": "આગ્રા",
  "Jewellery-software-in-Indore": "ઇન્દોર",
  "Jewellery-software-in-Surat": "સુરત",
};

export const associates: typeof en.associates = registered.map((a) => ({ ...a, place: places[a.slug] ?? a.place }));
