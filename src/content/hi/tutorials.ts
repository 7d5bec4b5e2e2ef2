/**
 * The tutorial library in Hindi: the same 45 videos, in the same order, with the same
 * ids, category codes (MAINTAIN, REPORT, VOUCHER and their sub-categories, as the
 * software shows them) and video ids; only the titles are Hindi.
 */
import type * as en from "../en/tutorials.ts";
import { tutorials as enTutorials } from "../en/tutorials.ts";

/** Hindi titles, in the order of the English entries (45). */
const titles: readonly string[] = [
  // MAINTAIN · ACCOUNT
  "ग्राहक या सप्लायर का खाता बनाएँ",
  "खातों का ओपनिंग बैलेंस चढ़ाएँ",
  "खातों के ग्रुप बनाएँ और उधार की लिमिट तय करें",
  // MAINTAIN · CONFIG
  "कंपनी की सेटिंग और फाइनेंशियल ईयर",
  "GST रेट और HSN कोड सेट करें",
  "बिल का फॉर्मेट और प्रिंटिंग की सेटिंग",
  "यूजर की परमिशन और OTP से मंज़ूरी",
  // MAINTAIN · ITEM
  "टंच और मेकिंग चार्ज के साथ आइटम बनाएँ",
  "आइटम ग्रुप, कैटेगरी और डिजाइन",
  "स्टोन और डायमंड के आइटम मास्टर",
  // MAINTAIN · OPEN.STOCK
  "टैग वाले आइटम का ओपनिंग स्टॉक चढ़ाएँ",
  "खुले सोने-चाँदी का ओपनिंग स्टॉक",
  // MAINTAIN · STAMP
  "हॉलमार्क स्टैम्प और HUID की सेटिंग बनाएँ",
  "आइटम के साथ स्टैम्प जोड़ें",
  // REPORT · STOCK STATUS
  "स्टॉक स्टेटस रिपोर्ट कैसे पढ़ें",
  "आइटम, वज़न और टंच के हिसाब से स्टॉक स्टेटस",
  "काउंटर-वार स्टॉक स्टेटस",
  // REPORT · TRIAL BALANCE
  "ट्रायल बैलेंस, और वहीं से लेजर की पूरी डिटेल",
  "मेटल-वार ट्रायल बैलेंस",
  // VOUCHER · CONTRA
  "कॉन्ट्रा एंट्री: कैश बैंक में जमा",
  "कॉन्ट्रा एंट्री: एक बैंक से दूसरे बैंक में ट्रांसफर",
  // VOUCHER · CREDIT NOTE
  "माल वापसी पर क्रेडिट नोट बनाएँ",
  "भाव के फ़र्क पर क्रेडिट नोट",
  // VOUCHER · ISSUE
  "कारीगर को मेटल दें",
  "वेस्टेज और मज़दूरी तय करके माल दें",
  // VOUCHER · JOURNAL
  "एडजस्टमेंट के लिए जर्नल वाउचर",
  "खातों के बीच मेटल जर्नल",
  // VOUCHER · PURCHASE
  "सोने के बुलियन (बिस्कुट, पाट) की खरीद",
  "टैग वाली रेडीमेड ज्वेलरी की खरीद",
  "ग्राहक से पुराने सोने की खरीद",
  // VOUCHER · PURCHASE RET
  "सप्लायर को परचेज रिटर्न",
  "मेटल एडजस्टमेंट के साथ थोड़े माल का परचेज रिटर्न",
  // VOUCHER · RECEIPT
  "रसीद वाउचर: कैश और चेक",
  "बकाया बिलों के बदले रसीद",
  // VOUCHER · RECEIVE
  "कारीगर से तैयार माल वापस लें",
  "वेस्टेज के साथ स्क्रैप और बुरादा वापस लें",
  // VOUCHER · SALE
  "GST और HUID के साथ सेल बिल",
  "पुराने सोने के एक्सचेंज के साथ बिक्री",
  "एस्टिमेट से सीधे सेल बिल, एक ही बार में",
  // VOUCHER · STOCK JOURNAL
  "स्टॉक जर्नल: मेटल को एक टंच से दूसरे टंच में बदलें",
  "गलाई और रिफाइनिंग के लिए स्टॉक जर्नल",
  // VOUCHER · TAG GENERATION
  "बारकोड टैग बनाएँ और छापें",
  "RFID टैग बनाना",
  // VOUCHER · VOUCHER
  "सप्लायर को पेमेंट वाउचर",
  "कोई भी वाउचर ढूँढें, बदलें और दोबारा छापें",
];

export const tutorials: typeof en.tutorials = enTutorials.map((t, i) => ({ ...t, title: titles[i] ?? t.title }));

/** The library's own words in Hindi. `count`: Hindi's `one` is 0 and 1 ("1 ट्यूटोरियल मिला"), `other` the rest ("5 ट्यूटोरियल मिले"). */
export const tutorialLibraryTexts: typeof en.tutorialLibraryTexts = {
  locale: "hi-IN",
  categories: "ट्यूटोरियल की कैटेगरी",
  searchLabel: "ट्यूटोरियल खोजें",
  searchPlaceholder: "ट्यूटोरियल या फीचर खोजें — हिन्दी या अंग्रेज़ी में…",
  clear: "फिल्टर हटाएँ",
  loading: "ट्यूटोरियल लोड हो रहे हैं",
  emptyTitle: "कोई ट्यूटोरियल नहीं मिला",
  emptyText: "कोई दूसरा शब्द लिखकर देखें, या सभी ट्यूटोरियल देखें।",
  viewAll: "सभी ट्यूटोरियल देखें",
  all: "सभी ट्यूटोरियल",
  searchResults: "“{term}” के लिए खोज के नतीजे",
  count: { one: "{n} ट्यूटोरियल मिला", other: "{n} ट्यूटोरियल मिले" },
  pages: "ट्यूटोरियल के पेज",
  previous: "पिछला",
  next: "अगला",
  page: "पेज {n}",
  play: "वीडियो चलाएँ: {title}",
};
