/**
 * Landing page content in Hindi (of ../landing.ts). Same counts as the English: 5
 * alliances, 5 versions, 2 Free Demo bands, 6 advantages, 3 integrated features,
 * 3 testimonials.
 */
import type { Texts } from "../types.ts";
import type * as en from "../en/landing.ts";

/** The English claims are `as const` (their type is the English words): typed as texts here. */
export const landingClaims: Texts<typeof en.landingClaims> = { years: "25 साल", users: "75,000+ यूजर" };

export const landingTexts: typeof en.landingTexts = {
  lead: (claims: { years: string; users: string }) =>
    `${claims.years} से ज्वेलरी सॉफ्टवेयर, ${claims.users}। फ्री डेमो बुक करें और देखें कि Zevar ERP आपका काउंटर, स्टॉक और हिसाब कैसे चलाता है।`,
  yearsChip: (years: string) => `ज्वेलरी सॉफ्टवेयर में ${years}`,
  formTitle: "अपना फ्री डेमो बुक करें",
  allianceLogo: (name: string) => `${name} का लोगो`,
};

/** Brand names stay as they are; wordmarks and glyphs as in English. */
export const alliances: typeof en.alliances = [
  { name: "Tally", wordmark: "Tally", icon: "file-spreadsheet", caption: "हिसाब सीधे Tally में एक्सपोर्ट" },
  { name: "BIS हॉलमार्किंग", wordmark: "BIS", icon: "badge-check", caption: "HUID से जुड़ी टैगिंग" },
  { name: "GST नेटवर्क", wordmark: "GST", icon: "receipt", caption: "GST के हिसाब से बिलिंग और रिटर्न" },
  { name: "WhatsApp Business", wordmark: "WhatsApp", icon: "message-square", caption: "बिल, खाते और कैटलॉग WhatsApp पर" },
  { name: "RFID हार्डवेयर", wordmark: "RFID", icon: "radio", caption: "स्टॉक और बिलिंग के लिए RFID रीडर" },
];

export const landingAbout: typeof en.landingAbout =
  "25 साल से Zevar ERP ज्वेलर्स को बही-खाते से सॉफ्टवेयर पर लाने में मदद कर रहा है। आज 75,000+ यूजर इस पर शोरूम, " +
  "होलसेल काउंटर, मैन्युफैक्चरिंग यूनिट और गिरवी का काम चलाते हैं — पूरे भारत में सपोर्ट के साथ।";

export const softwareVersions: typeof en.softwareVersions = [
  "होलसेल",
  "रिटेल शोरूम",
  "डायमंड/कुंदन ज्वेलरी मैन्युफैक्चरिंग",
  "गोल्ड मैन्युफैक्चरिंग",
  "गिरवी (मनी लेंडिंग)",
];

export const freeDemoBands: typeof en.freeDemoBands = [
  { title: "अपने ही कारोबार पर चलाकर देखें", text: "फ्री डेमो, आप जैसे ज्वेलरी कारोबार के हिसाब से तैयार। कोई सेटअप चार्ज नहीं।" },
  { title: "बही-खाता छोड़ने को तैयार हैं?", text: "आज ही फ्री डेमो बुक करें और उन्हीं मॉड्यूल से शुरू करें जो आपको चाहिए।" },
];

export const advantages: typeof en.advantages = [
  { title: "फटाफट बिलिंग", text: "बारकोड, RFID और पहले से तय मेकिंग चार्ज से सेकंडों में बिल।", icon: "sparkles" },
  { title: "डेटा सुरक्षित", text: "रोल के हिसाब से एक्सेस, ऑडिट ट्रेल, और ज़रूरी बदलावों पर OTP से मंज़ूरी।", icon: "shield-check" },
  { title: "मालिक की हर जगह नज़र", text: "बिक्री, स्टॉक और अलर्ट आपके फोन पर, आप जहाँ भी हों।", icon: "smartphone" },
  { title: "साफ़ रिपोर्ट", text: "स्टॉक, मुनाफ़ा, GST और कारीगर की रिपोर्ट, जिन पर आपका अकाउंटेंट भरोसा करे।", icon: "chart-column" },
  { title: "खुश ग्राहक", text: "ऑर्डर ट्रैकिंग, रिमाइंडर और स्कीम, जिनसे ग्राहक बार-बार लौटें।", icon: "users" },
  { title: "परखा हुआ", text: "अवॉर्ड से सम्मानित सॉफ्टवेयर, ज्वेलरी कारोबार में 25 साल से।", icon: "award" },
];

export const integratedFeatures: typeof en.integratedFeatures = [
  { title: "ऑनलाइन सेल्स प्लेटफॉर्म", text: "आपका कैटलॉग आपकी अपनी वेबसाइट पर, और ऑर्डर सीधे सॉफ्टवेयर में।", icon: "globe" },
  { title: "ओनर मोबाइल ऐप", text: "मालिक के लिए लाइव बिक्री, स्टॉक, कैश और अलर्ट — Android और iPhone पर।", icon: "smartphone" },
  { title: "डिजिटल ब्रांड प्रचार", text: "WhatsApp कैटलॉग, बधाई संदेश और ऑफर, जिनसे आपका ब्रांड ग्राहकों को याद रहे।", icon: "sparkles" },
];

/** Names, company names and avatars as in English; the quotes and cities in Hindi. */
export const landingTestimonials: typeof en.landingTestimonials = [
  { name: "Suresh Khandelwal", company: "Khandelwal Jewellers, जयपुर", quote: "हमने तीनों शोरूम एक हफ़्ते में Zevar ERP पर चालू कर दिए। अब हर शाम स्टॉक मिल जाता है।", avatar: "SK" },
  { name: "Farah Qureshi", company: "Noor Gold Works, लखनऊ", quote: "कारीगर को माल देना और वापस लेना पहले एक कॉपी में लिखा जाता था। अब घटत (छीजत) रिपोर्ट एक-एक ग्राम दिखाती है।", avatar: "FQ" },
  { name: "Ramesh Patel", company: "Patel Bullion, राजकोट", quote: "भाव फिक्स और मेटल जमा एक ही स्क्रीन पर: हमारे होलसेल काउंटर पर अब कोई इंतज़ार नहीं करता।", avatar: "RP" },
];
