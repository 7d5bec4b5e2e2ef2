/**
 * The free jeweller tools in Bengali (issue 30). `software` stays in English: it is the
 * value the demo form posts to the origin (SPEC section 3). Numbers keep Latin digits
 * and Indian grouping; every locale below asks for Latin digits (`-u-nu-latn`), since
 * `bn` defaults to Bengali digits and bills and rate boards in Kolkata use Latin ones
 * (docs/i18n.md "Type and numbers").
 */
import type * as en from "../en/tools.ts";
import { estimateLabels, estimateMessages, estimateText, exchangeLabels, exchangeMessages, exchangeText } from "./tools-counter.ts";
import { loanLabels, loanMessages, loanText, shopLabels } from "./tools-loan.ts";

/** Bengali months and plurals, Latin digits. */
const LOCALE = "bn-IN-u-nu-latn";

/**
 * The months as Kolkata's papers spell them (the Bangla Academy's ি, «জানুয়ারি»), given
 * outright: Intl's Bengali names differ between engines (workerd's older CLDR writes
 * «জানুয়ারী»), and the account the worker renders must read as the island redraws it.
 */
const MONTHS = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"] as const;

export const toolTexts: typeof en.toolTexts = {
  gst: {
    name: "গয়নার GST আর দাম ক্যালকুলেটর",
    promise: "মেটাল, ওয়েস্টেজ, মজুরি, পাথর আর 3% GST — খদ্দেরের বিল কয়েক সেকেন্ডে; বা কারিগরের জব ওয়ার্কে 5%।",
    description:
      "ফ্রি গয়নার GST ক্যালকুলেটর: 10 গ্রামের দর থেকে মেটালের দাম, ওয়েস্টেজ, মজুরি (মেকিং চার্জ), পাথর, CGST আর SGST বা IGST, পুরনো সোনার এক্সচেঞ্জ। জব ওয়ার্কে 5%।",
    keywords:
      "সোনার গয়নায় GST, গয়নার GST ক্যালকুলেটর, GST সমেত সোনার দাম, মজুরিতে GST, jewellery GST calculator bengali, gold GST calculator, job work GST",
    software: "Retail Showroom Software",
    cta: "Zevar ERP প্রতিটি বিক্রিতে ঠিক এমন বিলই ছাপে — HUID, ট্যাগ আর পুরনো সোনার এক্সচেঞ্জ সমেত।",
    notes: [
      "রিটেল: GST পুরো করযোগ্য টাকার উপর 3% — মেটাল, ওয়েস্টেজ, মজুরি আর পাথর, সবকিছুর উপর। CGST 1.5% + SGST 1.5%, বা গয়না অন্য রাজ্যে ডেলিভারি হলে IGST 3%।",
      "GST ঠিক হয় সাপ্লাইয়ের জায়গা দিয়ে, আর মালের সাপ্লাইয়ের জায়গা হল যেখানে মাল ডেলিভারি হয় (IGST Act ধারা 10(1)) — খদ্দের কোথায় থাকেন তা দিয়ে নয়। অন্য রাজ্যের খদ্দের কাউন্টার থেকে গয়না নিয়ে গেলেও CGST + SGST লাগে।",
      "খদ্দেরের কাছ থেকে নেওয়া পুরনো সোনা করযোগ্য সাপ্লাই নয়: তার দাম GST লাগার পরে বিলের মোট থেকে বাদ যায়।",
      "জব ওয়ার্ক (SAC 9988) মানে GST-তে রেজিস্টার্ড জুয়েলারের মেটালে কারিগরের কাজ: GST শুধু জব ওয়ার্ক চার্জের উপর 5%। পাথর, ওয়েস্টেজ আর পুরনো সোনা এতে ধরা হয় না।",
      "খদ্দেরের নিজের সোনা দিয়ে গয়না গড়া জব ওয়ার্ক নয়, সার্ভিস (SAC 998892): মজুরির উপর 18% GST লাগে।",
      "এই রেট GST কাউন্সিলের সেপ্টেম্বর 2025-এর বদলের পরের; তাতে গয়না 3%-এই রয়ে গেছে। নিজের বিল নিজের CA-কে দিয়ে একবার মিলিয়ে নিন।",
    ],
  },
  girvi: {
    name: "বন্ধকী সুদ ক্যালকুলেটর",
    promise: "শ টাকায় (₹100) মাসে কত সুদ — সরল সুদ বা সুদের উপর সুদ (চক্রবৃদ্ধি), 30 দিনের মাস বা ক্যালেন্ডারের মাস, মাঝের জমা সমেত।",
    description:
      "ফ্রি বন্ধকী (গোল্ড লোন) সুদ ক্যালকুলেটর: ₹100-এ মাসে কত টাকা, সরল সুদ বা সুদের উপর সুদ (চক্রবৃদ্ধি), মহাজনি 30 দিনের মাস বা ক্যালেন্ডারের মাস, ন্যূনতম মেয়াদ আর মাঝের জমা।",
    keywords:
      "বন্ধকী সুদ ক্যালকুলেটর, বন্ধকের সুদ কীভাবে হিসেব করবেন, শ টাকায় 2 টাকা সুদ, সুদ ক্যালকুলেটর, girvi interest calculator, bandhak interest calculator, gold loan interest",
    software: "Money lending (Girvi) Software",
    cta: "Zevar ERP-এর বন্ধকী সফটওয়্যার প্রতিটি ধারের হিসেব ঠিক এভাবেই করে — রিমাইন্ডার, KYC আর দুই ক্যালেন্ডার সমেত।",
    notes: [
      "হার মানে ₹100-এ প্রতি মাসে কত টাকা: শ টাকায় 2 টাকা মানে মাসে 2%।",
      "30 দিনের মাস (মহাজনি): প্রতিটি মাস 30 দিনের ধরা হয় আর 31 তারিখকে 30 ধরা হয়; মাসের ভাগ = দিন ÷ 30। ক্যালেন্ডারের মাস: বন্ধকের তারিখ থেকে পুরো মাসগুলো গোনা হয়, তারপর বাকি দিনগুলোকে সেই চলতি মাসের মোট দিন দিয়ে ভাগ করা হয়।",
      "মাঝে জমা দেওয়া টাকা আগে বাকি সুদে যায়, তারপর আসলে। সুদের উপর সুদ (চক্রবৃদ্ধি) হলে বন্ধকের তারিখ থেকে আপনার বেছে নেওয়া প্রতি N মাস পরে বাকি সুদ আসলের সঙ্গে যোগ হয়; 30 দিনের মাসে সেই গোনার প্রতি 30 দিনে (31 জানুয়ারির বন্ধকে সুদ যোগ হয় 29 ফেব্রুয়ারি, মাসের শেষ দিনে, পুরো এক মাসের)।",
      "রাজ্যগুলোর মহাজনি (মানি লেন্ডিং) আইন সুদের ঊর্ধ্বসীমা ঠিক করে। এই ক্যালকুলেটর কোনো হারকে ঠিক বা ভুল বলে না: নিজের রাজ্যের আইন অবশ্যই দেখে নিন।",
      "এটি ₹100 কোটি পর্যন্ত টাকা, ₹100-এ মাসে 10 টাকা পর্যন্ত হার, 30 বছর পর্যন্ত মেয়াদ আর 24টি জমা পর্যন্ত হিসেব করে; 60 লাইনের বেশি হলে খাতা বছর ধরে দেখায়।",
    ],
    seeAlso: { tool: "gold-loan-value", lead: "বন্ধক রাখার আগে: এই গয়নায় কত টাকা ধার দেবেন?" },
  },
  "gold-loan-value": loanText,
  huid: {
    name: "হলমার্ক আর HUID চেকার",
    promise: "এটি কি সত্যিই HUID? তার গড়ন যাচাই করুন, BIS হলমার্কের তিনটি চিহ্ন পড়ুন, আর জানুন বিলে কী লেখা থাকা উচিত।",
    description:
      "ফ্রি HUID চেকার: 6 ঘরের HUID-এর গড়ন যাচাই করুন, BIS হলমার্ক (BIS লোগো, পিওরিটি গ্রেড, HUID) বুঝুন, সোনা-রুপোর গ্রেড দেখুন, আর জানুন গয়নার বিলে কী থাকা বাধ্যতামূলক।",
    keywords: "HUID চেক, HUID নম্বর কীভাবে চেক করবেন, হলমার্ক কীভাবে চিনবেন, BIS হলমার্ক, 22K916, HUID check, hallmark gold, verify HUID",
    software: "Retail Showroom Software",
    cta: "Zevar ERP প্রতিটি গয়নার HUID লিখে রাখে আর বিলে ছাপে।",
    notes: [
      "HUID 6 ঘরের — A থেকে Z অক্ষর আর সংখ্যা — যা 1 জুলাই 2021 থেকে প্রতিটি হলমার্ক করা গয়নায় লেজারে লেখা হয়। 1 এপ্রিল 2023 থেকে সোনার গয়না শুধু 6 ঘরের HUID সমেতই বিক্রি করা যায়: HUID ছাড়া পুরনো হলমার্ক 31 মার্চ 2023 পর্যন্তই চলত।",
      "হলমার্কিং শুধু সেইসব জেলায় বাধ্যতামূলক, যেগুলো BIS নোটিফাই করেছে (2021-এ 256টি, পরে আরও যোগ হয়েছে)। ছাড়: বছরে ₹40 লাখ পর্যন্ত টার্নওভারের জুয়েলার, কুন্দন, পোলকি আর জড়োয়া গয়না, আর 2 গ্রামের কম গয়না।",
      "এই পেজ শুধু HUID-এর গড়ন যাচাই করে। গয়নাটি সত্যিই তার HUID যা বলে তাই কি না, তার পাকা যাচাই করে শুধু BIS — BIS CARE অ্যাপের 'Verify HUID' দিয়ে।",
    ],
  },
  purity: {
    name: "সোনার পিওরিটি (টাচ) কনভার্টার",
    promise: "ক্যারেট, ফাইননেস আর টাচ একসঙ্গে — আর গয়নায় কতটা পাকা সোনা আছে, তার দাম সমেত।",
    description:
      "ফ্রি গোল্ড পিওরিটি কনভার্টার: ক্যারেট থেকে ফাইননেস আর শতাংশ (টাচ), 22K = 916 = 91.6%, কোনো ওজনে কতটা পাকা সোনা আছে আর 10 গ্রামের 999 দরে তার দাম।",
    keywords: "22 ক্যারেট 916, টাচ ক্যালকুলেটর, সোনার পিওরিটি, ক্যারেট থেকে টাচ, পাকা সোনার ওজন, 22 carat 916, tunch calculator, gold purity calculator",
    software: "Retail Showroom Software",
    cta: "Zevar ERP কারিগর, ব্রাঞ্চ আর পুরনো সোনা — সবার পাকা সোনার স্টক টাচ ধরে রাখে।",
    notes: [
      "ফাইননেস মানে 1000 ভাগে কত ভাগ সোনা: 22K বিক্রি হয় 916-এ (91.6% টাচ), 18K 750-এ, 14K 585-এ — এগুলো BIS-এর গ্রেড। অন্য ক্যারেটের জন্য 1000 × ক্যারেট ÷ 24।",
      "পাকা সোনা = ওজন × ফাইননেস ÷ 1000, মিলিগ্রাম পর্যন্ত। তার দাম বেরোয় আপনার দেওয়া 999 দরে (10 গ্রামের): বুলিয়নের 916, 750 আর 585-এর দর 999 দর × ফাইননেসই হয়, আর 995-এর দর ধরলে দাম প্রায় 0.5% কম আসে। এই পেজ কোনো লাইভ দর দেখায় না।",
    ],
  },
  estimate: estimateText,
  exchange: exchangeText,
};

export const toolsIndexText: typeof en.toolsIndexText = {
  heading: "জুয়েলারদের জন্য ফ্রি টুল",
  lead: "যেসব ক্যালকুলেটর জুয়েলার আর তাঁদের খদ্দেরদের রোজ লাগে — ব্যবসার নিয়ম মেনে সঠিক, ফ্রি, আর যেকোনো ফোনে তাড়াতাড়ি খোলে।",
  description: "জুয়েলারদের জন্য ফ্রি টুল: গয়নার GST আর দাম ক্যালকুলেটর, বন্ধকী সুদ ক্যালকুলেটর, গয়নায় কত লোন, HUID আর হলমার্ক চেকার, সোনার পিওরিটি (টাচ) কনভার্টার, গয়নার এস্টিমেট, পুরনো সোনার এক্সচেঞ্জ।",
  keywords: "জুয়েলারদের টুল, গয়নার ক্যালকুলেটর, সোনায় GST, বন্ধকী সুদ, HUID চেক, টাচ ক্যালকুলেটর, jeweller tools, jewellery calculator",
  open: "টুল খুলুন",
  link: "জুয়েলারদের ফ্রি টুল",
  bandTitle: "জুয়েলারদের জন্য ফ্রি টুল",
  freeTool: "ফ্রি টুল",
};

export const toolLabels: typeof en.toolLabels = {
  rules: "হিসেবটা কীভাবে হল",
  ctaButton: "ফ্রি ডেমো নিন",
  form: {
    calculate: "হিসেব করুন",
    result: "ফলাফল",
    fillIn: "ফলাফল দেখতে ফর্মটি পূরণ করুন।",
    fixErrors: "ফলাফল দেখতে উপরে দেখানো ঘরগুলো ঠিক করুন।",
    share: "WhatsApp-এ পাঠান",
    copy: "লিংক কপি করুন",
    copied: "লিংক কপি হয়েছে",
    print: "প্রিন্ট করুন",
    offline: "এই হিসেব ইন্টারনেট ছাড়াই, এই ডিভাইসে সেভ করা এই টুলের কপি দিয়ে করা হয়েছে।",
    scrollTable: "পুরো খাতা দেখতে টেবিলটি ডানে-বাঁয়ে সরান।",
    entered: "যা যা দেওয়া হয়েছে",
    printedOn: "প্রিন্টের তারিখ: {date}",
    locale: LOCALE,
    yes: "হ্যাঁ",
    no: "না",
    /** A Kolkata bill writes গ্রাম out and no space before %: «3%», «9.160 গ্রাম». */
    units: { grams: "{n} গ্রাম", percent: "{n}%" },
    /** Kolkata quotes gold per bhori (ভরি, 11.664 g): a blank form starts at the bhori. */
    goldUnit: {
      legend: "দর কত ওজনের",
      options: { "10g": "10 গ্রাম", tola: "1 ভরি (11.664 গ্রাম)" },
      per: { "10g": "10 গ্রামের", tola: "ভরির" },
      after: { "10g": "/10 গ্রাম", tola: "/ভরি" },
      usual: "tola",
    },
    shop: shopLabels,
  },
  gst: {
    weight: "নেট ওজন (গ্রাম)",
    rate: "{per} দর (₹)",
    rateHint: "যে টাচের মাল বিক্রি করছেন, বোর্ডে লেখা তার দর, যেমন 22K916।",
    making: "মজুরি (মেকিং চার্জ)",
    makingPercent: "মেটালের দামের %",
    makingPerGram: "গ্রাম প্রতি ₹",
    wastage: "ওয়েস্টেজ (%)",
    stones: "পাথর আর অন্যান্য (₹)",
    mode: "কীসের বিল",
    retail: "রিটেল বিক্রি",
    jobwork: "কারিগরের জব ওয়ার্ক (5%)",
    ownGold: "খদ্দেরের নিজের সোনা (18%)",
    modeHint: "5%-এর জব ওয়ার্ক শুধু GST-তে রেজিস্টার্ড জুয়েলারের মেটালে কাজ। খদ্দেরের নিজের সোনা দিয়ে গয়না গড়া সার্ভিস: তাতে 18% লাগে।",
    interstate: "অন্য রাজ্যে ডেলিভারি (IGST)",
    interstateHint: "GST লাগে সেখানকার, যেখানে গয়না ডেলিভারি হয় (IGST Act ধারা 10(1)): অন্য রাজ্যের খদ্দের কাউন্টার থেকে গয়না নিয়ে গেলে CGST + SGST-ই লাগবে।",
    oldGold: "এক্সচেঞ্জে নেওয়া পুরনো সোনা (₹)",
    metalChoice: "মেটাল",
    gold: "সোনা ({per} দর)",
    silver: "রুপো (কিলোর দর)",
    rateKg: "রুপোর কিলোর দর (₹)",
    rateKgHint: "যে টাচের রুপো বিক্রি করছেন, বোর্ডে লেখা তার কিলোর দর, যেমন 925।",
    direction: "কী হিসেব করবেন",
    forward: "ওজন আর দর থেকে বিল",
    reverse: "GST সমেত দাম থেকে উল্টো হিসেব",
    directionHint: "উল্টো হিসেব: GST সমেত দাম থেকে করযোগ্য টাকা আর তাতে ধরা GST; দর আর মজুরিও দিলে সেই দামে কত মেটাল, কত মজুরি আর কত ওজন হয়।",
    allIn: "GST সমেত মোট দাম (₹)",
    allInValue: "GST সমেত মোট দাম",
    gstIn: "দামে ধরা GST",
    impliedWeight: "এই দামে যত নেট ওজন হয়",
    metal: "মেটালের দাম",
    wastageValue: "ওয়েস্টেজ",
    makingValue: "মজুরি",
    jobCharge: "জব ওয়ার্ক চার্জ",
    stonesValue: "পাথর আর অন্যান্য",
    taxable: "করযোগ্য টাকা",
    total: "বিলের মোট",
    lessOldGold: "পুরনো সোনা বাদ",
    payable: "খদ্দেরের কাছ থেকে নিতে হবে",
    refund: "খদ্দেরকে ফেরত দিতে হবে",
    jobworkNote: "জব ওয়ার্ক (SAC 9988) GST-তে রেজিস্টার্ড জুয়েলারের মেটালে: GST শুধু চার্জের উপর 5%; মেটালের বিল হয় না।",
    ownGoldNote: "খদ্দেরের নিজের সোনা দিয়ে গয়না গড়া সার্ভিস (SAC 998892): মজুরির উপর 18% GST; সোনা খদ্দেরেরই থাকে।",
  },
  girvi: {
    /** Bengali has the plural categories `one` (0 and 1) and `other`; its nouns do not change with them. */
    locale: LOCALE,
    /** "1 এপ্রিল, 2026": the month's full Bengali name. */
    dateMonth: MONTHS,
    month: { one: "{n} মাস", other: "{n} মাস" },
    day: { one: "{n} দিন", other: "{n} দিন" },
    principal: "আসল টাকা (₹)",
    rate: "সুদ (₹100-এ মাসে কত টাকা)",
    rateHint: "শ টাকায় 2 টাকা = 2।",
    from: "বন্ধকের তারিখ",
    to: "ছাড়ানোর তারিখ",
    method: "সুদ",
    simple: "সরল সুদ",
    compound: "সুদের উপর সুদ (চক্রবৃদ্ধি)",
    every: "কত মাস পরপর সুদ আসলে যোগ হবে",
    days: "মাস কীভাবে গুনবেন",
    days30: "30 দিনের (মহাজনি)",
    calendar: "ক্যালেন্ডারের মাস",
    part: "মাসের ভাঙা অংশ কীভাবে ধরবেন",
    partDays: "যত দিন, তত",
    partMonth: "পুরো মাস",
    partHalf: "আধা-আধা মাস (15 দিন)",
    dateHint: "যেমন 31-01-2026।",
    ratePerYear: "হার: শ টাকায় মাসে {rate} টাকা = বছরে {yearly}।",
    yearlyWarning: "মাসে 5-এর বেশি হার সাধারণত বছরের হার হয়: {rate} যদি বছরের হার হয়, তবে মাসে {monthly} লিখুন।",
    charged: "সুদ কত মাসের ধরা হল",
    receipt: "বন্ধকী সুদের রসিদ",
    minMonths: "ন্যূনতম মেয়াদ (মাস)",
    payments: "মাঝের জমা",
    paymentDate: "জমার তারিখ",
    paymentAmount: "টাকা (₹)",
    period: "মেয়াদ",
    minimum: { one: "ন্যূনতম {n} মাসের সুদ ধরা হয়েছে", other: "ন্যূনতম {n} মাসের সুদ ধরা হয়েছে" },
    interest: "সুদ",
    paid: "জমা",
    due: "মোট বাকি",
    table: "বন্ধকের খাতা",
    tableByYear: "বন্ধকের খাতা, বছর ধরে",
    columns: ["কবে থেকে", "কবে পর্যন্ত", "মেয়াদ", "আগের বাকি", "সুদ", "জমা", "বাকি"],
    events: { minimum: "ন্যূনতম মেয়াদ" },
    loanLine: "{principal}-এ শ টাকায় মাসে {rate} টাকা",
  },
  purity: {
    karat: "ক্যারেট",
    fineness: "ফাইননেস",
    percent: "পিওরিটি / টাচ (%)",
    givenAs: "পিওরিটি কীভাবে দেওয়া আছে",
    purity: "পিওরিটি",
    weight: "ওজন (গ্রাম)",
    rate24: "সোনা 999, {per} দর (₹)",
    grade: "BIS গ্রেড",
    notGrade: "BIS গ্রেড নয়",
    fine: "পাকা সোনা",
    value: "999 দরে দাম",
    metal: "মেটাল",
    gold: "সোনা",
    silver: "রুপো",
    givenHint: "রুপোর পিওরিটি ফাইননেসে (999, 925) বা শতাংশে দিন।",
    rateKg: "999 রুপোর কিলোর দর (₹)",
    fineSilver: "পাকা রুপো",
    valueSilver: "999 রুপোর দরে দাম",
  },
  "gold-loan-value": loanLabels,
  huid: {
    huid: "HUID",
    hint: "6 ঘরের অক্ষর আর সংখ্যা, যেমন 2JP8FC",
    check: "যাচাই করুন",
    valid: "{huid}-এর গড়ন HUID-এর মতোই।",
    verify: "এবার এটি BIS CARE অ্যাপে ('Verify HUID') যাচাই করুন: গয়নার পাকা যাচাই করে শুধু BIS।",
  },
  estimate: estimateLabels,
  exchange: exchangeLabels,
};

/**
 * The messages beside the fields (src/tools/: query.ts, girvi.ts, huid.ts). Sentences
 * read right after any field name, which never takes a case ending: «{label}: …» where
 * Bengali would inflect it. A date in a message is written out with its Bengali
 * month ("1 ফেব্রুয়ারি, 2026", as Intl writes it).
 */
export const toolMessages: typeof en.toolMessages = {
  number: {
    required: "{label} লিখুন।",
    negative: "{label}: মাইনাস (−) চলবে না।",
    notNumber: "{label}: শুধু সংখ্যা লিখুন, যেমন 12.5।",
    above: "{label} {n}-এর বেশি লিখুন।",
    atLeast: "{label} অন্তত {n} লিখুন।",
    /** `{max}` with Indian grouping ("10,00,000"). */
    atMost: "{label} বড়জোর {max} পর্যন্ত লিখুন।",
  },
  gst: {
    fields: {
      weight: "নেট ওজন",
      rate: "{per} দর",
      makingPercent: "মজুরি (%)",
      makingPerGram: "গ্রাম প্রতি মজুরি",
      wastage: "ওয়েস্টেজ (%)",
      stones: "পাথরের দাম",
      oldGold: "পুরনো সোনার দাম",
      allIn: "GST সমেত মোট দাম",
      rateKg: "রুপোর কিলোর দর",
    },
    stonesOverPrice: "পাথরের দাম GST-র আগের দামের সমান বা তার বেশি: পাথরের দাম আবার দেখুন।",
  },
  girvi: {
    fields: {
      principal: "আসল টাকা",
      rate: "সুদের হার",
      from: "বন্ধকের তারিখ",
      to: "ছাড়ানোর তারিখ",
      every: "সুদ যোগ হওয়ার মেয়াদ",
      minMonths: "ন্যূনতম মেয়াদ",
      payment: "জমার টাকা",
    },
    date: { locale: LOCALE, month: MONTHS },
    notDate: "{label}: তারিখ লিখুন, যেমন 31-01-2026।",
    wholeMonths: "{label} পুরো মাসে লিখুন (দশমিক নয়)।",
    toBeforeFrom: "ছাড়ানোর তারিখ বন্ধকের তারিখের আগে পড়েছে।",
    rateTooHigh: "সুদের হার ₹100-এ মাসে কত টাকা, তাই: বড়জোর 10 লিখুন (বছরে 24% মানে মাসে 2)।",
    tooLong: "বন্ধক বড়জোর 30 বছর পর্যন্তই গোনা যায়।",
    tooManyPayments: "একটি খাতায় বড়জোর 24টি জমা গোনা হয়: বাকি জমাগুলো যোগ করে কম বারে লিখুন।",
    tooLarge: "বাকি ₹1,00,000 কোটিও ছাড়িয়ে যাচ্ছে, যার কোনো মানে হয় না: হার, সুদ যোগ হওয়ার মেয়াদ আর তারিখগুলো আবার দেখুন।",
    paymentNeedsDate: "জমার সঙ্গে তার তারিখও লিখুন, যেমন 15-03-2026।",
    paymentOutside: "জমার তারিখ বন্ধকের তারিখ আর ছাড়ানোর তারিখের মধ্যে হতে হবে।",
    /** `{owed}` in rupees, `{date}` written out. */
    overpayment: "এই জমা {date} তারিখে বাকি {owed}-এর চেয়ে বেশি।",
  },
  purity: {
    fields: { karat: "ক্যারেট", fineness: "ফাইননেস", percent: "পিওরিটি (%)", weight: "ওজন", rate24: "999 সোনার দর ({per})", rateKg: "999 রুপোর কিলোর দর" },
    silverKarat: "রুপো ক্যারেটে বিক্রি হয় না: তার ফাইননেস লিখুন, যেমন 925, বা শতাংশ, যেমন 92.5।",
  },
  "gold-loan-value": loanMessages,
  huid: {
    empty: "গয়নায় বা তার বিলে লেখা 6 ঘরের HUID দিন।",
    chars: "HUID-এ শুধু A–Z অক্ষর আর 0–9 সংখ্যা থাকে।",
    length: { one: "HUID-এ ঠিক 6টি ঘর থাকে; এতে আছে {n}টি।", other: "HUID-এ ঠিক 6টি ঘর থাকে; এতে আছে {n}টি।" },
  },
  estimate: estimateMessages,
  exchange: exchangeMessages,
};
