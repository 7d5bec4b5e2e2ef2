/**
 * The tutorial library in Bengali: the same 45 videos, in the same order, with the same
 * ids, category codes (MAINTAIN, REPORT, VOUCHER and their sub-categories, as the
 * software shows them) and video ids; only the titles are Bengali.
 */
import type * as en from "../en/tutorials.ts";
import { tutorials as enTutorials } from "../en/tutorials.ts";

/** Bengali titles, in the order of the English entries (45). */
const titles: readonly string[] = [
  // MAINTAIN · ACCOUNT
  "গ্রাহক বা সাপ্লায়ারের খাতা খুলুন",
  "খাতার ওপেনিং ব্যালান্স দিন",
  "খাতার গ্রুপ বানান আর ধারের লিমিট ঠিক করুন",
  // MAINTAIN · CONFIG
  "কোম্পানির সেটিং আর ফাইনান্সিয়াল ইয়ার",
  "GST রেট আর HSN কোড সেট করুন",
  "বিলের ফরম্যাট আর প্রিন্টের সেটিং",
  "ইউজারের পারমিশন আর OTP দিয়ে অনুমোদন",
  // MAINTAIN · ITEM
  "টাচ আর মজুরি সমেত আইটেম বানান",
  "আইটেম গ্রুপ, ক্যাটাগরি আর ডিজাইন",
  "পাথর আর হিরের আইটেম মাস্টার",
  // MAINTAIN · OPEN.STOCK
  "ট্যাগ লাগানো আইটেমের ওপেনিং স্টক দিন",
  "খোলা সোনা-রুপোর ওপেনিং স্টক",
  // MAINTAIN · STAMP
  "হলমার্ক স্ট্যাম্প আর HUID-এর সেটিং বানান",
  "আইটেমের সঙ্গে স্ট্যাম্প জুড়ুন",
  // REPORT · STOCK STATUS
  "স্টক স্ট্যাটাস রিপোর্ট কীভাবে পড়বেন",
  "আইটেম, ওজন আর টাচ অনুযায়ী স্টক স্ট্যাটাস",
  "কাউন্টার অনুযায়ী স্টক স্ট্যাটাস",
  // REPORT · TRIAL BALANCE
  "ট্রায়াল ব্যালান্স, আর সেখান থেকেই লেজারের পুরো ডিটেল",
  "মেটাল অনুযায়ী ট্রায়াল ব্যালান্স",
  // VOUCHER · CONTRA
  "কনট্রা এন্ট্রি: ক্যাশ ব্যাংকে জমা",
  "কনট্রা এন্ট্রি: এক ব্যাংক থেকে অন্য ব্যাংকে ট্রান্সফার",
  // VOUCHER · CREDIT NOTE
  "মাল ফেরতে ক্রেডিট নোট বানান",
  "দরের তফাতে ক্রেডিট নোট",
  // VOUCHER · ISSUE
  "কারিগরকে মেটাল দিন",
  "ওয়েস্টেজ আর মজুরি ঠিক করে মাল দিন",
  // VOUCHER · JOURNAL
  "অ্যাডজাস্টমেন্টের জন্য জার্নাল ভাউচার",
  "খাতাগুলোর মধ্যে মেটাল জার্নাল",
  // VOUCHER · PURCHASE
  "সোনার বুলিয়ন (বিস্কুট, বাট) কেনা",
  "ট্যাগ লাগানো রেডিমেড গয়না কেনা",
  "গ্রাহকের কাছ থেকে পুরনো সোনা কেনা",
  // VOUCHER · PURCHASE RET
  "সাপ্লায়ারকে পারচেজ রিটার্ন",
  "মেটাল অ্যাডজাস্টমেন্ট সমেত অল্প মালের পারচেজ রিটার্ন",
  // VOUCHER · RECEIPT
  "রসিদ ভাউচার: ক্যাশ আর চেক",
  "বাকি বিল বাবদ রসিদ",
  // VOUCHER · RECEIVE
  "কারিগরের কাছ থেকে তৈরি মাল ফেরত নিন",
  "ওয়েস্টেজ সমেত স্ক্র্যাপ আর গুঁড়ো ফেরত নিন",
  // VOUCHER · SALE
  "GST আর HUID সমেত সেল বিল",
  "পুরনো সোনা এক্সচেঞ্জ করে বিক্রি",
  "এস্টিমেট থেকে সোজা সেল বিল, এক বারেই",
  // VOUCHER · STOCK JOURNAL
  "স্টক জার্নাল: মেটাল এক টাচ থেকে অন্য টাচে বদলান",
  "গলানো আর রিফাইনিংয়ের জন্য স্টক জার্নাল",
  // VOUCHER · TAG GENERATION
  "বারকোড ট্যাগ বানান আর ছাপুন",
  "RFID ট্যাগ বানানো",
  // VOUCHER · VOUCHER
  "সাপ্লায়ারকে পেমেন্ট ভাউচার",
  "যেকোনো ভাউচার খুঁজুন, বদলান আর আবার ছাপুন",
];

export const tutorials: typeof en.tutorials = enTutorials.map((t, i) => ({ ...t, title: titles[i] ?? t.title }));

/**
 * The library's own words in Bengali. `count`: Bengali's `one` is 0 and 1, `other` the
 * rest; Bengali nouns do not change with the count, so both forms read alike. The locale
 * asks for Latin digits (docs/i18n.md "Type and numbers": `bn` defaults to Bengali digits).
 */
export const tutorialLibraryTexts: typeof en.tutorialLibraryTexts = {
  locale: "bn-IN-u-nu-latn",
  categories: "টিউটোরিয়ালের ক্যাটাগরি",
  searchLabel: "টিউটোরিয়াল খুঁজুন",
  searchPlaceholder: "টিউটোরিয়াল বা ফিচার খুঁজুন — বাংলায় বা ইংরেজিতে…",
  clear: "ফিল্টার সরান",
  loading: "টিউটোরিয়াল লোড হচ্ছে",
  emptyTitle: "কোনো টিউটোরিয়াল পাওয়া গেল না",
  emptyText: "অন্য কোনো শব্দ লিখে দেখুন, বা সব টিউটোরিয়াল দেখুন।",
  viewAll: "সব টিউটোরিয়াল দেখুন",
  all: "সব টিউটোরিয়াল",
  searchResults: "“{term}”-এর খোঁজের ফল",
  count: { one: "{n}টি টিউটোরিয়াল পাওয়া গেছে", other: "{n}টি টিউটোরিয়াল পাওয়া গেছে" },
  pages: "টিউটোরিয়ালের পেজ",
  previous: "আগের",
  next: "পরের",
  page: "পেজ {n}",
  play: "ভিডিও চালান: {title}",
};
