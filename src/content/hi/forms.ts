/**
 * Every text of the lead forms and the demo dialog in Hindi (issue 17): labels,
 * buttons, the validation messages of SPEC section 5, what visitors read after
 * sending (SPEC section 8) and the worker's own answers. What is posted to the origin
 * does not change: the six software values (src/lib/lead-fields.ts) and the subject
 * 'Zevar ERP Contact Request' (CONTACT_SUBJECT in src/forms/schemas.ts) stay English.
 */
import { LIMITS, type SoftwareLabels } from "../../lib/lead-fields.ts";
import type { FormTexts, LeadServerTexts } from "../en/forms.ts";

/** The worker's own answers (refusals, the origin's known verdicts), read by worker/leads/answers.ts. */
export const leadServerTexts: LeadServerTexts = {
  // The worker's own answers (LeadServerTexts in ../en/forms.ts), written for a jeweller
  // at the counter: what happened and what to do, never how the request was built.
  invalidContact: "कृपया जिन खानों में गलती बताई गई है, उन्हें ठीक करें।",
  notQueued: "अभी आपकी रिक्वेस्ट नहीं भेजी जा सकी। कृपया कुछ मिनट बाद फिर कोशिश करें, या हमें फोन करें।",
  refusals: {
    tooLarge: "फॉर्म बहुत लंबा हो गया है। कृपया अपनी बात छोटी करके फिर भेजें।",
    lengthRequired: "फॉर्म पूरा नहीं पहुँचा। कृपया पेज रिफ्रेश करके फिर भेजें।",
    contentType: "फॉर्म सही तरह से नहीं पहुँचा। कृपया पेज रिफ्रेश करके फिर भेजें।",
    crossSite: "यह फॉर्म सिर्फ़ Zevar ERP की वेबसाइट से भेजा जा सकता है। कृपया हमारी वेबसाइट खोलकर फिर भेजें।",
    unreadable: "फॉर्म पढ़ा नहीं जा सका। कृपया पेज रिफ्रेश करके फिर भेजें।",
    file: "इस फॉर्म के साथ फाइल या फोटो नहीं भेजी जा सकती। कृपया सिर्फ़ लिखकर भेजें।",
    honeypot: "यह फॉर्म अपने-आप भरा हुआ लगता है, इसलिए नहीं भेजा गया। कृपया हमें फोन करें।",
    rateLimited: "आपने थोड़ी देर में कई बार फॉर्म भेजा है। कृपया एक मिनट रुककर फिर भेजें।",
    siteBusy: "अभी बहुत लोग एक साथ फॉर्म भेज रहे हैं। कृपया कुछ मिनट बाद फिर भेजें, या हमें फोन करें।",
    noClient: "पता नहीं चल पाया कि फॉर्म कहाँ से आया। कृपया हमारी वेबसाइट पर पेज रिफ्रेश करके फिर भेजें।",
    serverKey: "फॉर्म की जाँच पूरी नहीं हो पाई। कृपया पेज रिफ्रेश करके फिर भेजें।",
    slowBody: "फॉर्म पहुँचने में बहुत देर लगी। कृपया अपना इंटरनेट कनेक्शन देखकर फिर भेजें।",
  },
  originVerdicts: {
    nameRequired: "कृपया अपना नाम लिखें।",
    mobileInvalid: "यह मोबाइल नंबर सही नहीं है। कृपया जाँचकर फिर लिखें।",
    other: "हम आपकी जानकारी नहीं ले पाए। कृपया जाँचकर फिर भेजें, या हमें फोन करें।",
  },
};

/**
 * What each software choice SHOWS on a Hindi page, keyed by the value the form posts
 * (which stays English). Passed to the form islands as props (src/forms/texts.ts) and
 * drawn by src/forms/fields.tsx's SoftwareOptions.
 */
export const softwareLabels: SoftwareLabels = {
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
    phone: "फोन नंबर",
    software: "सॉफ्टवेयर",
    countryCode: "देश का कोड",
    // An option's label only: its value is "+91".
    indiaOption: "भारत (+91)",
    honeypot: "इस खाने को खाली छोड़ें",
  },
  demo: {
    dialogTitle: "फ्री डेमो लें",
    dialogIntro: "अपने कारोबार के बारे में बताइए, हम आपको फोन करके डेमो का समय तय करेंगे।",
    close: "बंद करें",
    name: "नाम",
    remark: "आपकी बात",
    submit: "भेजें",
    submitting: "भेजा जा रहा है...",
    sent: "आपकी इन्क्वायरी हमें मिल गई है!",
    failed: "फॉर्म भेजने में दिक्कत आई। कृपया फिर से कोशिश करें।",
  },
  contact: {
    firstName: "पहला नाम",
    lastName: "सरनेम",
    message: "संदेश",
    optional: "(ज़रूरी नहीं)",
    submit: "संदेश भेजें",
    submitting: "भेजा जा रहा है...",
    sent: { title: "आपका संदेश भेज दिया गया!", text: "हम 24 घंटे के अंदर आपसे संपर्क करेंगे।" },
    failedTitle: "संदेश नहीं भेजा जा सका",
    failedText: "कृपया थोड़ी देर बाद फिर कोशिश करें।",
    network: { title: "इंटरनेट की दिक्कत", text: "संदेश नहीं भेजा जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।" },
    dismiss: "बंद करें",
  },
  validation: {
    countryCode: "कृपया देश का कोड चुनें।",
    software: "कृपया सॉफ्टवेयर चुनें।",
    emailRequired: "ईमेल ज़रूरी है",
    emailInvalid: "कृपया सही ईमेल डालें",
    phoneRequired: "फोन नंबर ज़रूरी है",
    phoneInvalid: "कृपया सही फोन नंबर डालें",
    hiddenCharacters: "इसमें कुछ छिपे हुए अक्षर हैं जो लिखावट की दिशा बदल देते हैं। कृपया इसे फिर से टाइप करें।",
    demo: {
      nameTooLong: `नाम ${LIMITS.name} अक्षरों से लंबा नहीं हो सकता।`,
      nameInvalid: "कृपया सही नाम डालें।",
      phoneTooLong: `फोन नंबर ${LIMITS.phones} अक्षरों से लंबा नहीं हो सकता।`,
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
