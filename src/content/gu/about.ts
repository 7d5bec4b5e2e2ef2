import type { Texts } from "../types.ts";
import type * as en from "../en/about.ts";

/** About page content in Gujarati (of ../en/about.ts). */
export const aboutTexts: typeof en.aboutTexts = {
  lead: "મથુરા, ઉત્તર પ્રદેશથી જ્વેલરી સોફ્ટવેર, 1997થી.",
  missionTitle: "અમારું લક્ષ્ય",
  visionTitle: "અમારું સપનું",
  gemLabel: "પાસા પાડેલું નંગ, Zevar ERPનું પ્રતીક",
  pauseGem: { pause: "ફરતું નંગ રોકો", play: "ફરતું નંગ ચલાવો" },
  storyTitle: "Zevar ERPની કહાની",
  storyButton: "અમારી કહાની જુઓ",
};

export const whoWeAre: typeof en.whoWeAre = {
  title: "અમે કોણ છીએ",
  text: [
    "Zevar ERP બનાવનારી સોફ્ટવેર કંપનીની શરૂઆત 1997માં મથુરા, ઉત્તર પ્રદેશમાં થઈ. અમે અમારા જ શહેરના જ્વેલર્સ માટે બિલિંગ સોફ્ટવેર લખીને શરૂઆત કરી; તેમના કાઉન્ટર પર બેસીને શીખ્યા કે જ્વેલરીનો ધંધો ખરેખર કેવી રીતે ચાલે છે.",
    "અઠ્ઠાવીસ વર્ષ પછી પણ એ જ ચીવટ એ સોફ્ટવેરમાં છે, જે આજે એક લાખથી વધુ લોકો વાપરે છે: રિટેલ શોરૂમ, હોલસેલર, ચેઇન, ડાયમંડ, કુંદન, CZ, સોના અને ચાંદીના દાગીનાના મેન્યુફેક્ચરર, અને ગીરવેનું કામ કરનારા, આખા ભારતમાં.",
  ],
};

export const stats: typeof en.stats = [
  { value: "28+", label: "વર્ષ" },
  { value: "1 લાખ+", label: "ખુશ યુઝર" },
  { value: "24/7", label: "સપોર્ટ" },
  { value: "100%", label: "સંતોષ" },
];

export const journey: typeof en.journey = [
  { year: "1997", text: "મથુરામાં શરૂઆત; અમારું પહેલું બિલિંગ સોફ્ટવેર એક જ્વેલરી કાઉન્ટર પર ચાલ્યું." },
  { year: "2004", text: "હોલસેલ અને ગીરવે (મની લેન્ડિંગ)નાં વર્ઝન, વિક્રમ સંવત (ઉત્તર ભારતીય પંચાંગ) અને અંગ્રેજી કેલેન્ડરમાં વ્યાજ સાથે." },
  { year: "2011", text: "મેન્યુફેક્ચરિંગ વર્ઝન: કારીગર મેનેજમેન્ટ, ડિપાર્ટમેન્ટ પ્રમાણે સ્ટોક અને ઘટ (લોસ) રિપોર્ટ." },
  { year: "2017", text: "GST લાગુ થયો તે પહેલા દિવસથી જ GSTવાળું બિલિંગ અને રિટર્ન તૈયાર." },
  { year: "2021", text: "HUID સાથે હોલમાર્કિંગ, RFIDથી સ્ટોકની ગણતરી, માલિક અને ગ્રાહક માટે મોબાઇલ એપ." },
  { year: "આજે", text: "1 લાખ+ યુઝર, ક્લાઉડ અને ડેસ્કટોપ વર્ઝન, જ્વેલરી ધંધા માટે AI, અને આખા ભારતમાં સપોર્ટ." },
];

/** The company film: a link, nothing to translate. */
export { storyVideo } from "../en/about.ts";

/** A plain `const` string: its English type is the English words, so typed as a text. */
export const mission: Texts<typeof en.mission> =
  "દરેક જ્વેલરને, એક કાઉન્ટરની દુકાનથી લઈને મેન્યુફેક્ચરિંગ હાઉસ સુધી, એવું સોફ્ટવેર આપવું જે આ ધંધાની ભાષા બોલે, એક એક ગ્રામનો હિસાબ રાખે અને માલિકને ગમે ત્યાંથી પોતાનો ધંધો બતાવે.";

export const vision: Texts<typeof en.vision> =
  "ભારતનો એવો જ્વેલરી વેપાર, જ્યાં પ્રામાણિક હિસાબ રાખવો સહેલો હોય: ટેગિંગ, બિલિંગ, કારીગરોનો હિસાબ અને સરકારી નિયમોનું પાલન મિનિટોમાં થઈ જાય, અને જ્વેલર પોતાનો સમય ગ્રાહકોને આપે.";

export const whyChooseUs: typeof en.whyChooseUs = [
  { title: "દાગીનાના ધંધા માટે જ બનેલું", text: "ટચ, વેસ્ટેજ, ઘડામણ, ભાવ અને HUID શરૂઆતથી સોફ્ટવેરમાં છે, પાછળથી ઉપરથી જોડ્યાં નથી.", icon: "badge-check" },
  { title: "28+ વર્ષનો અનુભવ", text: "અમે દરેક સીઝન, દરેક નવો નિયમ અને દરેક ભીડ જોઈ છે, અને તે પ્રમાણે જ સોફ્ટવેર બનાવ્યું છે.", icon: "badge-check" },
  { title: "સપોર્ટ જે ફોન ઉપાડે", text: "ફોન, WhatsApp અને રિમોટ સપોર્ટ; તાત્કાલિક જરૂર હોય તો 24/7, આખા ભારતમાં.", icon: "badge-check" },
  { title: "કોઈ સેટઅપ ચાર્જ નહીં", text: "જેટલા મોડ્યુલ જોઈએ તેનાથી શરૂ કરો; ધંધાની જરૂર હોય તો કસ્ટમ કામ પણ.", icon: "badge-check" },
  { title: "શરૂઆતથી સુરક્ષિત", text: "રોલ પ્રમાણે પરમિશન, યુઝર પર પાબંદી, OTPથી મંજૂરી અને પૂરો ઓડિટ ટ્રેલ.", icon: "badge-check" },
];

/** Names and initials as in English; the roles in Gujarati. */
export const team: typeof en.team = [
  { name: "Rakesh Agrawal", role: "સ્થાપક", initials: "RA" },
  { name: "Neha Agrawal", role: "ડિરેક્ટર, ઓપરેશન્સ", initials: "NA" },
  { name: "Vivek Sharma", role: "પ્રોડક્ટ હેડ", initials: "VS" },
  { name: "Pooja Goyal", role: "ગ્રાહક સેવા", initials: "PG" },
  { name: "Arjun Mehra", role: "એન્જિનિયરિંગ લીડ", initials: "AM" },
];
