import type * as en from "../en/errors.ts";

/** The 404 and 500 pages and the "not found / not available" messages (Bengali of ../errors.ts). */
export const errorTexts: typeof en.errorTexts = {
  notFound: {
    code: "404",
    title: "এই পেজটি পাওয়া গেল না",
    home: "হোম পেজে যান",
    headTitle: "পেজ পাওয়া যায়নি",
    description: "আপনি যে পেজটি খুঁজছেন, সেটি এখানে নেই।",
  },
  serverError: {
    code: "500",
    title: "কিছু একটা গোলমাল হয়েছে",
    text: "এই পেজটি এখন খোলা গেল না। একটু পরে আবার চেষ্টা করুন।",
    home: "হোম পেজে যান",
    description: "এই পেজটি এখন খোলা গেল না।",
  },
  blogNotFound: "ব্লগটি পাওয়া যায়নি।",
  dealerNotFound: "ডিলার পাওয়া যায়নি",
  /** /blog/:id when the origin could not be asked and nothing is cached (status 503). */
  blogUnavailable: { title: "এই লেখাটি এখন খোলা যাচ্ছে না", text: "কয়েক মিনিট পরে আবার চেষ্টা করুন।" },
  /** What the tools' service worker answers, with no connection, for a page it never kept (src/pages/offline.tsx). */
  offline: {
    headTitle: "ইন্টারনেট নেই",
    description: "ইন্টারনেট নেই: এই ডিভাইসে সেভ করা টুলগুলো ইন্টারনেট ছাড়াই খোলে।",
    title: "এখন ইন্টারনেট নেই",
    text: "এই পেজটি এই ডিভাইসে সেভ করা নেই, তাই খুলতে ইন্টারনেট লাগবে। এই টুলগুলো ইন্টারনেট ছাড়াও খোলে আর কাজ করে:",
    retry: "আবার চেষ্টা করুন",
  },
};
