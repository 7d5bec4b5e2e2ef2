import type { Texts } from "../types.ts";
import type * as en from "../en/about.ts";

/** About page content in Bengali (of ../about.ts). */
export const aboutTexts: typeof en.aboutTexts = {
  lead: "মথুরা, উত্তরপ্রদেশ থেকে জুয়েলারি সফটওয়্যার — 1997 সাল থেকে।",
  missionTitle: "আমাদের লক্ষ্য",
  visionTitle: "আমাদের স্বপ্ন",
  gemLabel: "কাটা পাথর — Zevar ERP-এর প্রতীক",
  pauseGem: { pause: "ঘুরন্ত পাথর থামান", play: "ঘুরন্ত পাথর চালান" },
  storyTitle: "Zevar ERP-এর গল্প",
  storyButton: "আমাদের গল্প দেখুন",
};

export const whoWeAre: typeof en.whoWeAre = {
  title: "আমরা কারা",
  text: [
    "Zevar ERP বানায় একটি সফটওয়্যার কোম্পানি, যার শুরু 1997 সালে মথুরা, উত্তরপ্রদেশে। আমরা শুরু করেছিলাম নিজেদের শহরের জুয়েলারদের জন্য বিলিং সফটওয়্যার লিখে — তাঁদের কাউন্টারে বসে শিখেছি গয়নার ব্যবসা আসলে কীভাবে চলে।",
    "আঠাশ বছর পরেও সেই একই নিষ্ঠা আছে সেই সফটওয়্যারে, যা আজ এক লাখের বেশি মানুষ চালান: রিটেল শোরুম, হোলসেলার, চেন, ডায়মন্ড, কুন্দন, CZ, সোনা আর রুপোর গয়নার ম্যানুফ্যাকচারার, আর বন্ধকী কারবারিরা — সারা ভারতে।",
  ],
};

export const stats: typeof en.stats = [
  { value: "28+", label: "বছর" },
  { value: "1 লাখ+", label: "খুশি ইউজার" },
  { value: "24/7", label: "সাপোর্ট" },
  { value: "100%", label: "সন্তুষ্টি" },
];

export const journey: typeof en.journey = [
  { year: "1997", text: "মথুরায় শুরু; আমাদের প্রথম বিলিং সফটওয়্যার চলল একটি গয়নার কাউন্টারে।" },
  { year: "2004", text: "হোলসেল আর বন্ধকী (মানি লেন্ডিং) ভার্সন, বিক্রম সংবৎ (উত্তর ভারতের পঞ্জিকা) আর ইংরেজি ক্যালেন্ডারে সুদ সমেত।" },
  { year: "2011", text: "ম্যানুফ্যাকচারিং ভার্সন: কারিগর ম্যানেজমেন্ট, ডিপার্টমেন্ট অনুযায়ী স্টক আর ঘাটতি (লস) রিপোর্ট।" },
  { year: "2017", text: "GST চালু হওয়ার প্রথম দিন থেকেই GST বিলিং আর রিটার্ন তৈরি।" },
  { year: "2021", text: "HUID সমেত হলমার্কিং, RFID দিয়ে স্টক গোনা, মালিক আর খদ্দেরের মোবাইল অ্যাপ।" },
  { year: "আজ", text: "1 লাখ+ ইউজার, ক্লাউড আর ডেস্কটপ ভার্সন, গয়নার ব্যবসার জন্য AI, আর সারা ভারতে সাপোর্ট।" },
];

/** The company film: a link, nothing to translate. */
export { storyVideo } from "../en/about.ts";

/** A plain `const` string: its English type is the English words, so typed as a text. */
export const mission: Texts<typeof en.mission> =
  "প্রতিটি জুয়েলারকে — এক কাউন্টারের দোকান থেকে ম্যানুফ্যাকচারিং হাউস পর্যন্ত — এমন সফটওয়্যার দেওয়া, যা এই ব্যবসার ভাষায় কথা বলে, প্রতিটি গ্রামের হিসেব রাখে আর মালিককে যেকোনো জায়গা থেকে নিজের ব্যবসা দেখায়।";

export const vision: Texts<typeof en.vision> =
  "ভারতের এমন গয়নার ব্যবসা, যেখানে সৎ হিসেব রাখা সহজ: ট্যাগিং, বিলিং, কারিগরদের হিসেব আর সরকারি নিয়ম মানা কয়েক মিনিটে হয়ে যায়, আর জুয়েলার নিজের সময় দেন খদ্দেরদের।";

export const whyChooseUs: typeof en.whyChooseUs = [
  { title: "গয়নার জন্যই তৈরি", text: "টাচ, ওয়েস্টেজ, মজুরি, দর আর HUID শুরু থেকেই সফটওয়্যারে আছে, পরে উপর থেকে জোড়া হয়নি।", icon: "badge-check" },
  { title: "28+ বছরের অভিজ্ঞতা", text: "আমরা প্রতিটি মরসুম, প্রতিটি নতুন নিয়ম আর প্রতিটি ভিড় দেখেছি, আর সেই মতো সফটওয়্যার বানিয়েছি।", icon: "badge-check" },
  { title: "যে সাপোর্ট ফোন ধরে", text: "ফোন, WhatsApp আর রিমোট সাপোর্ট; জরুরি সমস্যায় 24/7, সারা ভারতে।", icon: "badge-check" },
  { title: "কোনো সেটআপ চার্জ নেই", text: "যতগুলো মডিউল দরকার, সেগুলো দিয়েই শুরু করুন; ব্যবসার দরকারে কাস্টম কাজও।", icon: "badge-check" },
  { title: "শুরু থেকেই নিরাপদ", text: "রোল অনুযায়ী পারমিশন, ইউজারের উপর বিধিনিষেধ, OTP দিয়ে অনুমোদন আর পুরো অডিট ট্রেল।", icon: "badge-check" },
];

/** Names and initials as in English; the roles in Bengali. */
export const team: typeof en.team = [
  { name: "Rakesh Agrawal", role: "প্রতিষ্ঠাতা", initials: "RA" },
  { name: "Neha Agrawal", role: "ডিরেক্টর, অপারেশনস", initials: "NA" },
  { name: "Vivek Sharma", role: "প্রোডাক্ট হেড", initials: "VS" },
  { name: "Pooja Goyal", role: "কাস্টমার সার্ভিস", initials: "PG" },
  { name: "Arjun Mehra", role: "ইঞ্জিনিয়ারিং লিড", initials: "AM" },
];
