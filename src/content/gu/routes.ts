/**
 * The Gujarati head and <h1> of every route (issue 30): its heading, description and
 * keywords, keyed by the route's id as in ../en/routes.ts. Keywords mix Gujarati with
 * the English words people type into search.
 *
 * Every route must be here: `routeHeads` is typed `RouteHeads`, so a route added to the
 * table without its Gujarati texts fails the typecheck.
 */
import type { RouteHead, RouteHeads } from "../en/routes.ts";
import { site } from "../site.ts";
import { toolsIndexText } from "./tools.ts";

const P = site.productName;

/** /associates and /dealers show the same list. */
const associatesList: RouteHead = {
  heading: "અમારા ડીલર",
  description: `આખા ભારતમાં ${P}ના ડીલર: ડેમો, ઇન્સ્ટોલેશન અને લોકલ સપોર્ટ માટે.`,
  keywords: "જ્વેલરી સોફ્ટવેર ડીલર, Zevar ERP ડીલર, jewellery software dealers, Zevar ERP associates",
};

const blogsDescription = `${P} ઇનસાઇટ્સ: આજના જમાનામાં જ્વેલરીનો ધંધો ચલાવવા પર લેખ (અંગ્રેજીમાં).`;

export const routeHeads: RouteHeads = {
  home: {
    heading: "જ્વેલરી ધંધાનું દરેક કામ, એક જ સોફ્ટવેરમાં",
    description: `${P}: રિટેલ શોરૂમ, હોલસેલર, મેન્યુફેક્ચરર અને ગીરવેનું કામ કરનારા માટે જ્વેલરી સોફ્ટવેર. GST બિલિંગ, સ્ટોક, કારીગર, RFID અને મોબાઇલ એપ.`,
    keywords:
      "જ્વેલરી સોફ્ટવેર, જ્વેલરી બિલિંગ સોફ્ટવેર, સોની સોફ્ટવેર, ગીરવે સોફ્ટવેર, jewellery software gujarati, jewellery billing software, jewellery ERP, Zevar ERP",
  },
  versions: {
    heading: `${P}નાં વર્ઝન`,
    description: `${P}નાં ચારેય વર્ઝન સરખાવીને જુઓ: રિટેલ, હોલસેલ, મેન્યુફેક્ચરિંગ અને ગીરવે (મની લેન્ડિંગ).`,
    keywords: "જ્વેલરી સોફ્ટવેર વર્ઝન, રિટેલ, હોલસેલ, મેન્યુફેક્ચરિંગ, ગીરવે, jewellery software versions",
  },
  retail: {
    heading: "રિટેલ જ્વેલરી સોફ્ટવેર",
    description: "જ્વેલરી શોરૂમનું સોફ્ટવેર: ઝડપી ટેગિંગ, HUID, RFID, GST બિલિંગ, OTPથી મંજૂરી અને માલિકને એલર્ટ.",
    keywords: "રિટેલ જ્વેલરી સોફ્ટવેર, જ્વેલરી શોરૂમ સોફ્ટવેર, જ્વેલરી બિલિંગ સોફ્ટવેર, HUID, RFID બિલિંગ, retail jewellery software, jewellery shop software",
  },
  wholesale: {
    heading: "હોલસેલ જ્વેલરી સોફ્ટવેર",
    description: "હોલસેલ જ્વેલરી સોફ્ટવેર: એક સ્ક્રીન પર બધી એન્ટ્રી, મોબાઇલ બિલિંગ, ઇન્ટરનેટ વગર કામ અને WhatsApp પર ખાતું.",
    keywords: "હોલસેલ જ્વેલરી સોફ્ટવેર, ભાવ ફિક્સ, મેટલ જમા, પાર્ટી ખાતું, wholesale jewellery software, bhav fix, jewellery ledger",
  },
  manufacturing: {
    heading: "જ્વેલરી મેન્યુફેક્ચરિંગ સોફ્ટવેર",
    description: "ચેઇન, ડાયમંડ, કુંદન, CZ, સાદા સોના અને ચાંદીના દાગીના બનાવનારાઓનું સોફ્ટવેર: કારીગર અને ઘટનો પૂરો હિસાબ.",
    keywords:
      "જ્વેલરી મેન્યુફેક્ચરિંગ સોફ્ટવેર, કારીગરનો હિસાબ, ઘટ રિપોર્ટ, CZ જ્વેલરી સોફ્ટવેર, ચેઇન મેન્યુફેક્ચરિંગ સોફ્ટવેર, jewellery manufacturing software",
  },
  moneyLending: {
    heading: "ગીરવે (મની લેન્ડિંગ) સોફ્ટવેર",
    description: "ગીરવે અને વ્યાજના કામનું સોફ્ટવેર: મહિના, અઠવાડિયા કે વર્ષનું વ્યાજ, વિક્રમ સંવત (ઉત્તર ભારતીય પંચાંગ) અને અંગ્રેજી, બંને કેલેન્ડરમાં; બાયોમેટ્રિક KYC.",
    keywords: "ગીરવે સોફ્ટવેર, ગીરવે વ્યાજ સોફ્ટવેર, ગીરવેનો હિસાબ, મની લેન્ડિંગ સોફ્ટવેર, girvi software, money lending software, pledge software",
  },
  download: {
    heading: "ડાઉનલોડ",
    description: `${P}નું ઇન્સ્ટોલર, અપગ્રેડ, ફરિયાદ એપ, WhatsApp ટૂલ અને રિમોટ સપોર્ટ સોફ્ટવેર ડાઉનલોડ કરો.`,
    keywords: "Zevar ERP ડાઉનલોડ, જ્વેલરી સોફ્ટવેર ડાઉનલોડ, રિમોટ સપોર્ટ, Zevar ERP download, jewellery software installer",
  },
  features: {
    heading: "ફીચર્સ",
    description: `${P}નાં બધાં ફીચર્સ: ગીરવે, ભીસી સ્કીમ, બ્રાન્ચ, GST, POS, કારીગર, RFID, ડિજિટલ ગોલ્ડ, મોબાઇલ એપ અને ઘણું બધું.`,
    keywords: "જ્વેલરી સોફ્ટવેર ફીચર્સ, જ્વેલરી POS, કારીગર મેનેજમેન્ટ, ડિજિટલ ગોલ્ડ, ભીસી સ્કીમ, jewellery software features",
  },
  tutorial: {
    heading: "સોફ્ટવેર ટ્યુટોરિયલ",
    description: `${P}ના વીડિયો ટ્યુટોરિયલ: માસ્ટર, વાઉચર અને રિપોર્ટ, સ્ટેપ બાય સ્ટેપ.`,
    keywords: "જ્વેલરી સોફ્ટવેર ટ્યુટોરિયલ, Zevar ERP વીડિયો, જ્વેલરી સોફ્ટવેર કેવી રીતે ચલાવવું, jewellery software tutorial gujarati, Zevar ERP videos",
  },
  blogs: {
    heading: "નોલેજ હબ",
    description: blogsDescription,
    keywords: "જ્વેલરી ધંધા બ્લોગ, જ્વેલરી સોફ્ટવેરની માહિતી, jewellery business blog, jewellery software insights",
  },
  karigarGuide: {
    heading: "કારીગર મેનેજમેન્ટની પૂરી ગાઇડ",
    description: "જ્વેલરી મેન્યુફેક્ચરર સોફ્ટવેરથી વેસ્ટેજ 30% કેવી રીતે ઘટાડે છે અને કારીગરોના ઘડામણનો હિસાબ 50% ઝડપથી કેવી રીતે કરે છે.",
    keywords: "કારીગર મેનેજમેન્ટ, કારીગરનો હિસાબ, કારીગર ઘડામણ, જ્વેલરી મેન્યુફેક્ચરિંગ, karigar management, karigar wages",
  },
  digitalTransformation: {
    heading: "ચોપડાથી સોફ્ટવેર સુધી: જ્વેલરી ધંધાની ડિજિટલ સફર",
    description: "જ્વેલર ચોપડામાંથી સોફ્ટવેર પર કેવી રીતે આવે છે: કામકાજમાં ઓછો સમય, સ્ટોકનો સાચો હિસાબ, અને ફરી ફરી આવતા ગ્રાહક.",
    keywords: "ડિજિટલ જ્વેલરી ધંધો, ચોપડાથી સોફ્ટવેર, જ્વેલરી બિઝનેસ સોફ્ટવેર, digital transformation, jewellery business software, jewellery retail technology",
  },
  // Posts from the origin exist only in English (no /gu/blog/:id page); given for
  // completeness, as ../hi/routes.ts does.
  blog: {
    heading: "બ્લોગ લેખ",
    description: blogsDescription,
    keywords: "જ્વેલરી ધંધા બ્લોગ, jewellery business blog",
  },
  whatsNew: {
    heading: "નવું શું છે",
    description: `${P}નાં નવાં રિલીઝ અને સુધારા.`,
    keywords: "Zevar ERP અપડેટ, નવું શું છે, Zevar ERP updates, what's new",
  },
  contact: {
    heading: "સંપર્ક કરો",
    description: `${P} સાથે વાત કરો: હેડ ઓફિસ મથુરામાં, આખા ભારતમાં બ્રાન્ચ, સપોર્ટ સોમવારથી શનિવાર સવારે 10:00થી સાંજે 7:00 સુધી.`,
    keywords: "Zevar ERP સંપર્ક, જ્વેલરી સોફ્ટવેર સપોર્ટ, જ્વેલરી સોફ્ટવેર મથુરા, contact Zevar ERP, jewellery software support",
  },
  about: {
    heading: "અમારા વિશે",
    description: `${P} 1997થી મથુરા, ઉત્તર પ્રદેશમાં જ્વેલરી સોફ્ટવેર બનાવે છે; 1 લાખથી વધુ ખુશ યુઝર.`,
    keywords: "Zevar ERP વિશે, મથુરાની જ્વેલરી સોફ્ટવેર કંપની, about Zevar ERP, jewellery software company Mathura",
  },
  faqs: {
    heading: "વારંવાર પુછાતા સવાલ",
    description: `${P} વિશે જવાબ: GST, બ્રાન્ચ, કારીગર, મોબાઇલથી વપરાશ, સપોર્ટ, AMC અને તમારી જરૂર પ્રમાણે ફેરફાર.`,
    keywords: "જ્વેલરી સોફ્ટવેર સવાલ-જવાબ, Zevar ERP FAQ, jewellery software FAQ",
  },
  associates: associatesList,
  dealers: associatesList,
  // The detail page's <h1> and title are the associate's name (from associates data),
  // not this heading, exactly as in English.
  associate: {
    heading: "ડીલર",
    description: `${P} ડીલર: ડેમો, ઇન્સ્ટોલેશન અને લોકલ સપોર્ટ.`,
    keywords: "જ્વેલરી સોફ્ટવેર ડીલર, Zevar ERP ડીલર, jewellery software dealer",
  },
  landing: {
    heading: `${P} જ્વેલરી સોફ્ટવેર`,
    description: `${P}નો ફ્રી ડેમો બુક કરો: જ્વેલરી સોફ્ટવેરમાં 25 વર્ષનો અનુભવ, 75,000+ યુઝર.`,
    keywords: "જ્વેલરી સોફ્ટવેર ડેમો, ફ્રી ડેમો, જ્વેલરી સોફ્ટવેર, jewellery software demo, Zevar ERP",
  },
  privacy: {
    heading: "પ્રાઇવસી પોલિસી",
    description: `${P} તમારી માહિતી કેવી રીતે લે છે, કેવી રીતે વાપરે છે અને કેવી રીતે સુરક્ષિત રાખે છે.`,
    keywords: "પ્રાઇવસી પોલિસી, ગોપનીયતા નીતિ, privacy policy",
  },
  refund: {
    heading: "રિફંડ અને કેન્સલેશન પોલિસી",
    description: `${P}ના રિફંડ અને કેન્સલેશનની શરતો.`,
    keywords: "રિફંડ પોલિસી, કેન્સલેશન પોલિસી, refund policy, cancellation policy",
  },
  terms: {
    heading: "નિયમો અને શરતો",
    description: `${P} અને આ વેબસાઇટના વપરાશના નિયમો અને શરતો.`,
    keywords: "નિયમો અને શરતો, terms and conditions",
  },
  tools: {
    heading: toolsIndexText.heading,
    description: toolsIndexText.description,
    keywords: toolsIndexText.keywords,
  },
};
