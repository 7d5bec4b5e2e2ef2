import type * as en from "../en/layout.ts";

/** Cities the footer may be given (site.address.city), as a Hindi reader writes them. */
const cityNames: Readonly<Record<string, string>> = { Mathura: "मथुरा" };

/** The header's and footer's own labels (Hindi of ../layout.ts); the menus' items are in ./navigation.ts. */
export const layoutTexts: typeof en.layoutTexts = {
  skipLink: "सीधे मुख्य हिस्से पर जाएँ",
  homeLink: "Zevar ERP का होम पेज",
  homeCrumb: "होम",
  mainNav: "मुख्य मेन्यू",
  mobileNav: "मोबाइल मेन्यू",
  menuButton: "मेन्यू",
  /** The header's language switch, named with the page's own language. */
  languageMenu: (language: string) => `भाषा: ${language}`,
  /** A dropdown's list, named after its item. */
  submenu: (item: string) => `${item} मेन्यू`,
  /** The mobile menu's first entry in a group: the group's own page ("सभी वर्जन", "सभी डाउनलोड"). */
  allOf: (item: string) => `सभी ${item}`,
  demoButton: "फ्री डेमो लें",
  footer: {
    about: {
      title: "हमारे बारे में",
      text: (city: string, since: number) =>
        `${since} से ${cityNames[city] ?? city} में ज्वेलरी कारोबार का सॉफ्टवेयर बना रहे हैं — पूरे भारत के ज्वेलर्स का भरोसा।`,
      action: "और जानें",
    },
    associates: {
      title: "हमारे डीलर",
      text: "डेमो, इंस्टॉलेशन और लोकल सपोर्ट के लिए अपने नज़दीकी Zevar ERP सहयोगी डीलर से मिलें।",
      action: "सभी डीलर देखें",
    },
    promises: ["कोई सेटअप चार्ज नहीं", "इंस्टॉलेशन का झंझट नहीं", "ज़रूरत के हिसाब से कस्टम काम"],
    contact: "संपर्क करें",
    whatsapp: (phone: string) => `WhatsApp ${phone}`,
    social: "सोशल मीडिया",
    copyright: (year: number, product: string) => `© ${year} ${product}. सर्वाधिकार सुरक्षित।`,
  },
};

/** The floating chat's labels (Hindi of ../layout.ts). */
export const chatTexts: typeof en.chatTexts = {
  open: "चैट करें",
  close: "चैट बंद करें",
  messages: "मैसेज",
  greetings: ["नमस्ते, आपका स्वागत है", "बताइए, हम आपकी क्या मदद करें?"],
  inputLabel: "मैसेज",
  inputHint: "भेजने के लिए मैसेज लिखें",
  placeholder: "अपना मैसेज लिखें...",
  send: "मैसेज भेजें",
};

/** What an island shows when it fails to render (Hindi of ../layout.ts). */
export const islandTexts: typeof en.islandTexts = {
  failed: "पेज का यह हिस्सा लोड नहीं हो पाया। कृपया पेज रिफ्रेश करें।",
};
