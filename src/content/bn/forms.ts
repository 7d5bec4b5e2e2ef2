/**
 * Every text of the lead forms and the demo dialog in Bengali (issue 30): labels,
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
  invalidContact: "যে ঘরগুলোতে ভুল দেখানো হয়েছে, সেগুলো ঠিক করুন।",
  notQueued: "আপনার অনুরোধ এখন পাঠানো গেল না। কয়েক মিনিট পরে আবার চেষ্টা করুন, বা আমাদের ফোন করুন।",
  refusals: {
    tooLarge: "ফর্মটি খুব লম্বা হয়ে গেছে। আপনার কথা একটু ছোট করে আবার পাঠান।",
    lengthRequired: "ফর্মটি পুরো পৌঁছয়নি। পেজ রিফ্রেশ করে আবার পাঠান।",
    contentType: "ফর্মটি ঠিকভাবে পৌঁছয়নি। পেজ রিফ্রেশ করে আবার পাঠান।",
    crossSite: "এই ফর্ম শুধু Zevar ERP-এর ওয়েবসাইট থেকেই পাঠানো যায়। আমাদের ওয়েবসাইট খুলে আবার পাঠান।",
    unreadable: "ফর্মটি পড়া গেল না। পেজ রিফ্রেশ করে আবার পাঠান।",
    file: "এই ফর্মের সঙ্গে ফাইল বা ছবি পাঠানো যায় না। শুধু লিখে পাঠান।",
    honeypot: "ফর্মটি নিজে নিজে ভরা হয়েছে বলে মনে হচ্ছে, তাই পাঠানো হয়নি। আমাদের ফোন করুন।",
    rateLimited: "অল্প সময়ের মধ্যে আপনি অনেকবার ফর্ম পাঠিয়েছেন। এক মিনিট অপেক্ষা করে আবার পাঠান।",
    siteBusy: "এখন অনেকে একসঙ্গে ফর্ম পাঠাচ্ছেন। কয়েক মিনিট পরে আবার পাঠান, বা আমাদের ফোন করুন।",
    noClient: "ফর্মটি কোথা থেকে এল বোঝা গেল না। আমাদের ওয়েবসাইটে পেজ রিফ্রেশ করে আবার পাঠান।",
    serverKey: "ফর্মের যাচাই শেষ করা গেল না। পেজ রিফ্রেশ করে আবার পাঠান।",
    slowBody: "ফর্ম পৌঁছাতে অনেক দেরি হল। ইন্টারনেট সংযোগ দেখে নিয়ে আবার পাঠান।",
  },
  originVerdicts: {
    nameRequired: "আপনার নাম লিখুন।",
    mobileInvalid: "এই মোবাইল নম্বরটি ঠিক নয়। দেখে নিয়ে আবার লিখুন।",
    other: "আপনার তথ্য আমরা নিতে পারলাম না। দেখে নিয়ে আবার পাঠান, বা আমাদের ফোন করুন।",
  },
};

/**
 * What each software choice SHOWS on a Bengali page, keyed by the value the form posts
 * (which stays English). Passed to the form islands as props (src/forms/texts.ts) and
 * drawn by src/forms/fields.tsx's SoftwareOptions.
 */
export const softwareLabels: SoftwareLabels = {
  "Wholesale Software": "হোলসেল সফটওয়্যার",
  "Retail Showroom Software": "রিটেল শোরুম সফটওয়্যার",
  "Dia./Kundan Jew.Mnfg Software": "ডায়মন্ড / কুন্দন গয়না ম্যানুফ্যাকচারিং সফটওয়্যার",
  "Chain manufacturing Software": "চেন ম্যানুফ্যাকচারিং সফটওয়্যার",
  "Cz Jewellery Mfg Software": "CZ গয়না ম্যানুফ্যাকচারিং সফটওয়্যার",
  "Money lending (Girvi) Software": "বন্ধকী (মানি লেন্ডিং) সফটওয়্যার",
};

export const formTexts: FormTexts = {
  fields: {
    email: "ই-মেল",
    phone: "ফোন নম্বর",
    software: "সফটওয়্যার",
    countryCode: "দেশের কোড",
    // An option's label only: its value is "+91".
    indiaOption: "ভারত (+91)",
    honeypot: "এই ঘরটি খালি রাখুন",
  },
  demo: {
    dialogTitle: "ফ্রি ডেমো নিন",
    dialogIntro: "আপনার ব্যবসার কথা একটু বলুন, আমরা ফোন করে ডেমোর সময় ঠিক করে নেব।",
    close: "বন্ধ করুন",
    name: "নাম",
    remark: "আপনার কথা",
    submit: "পাঠান",
    submitting: "পাঠানো হচ্ছে...",
    sent: "আপনার এনকোয়ারি আমরা পেয়েছি!",
    failed: "ফর্ম পাঠাতে সমস্যা হল। আবার চেষ্টা করুন।",
  },
  contact: {
    firstName: "নাম",
    lastName: "পদবি",
    message: "মেসেজ",
    optional: "(না দিলেও চলবে)",
    submit: "মেসেজ পাঠান",
    submitting: "পাঠানো হচ্ছে...",
    sent: { title: "আপনার মেসেজ পাঠানো হয়েছে!", text: "আমরা 24 ঘণ্টার মধ্যে আপনার সঙ্গে যোগাযোগ করব।" },
    failedTitle: "মেসেজ পাঠানো গেল না",
    failedText: "একটু পরে আবার চেষ্টা করুন।",
    network: { title: "ইন্টারনেটের সমস্যা", text: "মেসেজ পাঠানো গেল না। আপনার ইন্টারনেট কানেকশন দেখে নিন।" },
    dismiss: "বন্ধ করুন",
  },
  validation: {
    countryCode: "দেশের কোড বেছে নিন।",
    software: "সফটওয়্যার বেছে নিন।",
    emailRequired: "ই-মেল দিতেই হবে",
    emailInvalid: "সঠিক ই-মেল দিন",
    phoneRequired: "ফোন নম্বর দিতেই হবে",
    phoneInvalid: "সঠিক ফোন নম্বর দিন",
    hiddenCharacters: "এতে কিছু লুকনো অক্ষর আছে, যা লেখার দিক বদলে দেয়। এটি আবার টাইপ করুন।",
    demo: {
      nameTooLong: `নাম ${LIMITS.name} অক্ষরের বেশি লম্বা হতে পারে না।`,
      nameInvalid: "সঠিক নাম দিন।",
      phoneTooLong: `ফোন নম্বর ${LIMITS.phones} অক্ষরের বেশি লম্বা হতে পারে না।`,
      remarkTooLong: `আপনার কথা ${LIMITS.text} অক্ষরের বেশি লম্বা হতে পারে না।`,
      remarkHtml: "আপনার কথা থেকে HTML ট্যাগ সরিয়ে দিন।",
    },
    contact: {
      firstNameRequired: "নাম দিতেই হবে",
      firstNameTooLong: `নাম ${LIMITS.name} অক্ষরের বেশি লম্বা হতে পারে না।`,
      firstNameInvalid: "সঠিক নাম দিন।",
      lastNameRequired: "পদবি দিতেই হবে",
      lastNameTooLong: `পদবি ${LIMITS.name} অক্ষরের বেশি লম্বা হতে পারে না।`,
      lastNameInvalid: "সঠিক পদবি দিন।",
      messageTooLong: `মেসেজ ${LIMITS.text} অক্ষরের বেশি লম্বা হতে পারে না।`,
      messageHtml: "মেসেজ থেকে HTML ট্যাগ সরিয়ে দিন।",
    },
  },
};
