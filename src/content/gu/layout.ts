import type * as en from "../en/layout.ts";

/** Cities the footer may be given (site.address.city), as a Gujarati reader writes them. */
const cityNames: Readonly<Record<string, string>> = { Mathura: "મથુરા" };

/** The header's and footer's own labels (Gujarati of ../en/layout.ts); the menus' items are in ./navigation.ts. */
export const layoutTexts: typeof en.layoutTexts = {
  skipLink: "સીધા મુખ્ય ભાગ પર જાઓ",
  homeLink: "Zevar ERP હોમ પેજ",
  homeCrumb: "હોમ",
  mainNav: "મુખ્ય મેનુ",
  mobileNav: "મોબાઇલ મેનુ",
  menuButton: "મેનુ",
  /** The header's language switch, named with the page's own language. */
  languageMenu: (language: string) => `ભાષા: ${language}`,
  /** A dropdown's list, named after its item. */
  submenu: (item: string) => `${item} મેનુ`,
  /** The mobile menu's first entry in a group: the group's own page ("બધા વર્ઝન", "બધા ડાઉનલોડ"). */
  allOf: (item: string) => `બધા ${item}`,
  demoButton: "ફ્રી ડેમો લો",
  footer: {
    about: {
      title: "અમારા વિશે",
      text: (city: string, since: number) =>
        `${since}થી ${cityNames[city] ?? city}માં જ્વેલરી ધંધાનું સોફ્ટવેર બનાવીએ છીએ; આખા ભારતના જ્વેલર્સનો ભરોસો.`,
      action: "વધુ જાણો",
    },
    associates: {
      title: "અમારા ડીલર",
      text: "ડેમો, ઇન્સ્ટોલેશન અને લોકલ સપોર્ટ માટે તમારી નજીકના Zevar ERP ડીલરને મળો.",
      action: "બધા ડીલર જુઓ",
    },
    promises: ["કોઈ સેટઅપ ચાર્જ નહીં", "ઇન્સ્ટોલેશનની ઝંઝટ નહીં", "જરૂર પ્રમાણે કસ્ટમ કામ"],
    contact: "સંપર્ક કરો",
    whatsapp: (phone: string) => `WhatsApp ${phone}`,
    social: "સોશિયલ મીડિયા",
    copyright: (year: number, product: string) => `© ${year} ${product}. સર્વ હક્ક સ્વાધીન.`,
  },
};

/** The floating chat's labels (Gujarati of ../en/layout.ts). */
export const chatTexts: typeof en.chatTexts = {
  open: "ચેટ કરો",
  close: "ચેટ બંધ કરો",
  messages: "મેસેજ",
  greetings: ["નમસ્તે, આપનું સ્વાગત છે", "બોલો, અમે તમારી શી મદદ કરીએ?"],
  inputLabel: "મેસેજ",
  inputHint: "મોકલવા માટે મેસેજ લખો",
  placeholder: "તમારો મેસેજ લખો...",
  send: "મેસેજ મોકલો",
};

/** What an island shows when it fails to render (Gujarati of ../en/layout.ts). */
export const islandTexts: typeof en.islandTexts = {
  failed: "પેજનો આ ભાગ લોડ થઈ શક્યો નહીં. પેજ રિફ્રેશ કરો.",
};
