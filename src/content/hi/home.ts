/**
 * Home page content in Hindi (of ../home.ts). Same counts and order as the English:
 * 6 feature blocks, 5 ribbon items, 14 modules, 4 showcase cards, 3 pillars,
 * 9 testimonials in 3 columns, 6 FAQs. Icons, ids and routes are the English ones.
 */
import type * as en from "../en/home.ts";

export const hero: typeof en.hero = {
  eyebrow: (since: number) => `${since} से ज्वेलरी सॉफ्टवेयर`,
  text: "बिलिंग, स्टॉक, कारीगर, गिरवी और हिसाब-किताब — सब एक जगह। पूरे भारत के शोरूम, होलसेलर और मैन्युफैक्चरर के लिए।",
  tryIt: "Zevar ERP आज़माएँ",
  watchDemo: "डेमो वीडियो देखें",
  pauseBackground: { pause: "पीछे का एनिमेशन रोकें", play: "पीछे का एनिमेशन चलाएँ" },
};

export const intro: typeof en.intro = {
  title: "ज्वेलर्स के लिए, ज्वेलरी को समझने वालों ने बनाया",
  text:
    "1997 से Zevar ERP उन ज्वेलर्स के साथ बढ़ा है जो इसे चलाते हैं: मथुरा के एक काउंटर से लेकर कई ब्रांच वाले शोरूम, " +
    "होलसेलर और पूरे भारत की मैन्युफैक्चरिंग यूनिट तक। हर स्क्रीन पर इसी कारोबार की भाषा है — टंच, वेस्टेज, " +
    "मेकिंग चार्ज, भाव, HUID — इसलिए आपका स्टाफ एक दिन में सीख लेता है और आपका हिसाब हमेशा सही रहता है।",
};

export const featureBlocks: typeof en.featureBlocks = [
  {
    title: "स्टॉक मैनेजमेंट",
    text: "हर ट्रे का एक-एक ग्राम आपकी नज़र में। एक बार टैग करें और हर पीस को खरीद से बिक्री तक देखें।",
    points: ["पहले से तय मेकिंग और पॉलिश के साथ टैगिंग", "HUID से जुड़ी टैग हिस्ट्री", "RFID से स्टॉक की गिनती"],
    icon: "boxes",
  },
  {
    title: "ग्राहक मैनेजमेंट",
    text: "हर ग्राहक की खरीद, ऑर्डर, पुराने सोने का एक्सचेंज और बकाया — एक ही स्क्रीन पर।",
    points: ["ऑर्डर और रिपेयर की ट्रैकिंग, अलर्ट के साथ", "किटी और स्कीम के मेंबर", "जन्मदिन और सालगिरह के रिमाइंडर"],
    icon: "users",
  },
  {
    title: "स्मार्ट कैटलॉग",
    text: "ग्राहकों को WhatsApp पर डिजाइन भेजें और कैटलॉग से ही ऑर्डर लें।",
    points: ["अपने ही स्टॉक से फोटो कैटलॉग", "दो टैप में WhatsApp पर शेयर", "ऑर्डर के लिए कस्टमर ऐप"],
    icon: "book-open",
  },
  {
    title: "स्मार्ट अलर्ट",
    text: "जो बात ज़रूरी है, वह होते ही मालिक तक पहुँचती है — वे कहीं भी हों।",
    points: ["बिल बदलने या डिलीट होने पर अलर्ट", "उधार बिक्री पर OTP से मंज़ूरी", "ओनर ऐप पर रोज़ की बिक्री का हिसाब"],
    icon: "bell",
  },
  {
    title: "डेटा एनालिसिस",
    text: "क्या बिक रहा है, क्या पड़ा है, और कौन ग्राहक आपके लिए कितना कीमती है — सब साफ़ दिखता है।",
    points: ["जल्दी और धीरे बिकने वाला स्टॉक", "त्योहार-वार बिक्री", "ग्राहक-वार मुनाफ़ा"],
    icon: "trending-up",
  },
  {
    title: "हिसाब की रिपोर्ट",
    text: "GST रिटर्न, खाते और बैलेंस शीट, जिन पर आपका अकाउंटेंट भी भरोसा करे।",
    points: ["GST के हिसाब से बिलिंग और रिटर्न", "Tally में एक्सपोर्ट", "ट्रायल बैलेंस और डे बुक (रोज़नामचा)"],
    icon: "receipt",
  },
];

export const ribbon: typeof en.ribbon = [
  "28+ साल का तजुर्बा",
  "1 लाख+ खुश यूजर",
  "ज्वेलरी कारोबार के लिए AI",
  "पूरे भारत में सपोर्ट",
  "कई अवॉर्ड से सम्मानित",
];

export const modules: typeof en.modules = [
  { title: "हिसाब-किताब", icon: "calculator" },
  { title: "GST", icon: "receipt" },
  { title: "स्टॉक", icon: "boxes" },
  { title: "सेल्स और CRM", icon: "users" },
  { title: "ऑर्डर और रिपेयर", icon: "wrench" },
  { title: "कारीगर", icon: "hammer" },
  { title: "बुलियन", icon: "coins" },
  { title: "किटी", icon: "piggy-bank" },
  { title: "वेबसाइट", icon: "globe" },
  { title: "मोबाइल ऐप", icon: "smartphone" },
  { title: "कैटलॉग", icon: "book-open" },
  { title: "डिजिटल गोल्ड", icon: "gem" },
  { title: "RFID", icon: "radio" },
  { title: "रिपोर्ट", icon: "chart-column" },
];

/** "Zevar ERP को खास क्या बनाता है": one card per edition; ids and routes as in English. */
export const showcase: typeof en.showcase = [
  {
    id: "wholesale",
    title: "होलसेल",
    route: "/wholesale",
    features: [
      "बिक्री, खरीद, मेटल जमा, भाव फिक्स और ट्रांसफर — एक ही स्क्रीन पर",
      "मोबाइल से बिलिंग, इंटरनेट हो या न हो — बाद में सिंक",
      "बिल और खाते WhatsApp पर",
      "पार्टी-वार मुनाफ़ा, वेस्टेज और मज़दूरी",
      "पॉली और बॉक्स के हिसाब से स्टॉक, कई वज़न के साथ",
    ],
  },
  {
    id: "retail",
    title: "रिटेल वर्जन",
    route: "/retail",
    features: [
      "पहले से तय मेकिंग और पॉलिश चार्ज से फटाफट टैगिंग",
      "HUID से जुड़ी टैग हिस्ट्री, टैग स्प्लिट और मर्ज",
      "बिलिंग, स्टॉक और एस्टिमेट के लिए RFID",
      "हर बदलाव पर OTP से मंज़ूरी और मालिक को अलर्ट",
      "बारकोड के साथ GST बिलिंग और ज्वेलरी इंश्योरेंस",
    ],
  },
  {
    id: "manufacturing",
    title: "मैन्युफैक्चरिंग",
    route: "/manufacturing",
    features: [
      "चेन, डायमंड, कुंदन, CZ, प्लेन सोना और चाँदी की यूनिट",
      "डिपार्टमेंट-वार स्टॉक, अपने-आप ट्रांसफर के साथ",
      "हर स्टेप की घटत (छीजत) रिपोर्ट",
      "कितना वज़न लगाया और कितना माल बना — आमने-सामने",
      "डिजाइन मास्टर और बिल ऑफ मटीरियल (BOM)",
    ],
  },
  {
    id: "girvi",
    title: "गिरवी (मनी लेंडिंग)",
    route: "/money-lending",
    features: [
      "ब्याज महीने, हफ़्ते या साल के हिसाब से",
      "बकाया वाउचर पर ब्याज अपने-आप दोबारा गिना जाता है",
      "बायोमेट्रिक KYC, डॉक्यूमेंट अपलोड के साथ",
      "ब्याज हिन्दी और अंग्रेज़ी, दोनों कैलेंडर में",
      "गिरवी रसीद, वापसी और ट्रांसफर वाउचर, रिपोर्ट के साथ",
    ],
  },
];

export const pillars: typeof en.pillars = [
  { title: "सुरक्षित", text: "रोल के हिसाब से परमिशन, यूजर पर पाबंदी, OTP से मंज़ूरी और हर बदलाव का पूरा रिकॉर्ड (ऑडिट ट्रेल)।", icon: "shield-check" },
  { title: "कारोबार बढ़े, सॉफ्टवेयर साथ चले", text: "एक काउंटर से कई ब्रांच तक: क्लाउड पर या दुकान के कंप्यूटर पर, ऑनलाइन हो या ऑफलाइन।", icon: "cloud" },
  { title: "आपके हिसाब से", text: "आपके काम करने के तरीके के हिसाब से बने वर्कफ्लो, बिल फॉर्मेट और रिपोर्ट।", icon: "sliders-horizontal" },
];

/** Names and company names as in English; the roles and cities in Hindi. */
export const testimonials: typeof en.testimonials = [
  { text: "पहले स्टॉक मिलान के लिए पूरे दिन दुकान बंद रखनी पड़ती थी। RFID से अब एक घंटे में हो जाता है।", name: "Rajesh Agarwal", role: "मालिक, Agarwal Jewellers, आगरा" },
  { text: "बिल में कोई भी बदलाव हो, ओनर ऐप तुरंत बता देता है। अब धनतेरस पर भी चैन की नींद सोती हूँ।", name: "Sunita Verma", role: "डायरेक्टर, Verma Gold House, लखनऊ" },
  { text: "कारीगरों के हिसाब में हमेशा कुछ ग्राम का फ़र्क रह जाता था। अब घटत (छीजत) रिपोर्ट ठीक-ठीक बता देती है कि कहाँ।", name: "Imran Sheikh", role: "मैन्युफैक्चरर, झवेरी बाज़ार, मुंबई" },
  { text: "गिरवी का ब्याज अब दोनों कैलेंडर में निकल आता है, काउंटर पर घंटों की बहस बंद हो गई।", name: "Mahesh Soni", role: "गिरवी का कारोबार, शिवपुरी" },
  { text: "भाव फिक्स और मेटल जमा एक ही स्क्रीन पर: हमारा होलसेल काउंटर अब दोगुनी रफ़्तार से चलता है।", name: "Anil Jain", role: "होलसेलर, जयपुर" },
  { text: "शादी के सीजन की भीड़ से पहले रविवार को भी सपोर्ट टीम फोन उठाती है। ऐसा कम ही देखने को मिलता है।", name: "Kavita Mehta", role: "मैनेजर, Mehta Diamonds, सूरत" },
  { text: "HUID टैगिंग शुरू हुई और काउंटर ज़रा भी धीमा नहीं पड़ा।", name: "Deepak Rastogi", role: "मालिक, Rastogi & Sons, कानपुर" },
  { text: "WhatsApp कैटलॉग देखकर ग्राहक पहले से तय करके आते हैं कि उन्हें क्या चाहिए।", name: "Priya Kapoor", role: "शोरूम हेड, चंडीगढ़" },
  { text: "तीन ब्रांच, एक ही हिसाब-किताब, और GST रिटर्न मिनटों में।", name: "Vikram Singh", role: "पार्टनर, Singh Jewellers, दिल्ली" },
];

/** 9 testimonials in 3 columns of 3, the Hindi ones by default (as ../home.ts does with the English). */
export function testimonialColumns(list: en.Testimonial[] = testimonials): en.Testimonial[][] {
  return [list.slice(0, 3), list.slice(3, 6), list.slice(6, 9)];
}

export const homeFaqs: typeof en.homeFaqs = [
  {
    question: "Zevar ERP क्या है?",
    answer: "Zevar ERP ज्वेलरी कारोबार का पूरा सॉफ्टवेयर है: बिलिंग, स्टॉक, कारीगर, गिरवी, हिसाब-किताब और GST — साथ में ओनर ऐप, कस्टमर ऐप और कोटेशन ऐप।",
  },
  {
    question: "क्या यह छोटी दुकान के लिए भी ठीक है?",
    answer: "हाँ। हमारे बहुत-से यूजर एक ही काउंटर चलाते हैं। कोई सेटअप चार्ज नहीं है; जितने मॉड्यूल चाहिए उनसे शुरू करें, बाकी बाद में जोड़ लें।",
  },
  {
    question: "क्या इसमें GST और HUID का काम होता है?",
    answer: "हाँ। बिलिंग GST के नियमों के हिसाब से होती है, रिटर्न आपके ही डेटा से तैयार होते हैं, और हर टैग को उसके HUID से जोड़ा जा सकता है।",
  },
  {
    question: "क्या मैं इसे अपने फोन पर चला सकता हूँ?",
    answer: "हाँ। ओनर ऐप पर बिक्री, स्टॉक और अलर्ट दिखते हैं, और मोबाइल बिलिंग इंटरनेट के साथ या बिना भी चलती है — नेट आने पर सिंक हो जाती है।",
  },
  {
    question: "क्या फ्री डेमो मिलता है?",
    answer: "हाँ। फ्री डेमो बुक करें; फ़ैसला करने से पहले हमारी टीम आप जैसे कारोबार पर सॉफ्टवेयर चलाकर दिखाएगी।",
  },
  {
    question: "सपोर्ट कैसा मिलता है?",
    answer: "पूरे भारत में फोन, WhatsApp और रिमोट सपोर्ट; ज़रूरी दिक्कत पर 24/7 मदद, और आपके स्टाफ को ट्रेनिंग भी।",
  },
];

export const closing: typeof en.closing = {
  title: "अपना पूरा ज्वेलरी कारोबार एक जगह से चलाएँ",
  text: "ओनर ऐप अपने फोन पर लें और कहीं से भी अपना कारोबार देखें।",
  appStore: "App Store से डाउनलोड करें",
  playStore: "Google Play पर पाएँ",
};

/** Every text of the home page that is not a list of things. */
export const homeTexts: typeof en.homeTexts = {
  splash: "लोड हो रहा है...",
  hero,
  intro,
  ribbonTitle: "हमें क्यों चुनें",
  pauseRibbon: { pause: "चलती पट्टी रोकें", play: "चलती पट्टी चलाएँ" },
  pauseTestimonials: { pause: "ग्राहकों की राय रोकें", play: "ग्राहकों की राय चलाएँ" },
  closing,
};
