/**
 * The Hindi termbase (issue 27), in the shape of ../en/glossary.ts: for each English term
 * the word a jeweller's shop uses, and the variants that crept in from other hands.
 * tests/unit/glossary.test.ts fails when an avoided variant appears as a word in any text
 * of this folder; a chosen phrase that contains an avoided word (घटत (लॉस)) is fine.
 */
import type { GlossaryEntry, SpellingPair } from "../en/glossary.ts";

export const glossary: GlossaryEntry[] = [
  { term: "Edition", chosen: "वर्ज़न", avoid: ["एडिशन", "वर्जन"], note: "Retail, wholesale, manufacturing and girvi are versions of one product." },
  { term: "Associate", chosen: "सहयोगी डीलर", avoid: ["एसोसिएट", "एसोसिएट्स"], note: "The heading and menu say «हमारे डीलर»." },
  { term: "Labour (making)", chosen: "मज़दूरी", avoid: ["लेबर"], note: "What the karigar is paid per piece or gram." },
  { term: "Loss (manufacturing)", chosen: "घटत (लॉस)", avoid: ["लॉस"], note: "«घटत (लॉस)» at its first mention on a page, then «घटत»." },
  { term: "Weighing scale", chosen: "इलेक्ट्रॉनिक कांटा", avoid: ["तराजू"], note: "A तराजू is a pan balance; the ERP reads an electronic scale." },
  { term: "Tag split / merge", chosen: "टैग स्प्लिट और मर्ज", avoid: ["स्प्लिट-मर्ज", "तोड़ना-जोड़ना", "अलग-मिलाना", "टैग तोड़ना"], note: "" },
  { term: "Owner app", chosen: "ओनर ऐप", avoid: ["मालिक का ऐप"], note: "The app's name as the shop says it." },
  { term: "Customer-wise (wholesale)", chosen: "पार्टी-वार", avoid: ["ग्राहक-वार"], note: "A wholesaler's customers are parties." },
  { term: "Girvi Money Lending", chosen: "गिरवी (मनी लेंडिंग)", avoid: ["गिरवी मनी लेंडिंग", "मनी लेंडिंग (गिरवी)"], note: "One order everywhere." },
  { term: "Compound interest", chosen: "ब्याज पर ब्याज (चक्रवृद्धि)", avoid: ["चक्रवृद्धि"], note: "The shop's words first, the book word in brackets." },
  { term: "Simple interest", chosen: "सादा ब्याज", avoid: ["साधारण"], note: "" },
  { term: "Metal", chosen: "मेटल", avoid: ["धातु"], note: "" },
  { term: "Permissions", chosen: "परमिशन", avoid: ["अधिकार"], note: "A user's permissions in the software." },
  { term: "Hindi (calendar)", chosen: "हिन्दी", avoid: ["हिंदी"], note: "As the language names itself (ui.ts languageTexts)." },
];

/** One spelling system, with nukta and chandrabindu: the avoided forms are never right. */
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
  { avoid: "फीचर", chosen: "फ़ीचर" },
  { avoid: "फीचर्स", chosen: "फ़ीचर्स" },
  { avoid: "मजदूरी", chosen: "मज़दूरी" },
  { avoid: "वजन", chosen: "वज़न" },
  { avoid: "यूजर", chosen: "यूज़र" },
  { avoid: "यूजर्स", chosen: "यूज़र्स" },
  { avoid: "रिफंड", chosen: "रिफ़ंड" },
  { avoid: "फॉर्म", chosen: "फ़ॉर्म" },
  { avoid: "हफ्ते", chosen: "हफ़्ते" },
  { avoid: "बाजार", chosen: "बाज़ार" },
];
