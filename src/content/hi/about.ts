import type { Texts } from "../types.ts";
import type * as en from "../en/about.ts";

/** About page content in Hindi (of ../about.ts). */
export const aboutTexts: typeof en.aboutTexts = {
  lead: "मथुरा, उत्तर प्रदेश से ज्वेलरी सॉफ्टवेयर — 1997 से।",
  missionTitle: "हमारा लक्ष्य",
  visionTitle: "हमारा सपना",
  gemLabel: "तराशा हुआ नग — Zevar ERP की पहचान",
  pauseGem: { pause: "घूमता नग रोकें", play: "घूमता नग चलाएँ" },
  storyTitle: "Zevar ERP की कहानी",
  storyButton: "हमारी कहानी देखें",
};

export const whoWeAre: typeof en.whoWeAre = {
  title: "हम कौन हैं",
  text: [
    "Zevar ERP को एक सॉफ्टवेयर कंपनी बनाती है, जिसकी शुरुआत 1997 में मथुरा, उत्तर प्रदेश में हुई। हमने अपने ही शहर के ज्वेलर्स के लिए बिलिंग सॉफ्टवेयर लिखकर शुरुआत की — उनके काउंटर पर बैठकर सीखा कि ज्वेलरी का कारोबार असल में कैसे चलता है।",
    "अट्ठाईस साल बाद भी वही लगन उस सॉफ्टवेयर में है, जिसे आज एक लाख से ज़्यादा लोग चलाते हैं: रिटेल शोरूम, होलसेलर, चेन, डायमंड, कुंदन, CZ, सोने और चाँदी की ज्वेलरी के मैन्युफैक्चरर, और गिरवी का काम करने वाले — पूरे भारत में।",
  ],
};

export const stats: typeof en.stats = [
  { value: "28+", label: "साल" },
  { value: "1 लाख+", label: "खुश यूजर" },
  { value: "24/7", label: "सपोर्ट" },
  { value: "100%", label: "संतुष्टि" },
];

export const journey: typeof en.journey = [
  { year: "1997", text: "मथुरा में शुरुआत; हमारा पहला बिलिंग सॉफ्टवेयर एक ज्वेलरी काउंटर पर चला।" },
  { year: "2004", text: "होलसेल और गिरवी (मनी लेंडिंग) के वर्जन, हिन्दी और अंग्रेज़ी कैलेंडर में ब्याज के साथ।" },
  { year: "2011", text: "मैन्युफैक्चरिंग वर्जन: कारीगर मैनेजमेंट, डिपार्टमेंट-वार स्टॉक और घटत (छीजत) रिपोर्ट।" },
  { year: "2017", text: "GST लागू होने के पहले ही दिन से GST वाली बिलिंग और रिटर्न तैयार।" },
  { year: "2021", text: "HUID के साथ हॉलमार्किंग, RFID से स्टॉक की गिनती, ओनर ऐप और कस्टमर ऐप।" },
  { year: "आज", text: "1 लाख+ यूजर, क्लाउड और डेस्कटॉप वर्जन, ज्वेलरी कारोबार के लिए AI, और पूरे भारत में सपोर्ट।" },
];

/** The company film: a link, nothing to translate. */
export { storyVideo } from "../en/about.ts";

/** A plain `const` string: its English type is the English words, so typed as a text. */
export const mission: Texts<typeof en.mission> =
  "हर ज्वेलर को — एक काउंटर की दुकान से लेकर मैन्युफैक्चरिंग हाउस तक — ऐसा सॉफ्टवेयर देना जो इस कारोबार की भाषा बोले, एक-एक ग्राम का हिसाब रखे और मालिक को कहीं से भी अपना कारोबार दिखाए।";

export const vision: Texts<typeof en.vision> =
  "भारत का ऐसा ज्वेलरी कारोबार, जहाँ ईमानदार हिसाब रखना आसान हो: टैगिंग, बिलिंग, कारीगरों का हिसाब और सरकारी नियमों का पालन मिनटों में हो जाए, और ज्वेलर अपना समय ग्राहकों को दें।";

export const whyChooseUs: typeof en.whyChooseUs = [
  { title: "ज्वेलरी के लिए ही बना", text: "टंच, वेस्टेज, मेकिंग चार्ज, भाव और HUID शुरू से सॉफ्टवेयर में हैं, बाद में ऊपर से नहीं जोड़े गए।", icon: "badge-check" },
  { title: "28+ साल का तजुर्बा", text: "हमने हर सीजन, हर नया नियम और हर भीड़ देखी है, और उसी के हिसाब से सॉफ्टवेयर बनाया है।", icon: "badge-check" },
  { title: "सपोर्ट जो फोन उठाए", text: "फोन, WhatsApp और रिमोट सपोर्ट; ज़रूरी दिक्कत पर 24/7, पूरे भारत में।", icon: "badge-check" },
  { title: "कोई सेटअप चार्ज नहीं", text: "जितने मॉड्यूल चाहिए उनसे शुरू करें; कारोबार की ज़रूरत हो तो कस्टम काम भी।", icon: "badge-check" },
  { title: "शुरू से सुरक्षित", text: "रोल के हिसाब से परमिशन, यूजर पर पाबंदी, OTP से मंज़ूरी और पूरा ऑडिट ट्रेल।", icon: "badge-check" },
];

/** Names and initials as in English; the roles in Hindi. */
export const team: typeof en.team = [
  { name: "Rakesh Agrawal", role: "संस्थापक", initials: "RA" },
  { name: "Neha Agrawal", role: "डायरेक्टर, ऑपरेशंस", initials: "NA" },
  { name: "Vivek Sharma", role: "प्रोडक्ट हेड", initials: "VS" },
  { name: "Pooja Goyal", role: "ग्राहक सेवा", initials: "PG" },
  { name: "Arjun Mehra", role: "इंजीनियरिंग लीड", initials: "AM" },
];
