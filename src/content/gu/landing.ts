/**
 * Landing page content in Gujarati (of ../en/landing.ts). Same counts as the English: 5
 * alliances, 5 versions, 2 Free Demo bands, 6 advantages, 3 integrated features,
 * 3 testimonials.
 */
import type { Texts } from "../types.ts";
import type * as en from "../en/landing.ts";

/** The English claims are `as const` (their type is the English words): typed as texts here. */
export const landingClaims: Texts<typeof en.landingClaims> = { years: "25 વર્ષ", users: "75,000+ યુઝર" };

export const landingTexts: typeof en.landingTexts = {
  lead: (claims: { years: string; users: string }) =>
    `${claims.years}થી જ્વેલરી સોફ્ટવેર, ${claims.users}. ફ્રી ડેમો બુક કરો અને જુઓ કે Zevar ERP તમારું કાઉન્ટર, સ્ટોક અને હિસાબ કેવી રીતે ચલાવે છે.`,
  yearsChip: (years: string) => `જ્વેલરી સોફ્ટવેરમાં ${years}`,
  formTitle: "તમારો ફ્રી ડેમો બુક કરો",
  allianceLogo: (name: string) => `${name}નો લોગો`,
};

/** Brand names stay as they are; wordmarks and glyphs as in English. */
export const alliances: typeof en.alliances = [
  { name: "Tally", wordmark: "Tally", icon: "file-spreadsheet", caption: "હિસાબ સીધો Tallyમાં એક્સપોર્ટ" },
  { name: "BIS હોલમાર્કિંગ", wordmark: "BIS", icon: "badge-check", caption: "HUID સાથે જોડાયેલું ટેગિંગ" },
  { name: "GST નેટવર્ક", wordmark: "GST", icon: "receipt", caption: "GST પ્રમાણે બિલિંગ અને રિટર્ન" },
  { name: "WhatsApp Business", wordmark: "WhatsApp", icon: "message-square", caption: "બિલ, ખાતાં અને કેટલોગ WhatsApp પર" },
  { name: "RFID હાર્ડવેર", wordmark: "RFID", icon: "radio", caption: "સ્ટોક અને બિલિંગ માટે RFID રીડર" },
];

export const landingAbout: typeof en.landingAbout =
  "25 વર્ષથી Zevar ERP જ્વેલર્સને ચોપડામાંથી સોફ્ટવેર પર લાવવામાં મદદ કરે છે. આજે 75,000+ યુઝર તેના પર શોરૂમ, " +
  "હોલસેલ કાઉન્ટર, મેન્યુફેક્ચરિંગ યુનિટ અને ગીરવેનું કામ ચલાવે છે, આખા ભારતમાં સપોર્ટ સાથે.";

export const softwareVersions: typeof en.softwareVersions = [
  "હોલસેલ",
  "રિટેલ શોરૂમ",
  "ડાયમંડ/કુંદન જ્વેલરી મેન્યુફેક્ચરિંગ",
  "ગોલ્ડ મેન્યુફેક્ચરિંગ",
  "ગીરવે (મની લેન્ડિંગ)",
];

export const freeDemoBands: typeof en.freeDemoBands = [
  { title: "તમારા જ ધંધા પર ચલાવીને જુઓ", text: "ફ્રી ડેમો, તમારા જેવા જ્વેલરી ધંધા પ્રમાણે તૈયાર. કોઈ સેટઅપ ચાર્જ નહીં." },
  { title: "ચોપડા છોડવા તૈયાર છો?", text: "આજે જ ફ્રી ડેમો બુક કરો અને એ જ મોડ્યુલથી શરૂ કરો જે તમને જોઈએ." },
];

export const advantages: typeof en.advantages = [
  { title: "ઝડપી બિલિંગ", text: "બારકોડ, RFID અને પહેલેથી નક્કી ઘડામણથી સેકન્ડોમાં બિલ.", icon: "sparkles" },
  { title: "ડેટા સુરક્ષિત", text: "રોલ પ્રમાણે એક્સેસ, ઓડિટ ટ્રેલ, અને મહત્ત્વના ફેરફાર પર OTPથી મંજૂરી.", icon: "shield-check" },
  { title: "માલિકની દરેક જગ્યાએ નજર", text: "વેચાણ, સ્ટોક અને એલર્ટ તમારા ફોન પર, તમે જ્યાં પણ હો.", icon: "smartphone" },
  { title: "ચોખ્ખા રિપોર્ટ", text: "સ્ટોક, નફો, GST અને કારીગરના રિપોર્ટ, જેના પર તમારા એકાઉન્ટન્ટ ભરોસો કરે.", icon: "chart-column" },
  { title: "ખુશ ગ્રાહક", text: "ઓર્ડર ટ્રેકિંગ, રિમાઇન્ડર અને સ્કીમ, જેનાથી ગ્રાહક ફરી ફરી આવે.", icon: "users" },
  { title: "પારખેલું", text: "એવોર્ડ વિજેતા સોફ્ટવેર, જ્વેલરી ધંધામાં 25 વર્ષથી.", icon: "award" },
];

export const integratedFeatures: typeof en.integratedFeatures = [
  { title: "ઓનલાઇન સેલ્સ પ્લેટફોર્મ", text: "તમારો કેટલોગ તમારી પોતાની વેબસાઇટ પર, અને ઓર્ડર સીધા સોફ્ટવેરમાં.", icon: "globe" },
  { title: "ઓનર મોબાઇલ એપ", text: "માલિક માટે લાઇવ વેચાણ, સ્ટોક, રોકડ અને એલર્ટ, Android અને iPhone પર.", icon: "smartphone" },
  { title: "ડિજિટલ બ્રાન્ડ પ્રચાર", text: "WhatsApp કેટલોગ, શુભેચ્છા મેસેજ અને ઓફર, જેનાથી તમારી બ્રાન્ડ ગ્રાહકોને યાદ રહે.", icon: "sparkles" },
];

/** Names, company names and avatars as in English; the quotes and cities in Gujarati. */
export const landingTestimonials: typeof en.landingTestimonials = [
  { name: "Suresh Khandelwal", company: "Khandelwal Jewellers, જયપુર", quote: "અમે ત્રણેય શોરૂમ એક અઠવાડિયામાં Zevar ERP પર ચાલુ કરી દીધા. હવે દરેક સાંજે સ્ટોક મળી જાય છે.", avatar: "SK" },
  { name: "Farah Qureshi", company: "Noor Gold Works, લખનઉ", quote: "કારીગરને માલ આપવો અને પાછો લેવો પહેલાં એક નોટબુકમાં લખાતું. હવે ઘટ (લોસ) રિપોર્ટ એક એક ગ્રામ બતાવે છે.", avatar: "FQ" },
  { name: "Ramesh Patel", company: "Patel Bullion, રાજકોટ", quote: "ભાવ ફિક્સ અને મેટલ જમા એક જ સ્ક્રીન પર: અમારા હોલસેલ કાઉન્ટર પર હવે કોઈ રાહ જોતું નથી.", avatar: "RP" },
];
