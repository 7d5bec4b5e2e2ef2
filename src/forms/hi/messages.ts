/**
 * Every text of the lead forms and the demo dialog in Hindi (issue 17): labels,
 * buttons, the validation messages of SPEC section 5 and what visitors read after
 * sending (SPEC section 8). What is posted to the origin does not change: the six
 * software values (SOFTWARE_CHOICES) and the subject 'Zevar ERP Contact Request'
 * (CONTACT_SUBJECT) live in schemas.ts, not here, and stay English.
 */
import { LIMITS } from "../limits.ts";
import type { FormTexts, LeadServerTexts } from "../messages.ts";
import type { SOFTWARE_CHOICES } from "../schemas.ts";

/**
 * The Hindi twins of messages.ts's ALL_CAPS consts, under the same names: the worker
 * (worker/routes/leads.ts) answers with DEMO_SUCCESS, CONTACT_SENT.title,
 * DEMO_NETWORK_FAILURE / CONTACT_FAILED_TEXT (origin refused without a message) and
 * CONTACT_FAILED_TITLE (a plain post re-rendered with its failure); the pages
 * (landing.tsx, contact.tsx) show DEMO_SUCCESS and CONTACT_SENT after `?sent=1`.
 * The worker's own answers are here too (LeadServerTexts: refusals, the origin's known
 * verdicts), read through texts.ts's `leadServerTextsFor` by worker/leads/answers.ts.
 */
export const hiLeadMessages = {
  DEMO_SUCCESS: "आपकी इन्क्वायरी हमें मिल गई है!",
  DEMO_NETWORK_FAILURE: "फ़ॉर्म भेजने में दिक्कत आई। कृपया फिर से कोशिश करें।",
  CONTACT_SENT: { title: "आपका संदेश भेज दिया गया!", text: "हम 24 घंटे के अंदर आपसे संपर्क करेंगे।" },
  CONTACT_FAILED_TITLE: "संदेश नहीं भेजा जा सका",
  CONTACT_FAILED_TEXT: "कृपया थोड़ी देर बाद फिर कोशिश करें।",
  CONTACT_NETWORK: { title: "इंटरनेट की दिक्कत", text: "संदेश नहीं भेजा जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।" },
  // The worker's own answers (LeadServerTexts in ../messages.ts), written for a jeweller
  // at the counter: what happened and what to do, never how the request was built.
  invalidContact: "कृपया जिन खानों में ग़लती बताई गई है, उन्हें ठीक करें।",
  notQueued: "अभी आपकी रिक्वेस्ट नहीं भेजी जा सकी। कृपया कुछ मिनट बाद फिर कोशिश करें, या हमें फ़ोन करें।",
  refusals: {
    tooLarge: "फ़ॉर्म बहुत लंबा हो गया है। कृपया अपनी बात छोटी करके फिर भेजें।",
    lengthRequired: "फ़ॉर्म पूरा नहीं पहुँचा। कृपया पेज रिफ़्रेश करके फिर भेजें।",
    contentType: "फ़ॉर्म सही तरह से नहीं पहुँचा। कृपया पेज रिफ़्रेश करके फिर भेजें।",
    crossSite: "यह फ़ॉर्म सिर्फ़ Zevar ERP की वेबसाइट से भेजा जा सकता है। कृपया हमारी वेबसाइट खोलकर फिर भेजें।",
    unreadable: "फ़ॉर्म पढ़ा नहीं जा सका। कृपया पेज रिफ़्रेश करके फिर भेजें।",
    file: "इस फ़ॉर्म के साथ फ़ाइल या फ़ोटो नहीं भेजी जा सकती। कृपया सिर्फ़ लिखकर भेजें।",
    honeypot: "यह फ़ॉर्म अपने-आप भरा हुआ लगता है, इसलिए नहीं भेजा गया। कृपया हमें फ़ोन करें।",
    rateLimited: "आपने थोड़ी देर में कई बार फ़ॉर्म भेजा है। कृपया एक मिनट रुककर फिर भेजें।",
    siteBusy: "अभी बहुत लोग एक साथ फ़ॉर्म भेज रहे हैं। कृपया कुछ मिनट बाद फिर भेजें, या हमें फ़ोन करें।",
    noClient: "पता नहीं चल पाया कि फ़ॉर्म कहाँ से आया। कृपया हमारी वेबसाइट पर पेज रिफ़्रेश करके फिर भेजें।",
    serverKey: "फ़ॉर्म की जाँच पूरी नहीं हो पाई। कृपया पेज रिफ़्रेश करके फिर भेजें।",
  },
  originVerdicts: {
    nameRequired: "कृपया अपना नाम लिखें।",
    mobileInvalid: "यह मोबाइल नंबर सही नहीं है। कृपया जाँचकर फिर लिखें।",
    other: "हम आपकी जानकारी नहीं ले पाए। कृपया जाँचकर फिर भेजें, या हमें फ़ोन करें।",
  },
} as const satisfies {
  DEMO_SUCCESS: string;
  DEMO_NETWORK_FAILURE: string;
  CONTACT_SENT: { title: string; text: string };
  CONTACT_FAILED_TITLE: string;
  CONTACT_FAILED_TEXT: string;
  CONTACT_NETWORK: { title: string; text: string };
} & LeadServerTexts;

/**
 * What each software choice SHOWS on a Hindi page, keyed by the value the form posts
 * (which stays English). Read through texts.ts's `softwareLabelsFor`, passed to the
 * form islands as props and drawn by fields.tsx's SoftwareOptions.
 */
export const hiSoftwareLabels: Record<(typeof SOFTWARE_CHOICES)[number], string> = {
  "Wholesale Software": "होलसेल सॉफ्टवेयर",
  "Retail Showroom Software": "रिटेल शोरूम सॉफ्टवेयर",
  "Dia./Kundan Jew.Mnfg Software": "डायमंड / कुंदन ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर",
  "Chain manufacturing Software": "चेन मैन्युफैक्चरिंग सॉफ्टवेयर",
  "Cz Jewellery Mfg Software": "CZ ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर",
  "Money lending (Girvi) Software": "गिरवी (मनी लेंडिंग) सॉफ्टवेयर",
};

export const formTexts: FormTexts = {
  fields: {
    email: "ईमेल",
    phone: "फ़ोन नंबर",
    software: "सॉफ्टवेयर",
    countryCode: "देश का कोड",
    // An option's label only: its value is "+91".
    indiaOption: "भारत (+91)",
    honeypot: "इस खाने को खाली छोड़ें",
  },
  demo: {
    dialogTitle: "फ्री डेमो लें",
    dialogIntro: "अपने कारोबार के बारे में बताइए, हम आपको फ़ोन करके डेमो का समय तय करेंगे।",
    close: "बंद करें",
    name: "नाम",
    remark: "आपकी बात",
    submit: "भेजें",
    submitting: "भेजा जा रहा है...",
    sent: hiLeadMessages.DEMO_SUCCESS,
    failed: hiLeadMessages.DEMO_NETWORK_FAILURE,
  },
  contact: {
    firstName: "पहला नाम",
    lastName: "सरनेम",
    message: "संदेश",
    optional: "(ज़रूरी नहीं)",
    submit: "संदेश भेजें",
    submitting: "भेजा जा रहा है...",
    sent: hiLeadMessages.CONTACT_SENT,
    failedTitle: hiLeadMessages.CONTACT_FAILED_TITLE,
    failedText: hiLeadMessages.CONTACT_FAILED_TEXT,
    network: hiLeadMessages.CONTACT_NETWORK,
    dismiss: "बंद करें",
  },
  validation: {
    countryCode: "कृपया देश का कोड चुनें।",
    software: "कृपया सॉफ्टवेयर चुनें।",
    emailRequired: "ईमेल ज़रूरी है",
    emailInvalid: "कृपया सही ईमेल डालें",
    phoneRequired: "फ़ोन नंबर ज़रूरी है",
    phoneInvalid: "कृपया सही फ़ोन नंबर डालें",
    hiddenCharacters: "इसमें कुछ छिपे हुए अक्षर हैं जो लिखावट की दिशा बदल देते हैं। कृपया इसे फिर से टाइप करें।",
    demo: {
      nameTooLong: `नाम ${LIMITS.name} अक्षरों से लंबा नहीं हो सकता।`,
      nameInvalid: "कृपया सही नाम डालें।",
      phoneTooLong: `फ़ोन नंबर ${LIMITS.phones} अक्षरों से लंबा नहीं हो सकता।`,
      remarkTooLong: `आपकी बात ${LIMITS.text} अक्षरों से लंबी नहीं हो सकती।`,
      remarkHtml: "कृपया अपनी बात में से HTML टैग हटा दें।",
    },
    contact: {
      firstNameRequired: "पहला नाम ज़रूरी है",
      firstNameTooLong: `पहला नाम ${LIMITS.name} अक्षरों से लंबा नहीं हो सकता।`,
      firstNameInvalid: "कृपया सही पहला नाम डालें।",
      lastNameRequired: "सरनेम ज़रूरी है",
      lastNameTooLong: `सरनेम ${LIMITS.name} अक्षरों से लंबा नहीं हो सकता।`,
      lastNameInvalid: "कृपया सही सरनेम डालें।",
      messageTooLong: `संदेश ${LIMITS.text} अक्षरों से लंबा नहीं हो सकता।`,
      messageHtml: "कृपया संदेश में से HTML टैग हटा दें।",
    },
  },
};
