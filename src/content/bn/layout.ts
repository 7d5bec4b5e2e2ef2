import type * as en from "../en/layout.ts";

/** Cities the footer may be given (site.address.city), as a Bengali reader writes "in …" (the locative, মথুরায়). */
const cityIn: Readonly<Record<string, string>> = { Mathura: "মথুরায়" };

/** The header's and footer's own labels (Bengali of ../layout.ts); the menus' items are in ./navigation.ts. */
export const layoutTexts: typeof en.layoutTexts = {
  skipLink: "সরাসরি মূল অংশে যান",
  homeLink: "Zevar ERP হোম পেজ",
  homeCrumb: "হোম",
  mainNav: "মূল মেনু",
  mobileNav: "মোবাইল মেনু",
  menuButton: "মেনু",
  languageMenu: (language: string) => `ভাষা: ${language}`,
  /** A dropdown's list, named after its item. */
  submenu: (item: string) => `${item} মেনু`,
  /** The mobile menu's first entry in a group: the group's own page ("সব ভার্সন", "সব ডাউনলোড"). */
  allOf: (item: string) => `সব ${item}`,
  demoButton: "ফ্রি ডেমো নিন",
  footer: {
    about: {
      title: "আমাদের কথা",
      text: (city: string, since: number) =>
        `${since} সাল থেকে ${cityIn[city] ?? `${city}-এ`} জুয়েলারি ব্যবসার সফটওয়্যার বানাচ্ছি — সারা ভারতের জুয়েলারদের ভরসা।`,
      action: "আরও জানুন",
    },
    associates: {
      title: "আমাদের ডিলার",
      text: "ডেমো, ইনস্টলেশন আর লোকাল সাপোর্টের জন্য আপনার কাছের Zevar ERP সহযোগী ডিলারের সঙ্গে যোগাযোগ করুন।",
      action: "সব ডিলার দেখুন",
    },
    promises: ["কোনো সেটআপ চার্জ নেই", "ইনস্টলেশনের ঝামেলা নেই", "দরকার মতো কাস্টম কাজ"],
    contact: "যোগাযোগ",
    whatsapp: (phone: string) => `WhatsApp ${phone}`,
    social: "সোশ্যাল মিডিয়া",
    copyright: (year: number, product: string) => `© ${year} ${product}. সর্বস্বত্ব সংরক্ষিত।`,
  },
};

/** The floating chat's labels (Bengali of ../layout.ts). */
export const chatTexts: typeof en.chatTexts = {
  open: "চ্যাট করুন",
  close: "চ্যাট বন্ধ করুন",
  messages: "মেসেজ",
  greetings: ["নমস্কার, স্বাগত জানাই", "বলুন, আপনাকে কীভাবে সাহায্য করতে পারি?"],
  inputLabel: "মেসেজ",
  inputHint: "পাঠাতে মেসেজ লিখুন",
  placeholder: "আপনার মেসেজ লিখুন...",
  send: "মেসেজ পাঠান",
};

/** What an island shows when it fails to render (Bengali of ../layout.ts). */
export const islandTexts: typeof en.islandTexts = {
  failed: "পেজের এই অংশটি লোড হল না। পেজটি রিফ্রেশ করুন।",
};
