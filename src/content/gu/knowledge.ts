import type * as en from "../en/knowledge.ts";

/** The Knowledge Hub's own texts in Gujarati (of ../en/knowledge.ts); the posts come from the origin, in English. */
export const blogsTexts: typeof en.blogsTexts = {
  title: "Zevar ERP: કામની વાતો",
  lead: "બિલિંગ, સ્ટોક, કારીગર, ગીરવે અને GST-હોલમાર્કના નિયમો પર જ્વેલર્સ માટે કામની માહિતી, Zevar ERPની ટીમ તરફથી.",
  subscribe: "ન્યૂઝલેટર સબ્સ્ક્રાઇબ કરો",
  newsletterSubject: "Zevar ERP ન્યૂઝલેટર સબ્સ્ક્રાઇબ કરવું છે",
  listLabel: "લેખ",
  /** Said after a link to an origin post, which is only in English. */
  inEnglish: "(અંગ્રેજીમાં)",
};

export const blogTexts: typeof en.blogTexts = {
  badge: "બ્લોગ લેખ",
  /** The crumb when the post has neither title nor topic. */
  fallbackCrumb: "બ્લોગ લેખ",
  cta: {
    title: "Zevar ERPને તમારા પોતાના ડેટા પર ચાલતું જુઓ",
    text: "ફ્રી ડેમોમાં અમારા જાણકાર તમને બિલિંગ, સ્ટોક અને રિપોર્ટ એક પછી એક બતાવશે.",
    button: "ફ્રી ડેમો બુક કરો",
  },
};

export const whatsNewTexts: typeof en.whatsNewTexts = {
  lead: "Zevar ERPના નવા મોડ્યુલ અને સુધારા, જેમ જેમ તે અમારા ગ્રાહકો સુધી પહોંચે છે.",
  listLabel: "અપડેટ",
  empty: "અત્યારે બતાવવા માટે કોઈ અપડેટ નથી. થોડા દિવસ પછી ફરી જુઓ.",
};

export const tutorialTexts: typeof en.tutorialTexts = {
  lead: "Zevar ERPના દરેક માસ્ટર, વાઉચર અને રિપોર્ટ પર નાના નાના વીડિયો, સ્ટેપ બાય સ્ટેપ.",
  libraryLabel: "ટ્યુટોરિયલ લાઇબ્રેરી",
  /** A video's description for search engines (JSON-LD). */
  videoDescription: (product: string, t: { title: string; category: string; subCategory: string }) =>
    `${product} ટ્યુટોરિયલ: ${t.title} (${t.category} - ${t.subCategory}).`,
};
