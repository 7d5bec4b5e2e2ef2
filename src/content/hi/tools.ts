/**
 * The free jeweller tools in Hindi (issue 17). `software` stays in English: it is the
 * value the demo form posts to the origin (SPEC section 3). Numbers keep Latin digits
 * and Indian grouping.
 */
import type * as en from "../tools.ts";

export { toolPaths } from "../tools.ts";

export const toolTexts: typeof en.toolTexts = {
  gst: {
    name: "ज्वेलरी GST और दाम कैलकुलेटर",
    promise: "मेटल, वेस्टेज, मेकिंग, स्टोन और 3 % GST — ग्राहक का बिल सेकंडों में; या कारीगर के जॉब वर्क पर 5 %।",
    description:
      "फ्री ज्वेलरी GST कैलकुलेटर: 10 ग्राम के भाव से मेटल की कीमत, वेस्टेज, मेकिंग चार्ज, स्टोन, CGST और SGST या IGST, पुराने सोने का एक्सचेंज। जॉब वर्क पर 5 %।",
    keywords:
      "सोने के गहनों पर GST, ज्वेलरी GST कैलकुलेटर, GST के साथ सोने का दाम, मेकिंग चार्ज पर GST, jewellery GST calculator hindi, gold GST calculator, job work GST",
    software: "Retail Showroom Software",
    cta: "Zevar ERP हर बिक्री पर ऐसा ही बिल छापता है — HUID, टैग और पुराने सोने के एक्सचेंज के साथ।",
    notes: [
      "रिटेल: GST पूरी टैक्स योग्य रकम पर 3 % लगता है — मेटल, वेस्टेज, मेकिंग चार्ज और स्टोन, सब पर। राज्य के अंदर CGST 1.5 % + SGST 1.5 %, दूसरे राज्य के ग्राहक पर IGST 3 %।",
      "ग्राहक से लिया गया पुराना सोना टैक्स वाली सप्लाई नहीं है: उसकी कीमत GST लगने के बाद, बिल के कुल में से घटाई जाती है।",
      "जॉब वर्क (कारीगर ज्वेलर के अपने मेटल पर काम करे, SAC 9988): GST सिर्फ़ मेकिंग चार्ज पर 5 % लगता है।",
      "ये रेट GST काउंसिल के सितंबर 2025 के बदलावों के बाद के हैं; उनमें ज्वेलरी 3 % पर ही रही। अपने बिल अपने CA से ज़रूर मिलवा लें।",
    ],
  },
  girvi: {
    name: "गिरवी ब्याज कैलकुलेटर",
    promise: "सैकड़ा (₹100) पर महीने का ब्याज — साधारण या चक्रवृद्धि, 30 दिन का महीना या कैलेंडर महीना, बीच की जमा के साथ।",
    description:
      "फ्री गिरवी (गोल्ड लोन) ब्याज कैलकुलेटर: ₹100 पर महीने का रेट (रुपये सैकड़ा), साधारण या चक्रवृद्धि ब्याज, महाजनी 30 दिन का महीना या कैलेंडर महीना, कम से कम अवधि और बीच की जमा।",
    keywords:
      "गिरवी ब्याज कैलकुलेटर, गिरवी का ब्याज कैसे निकालें, 2 रुपये सैकड़ा, ब्याज कैलकुलेटर, girvi interest calculator, girvi byaj calculator, 2 rupaye saikda, gold loan interest",
    software: "Money lending (Girvi) Software",
    cta: "Zevar ERP का गिरवी सॉफ्टवेयर हर कर्ज़ का हिसाब ऐसे ही लगाता है — रिमाइंडर, KYC और दोनों कैलेंडर के साथ।",
    notes: [
      "रेट का मतलब है ₹100 पर हर महीने कितने रुपये: 2 रुपये सैकड़ा यानी 2 % महीना।",
      "30 दिन का महीना (महाजनी): हर महीना 30 दिन का गिना जाता है और 31 तारीख़ को 30 माना जाता है; महीने का हिस्सा = दिन ÷ 30। कैलेंडर महीना: गिरवी की तारीख़ से पूरे महीने गिने जाते हैं, फिर बचे दिनों को उस चालू महीने के कुल दिनों से भाग दिया जाता है।",
      "बीच में जमा की गई रकम पहले बकाया ब्याज में जाती है, फिर मूल में। चक्रवृद्धि में गिरवी की तारीख़ से हर तय महीनों बाद बकाया ब्याज मूल में जुड़ जाता है।",
      "राज्यों के साहूकारी (मनी लेंडिंग) कानून ब्याज की ऊपरी सीमा तय करते हैं। यह कैलकुलेटर किसी रेट को सही या गलत नहीं बताता: अपने राज्य का कानून ज़रूर देख लें।",
    ],
  },
  huid: {
    name: "हॉलमार्क और HUID चेकर",
    promise: "क्या यह सच में HUID है? उसकी बनावट जाँचें, BIS हॉलमार्क के तीन निशान पढ़ें, और जानें कि बिल पर क्या लिखा होना चाहिए।",
    description:
      "फ्री HUID चेकर: 6 अक्षर वाले HUID की बनावट जाँचें, BIS हॉलमार्क (BIS लोगो, शुद्धता ग्रेड, HUID) समझें, सोने-चांदी के ग्रेड देखें, और जानें कि ज्वेलरी के बिल पर क्या होना ज़रूरी है।",
    keywords: "HUID चेक, HUID नंबर कैसे चेक करें, हॉलमार्क कैसे पहचानें, BIS हॉलमार्क, 22K916, HUID check, hallmark gold, verify HUID",
    software: "Retail Showroom Software",
    cta: "Zevar ERP हर गहने का HUID दर्ज करता है और उसे बिल पर छापता है।",
    notes: [
      "HUID 6 अक्षरों का होता है — A से Z तक के अक्षर और अंक — जो 1 जुलाई 2021 से हर हॉलमार्क वाले गहने पर लेज़र से लिखा जाता है। 31 मार्च 2023 से बिना HUID के हॉलमार्क वाला सोना बेचना मना है।",
      "यह पेज सिर्फ़ HUID की बनावट जाँचता है। गहना वही है जो उसका HUID बताता है, इसकी पक्की पुष्टि सिर्फ़ BIS करता है — BIS CARE ऐप में 'Verify HUID' से।",
    ],
  },
  purity: {
    name: "सोने की शुद्धता (टंच) कन्वर्टर",
    promise: "कैरेट, फाइननेस और टंच एक साथ — और गहने में कितना फाइन सोना है, उसकी कीमत के साथ।",
    description:
      "फ्री गोल्ड प्योरिटी कन्वर्टर: कैरेट से फाइननेस और प्रतिशत (टंच), 22K = 916 = 91.6 %, किसी वज़न में कितना फाइन सोना है और 10 ग्राम के 24K भाव पर उसकी कीमत।",
    keywords: "22 कैरेट 916, टंच कैलकुलेटर, सोने की शुद्धता, कैरेट से टंच, फाइन सोना वज़न, 22 carat 916, tunch calculator, gold purity calculator",
    software: "Retail Showroom Software",
    cta: "Zevar ERP कारीगर, ब्रांच और पुराने सोने — सबका फाइन सोने का स्टॉक टंच के हिसाब से रखता है।",
    notes: [
      "फाइननेस यानी 1000 में कितना हिस्सा सोना: 22K 916 (91.6 % टंच) में बिकता है, 18K 750 में, 14K 585 में — ये BIS के ग्रेड हैं। बाकी कैरेट के लिए 1000 × कैरेट ÷ 24।",
      "फाइन सोना = वज़न × फाइननेस ÷ 1000, मिलीग्राम तक। इसकी कीमत आपके डाले 24K भाव (10 ग्राम का) पर निकलती है: यह पेज कोई लाइव भाव नहीं बताता।",
    ],
  },
};

export const toolsIndexText: typeof en.toolsIndexText = {
  heading: "ज्वेलर्स के लिए फ्री टूल",
  lead: "वे कैलकुलेटर जो ज्वेलर और उनके ग्राहकों को रोज़ चाहिए — कारोबार के नियमों के हिसाब से सही, फ्री, और किसी भी फ़ोन पर तेज़।",
  description: "ज्वेलर्स के लिए फ्री टूल: ज्वेलरी GST और दाम कैलकुलेटर, गिरवी ब्याज कैलकुलेटर, HUID और हॉलमार्क चेकर, सोने की शुद्धता (टंच) कन्वर्टर।",
  keywords: "ज्वेलर्स के टूल, ज्वेलरी कैलकुलेटर, सोने पर GST, गिरवी ब्याज, HUID चेक, टंच कैलकुलेटर, jeweller tools, jewellery calculator",
  open: "टूल खोलें",
  link: "ज्वेलर्स के फ्री टूल",
  bandTitle: "ज्वेलर्स के लिए फ्री टूल",
  freeTool: "फ्री टूल",
};

export const toolLabels: typeof en.toolLabels = {
  rules: "हिसाब कैसे लगाया गया",
  ctaButton: "फ्री डेमो लें",
  form: {
    calculate: "हिसाब लगाएँ",
    result: "नतीजा",
    fillIn: "नतीजा देखने के लिए फ़ॉर्म भरें।",
    fixErrors: "नतीजा देखने के लिए ऊपर बताए गए खाने ठीक करें।",
    share: "WhatsApp पर भेजें",
    copy: "लिंक कॉपी करें",
    copied: "लिंक कॉपी हो गया",
    print: "प्रिंट करें",
    scrollTable: "पूरा खाता देखने के लिए टेबल को दाएँ-बाएँ खिसकाएँ।",
    entered: "भरी गई जानकारी",
    printedOn: "प्रिंट की तारीख़: {date}",
    locale: "hi-IN",
    yes: "हाँ",
    no: "नहीं",
  },
  gst: {
    weight: "नेट वज़न (ग्राम)",
    rate: "10 ग्राम का भाव (₹)",
    rateHint: "जिस टंच का माल बेच रहे हैं, उसका बोर्ड वाला भाव, जैसे 22K916।",
    making: "मेकिंग चार्ज",
    makingPercent: "मेटल की कीमत का %",
    makingPerGram: "₹ प्रति ग्राम",
    wastage: "वेस्टेज (%)",
    stones: "स्टोन और बाकी (₹)",
    mode: "बिल किसका",
    retail: "रिटेल बिक्री",
    jobwork: "कारीगर का जॉब वर्क",
    interstate: "ग्राहक दूसरे राज्य का है (IGST)",
    oldGold: "एक्सचेंज में लिया पुराना सोना (₹)",
    metal: "मेटल की कीमत",
    wastageValue: "वेस्टेज",
    makingValue: "मेकिंग चार्ज",
    jobCharge: "जॉब वर्क चार्ज",
    stonesValue: "स्टोन और बाकी",
    taxable: "टैक्स योग्य रकम",
    total: "बिल का कुल",
    lessOldGold: "घटाएँ: पुराना सोना",
    payable: "ग्राहक से लेने हैं",
    refund: "ग्राहक को लौटाने हैं",
    jobworkNote: "मेटल ({metal}) ज्वेलर का अपना है: जॉब वर्क पर टैक्स सिर्फ़ चार्ज पर लगता है।",
  },
  girvi: {
    /** Hindi has the plural categories `one` (0 and 1) and `other` (I18N.md "Library"). */
    locale: "hi-IN",
    /** "1 अप्रैल 2026": the month's full Hindi name. */
    dateMonth: "long",
    month: { one: "{n} महीना", other: "{n} महीने" },
    day: { one: "{n} दिन", other: "{n} दिन" },
    principal: "मूल रकम (₹)",
    rate: "ब्याज: ₹100 पर महीने के ₹",
    rateHint: "2 रुपये सैकड़ा = 2।",
    from: "गिरवी की तारीख़",
    to: "छुड़ाने की तारीख़",
    method: "ब्याज",
    simple: "साधारण",
    compound: "चक्रवृद्धि (ब्याज पर ब्याज)",
    every: "ब्याज मूल में हर कितने महीने पर जुड़े",
    days: "महीना कैसे गिनें",
    days30: "30 दिन का (महाजनी)",
    calendar: "कैलेंडर महीना",
    minMonths: "कम से कम अवधि (महीने)",
    payments: "बीच में जमा",
    paymentDate: "जमा की तारीख़",
    paymentAmount: "रकम (₹)",
    period: "अवधि",
    minimum: "कम से कम {n} महीने का ब्याज लगा",
    interest: "ब्याज",
    paid: "जमा",
    due: "कुल बकाया",
    table: "गिरवी का खाता",
    columns: ["से", "तक", "अवधि", "पिछला बकाया", "ब्याज", "जमा", "बकाया"],
    events: { minimum: "कम से कम अवधि" },
    loanLine: "{principal} पर {rate} रुपये सैकड़ा महीना",
  },
  purity: {
    karat: "कैरेट",
    fineness: "फाइननेस",
    percent: "शुद्धता / टंच (%)",
    givenAs: "शुद्धता किसमें दी है",
    purity: "शुद्धता",
    weight: "वज़न (ग्राम)",
    rate24: "24K का 10 ग्राम भाव (₹)",
    grade: "BIS ग्रेड",
    notGrade: "BIS ग्रेड नहीं है",
    fine: "फाइन सोना",
    value: "24K भाव पर कीमत",
  },
  huid: {
    huid: "HUID",
    hint: "6 अक्षर और अंक, जैसे 2JP8FC",
    check: "जाँचें",
    valid: "{huid} की बनावट HUID जैसी है।",
    verify: "अब इसे BIS CARE ऐप में ('Verify HUID') जाँचें: गहने की पक्की पुष्टि सिर्फ़ BIS करता है।",
  },
};

/**
 * The messages beside the fields (src/lib/tools/: query.ts, girvi.ts, huid.ts). Sentences
 * are written so they agree with any field name (no gendered verb after it). A date in a
 * message is written out with its Hindi month ("1 फ़रवरी 2026").
 */
export const toolMessages: typeof en.toolMessages = {
  number: {
    required: "{label} भरें।",
    negative: "{label} में माइनस (−) नहीं चलेगा।",
    notNumber: "{label} में सिर्फ़ संख्या लिखें, जैसे 12.5।",
    above: "{label} {n} से ज़्यादा लिखें।",
    atLeast: "{label} कम से कम {n} लिखें।",
    /** `{max}` with Indian grouping ("10,00,000"). */
    atMost: "{label} ज़्यादा से ज़्यादा {max} तक लिखें।",
  },
  gst: {
    fields: {
      weight: "नेट वज़न",
      rate: "10 ग्राम का भाव",
      makingPercent: "मेकिंग चार्ज (%)",
      makingPerGram: "प्रति ग्राम मेकिंग चार्ज",
      wastage: "वेस्टेज (%)",
      stones: "स्टोन की कीमत",
      oldGold: "पुराने सोने की कीमत",
    },
  },
  girvi: {
    fields: {
      principal: "मूल रकम",
      rate: "ब्याज का रेट",
      from: "गिरवी की तारीख़",
      to: "छुड़ाने की तारीख़",
      every: "ब्याज जुड़ने की अवधि",
      minMonths: "कम से कम अवधि",
      payment: "जमा रकम",
    },
    date: { locale: "hi-IN", month: "long" },
    notDate: "{label} में तारीख़ लिखें, जैसे 2026-01-31।",
    wholeMonths: "{label} पूरे महीनों में लिखें (दशमलव नहीं)।",
    toBeforeFrom: "छुड़ाने की तारीख़ गिरवी की तारीख़ से पहले की है।",
    tooLong: "गिरवी ज़्यादा से ज़्यादा 50 साल की ही गिनी जा सकती है।",
    paymentNeedsDate: "जमा के साथ उसकी तारीख़ भी लिखें, जैसे 2026-03-15।",
    paymentOutside: "जमा की तारीख़ गिरवी की तारीख़ और छुड़ाने की तारीख़ के बीच होनी चाहिए।",
    /** `{owed}` in rupees, `{date}` written out. */
    overpayment: "यह जमा {date} को बकाया {owed} से ज़्यादा है।",
  },
  purity: {
    fields: { karat: "कैरेट", fineness: "फाइननेस", percent: "शुद्धता (%)", weight: "वज़न", rate24: "24K का 10 ग्राम भाव" },
  },
  huid: {
    empty: "गहने या उसके बिल पर लिखा 6 अक्षर का HUID डालें।",
    chars: "HUID में सिर्फ़ A–Z अक्षर और 0–9 अंक होते हैं।",
    length: "HUID में ठीक 6 अक्षर होते हैं; इसमें {n} हैं।",
  },
};
