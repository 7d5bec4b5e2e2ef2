/**
 * Home page content in Gujarati (of ../en/home.ts). Same counts and order as the English:
 * 6 feature blocks, 5 ribbon items, 14 modules, 4 showcase cards, 3 pillars,
 * 9 testimonials in 3 columns, 6 FAQs. Icons, ids and routes are the English ones.
 */
import type * as en from "../en/home.ts";

export const hero: typeof en.hero = {
  eyebrow: (since: number) => `${since}થી જ્વેલરી સોફ્ટવેર`,
  text: "બિલિંગ, સ્ટોક, કારીગર, ગીરવે અને હિસાબ-કિતાબ, બધું એક જગ્યાએ. આખા ભારતના શોરૂમ, હોલસેલર અને મેન્યુફેક્ચરર માટે.",
  tryIt: "Zevar ERP અજમાવો",
  watchDemo: "ડેમો વીડિયો જુઓ",
  pauseBackground: { pause: "પાછળનું એનિમેશન રોકો", play: "પાછળનું એનિમેશન ચલાવો" },
};

export const intro: typeof en.intro = {
  title: "જ્વેલર્સ માટે, દાગીનાના ધંધાને સમજનારાઓએ બનાવ્યું",
  text:
    "1997થી Zevar ERP તેને વાપરતા જ્વેલર્સની સાથે સાથે વિકસ્યું છે: મથુરાના એક કાઉન્ટરથી લઈને ઘણી બ્રાન્ચવાળા શોરૂમ, " +
    "હોલસેલર અને આખા ભારતનાં મેન્યુફેક્ચરિંગ યુનિટ સુધી. દરેક સ્ક્રીન પર આ જ ધંધાની ભાષા છે (ટચ, વેસ્ટેજ, " +
    "ઘડામણ, ભાવ, HUID), એટલે તમારો સ્ટાફ એક દિવસમાં શીખી લે છે અને તમારો હિસાબ હંમેશાં સાચો રહે છે.",
};

export const featureBlocks: typeof en.featureBlocks = [
  {
    title: "સ્ટોક મેનેજમેન્ટ",
    text: "દરેક ટ્રેનો એક એક ગ્રામ તમારી નજરમાં. એક વાર ટેગ કરો અને દરેક પીસને ખરીદીથી વેચાણ સુધી જુઓ.",
    points: ["પહેલેથી નક્કી ઘડામણ અને પોલિશ સાથે ટેગિંગ", "HUID સાથે જોડાયેલી ટેગ હિસ્ટ્રી", "RFIDથી સ્ટોકની ગણતરી"],
    icon: "boxes",
  },
  {
    title: "ગ્રાહક મેનેજમેન્ટ",
    text: "દરેક ગ્રાહકની ખરીદી, ઓર્ડર, જૂના સોનાનું એક્સચેન્જ અને બાકી, એક જ સ્ક્રીન પર.",
    points: ["ઓર્ડર અને રિપેરનું ટ્રેકિંગ, એલર્ટ સાથે", "ભીસી અને સ્કીમના મેમ્બર", "જન્મદિવસ અને લગ્નતિથિનાં રિમાઇન્ડર"],
    icon: "users",
  },
  {
    title: "સ્માર્ટ કેટલોગ",
    text: "ગ્રાહકોને WhatsApp પર ડિઝાઇન મોકલો અને કેટલોગમાંથી જ ઓર્ડર લો.",
    points: ["તમારા જ સ્ટોકમાંથી ફોટો કેટલોગ", "બે ટેપમાં WhatsApp પર શેર", "ઓર્ડર માટે કસ્ટમર એપ"],
    icon: "book-open",
  },
  {
    title: "સ્માર્ટ એલર્ટ",
    text: "જે વાત જરૂરી છે, તે થતાં જ માલિક સુધી પહોંચે છે, માલિક ગમે ત્યાં હોય.",
    points: ["બિલ બદલાય કે ડિલીટ થાય તો એલર્ટ", "ઉધાર વેચાણ પર OTPથી મંજૂરી", "ઓનર એપ પર રોજના વેચાણનો હિસાબ"],
    icon: "bell",
  },
  {
    title: "ડેટા એનાલિસિસ",
    text: "શું વેચાય છે, શું પડી રહ્યું છે, અને કયો ગ્રાહક તમારા માટે કેટલો કિંમતી છે, બધું ચોખ્ખું દેખાય છે.",
    points: ["ઝડપથી અને ધીમે વેચાતો સ્ટોક", "તહેવાર પ્રમાણે વેચાણ", "પાર્ટીવાર નફો"],
    icon: "trending-up",
  },
  {
    title: "હિસાબના રિપોર્ટ",
    text: "GST રિટર્ન, ખાતાં અને બેલેન્સ શીટ, જેના પર તમારા એકાઉન્ટન્ટ પણ ભરોસો કરે.",
    points: ["GST પ્રમાણે બિલિંગ અને રિટર્ન", "Tallyમાં એક્સપોર્ટ", "ટ્રાયલ બેલેન્સ અને ડે બુક (રોજમેળ)"],
    icon: "receipt",
  },
];

export const ribbon: typeof en.ribbon = [
  "28+ વર્ષનો અનુભવ",
  "1 લાખ+ ખુશ યુઝર",
  "જ્વેલરી ધંધા માટે AI",
  "આખા ભારતમાં સપોર્ટ",
  "ઘણા એવોર્ડ વિજેતા",
];

export const modules: typeof en.modules = [
  { title: "હિસાબ-કિતાબ", icon: "calculator" },
  { title: "GST", icon: "receipt" },
  { title: "સ્ટોક", icon: "boxes" },
  { title: "સેલ્સ અને CRM", icon: "users" },
  { title: "ઓર્ડર અને રિપેર", icon: "wrench" },
  { title: "કારીગર", icon: "hammer" },
  { title: "બુલિયન", icon: "coins" },
  { title: "ભીસી", icon: "piggy-bank" },
  { title: "વેબસાઇટ", icon: "globe" },
  { title: "મોબાઇલ એપ", icon: "smartphone" },
  { title: "કેટલોગ", icon: "book-open" },
  { title: "ડિજિટલ ગોલ્ડ", icon: "gem" },
  { title: "RFID", icon: "radio" },
  { title: "રિપોર્ટ", icon: "chart-column" },
];

/** "Zevar ERPને ખાસ શું બનાવે છે": one card per edition; ids and routes as in English. */
export const showcase: typeof en.showcase = [
  {
    id: "wholesale",
    title: "હોલસેલ",
    route: "/wholesale",
    features: [
      "વેચાણ, ખરીદી, મેટલ જમા, ભાવ ફિક્સ અને ટ્રાન્સફર, એક જ સ્ક્રીન પર",
      "મોબાઇલથી બિલિંગ, ઇન્ટરનેટ હોય કે ન હોય; પછી સિંક",
      "બિલ અને ખાતાં WhatsApp પર",
      "પાર્ટીવાર નફો, વેસ્ટેજ અને ઘડામણ",
      "પોલી અને બોક્સ પ્રમાણે સ્ટોક, ઘણાં વજન સાથે",
    ],
  },
  {
    id: "retail",
    title: "રિટેલ વર્ઝન",
    route: "/retail",
    features: [
      "પહેલેથી નક્કી ઘડામણ અને પોલિશ ચાર્જથી ઝડપી ટેગિંગ",
      "HUID સાથે જોડાયેલી ટેગ હિસ્ટ્રી, ટેગ સ્પ્લિટ અને મર્જ",
      "બિલિંગ, સ્ટોક અને એસ્ટિમેટ માટે RFID",
      "દરેક ફેરફાર પર OTPથી મંજૂરી અને માલિકને એલર્ટ",
      "બારકોડ સાથે GST બિલિંગ અને જ્વેલરી ઇન્શ્યોરન્સ",
    ],
  },
  {
    id: "manufacturing",
    title: "મેન્યુફેક્ચરિંગ",
    route: "/manufacturing",
    features: [
      "ચેઇન, ડાયમંડ, કુંદન, CZ, સાદું સોનું અને ચાંદીનાં યુનિટ",
      "ડિપાર્ટમેન્ટ પ્રમાણે સ્ટોક, આપમેળે ટ્રાન્સફર સાથે",
      "દરેક સ્ટેપનો ઘટ (લોસ) રિપોર્ટ",
      "કેટલું વજન નાખ્યું અને કેટલો માલ બન્યો, સામસામે",
      "ડિઝાઇન માસ્ટર અને બિલ ઓફ મટીરિયલ (BOM)",
    ],
  },
  {
    id: "girvi",
    title: "ગીરવે (મની લેન્ડિંગ)",
    route: "/money-lending",
    features: [
      "વ્યાજ મહિના, અઠવાડિયા કે વર્ષ પ્રમાણે",
      "બાકી વાઉચર પર વ્યાજ આપમેળે ફરી ગણાય છે",
      "બાયોમેટ્રિક KYC, ડોક્યુમેન્ટ અપલોડ સાથે",
      "વ્યાજ વિક્રમ સંવત (ઉત્તર ભારતીય પંચાંગ) અને અંગ્રેજી, બંને કેલેન્ડરમાં",
      "ગીરવે પહોંચ, પરત અને ટ્રાન્સફર વાઉચર, રિપોર્ટ સાથે",
    ],
  },
];

export const pillars: typeof en.pillars = [
  { title: "સુરક્ષિત", text: "રોલ પ્રમાણે પરમિશન, યુઝર પર પાબંદી, OTPથી મંજૂરી અને દરેક ફેરફારનો પૂરો રેકોર્ડ (ઓડિટ ટ્રેલ).", icon: "shield-check" },
  { title: "ધંધો વધે, સોફ્ટવેર સાથે ચાલે", text: "એક કાઉન્ટરથી ઘણી બ્રાન્ચ સુધી: ક્લાઉડ પર કે દુકાનના કમ્પ્યુટર પર, ઓનલાઇન હોય કે ઓફલાઇન.", icon: "cloud" },
  { title: "તમારી રીતે", text: "તમારી કામ કરવાની રીત પ્રમાણે બનેલા વર્કફ્લો, બિલ ફોર્મેટ અને રિપોર્ટ.", icon: "sliders-horizontal" },
];

/** Names and company names as in English; the roles and cities in Gujarati. */
export const testimonials: typeof en.testimonials = [
  { text: "પહેલાં સ્ટોક ગણવા માટે આખો દિવસ દુકાન બંધ રાખવી પડતી. RFIDથી હવે એ કામ એક કલાકમાં થઈ જાય છે.", name: "Rajesh Agarwal", role: "માલિક, Agarwal Jewellers, આગ્રા" },
  { text: "બિલમાં કોઈ પણ ફેરફાર થાય, ઓનર એપ તરત કહી દે છે. હવે ધનતેરસે પણ શાંતિથી ઊંઘું છું.", name: "Sunita Verma", role: "ડિરેક્ટર, Verma Gold House, લખનઉ" },
  { text: "કારીગરોના હિસાબમાં હંમેશાં થોડા ગ્રામનો ફરક રહી જતો. હવે ઘટ (લોસ) રિપોર્ટ બરાબર બતાવે છે કે ક્યાં.", name: "Imran Sheikh", role: "મેન્યુફેક્ચરર, ઝવેરી બજાર, મુંબઈ" },
  { text: "ગીરવેનું વ્યાજ બંને કેલેન્ડરમાં ગણાય છે, એટલે કાઉન્ટર પર કલાકોની રકઝક બંધ થઈ ગઈ.", name: "Mahesh Soni", role: "ગીરવેનો ધંધો, શિવપુરી" },
  { text: "ભાવ ફિક્સ અને મેટલ જમા એક જ સ્ક્રીન પર: અમારું હોલસેલ કાઉન્ટર હવે બમણી ઝડપે ચાલે છે.", name: "Anil Jain", role: "હોલસેલર, જયપુર" },
  { text: "લગ્નસરાની ભીડ પહેલાં રવિવારે પણ સપોર્ટ ટીમ ફોન ઉપાડે છે. આવું ઓછું જોવા મળે.", name: "Kavita Mehta", role: "મેનેજર, Mehta Diamonds, સુરત" },
  { text: "HUID ટેગિંગ શરૂ થયું અને કાઉન્ટર જરાય ધીમું પડ્યું નહીં.", name: "Deepak Rastogi", role: "માલિક, Rastogi & Sons, કાનપુર" },
  { text: "WhatsApp કેટલોગ જોઈને ગ્રાહક પહેલેથી નક્કી કરીને આવે છે કે તેમને શું જોઈએ છે.", name: "Priya Kapoor", role: "શોરૂમ હેડ, ચંડીગઢ" },
  { text: "ત્રણ બ્રાન્ચ, એક જ હિસાબ-કિતાબ, અને GST રિટર્ન મિનિટોમાં.", name: "Vikram Singh", role: "પાર્ટનર, Singh Jewellers, દિલ્હી" },
];

/** 9 testimonials in 3 columns of 3, the Gujarati ones by default (as ../en/home.ts does with the English). */
export function testimonialColumns(list: en.Testimonial[] = testimonials): en.Testimonial[][] {
  return [list.slice(0, 3), list.slice(3, 6), list.slice(6, 9)];
}

export const homeFaqs: typeof en.homeFaqs = [
  {
    question: "Zevar ERP શું છે?",
    answer: "Zevar ERP જ્વેલરી ધંધાનું પૂરું સોફ્ટવેર છે: બિલિંગ, સ્ટોક, કારીગર, ગીરવે, હિસાબ-કિતાબ અને GST; સાથે માલિક, ગ્રાહક અને કોટેશનની મોબાઇલ એપ.",
  },
  {
    question: "શું આ નાની દુકાન માટે પણ બરાબર છે?",
    answer: "હા. અમારા ઘણા યુઝર એક જ કાઉન્ટર ચલાવે છે. કોઈ સેટઅપ ચાર્જ નથી; જેટલા મોડ્યુલ જોઈએ તેનાથી શરૂ કરો, બાકીના પછી ઉમેરો.",
  },
  {
    question: "શું તેમાં GST અને HUIDનું કામ થાય છે?",
    answer: "હા. બિલિંગ GSTના નિયમો પ્રમાણે થાય છે, રિટર્ન તમારા જ ડેટામાંથી તૈયાર થાય છે, અને દરેક ટેગને તેના HUID સાથે જોડી શકાય છે.",
  },
  {
    question: "શું હું તેને મારા ફોન પર ચલાવી શકું?",
    answer: "હા. ઓનર એપ પર વેચાણ, સ્ટોક અને એલર્ટ દેખાય છે, અને મોબાઇલ બિલિંગ ઇન્ટરનેટ સાથે કે વગર પણ ચાલે છે; નેટ આવે ત્યારે સિંક થઈ જાય છે.",
  },
  {
    question: "શું ફ્રી ડેમો મળે છે?",
    answer: "હા. ફ્રી ડેમો બુક કરો; નિર્ણય લેતા પહેલાં અમારી ટીમ તમારા જેવા ધંધા પર સોફ્ટવેર ચલાવીને બતાવશે.",
  },
  {
    question: "સપોર્ટ કેવો મળે છે?",
    answer: "આખા ભારતમાં ફોન, WhatsApp અને રિમોટ સપોર્ટ; તાત્કાલિક જરૂર હોય તો 24/7 મદદ, અને તમારા સ્ટાફને ટ્રેનિંગ પણ.",
  },
];

export const closing: typeof en.closing = {
  title: "તમારો આખો જ્વેલરી ધંધો એક જગ્યાએથી ચલાવો",
  text: "ઓનર એપ તમારા ફોન પર લો અને ગમે ત્યાંથી તમારો ધંધો જુઓ.",
  appStore: "App Storeમાંથી ડાઉનલોડ કરો",
  playStore: "Google Play પરથી મેળવો",
};

/** Every text of the home page that is not a list of things. */
export const homeTexts: typeof en.homeTexts = {
  splash: "લોડ થાય છે...",
  hero,
  intro,
  ribbonTitle: "અમને કેમ પસંદ કરવા",
  pauseRibbon: { pause: "ચાલતી પટ્ટી રોકો", play: "ચાલતી પટ્ટી ચલાવો" },
  pauseTestimonials: { pause: "અભિપ્રાયની સ્લાઇડ રોકો", play: "અભિપ્રાયની સ્લાઇડ ચલાવો" },
  closing,
};
