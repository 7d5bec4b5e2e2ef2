/**
 * The gold loan value tool in Bengali (issue 30, after issue 28), as src/content/en/tools.ts
 * writes it: kept apart so ./tools.ts stays a readable size. `software` stays in English
 * (the value the demo form posts). A Bengal lender's words: বন্ধকী, পাকা সোনা, টাচ, দর;
 * lac is গালা.
 */
import type * as en from "../en/tools.ts";

export const loanText: (typeof en.toolTexts)["gold-loan-value"] = {
  name: "গয়নায় কত লোন — গোল্ড লোন ভ্যালু ক্যালকুলেটর",
  promise: "গয়নায় কত টাকা দেবেন: পাকা সোনা, 999 দরে তার দাম, আর RBI-এর সীমা পর্যন্ত বা আপনার নিজের মার্জিনে লোন।",
  description:
    "বন্ধকী কারবারিদের জন্য ফ্রি গোল্ড লোন ভ্যালু ক্যালকুলেটর: মোট ওজন থেকে পাথর বাদ দিয়ে, টাচ থেকে পাকা সোনা, 10 গ্রামের 999 দরে তার দাম, আর বেছে নেওয়া LTV-তে (না দিলে RBI-এর সীমা: লোনের অঙ্ক অনুযায়ী 85, 80 বা 75%) লোন।",
  keywords: "গোল্ড লোন ক্যালকুলেটর, গয়নায় কত লোন পাওয়া যায়, বন্ধকে কত টাকা, গোল্ড লোন LTV 85%, gold loan value calculator, bandhak loan amount",
  software: "Money lending (Girvi) Software",
  cta: "Zevar ERP-এর বন্ধকী সফটওয়্যার বন্ধক রাখার সময়েই প্রতিটি গয়নার দাম এভাবে ধরে, আর রসিদ ছাপে।",
  notes: [
    "নেট ওজন = মোট ওজন − পাথর। পাকা সোনা = নেট ওজন × ফাইননেস ÷ 1000, মিলিগ্রাম পর্যন্ত (22K মানে 916)। তার দাম বেরোয় আপনার দেওয়া 10 গ্রামের 999 দরে; এই পেজ কোনো লাইভ দর দেখায় না।",
    "লোন = দাম × LTV। 1 এপ্রিল 2026 থেকে ব্যাঙ্ক আর NBFC-র গোল্ড লোনের সীমা RBI লোনের অঙ্ক দেখে বেঁধে দিয়েছে: ₹2.5 লাখ পর্যন্ত সোনার দামের 85%, ₹5 লাখ পর্যন্ত 80%, তার বেশি হলে 75%; শেষে একবারে শোধের লোনে শেষে দেওয়ার সুদও লোনের মধ্যে ধরা হয়। LTV খালি রাখলে এই সীমায় যত দেওয়া যায় ততটাই লোন আসে। প্রাইভেট বন্ধকী কারবারির উপর তাঁর রাজ্যের মহাজনি (মানি লেন্ডিং) আইন খাটে, যা সুদের সীমাও ঠিক করে। নিজের রাজ্যের আইন অবশ্যই দেখে নিন।",
  ],
  seeAlso: { tool: "girvi", lead: "তারপর এর উপর সুদ হিসেব করুন:" },
};

export const loanLabels: (typeof en.toolLabels)["gold-loan-value"] = {
  gross: "মোট ওজন (গ্রাম)",
  stones: "পাথর (গ্রাম)",
  stonesHint: "পাথর, গালা আর মোম: যা সোনা নয়।",
  givenAs: "পিওরিটি কীভাবে দেওয়া আছে",
  karat: "ক্যারেট",
  fineness: "ফাইননেস",
  percent: "টাচ (%)",
  purity: "পিওরিটি",
  rate24: "পাকা সোনা (999), {per} দর (₹)",
  ltv: "LTV — দামের কত % লোন",
  ltvHint: "খালি রাখলে ব্যাঙ্ক আর NBFC-র জন্য RBI-এর সীমা পর্যন্ত পুরো লোন; % দেখায় দুই দশমিক পর্যন্ত।",
  net: "নেট ওজন",
  purityLine: "পিওরিটি",
  fine: "পাকা সোনা",
  value: "999 দরে দাম",
  /** `{ltv}` with the page's percent ("75%"). */
  loanAt: "{ltv}-এ লোন",
  rbiNote: "1 এপ্রিল 2026 থেকে ব্যাঙ্ক আর NBFC-র গোল্ড লোনে RBI-এর সীমা লোনের অঙ্ক দেখে: ₹2.5 লাখ পর্যন্ত সোনার দামের 85%, ₹5 লাখ পর্যন্ত 80%, তার বেশি হলে 75% (শেষে দেওয়ার সুদ ধরে)। প্রাইভেট বন্ধকী কারবারিদের উপর রাজ্যের মহাজনি আইন খাটে।",
  /** `{cap}`: RBI's percent for a loan of this amount ("80%"). */
  overCap: "এত টাকার লোনে RBI-এর {cap}-এর সীমার চেয়ে এটি বেশি, যা ব্যাঙ্ক আর NBFC-র উপর খাটে।",
};

export const loanMessages: (typeof en.toolMessages)["gold-loan-value"] = {
  fields: { gross: "মোট ওজন", stones: "পাথরের ওজন", karat: "ক্যারেট", fineness: "ফাইননেস", percent: "টাচ (%)", rate24: "পাকা সোনার (999) দর ({per})", ltv: "LTV" },
  stonesOverGross: "পাথরের ওজন মোট ওজনের চেয়ে কম হতে হবে।",
};

/** The shop's details on a printed receipt (src/tools/shop.ts), kept in the link only. */
export const shopLabels: typeof en.toolLabels.form.shop = {
  legend: "আপনার দোকানের বিবরণ, যা রসিদে ছাপা হবে",
  hint: "এটি শুধু এই পেজের লিংকে থাকে, তাই সেভ করা লিংক আবার এটি ছাপে। কোথাও সেভ হয় না।",
  name: "দোকানের নাম",
  address: "ঠিকানা",
  phone: "ফোন",
  gstin: "GSTIN",
  gstinInvalid: "GSTIN-এ 15টি অক্ষর আর সংখ্যা থাকে, যেমন 19ABCDE1234F1Z5।",
  phoneInvalid: "ফোন নম্বরে শুধু সংখ্যা, স্পেস আর + - / ( ) লিখুন।",
};
