/**
 * The counter tools in Bengali (issue 30, after issue 28's items 1 and 2): the jewellery
 * estimate and the old gold exchange, as src/content/en/tools-counter.ts. `software`
 * stays in English (the value the demo form posts). Written as a Kolkata counter says
 * it: দর, টাচ, ঘাটতি, পাকা সোনা; মজুরি is the making charge the customer pays.
 */
import type * as en from "../en/tools-counter.ts";

export const estimateText: typeof en.estimateText = {
  name: "গয়নার এস্টিমেট",
  promise: "কয়েকটি গয়না, এক্সচেঞ্জে পুরনো সোনা, 3% GST আর রাউন্ড-অফ — এক পাতার A4-এ প্রিন্ট করার বা WhatsApp-এ পাঠানোর মতো এস্টিমেট।",
  description:
    "ফ্রি গয়নার এস্টিমেট: সোনা আর রুপোর গয়না টাচ ধরে, নেট ওজন, 10 গ্রাম বা কিলোর দর, ওয়েস্টেজ, মজুরি, পাথর আর হলমার্কিং; পুরনো সোনা টাচ ধরে; CGST + SGST বা IGST; রাউন্ড-অফ; প্রিন্ট বা WhatsApp।",
  keywords: "গয়নার এস্টিমেট, সোনার গয়নার এস্টিমেট, পুরনো সোনার এক্সচেঞ্জ, jewellery estimate, jewellery quotation, gold bill estimate",
  software: "Retail Showroom Software",
  cta: "Zevar ERP এই এস্টিমেটকেই ট্যাক্স বিল বানিয়ে দেয় — HUID, ট্যাগ আর স্টকে পুরনো সোনা সমেত।",
  notes: [
    "প্রতিটি গয়না: নেট ওজন = গ্রস − পাথর (1 ক্যারেট = 0.2 গ্রাম); মেটাল = নেট × দর (সোনা 10 গ্রামের, রুপো কিলোর); ওয়েস্টেজ আর মজুরি মেটালের দামের %, মজুরি নেট ওজনে গ্রাম প্রতি বা ফিক্সডও; তারপর পাথরের দাম আর হলমার্কিং চার্জ।",
    "দর খালি রাখলে দিনের 999 দর থেকে বেরোয়: 24K আর রুপো 999 সেই দরেই, বাকি টাচ 999 দর × ফাইননেস ÷ 1000-এ, বুলিয়ন অ্যাসোসিয়েশনের টেবিলের মতো (22K = 916, 18K = 750, 14K = 585, রুপো 925; টাচ % হলে দর × টাচ)।",
    "GST করযোগ্য মোট টাকার উপর 3%: কাউন্টার থেকে দেওয়া মাল হলে CGST 1.5% + SGST 1.5%, মাল অন্য রাজ্যে ডেলিভারি হলে IGST 3%। এটা ঠিক হয় সাপ্লাইয়ের জায়গা দিয়ে, খদ্দের কোথায় থাকেন তা দিয়ে নয় (IGST Act ধারা 10(1))।",
    "খদ্দেরের কাছ থেকে কেনা পুরনো সোনা করযোগ্য সাপ্লাই নয়: তার দাম GST-র পরে বাদ যায়, যাতে নতুন গয়নার পুরো দামের উপর GST লাগে।",
    "দেওয়ার টাকা টাকায় পুরো করা হয়, রাউন্ড-অফের লাইন সমেত। এটা এস্টিমেট, ট্যাক্স বিল নয়। এখানে ভরা কিছুই কোথাও সেভ হয় না: দোকানের তথ্য শুধু পেজের লিংকে থাকে।",
  ],
};

export const exchangeText: typeof en.exchangeText = {
  name: "পুরনো সোনার এক্সচেঞ্জ ক্যালকুলেটর",
  promise: "গ্রস ওজন, যাচাই করা টাচ আর গলানোর ঘাটতি — পাকা সোনা মিলিগ্রাম পর্যন্ত, আর দিনের 999 দরে তার দাম।",
  description:
    "ফ্রি পুরনো সোনার এক্সচেঞ্জ ক্যালকুলেটর: গ্রস ওজন, পিওরিটি ক্যারেট, ফাইননেস বা টাচ %-এ, গলানোর ঘাটতি %, পাকা সোনা মিলিগ্রাম পর্যন্ত আর 10 গ্রামের 999 দরে তার দাম।",
  keywords: "পুরনো সোনার এক্সচেঞ্জ, পুরনো সোনার দাম, টাচ ক্যালকুলেটর, গলানোর ঘাটতি, old gold exchange calculator, old gold value",
  software: "Retail Showroom Software",
  cta: "Zevar ERP পুরনো সোনার প্রতিটি কেনা টাচ আর ফাইন ওজন ধরে লেখে, আর বিল থেকে বাদ দেয়।",
  notes: [
    "পাকা সোনা = গ্রস ওজন × টাচ (বা ফাইননেস ÷ 1000, বা ক্যারেটের BIS ফাইননেস: 22K = 916), মিলিগ্রাম পর্যন্ত; ঘাটতি (গলানোর বাদ বা মার্জিন) পাকা সোনা থেকে কাটা হয়।",
    "এর দাম ঘাটতির পরে বাকি পাকা সোনার, আপনার দেওয়া দিনের 999 দরে (10 গ্রামের), পুরো সঠিক ওজনে। এই পেজ কোনো লাইভ দর দেখায় না।",
    "বিলে পুরনো সোনা GST-র পরে বাদ যায়: খদ্দেরের কাছ থেকে পুরনো গয়না কেনা করযোগ্য সাপ্লাই নয়, তাই নতুন গয়নার পুরো দামের উপর GST লাগে।",
  ],
};

export const exchangeLabels: typeof en.exchangeLabels = {
  section: "এক্সচেঞ্জে পুরনো সোনা",
  weight: "পুরনো সোনা, গ্রস ওজন (গ্রাম)",
  purityAs: "যাচাই করা পিওরিটি কীসে",
  tunch: "টাচ (%)",
  karat: "ক্যারেট",
  fineness: "ফাইননেস",
  purity: "যাচাই করা পিওরিটি",
  deduction: "গলানোর ঘাটতি (%)",
  rate999: "সোনা 999, {per} দর (₹)",
  fine: "পাকা সোনা",
  afterDeduction: "ঘাটতির পরে পাকা সোনা",
  value: "এক্সচেঞ্জের দাম",
  afterGst: "বিলে এই দাম GST-র পরে বাদ যায়: খদ্দেরের কাছ থেকে কেনা পুরনো সোনা করযোগ্য সাপ্লাই নয়।",
  purityTunch: "{n}% টাচ",
};

export const estimateLabels: typeof en.estimateLabels = {
  notInvoice: "এস্টিমেট — ট্যাক্স বিল নয়",
  shopSection: "আপনার দোকান",
  shop: "দোকানের নাম",
  address: "ঠিকানা",
  phone: "ফোন",
  gstin: "GSTIN",
  customer: "খদ্দের",
  shopHint: "একবার লিখুন: লিংকে থাকে, এস্টিমেটে ছাপা হয়, কোথাও সেভ হয় না।",
  rates: "আজকের দর",
  rate999: "সোনা 999, {per} দর (₹)",
  silver999: "রুপো 999, কিলোর দর (₹)",
  piece: "গয়না {n}",
  item: "গয়নার নাম",
  metal: "টাচ",
  metals: { "24K": "24K (999)", "22K": "22K (916)", "18K": "18K (750)", "14K": "14K (585)", tunch: "সোনা, টাচ %", S999: "রুপো 999", S925: "রুপো 925", stunch: "রুপো, টাচ %" },
  tunch: "টাচ (%)",
  silverTunch: "রুপো, {n}% টাচ",
  gross: "গ্রস ওজন (গ্রাম)",
  stone: "পাথরের ওজন",
  stoneIn: "পাথরের ওজন কীসে",
  carats: "ক্যারেট",
  grams: "গ্রাম",
  stoneValue: "পাথরের দাম (₹)",
  rate: "দর (₹ {per}; রুপো কিলোর)",
  rateHint: "কোনো গয়নার দর খালি রাখলে এটা থেকেই বেরোবে।",
  wastage: "ওয়েস্টেজ (%)",
  making: "মজুরি",
  makingBy: "মজুরি কীভাবে",
  makingPercent: "মেটালের %",
  makingPerGram: "গ্রাম প্রতি ₹",
  makingFixed: "₹ ফিক্সড",
  hallmark: "হলমার্কিং (₹)",
  add: "আরও একটা গয়না যোগ করুন",
  remove: "গয়না {n} সরান",
  interstate: "অন্য রাজ্যে ডেলিভারি (IGST)",
  interstateHint: "সাপ্লাইয়ের জায়গা: কাউন্টার থেকে দেওয়া মাল দোকানের রাজ্যেই সাপ্লাই ধরা হয় (CGST + SGST), খদ্দের যে-ই হোন।",
  pieceLine: "{n}. {item}, {purity}, নেট {net} @ {rate}",
  pieceItem: "গয়না",
  perKg: "/কিলো",
  detail: "মেটাল {metal}",
  wastageValue: "ওয়েস্টেজ {v}",
  makingValue: "মজুরি {v}",
  stonesValue: "পাথর {v}",
  hallmarkValue: "হলমার্কিং {v}",
  taxable: "করযোগ্য টাকা",
  total: "GST সমেত মোট",
  lessOldGold: "পুরনো সোনা বাদ ({fine} পাকা)",
  roundOff: "রাউন্ড-অফ",
  payable: "খদ্দেরের কাছ থেকে নিতে হবে",
  refund: "খদ্দেরকে ফেরত দিতে হবে",
  old: exchangeLabels,
};

/** As src/content/bn/tools.ts: a field's name takes no case ending («{label}: …»); a piece's field names its piece in brackets. */
export const exchangeMessages: typeof en.exchangeMessages = {
  fields: { weight: "পুরনো সোনার গ্রস ওজন", tunch: "টাচ (%)", karat: "ক্যারেট", fineness: "ফাইননেস", deduction: "ঘাটতি (%)", rate999: "999 সোনার দর ({per})" },
  needsRate: "পুরনো সোনার দামের জন্য দিনের 999 দর লিখুন।",
};

export const estimateMessages: typeof en.estimateMessages = {
  fields: {
    tunch: "টাচ (গয়না {n})",
    gross: "গ্রস ওজন (গয়না {n})",
    stone: "পাথরের ওজন (গয়না {n})",
    stoneValue: "পাথরের দাম (গয়না {n})",
    rate: "দর (গয়না {n})",
    wastage: "ওয়েস্টেজ (গয়না {n})",
    makingPercent: "মজুরি % (গয়না {n})",
    makingPerGram: "গ্রাম প্রতি মজুরি (গয়না {n})",
    makingFixed: "মজুরি (গয়না {n})",
    hallmark: "হলমার্কিং (গয়না {n})",
    rate999: "সোনার 999 দর",
    silver999: "রুপোর 999 দর",
  },
  needsRate: "গয়না {n}-এর দর লিখুন, বা উপরে দিনের 999 দর।",
  stonesTooHeavy: "গয়না {n}-এর পাথরের ওজন গয়নার সমান বা তার বেশি।",
  tooLong: "{label} বড়জোর {max} অক্ষরে লিখুন।",
  text: { shop: "দোকানের নাম", address: "ঠিকানা", phone: "ফোন", item: "গয়নার নাম" },
  gstin: "GSTIN-এ 15টি অক্ষর আর সংখ্যা থাকে, যেমন 08ABCDE1234F1Z5।",
  old: exchangeMessages,
};
