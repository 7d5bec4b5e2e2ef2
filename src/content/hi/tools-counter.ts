/**
 * The counter tools in Hindi (issue 28, items 1 and 2): the jewellery estimate and the
 * old gold exchange, as src/content/en/tools-counter.ts. `software` stays in English (the
 * value the demo form posts). Written as the counter says it: भाव, टंच, घटत, मज़दूरी is
 * the karigar's pay, so the customer's charge stays «मेकिंग».
 */
import type * as en from "../en/tools-counter.ts";

export const estimateText: typeof en.estimateText = {
  name: "ज्वेलरी एस्टिमेट",
  promise: "कई गहने, एक्सचेंज में पुराना सोना, 3% GST और राउंड-ऑफ — एक A4 पेज पर प्रिंट करने या WhatsApp पर भेजने लायक एस्टिमेट।",
  description:
    "फ्री ज्वेलरी एस्टिमेट: सोने और चाँदी के गहने टंच के हिसाब से, नेट वज़न, 10 ग्राम या किलो का भाव, वेस्टेज, मेकिंग, स्टोन और हॉलमार्किंग; पुराना सोना टंच से; CGST + SGST या IGST; राउंड-ऑफ; प्रिंट या WhatsApp।",
  keywords: "ज्वेलरी एस्टिमेट, सोने के गहने का एस्टिमेट, पुराने सोने का एक्सचेंज, jewellery estimate, jewellery quotation, gold bill estimate",
  software: "Retail Showroom Software",
  cta: "Zevar ERP इसी एस्टिमेट को टैक्स बिल बना देता है — HUID, टैग और स्टॉक में पुराने सोने के साथ।",
  notes: [
    "हर गहना: नेट वज़न = ग्रॉस − स्टोन (1 कैरेट = 0.2 ग्राम); मेटल = नेट × भाव (सोना 10 ग्राम का, चाँदी किलो का); वेस्टेज और मेकिंग मेटल की कीमत का %, मेकिंग नेट वज़न पर प्रति ग्राम या फिक्स भी; फिर स्टोन की कीमत और हॉलमार्किंग चार्ज।",
    "भाव खाली छोड़ें तो दिन के 999 भाव से निकलता है, जैसे बुलियन एसोसिएशन (IBJA) और इस साइट के सारे टूल लगाते हैं: 24K (999) और चाँदी 999 उसी भाव पर; 995 और ऊपर, और 99.5% या ज़्यादा टंच, 999 भाव × फाइननेस ÷ 999 पर; बाकी 999 भाव × फाइननेस ÷ 1000 पर (22K = 916, 18K = 750, 14K = 585, चाँदी 925; 99.5% से कम टंच हो तो भाव × टंच)।",
    "GST टैक्स योग्य कुल रकम पर 3% है: काउंटर से दिया गया माल हो तो CGST 1.5% + SGST 1.5%, माल दूसरे राज्य में डिलीवर हो तो IGST 3%। यह सप्लाई की जगह से तय होता है, ग्राहक कहाँ रहता है इससे नहीं (IGST Act धारा 10(1))।",
    "ग्राहक से खरीदा पुराना सोना टैक्स वाली सप्लाई नहीं है: उसकी कीमत GST के बाद घटती है, ताकि नए गहने पर GST उसकी पूरी कीमत पर लगे।",
    "हर रकम पूरे सही वज़न और भाव से निकलती है और पैसे तक एक ही बार राउंड होती है; कुल, छपी हुई रकमों को ही जोड़ता है, जैसे बिल में। देने की रकम रुपये तक पूरी की जाती है, राउंड-ऑफ की लाइन के साथ। यह एस्टिमेट है, टैक्स बिल नहीं। यहाँ भरा कुछ भी कहीं सेव नहीं होता: दुकान की जानकारी सिर्फ़ पेज के लिंक में रहती है।",
  ],
};

export const exchangeText: typeof en.exchangeText = {
  name: "पुराने सोने का एक्सचेंज कैलकुलेटर",
  promise: "ग्रॉस वज़न, जाँचा हुआ टंच और गलाई की घटत — फाइन सोना मिलीग्राम तक, और दिन के 999 भाव पर उसकी कीमत।",
  description:
    "फ्री पुराने सोने का एक्सचेंज कैलकुलेटर: ग्रॉस वज़न, शुद्धता कैरेट, फाइननेस या टंच % में, गलाई की घटत %, फाइन सोना मिलीग्राम तक और 10 ग्राम के 999 भाव पर उसकी कीमत।",
  keywords: "पुराने सोने का एक्सचेंज, पुराने सोने की कीमत, टंच कैलकुलेटर, गलाई घटत, old gold exchange calculator, old gold value",
  software: "Retail Showroom Software",
  cta: "Zevar ERP पुराने सोने की हर खरीद टंच और फाइन वज़न से दर्ज करता है, और उसे बिल में से घटाता है।",
  notes: [
    "फाइन सोना = ग्रॉस वज़न × टंच (या फाइननेस ÷ 1000, या कैरेट का BIS वाला फाइननेस: 22K = 916), यहाँ के हर वज़न की तरह मिलीग्राम तक दिखता है; घटत (गलाई की कटौती या मार्जिन) फाइन सोने में से कटती है।",
    "इसकी कीमत घटत के बाद बचे सोने की है, आपके डाले दिन के 999 भाव (10 ग्राम का) पर, पूरे सही वज़न से और पैसे तक एक ही बार राउंड करके, जैसे इस साइट के सारे टूल लगाते हैं: 999 भाव × टंच, और 99.5% और उससे ऊपर 999 भाव × फाइननेस ÷ 999, यानी 99.9% की कीमत 999 भाव ही। यह पेज कोई लाइव भाव नहीं बताता।",
    "बिल में पुराना सोना GST के बाद घटता है: ग्राहक से पुराना गहना खरीदना टैक्स वाली सप्लाई नहीं है, इसलिए नए गहने पर GST उसकी पूरी कीमत पर लगता है।",
  ],
};

export const exchangeLabels: typeof en.exchangeLabels = {
  section: "एक्सचेंज में पुराना सोना",
  weight: "पुराना सोना, ग्रॉस वज़न (ग्राम)",
  purityAs: "जाँची गई शुद्धता किसमें",
  tunch: "टंच (%)",
  karat: "कैरेट",
  fineness: "फाइननेस",
  purity: "जाँची गई शुद्धता",
  deduction: "गलाई की घटत (%)",
  rate999: "सोना 999, {per} भाव (₹)",
  fine: "फाइन सोना",
  afterDeduction: "घटत के बाद फाइन सोना",
  value: "एक्सचेंज की कीमत",
  afterGst: "बिल में यह कीमत GST के बाद घटती है: ग्राहक से खरीदा पुराना सोना टैक्स वाली सप्लाई नहीं है।",
  purityTunch: "{n}% टंच",
};

export const estimateLabels: typeof en.estimateLabels = {
  notInvoice: "एस्टिमेट — टैक्स बिल नहीं",
  shopSection: "आपकी दुकान",
  shop: "दुकान का नाम",
  address: "पता",
  phone: "फोन",
  gstin: "GSTIN",
  customer: "ग्राहक",
  shopHint: "एक बार भरें: लिंक में रहता है, एस्टिमेट पर छपता है, कहीं सेव नहीं होता।",
  rates: "आज के भाव",
  rate999: "सोना 999, {per} भाव (₹)",
  silver999: "चाँदी 999, किलो का भाव (₹)",
  piece: "गहना {n}",
  item: "गहने का नाम",
  metal: "टंच",
  metals: { "24K": "24K (999)", "22K": "22K (916)", "18K": "18K (750)", "14K": "14K (585)", tunch: "सोना, टंच %", S999: "चाँदी 999", S925: "चाँदी 925", stunch: "चाँदी, टंच %" },
  tunch: "टंच (%)",
  silverTunch: "चाँदी, {n}% टंच",
  gross: "ग्रॉस वज़न (ग्राम)",
  stone: "स्टोन का वज़न",
  stoneIn: "स्टोन का वज़न किसमें",
  carats: "कैरेट",
  grams: "ग्राम",
  stoneValue: "स्टोन की कीमत (₹)",
  rate: "भाव (₹ {per}; चाँदी किलो का)",
  rateHint: "किसी गहने का भाव खाली छोड़ें तो इसी से निकलेगा।",
  wastage: "वेस्टेज (%)",
  making: "मेकिंग",
  makingBy: "मेकिंग किस हिसाब से",
  makingPercent: "मेटल का %",
  makingPerGram: "₹ प्रति ग्राम",
  makingFixed: "₹ फिक्स",
  hallmark: "हॉलमार्किंग (₹)",
  add: "एक गहना और जोड़ें",
  remove: "गहना {n} हटाएँ",
  interstate: "दूसरे राज्य में डिलीवरी (IGST)",
  interstateHint: "सप्लाई की जगह: काउंटर से दिया गया माल दुकान के राज्य में सप्लाई माना जाता है (CGST + SGST), ग्राहक कोई भी हो।",
  pieceLine: "{n}. {item}, {purity}, नेट {net} @ {rate}",
  pieceItem: { gold: "सोने का गहना", silver: "चाँदी का सामान" },
  perKg: "/किलो",
  detail: "मेटल {metal}",
  wastageValue: "वेस्टेज {v}",
  makingValue: "मेकिंग {v}",
  stonesValue: "स्टोन {v}",
  hallmarkValue: "हॉलमार्किंग {v}",
  taxable: "टैक्स योग्य रकम",
  total: "GST के साथ कुल",
  lessOldGold: "घटाएँ: पुराना सोना ({fine} फाइन)",
  roundOff: "राउंड-ऑफ",
  payable: "ग्राहक से लेने हैं",
  refund: "ग्राहक को लौटाने हैं",
  old: exchangeLabels,
};

/**
 * Sentences agree with any field name (no gendered verb after it), as src/content/hi/tools.ts;
 * a piece's field names its piece in brackets, so «{label} में …» stays grammatical.
 */
export const exchangeMessages: typeof en.exchangeMessages = {
  fields: { weight: "पुराने सोने का ग्रॉस वज़न", tunch: "टंच (%)", karat: "कैरेट", fineness: "फाइननेस", deduction: "घटत (%)", rate999: "999 सोने का भाव ({per})" },
  needsRate: "पुराने सोने की कीमत के लिए दिन का 999 भाव भरें।",
};

export const estimateMessages: typeof en.estimateMessages = {
  fields: {
    tunch: "टंच (गहना {n})",
    gross: "ग्रॉस वज़न (गहना {n})",
    stone: "स्टोन का वज़न (गहना {n})",
    stoneValue: "स्टोन की कीमत (गहना {n})",
    rate: "भाव (गहना {n})",
    wastage: "वेस्टेज (गहना {n})",
    makingPercent: "मेकिंग % (गहना {n})",
    makingPerGram: "प्रति ग्राम मेकिंग (गहना {n})",
    makingFixed: "मेकिंग (गहना {n})",
    hallmark: "हॉलमार्किंग (गहना {n})",
    rate999: "सोने का 999 भाव",
    silver999: "चाँदी का 999 भाव",
  },
  needsRate: "गहना {n} का भाव भरें, या ऊपर दिन का 999 भाव।",
  stonesTooHeavy: "गहना {n} में स्टोन घटाकर एक मिलीग्राम से कम मेटल बचता है: स्टोन का वज़न देखें, और यह भी कि वह कैरेट में है या ग्राम में।",
  tooLong: "{label} ज़्यादा से ज़्यादा {max} अक्षर का लिखें।",
  text: { shop: "दुकान का नाम", address: "पता", phone: "फोन", item: "गहने का नाम" },
  gstin: "GSTIN में 15 अक्षर और अंक होते हैं, जैसे 08ABCDE1234F1Z5।",
  old: exchangeMessages,
};
