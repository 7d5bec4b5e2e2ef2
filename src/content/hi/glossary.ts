/**
 * The Hindi termbase (issues 27 and 38), in the shape of ../en/glossary.ts: for each English
 * term the word a jeweller's shop uses, and the variants that crept in from other hands.
 * tests/unit/glossary.test.ts fails when an avoided variant appears as a word in any text
 * of this folder; a chosen phrase that contains an avoided word («घटत (छीजत)») is fine.
 */
import type { GlossaryEntry, LetterRule, NeverPattern, SpellingPair } from "../en/glossary.ts";

export const glossary: GlossaryEntry[] = [
  { term: "Edition", chosen: "वर्जन", avoid: ["एडिशन", "वर्ज़न"], note: "Retail, wholesale, manufacturing and girvi are versions of one product." },
  { term: "Associate", chosen: "सहयोगी डीलर", avoid: ["एसोसिएट", "एसोसिएट्स"], note: "The heading and menu say «हमारे डीलर»." },
  { term: "Labour (making)", chosen: "मज़दूरी", avoid: ["लेबर"], note: "What the karigar is paid per piece or gram; never the customer's charge." },
  { term: "Making (the customer's charge)", chosen: "मेकिंग", avoid: ["बनवाई", "घड़ाई"], note: "«मेकिंग» or «मेकिंग चार्ज» on a customer's bill, estimate or tag: the pages, the tools and the drawn retail screens alike." },
  { term: "Loss (manufacturing)", chosen: "घटत (छीजत)", avoid: ["लॉस"], note: "The metal a karigar loses at each step; Rajasthan's and Delhi's workshops say छीजत. «घटत (छीजत)» at its first mention on a page, then «घटत»." },
  { term: "Wastage", chosen: "वेस्टेज", avoid: ["छीजत"], note: "The wastage on a bill, or allowed a karigar; «छीजत» only inside «घटत (छीजत)»." },
  { term: "Net weight", chosen: "नेट वज़न", avoid: ["शुद्ध वज़न", "सोना शुद्ध", "चाँदी शुद्ध"], note: "Gross less stones (नेट). To a jeweller शुद्ध सोना is fine gold (फाइन), so शुद्ध never names the net weight." },
  { term: "Estimate", chosen: "एस्टिमेट", avoid: ["एस्टीमेट"], note: "One spelling, the tools' own." },
  { term: "Metal receipt (voucher)", chosen: "मेटल जमा", avoid: ["मेटल रसीद"], note: "The wholesale voucher as the screens name it; a रसीद is the paper a girvi or a payment gives." },
  { term: "Cash receipt (voucher)", chosen: "कैश जमा", avoid: ["कैश रसीद"], note: "Beside मेटल जमा." },
  { term: "Multi-branch business", chosen: "कई ब्रांच वाले शोरूम", avoid: ["ब्रांच वाली चेन"], note: "On a jewellery site a चेन is a gold chain." },
  { term: "Award winner", chosen: "अवॉर्ड से सम्मानित", avoid: ["अवॉर्ड जीते", "अवॉर्ड जीतने वाला"], note: "«कई अवॉर्ड से सम्मानित»." },
  { term: "Format (of a HUID)", chosen: "फॉर्मेट", avoid: ["बनावट"], note: "«{huid} HUID के फॉर्मेट में है»; बनावट is a piece's make, and बनावटी a fake." },
  { term: "Laser (a HUID's marking)", chosen: "लेज़र", avoid: ["लेजर से", "लेजर मार्किंग"], note: "With its nukta, the one English loan that keeps it: without, लेजर is the ledger the same shop keeps («लेजर की पूरी डिटेल»). «HUID … लेज़र से लिखा जाता है»." },
  { term: "Free tools", chosen: "ज्वेलर्स के फ्री टूल", avoid: ["फ्री टूल्स"], note: "The menu and the tools' own link in the same words." },
  { term: "Bill total", chosen: "कुल बिल", avoid: ["बिल कुल"], note: "" },
  { term: "Testimonials (slides)", chosen: "ग्राहकों की राय", avoid: ["राय वाली स्लाइड"], note: "The pause control names what it pauses: «ग्राहकों की राय रोकें»." },
  { term: "Weighing scale", chosen: "इलेक्ट्रॉनिक काँटा", avoid: ["तराजू", "वेइंग स्केल"], note: "A तराजू is a pan balance; the ERP reads an electronic scale." },
  { term: "Tag split / merge", chosen: "टैग स्प्लिट और मर्ज", avoid: ["स्प्लिट-मर्ज", "तोड़ना-जोड़ना", "अलग-मिलाना", "टैग तोड़ना"], note: "" },
  { term: "Owner app", chosen: "ओनर ऐप", avoid: ["मालिक का ऐप", "मालिक के ऐप"], note: "The app's name as the shop says it." },
  { term: "Customer app", chosen: "कस्टमर ऐप", avoid: ["ग्राहक ऐप", "ग्राहक का ऐप", "ग्राहक के ऐप"], note: "Beside ओनर ऐप and कोटेशन ऐप: the three apps by their names." },
  { term: "Customer-wise (wholesale)", chosen: "पार्टी-वार", avoid: ["कस्टमर-वार"], note: "A wholesaler's customers are parties." },
  { term: "Customer-wise (retail)", chosen: "ग्राहक-वार", avoid: ["कस्टमर-वार"], note: "A showroom's customers are ग्राहक; पार्टी-वार is the wholesaler's report." },
  { term: "Girvi Money Lending", chosen: "गिरवी (मनी लेंडिंग)", avoid: ["गिरवी मनी लेंडिंग", "मनी लेंडिंग (गिरवी)", "ब्याज पर लेन-देन"], note: "One order everywhere." },
  { term: "Compound interest", chosen: "ब्याज पर ब्याज (चक्रवृद्धि)", avoid: ["चक्रवृद्धि"], note: "The shop's words first, the book word in brackets." },
  { term: "Simple interest", chosen: "सादा ब्याज", avoid: ["साधारण"], note: "" },
  { term: "Metal", chosen: "मेटल", avoid: ["धातु"], note: "" },
  { term: "Permissions", chosen: "परमिशन", avoid: ["अधिकार"], note: "A user's permissions in the software." },
  { term: "Instalment", chosen: "किस्त", avoid: ["किश्त", "किश्तें", "किश्तों"], note: "A scheme's or kitty's monthly payment." },
  { term: "Pending (voucher)", chosen: "बकाया वाउचर", avoid: ["पेंडिंग वाउचर", "बाकी वाउचर"], note: "A girvi voucher not yet settled, whose interest is counted again." },
  { term: "Opening stock / balances (enter)", chosen: "ओपनिंग स्टॉक चढ़ाना", avoid: ["ओपनिंग स्टॉक डालें", "ओपनिंग बैलेंस डालें"], note: "Stock and balances are चढ़ाए, as in a बही." },
  { term: "Your kind of business", chosen: "आप जैसे कारोबार", avoid: ["आपके जैसे", "आपके तरह", "आपके ही तरह"], note: "" },
  { term: "Scalable", chosen: "कारोबार के साथ बढ़ने वाला", avoid: ["बढ़ने को तैयार"], note: "Or «कारोबार बढ़े, सॉफ्टवेयर साथ चले»." },
  { term: "Integration (with a device or service)", chosen: "सीधे … में / … के साथ चलता है", avoid: ["जुड़ाव"], note: "«इलेक्ट्रॉनिक काँटा सीधे सॉफ्टवेयर में», never «… से जुड़ाव»." },
  { term: "Versus (compared side by side)", chosen: "आमने-सामने", avoid: ["बनाम"], note: "«कितना लगा, कितना बना — आमने-सामने»; बनाम is court language." },
  { term: "Multi-step loss report", chosen: "हर स्टेप की घटत रिपोर्ट", avoid: ["कई कदमों वाली घटत रिपोर्ट", "कदम-वार घटत रिपोर्ट"], note: "The report's name as the software shows it." },
  { term: "Hindi (calendar)", chosen: "हिन्दी", avoid: ["हिंदी"], note: "As the language names itself (ui.ts languageTexts); «हिन्दी कैलेंडर» (हिन्दी महीना, तारीख) is what the Hindi belt says." },
];

/**
 * One spelling system, the Hindi press's (Bhaskar, Jagran, Amar Ujala) with the nukta kept
 * where the word is Persian or Arabic:
 * - ज़ and फ़ only on Perso-Arabic words (ज़्यादा, ज़रूरी, मज़दूरी, वज़न, साफ़, मुनाफ़ा, फ़ायदा);
 *   `letters` lists every such word the site writes, so a new one is a decision.
 * - English loans without a nukta, as the press writes them: फाइन, फिक्स, ट्रांसफर, फाइलिंग,
 *   फाइंडिंग, फॉर्मेट, फोन, फॉर्म, फोटो, ऑफिस, ऑफलाइन, डिजाइन, यूजर, वर्जन, सीजन, लेजर
 *   (the ledger: «लेजर की पूरी डिटेल»), and सॉफ्टवेयर, फ्री, मैन्युफैक्चरिंग, स्टाफ as before.
 *   Two exceptions: फ़रवरी, the month as CLDR (Intl `hi-IN`) prints it in the tools' dates on
 *   the same page, and लेज़र, the laser that marks a HUID, which without its nukta reads as
 *   the ledger to a shop that keeps one («HUID … लेज़र से लिखा जाता है»).
 * - क़, ख़ and ग़ in no word: तारीख, आखिर, गलत, हक, शेख.
 * - Chandrabindu where no vowel sign sits above the line (हाँ, चाँदी, काँटा, आँकड़े, हूँ, मँगाना).
 * The pairs below name the commonest slips and their fix; `letters` catches the rest.
 */
export const spellings: SpellingPair[] = [
  { avoid: "ज्यादा", chosen: "ज़्यादा" },
  { avoid: "जरूरी", chosen: "ज़रूरी" },
  { avoid: "जरूर", chosen: "ज़रूर" },
  { avoid: "हां", chosen: "हाँ" },
  { avoid: "यहां", chosen: "यहाँ" },
  { avoid: "वहां", chosen: "वहाँ" },
  { avoid: "कहां", chosen: "कहाँ" },
  { avoid: "जहां", chosen: "जहाँ" },
  { avoid: "चांदी", chosen: "चाँदी" },
  { avoid: "जांच", chosen: "जाँच" },
  { avoid: "मजदूरी", chosen: "मज़दूरी" },
  { avoid: "वजन", chosen: "वज़न" },
  { avoid: "हफ्ते", chosen: "हफ़्ते" },
  { avoid: "बाजार", chosen: "बाज़ार" },
  { avoid: "आएं", chosen: "आएँ" },
  { avoid: "करवाएं", chosen: "करवाएँ" },
  { avoid: "गलतियां", chosen: "गलतियाँ" },
  { avoid: "चलाएं", chosen: "चलाएँ" },
  { avoid: "जाएं", chosen: "जाएँ" },
  { avoid: "टांका", chosen: "टाँका" },
  { avoid: "तेज", chosen: "तेज़" },
  { avoid: "नजर", chosen: "नज़र" },
  { avoid: "पहुंच", chosen: "पहुँच" },
  { avoid: "पहुंचते", chosen: "पहुँचते" },
  { avoid: "पहुंचने", chosen: "पहुँचने" },
  { avoid: "पाबंदियां", chosen: "पाबंदियाँ" },
  { avoid: "फर्क", chosen: "फ़र्क" },
  { avoid: "फैसला", chosen: "फ़ैसला" },
  { avoid: "फैसले", chosen: "फ़ैसले" },
  { avoid: "बनाएं", chosen: "बनाएँ" },
  { avoid: "बारीकियां", chosen: "बारीकियाँ" },
  { avoid: "मंजूर", chosen: "मंज़ूर" },
  { avoid: "मंजूरी", chosen: "मंज़ूरी" },
  { avoid: "मांग", chosen: "माँग" },
  { avoid: "मांगते", chosen: "माँगते" },
  { avoid: "मांगने", chosen: "माँगने" },
  { avoid: "मंगाना", chosen: "मँगाना" },
  { avoid: "मिलाएं", chosen: "मिलाएँ" },
  { avoid: "रोज", chosen: "रोज़" },
  { avoid: "लगाएं", chosen: "लगाएँ" },
  { avoid: "लाएं", chosen: "लाएँ" },
  { avoid: "सिर्फ", chosen: "सिर्फ़" },
  { avoid: "साफ", chosen: "साफ़" },
  { avoid: "मुनाफा", chosen: "मुनाफ़ा" },
  { avoid: "मुनाफे", chosen: "मुनाफ़े" },
  { avoid: "रफ्तार", chosen: "रफ़्तार" },
  { avoid: "सफर", chosen: "सफ़र" },
  { avoid: "फायदा", chosen: "फ़ायदा" },
  { avoid: "फायदे", chosen: "फ़ायदे" },
  { avoid: "हिफाजत", chosen: "हिफ़ाज़त" },
  { avoid: "फर्श", chosen: "फ़र्श" },
  { avoid: "कागज", chosen: "कागज़" },
  { avoid: "कागजात", chosen: "कागज़ात" },
  { avoid: "अंग्रेजी", chosen: "अंग्रेज़ी" },
  { avoid: "हाजिरी", chosen: "हाज़िरी" },
  { avoid: "जल्दबाजी", chosen: "जल्दबाज़ी" },
  { avoid: "अंदाजा", chosen: "अंदाज़ा" },
  { avoid: "अंदाजे", chosen: "अंदाज़े" },
  { avoid: "गुजरता", chosen: "गुज़रता" },
  { avoid: "चीज", chosen: "चीज़" },
  { avoid: "इंतजार", chosen: "इंतज़ार" },
  { avoid: "इंतजाम", chosen: "इंतज़ाम" },
  { avoid: "कमजोर", chosen: "कमज़ोर" },
  { avoid: "मेज", chosen: "मेज़" },
  { avoid: "कर्ज", chosen: "कर्ज़" },
  { avoid: "जिम्मेदार", chosen: "ज़िम्मेदार" },
  { avoid: "जिम्मेदारी", chosen: "ज़िम्मेदारी" },
  { avoid: "इजाजत", chosen: "इजाज़त" },
  { avoid: "मंजिल", chosen: "मंज़िल" },
  { avoid: "आंकड़े", chosen: "आँकड़े" },
  { avoid: "आंकड़ों", chosen: "आँकड़ों" },
  { avoid: "आंखों", chosen: "आँखों" },
  { avoid: "ढूंढना", chosen: "ढूँढना" },
  { avoid: "ढूंढें", chosen: "ढूँढें" },
  { avoid: "दिखाएंगे", chosen: "दिखाएँगे" },
  { avoid: "हूं", chosen: "हूँ" },
  { avoid: "कांटा", chosen: "काँटा" },
  { avoid: "कांटे", chosen: "काँटे" },
  { avoid: "रांची", chosen: "राँची" },
  // English loans, as the press writes them (issue 38): the nukta forms are the slips.
  { avoid: "फ़ाइन", chosen: "फाइन" },
  { avoid: "फ़िक्स", chosen: "फिक्स" },
  { avoid: "ट्रांसफ़र", chosen: "ट्रांसफर" },
  { avoid: "फ़ाइलिंग", chosen: "फाइलिंग" },
  { avoid: "फ़ाइंडिंग", chosen: "फाइंडिंग" },
  { avoid: "फ़ॉर्मेट", chosen: "फॉर्मेट" },
  { avoid: "फ़ॉर्म", chosen: "फॉर्म" },
  { avoid: "फ़ोन", chosen: "फोन" },
  { avoid: "फ़ोटो", chosen: "फोटो" },
  { avoid: "फ़ाइल", chosen: "फाइल" },
  { avoid: "फ़ीचर", chosen: "फीचर" },
  { avoid: "फ़ीचर्स", chosen: "फीचर्स" },
  { avoid: "फ़िल्टर", chosen: "फिल्टर" },
  { avoid: "ऑफ़िस", chosen: "ऑफिस" },
  { avoid: "ऑफ़लाइन", chosen: "ऑफलाइन" },
  { avoid: "ऑफ़र", chosen: "ऑफर" },
  { avoid: "ऑफ़", chosen: "ऑफ" },
  { avoid: "रिफ़ंड", chosen: "रिफंड" },
  { avoid: "रिफ़्रेश", chosen: "रिफ्रेश" },
  { avoid: "यूज़र", chosen: "यूजर" },
  { avoid: "यूज़र्स", chosen: "यूजर्स" },
  { avoid: "डिज़ाइन", chosen: "डिजाइन" },
  { avoid: "डिज़ाइनों", chosen: "डिजाइनों" },
  { avoid: "सीज़न", chosen: "सीजन" },
  { avoid: "साइज़", chosen: "साइज" },
  { avoid: "ब्राउज़र", chosen: "ब्राउजर" },
  { avoid: "विज़िटर", chosen: "विजिटर" },
  { avoid: "विज़िट", chosen: "विजिट" },
  // क़, ख़ and ग़ dropped, as the press drops them.
  { avoid: "तारीख़", chosen: "तारीख" },
  { avoid: "तारीख़ें", chosen: "तारीखें" },
  { avoid: "आख़िर", chosen: "आखिर" },
  { avoid: "आख़िरी", chosen: "आखिरी" },
  { avoid: "ग़लत", chosen: "गलत" },
  { avoid: "ग़लती", chosen: "गलती" },
  { avoid: "ग़लतियाँ", chosen: "गलतियाँ" },
];

/** Which words may hold a nukta letter: the Perso-Arabic words the site writes, and for क़ ख़ ग़ none. */
export const letters: LetterRule[] = [
  {
    letters: ["ज़", "फ़"],
    words: [
      "अंग्रेज़ी", "अंदाज़ा", "अंदाज़े", "आज़माएँ", "इंतज़ाम", "इंतज़ार", "इजाज़त", "कमज़ोर", "कर्ज़", "कर्ज़दार", "कागज़", "कागज़ात",
      "गुज़रता", "चीज़", "जल्दबाज़ी", "ज़माने", "ज़रा", "ज़रूर", "ज़रूरत", "ज़रूरी", "ज़िम्मेदार", "ज़िम्मेदारी", "ज़िलों", "ज़्यादा",
      "ज़्यादातर", "तेज़", "दस्तावेज़", "नज़दीकी", "नज़र", "फ़र्क", "फ़र्श", "फ़ायदा", "फ़ायदे", "फ़ैसला", "फ़ैसले", "बाज़ार", "बहूबाज़ार",
      "मंज़िल", "मंज़ूर", "मंज़ूरी", "मज़दूरी", "मर्ज़ी", "मुनाफ़ा", "मुनाफ़े", "मेज़", "रफ़्तार", "रोज़", "रोज़नामचा", "वज़न", "सज़ा",
      "सफ़र", "साफ़", "सिर्फ़", "हफ़्ता", "हफ़्ते", "हाज़िरी", "हिफ़ाज़त",
      // A name as its bearer writes it, the month as the tools' dates print it (CLDR), and
      // the laser kept apart from the ledger (लेजर) that the same shop keeps.
      "फ़रहान", "फ़रवरी", "लेज़र",
    ],
    note: "nukta only on the Perso-Arabic words listed here; English loans take none (फाइन, फोन)",
  },
  { letters: ["क़", "ख़", "ग़"], words: [], note: "no क़, ख़ or ग़ (तारीख, आखिर, गलत)" },
];

/** What no Hindi text holds. */
export const patterns: NeverPattern[] = [
  { pattern: "₹\\s*(?:[\\d.,]+|\\{\\w+\\})\\s*रुपय\\p{M}*", note: "the rupee once: «₹1.50» or «1.50 रुपये», never «₹1.50 रुपये»" },
];
