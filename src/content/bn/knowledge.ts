import type * as en from "../en/knowledge.ts";

/** The Knowledge Hub's own texts in Bengali (of ../knowledge.ts); the posts come from the origin, in English. */
export const blogsTexts: typeof en.blogsTexts = {
  title: "Zevar ERP: কাজের কথা",
  lead: "বিলিং, স্টক, কারিগর, বন্ধকী আর GST-হলমার্কের নিয়ম নিয়ে জুয়েলারদের জন্য কাজের তথ্য — Zevar ERP টিমের তরফ থেকে।",
  subscribe: "নিউজলেটার সাবস্ক্রাইব করুন",
  newsletterSubject: "Zevar ERP নিউজলেটার সাবস্ক্রাইব করতে চাই",
  listLabel: "লেখা",
  /** Said after a link to an origin post, which is only in English. */
  inEnglish: "(ইংরেজিতে)",
};

export const blogTexts: typeof en.blogTexts = {
  badge: "ব্লগের লেখা",
  /** The crumb when the post has neither title nor topic. */
  fallbackCrumb: "ব্লগের লেখা",
  cta: {
    title: "Zevar ERP-কে আপনার নিজের ডেটায় চলতে দেখুন",
    text: "ফ্রি ডেমোতে আমাদের টিমের একজন আপনাকে বিলিং, স্টক আর রিপোর্ট একে একে দেখিয়ে দেবেন।",
    button: "ফ্রি ডেমো বুক করুন",
  },
};

export const whatsNewTexts: typeof en.whatsNewTexts = {
  lead: "Zevar ERP-এর নতুন মডিউল আর উন্নতি, যখন যেটা আমাদের গ্রাহকদের কাছে পৌঁছয়।",
  listLabel: "আপডেট",
  empty: "এখন দেখানোর মতো কোনো আপডেট নেই। কয়েক দিন পরে আবার দেখুন।",
};

export const tutorialTexts: typeof en.tutorialTexts = {
  lead: "Zevar ERP-এর প্রতিটি মাস্টার, ভাউচার আর রিপোর্ট নিয়ে ছোট ছোট ভিডিও, ধাপে ধাপে।",
  libraryLabel: "টিউটোরিয়াল লাইব্রেরি",
  /** A video's description for search engines (JSON-LD). */
  videoDescription: (product: string, t: { title: string; category: string; subCategory: string }) =>
    `${product} টিউটোরিয়াল: ${t.title} (${t.category} - ${t.subCategory})।`,
};
