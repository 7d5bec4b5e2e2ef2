/**
 * Every text of the lead forms and the demo dialog in Gujarati (issue 30): labels,
 * buttons, the validation messages of SPEC section 5, what visitors read after
 * sending (SPEC section 8) and the worker's own answers. What is posted to the origin
 * does not change: the six software values (src/lib/lead-fields.ts) and the subject
 * 'Zevar ERP Contact Request' (CONTACT_SUBJECT in src/forms/schemas.ts) stay English.
 */
import { LIMITS, type SoftwareLabels } from "../../lib/lead-fields.ts";
import type { FormTexts, LeadServerTexts } from "../en/forms.ts";

/** The worker's own answers (refusals, the origin's known verdicts), read by worker/leads/answers.ts. */
export const leadServerTexts: LeadServerTexts = {
  // Written for a jeweller at the counter: what happened and what to do, never how the
  // request was built (as ../hi/forms.ts).
  invalidContact: "જે ખાનામાં ભૂલ બતાવી છે, તે સુધારો.",
  notQueued: "અત્યારે તમારી રિક્વેસ્ટ મોકલી શકાઈ નહીં. થોડી મિનિટ પછી ફરી પ્રયત્ન કરો, અથવા અમને ફોન કરો.",
  refusals: {
    tooLarge: "ફોર્મ બહુ લાંબું થઈ ગયું છે. તમારી વાત ટૂંકી કરીને ફરી મોકલો.",
    lengthRequired: "ફોર્મ પૂરું પહોંચ્યું નહીં. પેજ રિફ્રેશ કરીને ફરી મોકલો.",
    contentType: "ફોર્મ બરાબર પહોંચ્યું નહીં. પેજ રિફ્રેશ કરીને ફરી મોકલો.",
    crossSite: "આ ફોર્મ ફક્ત Zevar ERPની વેબસાઇટ પરથી જ મોકલી શકાય છે. અમારી વેબસાઇટ ખોલીને ફરી મોકલો.",
    unreadable: "ફોર્મ વાંચી શકાયું નહીં. પેજ રિફ્રેશ કરીને ફરી મોકલો.",
    file: "આ ફોર્મ સાથે ફાઇલ કે ફોટો મોકલી શકાતા નથી. ફક્ત લખીને મોકલો.",
    honeypot: "આ ફોર્મ આપમેળે ભરાયેલું લાગે છે, એટલે મોકલ્યું નથી. અમને ફોન કરો.",
    rateLimited: "તમે થોડી વારમાં ઘણી વાર ફોર્મ મોકલ્યું છે. એક મિનિટ રોકાઈને ફરી મોકલો.",
    siteBusy: "અત્યારે ઘણા લોકો એકસાથે ફોર્મ મોકલી રહ્યા છે. થોડી મિનિટ પછી ફરી મોકલો, અથવા અમને ફોન કરો.",
    noClient: "ફોર્મ ક્યાંથી આવ્યું તે ખબર પડી નહીં. અમારી વેબસાઇટ પર પેજ રિફ્રેશ કરીને ફરી મોકલો.",
    serverKey: "ફોર્મની ચકાસણી પૂરી થઈ શકી નહીં. પેજ રિફ્રેશ કરીને ફરી મોકલો.",
    slowBody: "ફોર્મ પહોંચવામાં બહુ વાર લાગી. તમારું ઇન્ટરનેટ કનેક્શન તપાસીને ફરી મોકલો.",
  },
  originVerdicts: {
    nameRequired: "તમારું નામ લખો.",
    mobileInvalid: "આ મોબાઇલ નંબર સાચો નથી. તપાસીને ફરી લખો.",
    other: "અમે તમારી માહિતી લઈ શક્યા નહીં. તપાસીને ફરી મોકલો, અથવા અમને ફોન કરો.",
  },
};

/**
 * What each software choice SHOWS on a Gujarati page, keyed by the value the form posts
 * (which stays English). Passed to the form islands as props (src/forms/texts.ts).
 */
export const softwareLabels: SoftwareLabels = {
  "Wholesale Software": "હોલસેલ સોફ્ટવેર",
  "Retail Showroom Software": "રિટેલ શોરૂમ સોફ્ટવેર",
  "Dia./Kundan Jew.Mnfg Software": "ડાયમંડ / કુંદન જ્વેલરી મેન્યુફેક્ચરિંગ સોફ્ટવેર",
  "Chain manufacturing Software": "ચેઇન મેન્યુફેક્ચરિંગ સોફ્ટવેર",
  "Cz Jewellery Mfg Software": "CZ જ્વેલરી મેન્યુફેક્ચરિંગ સોફ્ટવેર",
  "Money lending (Girvi) Software": "ગીરવે (મની લેન્ડિંગ) સોફ્ટવેર",
};

export const formTexts: FormTexts = {
  fields: {
    email: "ઈ-મેલ",
    phone: "ફોન નંબર",
    software: "સોફ્ટવેર",
    countryCode: "દેશનો કોડ",
    // An option's label only: its value is "+91".
    indiaOption: "ભારત (+91)",
    honeypot: "આ ખાનું ખાલી રાખો",
  },
  demo: {
    dialogTitle: "ફ્રી ડેમો લો",
    dialogIntro: "તમારા ધંધા વિશે જણાવો, અમે તમને ફોન કરીને ડેમોનો સમય નક્કી કરીશું.",
    close: "બંધ કરો",
    name: "નામ",
    remark: "તમારી વાત",
    submit: "મોકલો",
    submitting: "મોકલાય છે...",
    sent: "તમારી ઇન્ક્વાયરી અમને મળી ગઈ છે!",
    failed: "ફોર્મ મોકલવામાં તકલીફ આવી. ફરી પ્રયત્ન કરો.",
  },
  contact: {
    firstName: "પહેલું નામ",
    lastName: "અટક",
    message: "મેસેજ",
    optional: "(ફરજિયાત નથી)",
    submit: "મેસેજ મોકલો",
    submitting: "મોકલાય છે...",
    sent: { title: "તમારો મેસેજ મોકલાઈ ગયો!", text: "અમે 24 કલાકમાં તમારો સંપર્ક કરીશું." },
    failedTitle: "મેસેજ મોકલી શકાયો નહીં",
    failedText: "થોડી વાર પછી ફરી પ્રયત્ન કરો.",
    network: { title: "ઇન્ટરનેટની તકલીફ", text: "મેસેજ મોકલી શકાયો નહીં. તમારું ઇન્ટરનેટ કનેક્શન તપાસો." },
    dismiss: "બંધ કરો",
  },
  validation: {
    countryCode: "દેશનો કોડ પસંદ કરો.",
    software: "સોફ્ટવેર પસંદ કરો.",
    emailRequired: "ઈ-મેલ જરૂરી છે",
    emailInvalid: "સાચો ઈ-મેલ લખો",
    phoneRequired: "ફોન નંબર જરૂરી છે",
    phoneInvalid: "સાચો ફોન નંબર લખો",
    hiddenCharacters: "આમાં કેટલાક છુપા અક્ષર છે જે લખાણની દિશા બદલી નાખે છે. આ ફરીથી ટાઇપ કરો.",
    demo: {
      nameTooLong: `નામ ${LIMITS.name} અક્ષરથી લાંબું ન હોઈ શકે.`,
      nameInvalid: "સાચું નામ લખો.",
      phoneTooLong: `ફોન નંબર ${LIMITS.phones} અક્ષરથી લાંબો ન હોઈ શકે.`,
      remarkTooLong: `તમારી વાત ${LIMITS.text} અક્ષરથી લાંબી ન હોઈ શકે.`,
      remarkHtml: "તમારી વાતમાંથી HTML ટેગ કાઢી નાખો.",
    },
    contact: {
      firstNameRequired: "પહેલું નામ જરૂરી છે",
      firstNameTooLong: `પહેલું નામ ${LIMITS.name} અક્ષરથી લાંબું ન હોઈ શકે.`,
      firstNameInvalid: "સાચું પહેલું નામ લખો.",
      lastNameRequired: "અટક જરૂરી છે",
      lastNameTooLong: `અટક ${LIMITS.name} અક્ષરથી લાંબી ન હોઈ શકે.`,
      lastNameInvalid: "સાચી અટક લખો.",
      messageTooLong: `મેસેજ ${LIMITS.text} અક્ષરથી લાંબો ન હોઈ શકે.`,
      messageHtml: "મેસેજમાંથી HTML ટેગ કાઢી નાખો.",
    },
  },
};
