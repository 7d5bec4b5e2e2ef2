/**
 * The Hindi head and <h1> of every route (issue 17): its heading, description and
 * keywords, keyed by the route's id as in ../en/routes.ts. Keywords mix Hindi with the
 * English and Hinglish words people type into search.
 *
 * Every route must be here: `routeHeads` is typed `RouteHeads`, so a route added to the
 * table without its Hindi texts fails the typecheck.
 */
import type { RouteHead, RouteHeads } from "../en/routes.ts";
import { site } from "../site.ts";
import { toolsIndexText } from "./tools.ts";

const P = site.productName;

/** /associates and /dealers show the same list. */
const associatesList: RouteHead = {
  heading: "हमारे डीलर",
  description: `पूरे भारत में ${P} के सहयोगी डीलर — डेमो, इंस्टॉलेशन और लोकल सपोर्ट के लिए।`,
  keywords: "ज्वेलरी सॉफ्टवेयर डीलर, Zevar ERP सहयोगी डीलर, Zevar ERP डीलर, jewellery software dealers, Zevar ERP associates",
};

const blogsDescription = `${P} इनसाइट्स: आज के ज़माने में ज्वेलरी का कारोबार चलाने पर लेख (अंग्रेज़ी में)।`;

export const routeHeads: RouteHeads = {
  home: {
    heading: "ज्वेलरी कारोबार का हर काम, एक ही सॉफ्टवेयर में",
    description: `${P}: रिटेल शोरूम, होलसेलर, मैन्युफैक्चरर और गिरवी का काम करने वालों के लिए ज्वेलरी सॉफ्टवेयर। GST बिलिंग, स्टॉक, कारीगर, RFID और मोबाइल ऐप।`,
    keywords:
      "ज्वेलरी सॉफ्टवेयर, ज्वेलरी बिलिंग सॉफ्टवेयर, सुनार सॉफ्टवेयर, गिरवी सॉफ्टवेयर, jewellery software hindi, jewellery billing software, jewellery ERP, Zevar ERP",
  },
  versions: {
    heading: `${P} के वर्जन`,
    description: `${P} के चारों वर्जन मिलाकर देखें: रिटेल, होलसेल, मैन्युफैक्चरिंग और गिरवी (मनी लेंडिंग)।`,
    keywords: "ज्वेलरी सॉफ्टवेयर वर्जन, रिटेल, होलसेल, मैन्युफैक्चरिंग, गिरवी, jewellery software versions",
  },
  retail: {
    heading: "रिटेल ज्वेलरी सॉफ्टवेयर",
    description: "ज्वेलरी शोरूम का सॉफ्टवेयर: फटाफट टैगिंग, HUID, RFID, GST बिलिंग, OTP से मंज़ूरी और मालिक को अलर्ट।",
    keywords: "रिटेल ज्वेलरी सॉफ्टवेयर, ज्वेलरी शोरूम सॉफ्टवेयर, ज्वेलरी बिलिंग सॉफ्टवेयर, HUID, RFID बिलिंग, retail jewellery software, jewellery shop software",
  },
  wholesale: {
    heading: "होलसेल ज्वेलरी सॉफ्टवेयर",
    description: "होलसेल ज्वेलरी सॉफ्टवेयर: एक स्क्रीन पर सारी एंट्री, मोबाइल बिलिंग, बिना इंटरनेट काम और WhatsApp पर खाता।",
    keywords: "होलसेल ज्वेलरी सॉफ्टवेयर, भाव फिक्स, मेटल जमा, पार्टी खाता, wholesale jewellery software, bhav fix, jewellery ledger",
  },
  manufacturing: {
    heading: "ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर",
    description: "चेन, डायमंड, कुंदन, CZ, प्लेन गोल्ड और चाँदी की ज्वेलरी बनाने वालों का सॉफ्टवेयर — कारीगर और घटत (छीजत) का पूरा हिसाब।",
    keywords:
      "ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर, कारीगर का हिसाब, घटत रिपोर्ट, CZ ज्वेलरी सॉफ्टवेयर, चेन मैन्युफैक्चरिंग सॉफ्टवेयर, jewellery manufacturing software",
  },
  moneyLending: {
    heading: "गिरवी (मनी लेंडिंग) सॉफ्टवेयर",
    description: "गिरवी और ब्याज के काम का सॉफ्टवेयर: महीने, हफ़्ते या साल का ब्याज, बायोमेट्रिक KYC और हिन्दी-अंग्रेज़ी दोनों कैलेंडर।",
    keywords: "गिरवी सॉफ्टवेयर, गिरवी ब्याज सॉफ्टवेयर, गिरवी का हिसाब, मनी लेंडिंग सॉफ्टवेयर, girvi software, money lending software, pledge software",
  },
  download: {
    heading: "डाउनलोड",
    description: `${P} का इंस्टॉलर, अपग्रेड, शिकायत ऐप, WhatsApp टूल और रिमोट सपोर्ट सॉफ्टवेयर डाउनलोड करें।`,
    keywords: "Zevar ERP डाउनलोड, ज्वेलरी सॉफ्टवेयर डाउनलोड, रिमोट सपोर्ट, Zevar ERP download, jewellery software installer",
  },
  features: {
    heading: "फीचर्स",
    description: `${P} के सारे फीचर्स: गिरवी, किटी स्कीम, ब्रांच, GST, POS, कारीगर, RFID, डिजिटल गोल्ड, मोबाइल ऐप और भी बहुत कुछ।`,
    keywords: "ज्वेलरी सॉफ्टवेयर फीचर्स, ज्वेलरी POS, कारीगर मैनेजमेंट, डिजिटल गोल्ड, किटी स्कीम, jewellery software features",
  },
  tutorial: {
    heading: "सॉफ्टवेयर ट्यूटोरियल",
    description: `${P} के वीडियो ट्यूटोरियल: मास्टर, वाउचर और रिपोर्ट — कदम-दर-कदम।`,
    keywords: "ज्वेलरी सॉफ्टवेयर ट्यूटोरियल, Zevar ERP वीडियो, ज्वेलरी सॉफ्टवेयर कैसे चलाएँ, jewellery software tutorial hindi, Zevar ERP videos",
  },
  blogs: {
    heading: "नॉलेज हब",
    description: blogsDescription,
    keywords: "ज्वेलरी कारोबार ब्लॉग, ज्वेलरी सॉफ्टवेयर की जानकारी, jewellery business blog, jewellery software insights",
  },
  karigarGuide: {
    heading: "कारीगर मैनेजमेंट की पूरी गाइड",
    description: "ज्वेलरी मैन्युफैक्चरर सॉफ्टवेयर से वेस्टेज 30% कैसे घटाते हैं और कारीगरों की मज़दूरी 50% जल्दी कैसे निपटाते हैं।",
    keywords: "कारीगर मैनेजमेंट, कारीगर का हिसाब, कारीगर मज़दूरी, ज्वेलरी मैन्युफैक्चरिंग, karigar management, karigar wages",
  },
  digitalTransformation: {
    heading: "बही-खाते से सॉफ्टवेयर तक: ज्वेलरी कारोबार का डिजिटल सफ़र",
    description: "ज्वेलर बही-खाते से सॉफ्टवेयर पर कैसे आते हैं: कामकाज में कम समय, स्टॉक का सही हिसाब, और बार-बार लौटने वाले ग्राहक।",
    keywords: "डिजिटल ज्वेलरी कारोबार, बही-खाता से सॉफ्टवेयर, ज्वेलरी बिजनेस सॉफ्टवेयर, digital transformation, jewellery business software, jewellery retail technology",
  },
  // Posts from the origin exist only in English (issue 17: no /hi/blog/:id page); given
  // for completeness, should a Hindi listing or a fallback ever need it.
  blog: {
    heading: "ब्लॉग लेख",
    description: blogsDescription,
    keywords: "ज्वेलरी कारोबार ब्लॉग, jewellery business blog",
  },
  whatsNew: {
    heading: "नया क्या है",
    description: `${P} के नए रिलीज और सुधार।`,
    keywords: "Zevar ERP अपडेट, नया क्या है, Zevar ERP updates, what's new",
  },
  contact: {
    heading: "संपर्क करें",
    description: `${P} से बात करें: हेड ऑफिस मथुरा में, पूरे भारत में ब्रांच, सपोर्ट सोमवार से शनिवार सुबह 10:00 से शाम 7:00 बजे तक।`,
    keywords: "Zevar ERP संपर्क, ज्वेलरी सॉफ्टवेयर सपोर्ट, ज्वेलरी सॉफ्टवेयर मथुरा, contact Zevar ERP, jewellery software support",
  },
  about: {
    heading: "हमारे बारे में",
    description: `${P} 1997 से मथुरा, उत्तर प्रदेश में ज्वेलरी सॉफ्टवेयर बना रहा है — 1 लाख से ज़्यादा खुश यूजर।`,
    keywords: "Zevar ERP के बारे में, मथुरा की ज्वेलरी सॉफ्टवेयर कंपनी, about Zevar ERP, jewellery software company Mathura",
  },
  faqs: {
    heading: "अक्सर पूछे जाने वाले सवाल",
    description: `${P} के बारे में जवाब: GST, ब्रांच, कारीगर, मोबाइल से इस्तेमाल, सपोर्ट, AMC और अपनी ज़रूरत के हिसाब से बदलाव।`,
    keywords: "ज्वेलरी सॉफ्टवेयर सवाल-जवाब, Zevar ERP FAQ, jewellery software FAQ",
  },
  associates: associatesList,
  dealers: associatesList,
  // The detail page's <h1> and title are the associate's name (from associates data),
  // not this heading, exactly as in English; hiAssociateHead below gives a Hindi
  // pattern should the head ever be built from the associate's place.
  associate: {
    heading: "सहयोगी डीलर",
    description: `${P} सहयोगी डीलर: डेमो, इंस्टॉलेशन और लोकल सपोर्ट।`,
    keywords: "ज्वेलरी सॉफ्टवेयर डीलर, Zevar ERP सहयोगी डीलर, jewellery software dealer",
  },
  landing: {
    heading: `${P} ज्वेलरी सॉफ्टवेयर`,
    description: `${P} का फ्री डेमो बुक करें: ज्वेलरी सॉफ्टवेयर में 25 साल का तजुर्बा, 75,000+ यूजर।`,
    keywords: "ज्वेलरी सॉफ्टवेयर डेमो, फ्री डेमो, ज्वेलरी सॉफ्टवेयर, jewellery software demo, Zevar ERP",
  },
  privacy: {
    heading: "प्राइवेसी पॉलिसी",
    description: `${P} आपकी जानकारी कैसे लेता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है।`,
    keywords: "प्राइवेसी पॉलिसी, गोपनीयता नीति, privacy policy",
  },
  refund: {
    heading: "रिफंड और कैंसलेशन पॉलिसी",
    description: `${P} के रिफंड और कैंसलेशन की शर्तें।`,
    keywords: "रिफंड पॉलिसी, कैंसलेशन पॉलिसी, refund policy, cancellation policy",
  },
  terms: {
    heading: "नियम और शर्तें",
    description: `${P} और इस वेबसाइट के इस्तेमाल के नियम और शर्तें।`,
    keywords: "नियम और शर्तें, terms and conditions",
  },
  tools: {
    heading: toolsIndexText.heading,
    description: toolsIndexText.description,
    keywords: toolsIndexText.keywords,
  },
};

/**
 * A Hindi head for one associate, built from its data (name, and place written in
 * Devanagari by the caller, e.g. "शिवपुरी"): "शिवपुरी में Zevar ERP सहयोगी डीलर".
 */
export const hiAssociateHead = {
  heading: (place: string) => `${place} में ${P} सहयोगी डीलर`,
  description: (name: string, place: string) => `${name}, ${place} में ${P} के सहयोगी डीलर: डेमो, इंस्टॉलेशन और लोकल सपोर्ट।`,
  /** `placeEn`: the place as the English data spells it ("Shivpuri"), for what people type. */
  keywords: (place: string, placeEn: string) =>
    `${place} ज्वेलरी सॉफ्टवेयर, ${place} में ज्वेलरी सॉफ्टवेयर डीलर, jewellery software ${placeEn}, jewellery software dealer ${placeEn}`,
};
