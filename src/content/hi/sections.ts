/**
 * The headings (eyebrow, title, lead) of the pages' sections in Hindi (of ../sections.ts).
 * The English object is `as const`, so its own type holds the English words; a
 * translation is typed by `SectionsTexts` (every page, section and field, as strings).
 */
import type * as en from "../en/sections.ts";

export const sections: en.SectionsTexts = {
  home: {
    features: { eyebrow: "सब कुछ एक जगह", title: "पूरे कारोबार के लिए एक सॉफ्टवेयर" },
    modules: { eyebrow: "मॉड्यूल", title: "ज्वेलर की हर ज़रूरत" },
    pillars: { title: "सुरक्षित भी, कारोबार के साथ बढ़ने वाला भी, आपके हिसाब से भी" },
    testimonials: { eyebrow: "ग्राहकों की राय", title: "Zevar ERP पर ज्वेलर्स क्या कहते हैं" },
    faq: { eyebrow: "सवाल-जवाब", title: "ज्वेलर्स के आम सवाल" },
    unique: { eyebrow: "वर्जन", title: "Zevar ERP को खास क्या बनाता है" },
  },
  about: {
    journey: { title: "हमारा सफ़र" },
    why: { title: "हमें क्यों चुनें" },
    team: { title: "हमारी टीम" },
  },
  edition: {
    types: { title: "किस-किस तरह की मैन्युफैक्चरिंग" },
    screens: { title: "स्क्रीनशॉट" },
  },
  landing: {
    alliances: { title: "जुड़े हुए सिस्टम", lead: "Zevar ERP उन सिस्टम के साथ चलता है जिन पर भारत के ज्वेलर पहले से भरोसा करते हैं।" },
    about: { title: "हमारे बारे में" },
    versions: { title: "सॉफ्टवेयर के वर्जन" },
    advantages: { title: "फ़ायदे" },
    integrated: { title: "साथ जुड़ी सुविधाएँ" },
    landingTestimonials: { title: "ज्वेलर्स क्या कहते हैं" },
    queries: { title: "कोई सवाल? हमसे बात करें" },
  },
};
