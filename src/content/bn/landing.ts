/**
 * Landing page content in Bengali (of ../landing.ts). Same counts as the English: 5
 * alliances, 5 versions, 2 Free Demo bands, 6 advantages, 3 integrated features,
 * 3 testimonials.
 */
import type { Texts } from "../types.ts";
import type * as en from "../en/landing.ts";

/** The English claims are `as const` (their type is the English words): typed as texts here. */
export const landingClaims: Texts<typeof en.landingClaims> = { years: "25 বছর", users: "75,000+ ইউজার" };

export const landingTexts: typeof en.landingTexts = {
  lead: (claims: { years: string; users: string }) =>
    `${claims.years} ধরে জুয়েলারি সফটওয়্যার, ${claims.users}। ফ্রি ডেমো বুক করুন আর দেখুন Zevar ERP কীভাবে আপনার কাউন্টার, স্টক আর হিসেব চালায়।`,
  yearsChip: (years: string) => `জুয়েলারি সফটওয়্যারে ${years}`,
  formTitle: "আপনার ফ্রি ডেমো বুক করুন",
  allianceLogo: (name: string) => `লোগো: ${name}`,
};

/** Brand names stay as they are; wordmarks and glyphs as in English. */
export const alliances: typeof en.alliances = [
  { name: "Tally", wordmark: "Tally", icon: "file-spreadsheet", caption: "হিসেব সরাসরি Tally-তে এক্সপোর্ট" },
  { name: "BIS হলমার্কিং", wordmark: "BIS", icon: "badge-check", caption: "HUID-এর সঙ্গে যুক্ত ট্যাগিং" },
  { name: "GST নেটওয়ার্ক", wordmark: "GST", icon: "receipt", caption: "GST মেনে বিলিং আর রিটার্ন" },
  { name: "WhatsApp Business", wordmark: "WhatsApp", icon: "message-square", caption: "বিল, খাতা আর ক্যাটালগ WhatsApp-এ" },
  { name: "RFID হার্ডওয়্যার", wordmark: "RFID", icon: "radio", caption: "স্টক আর বিলিংয়ের জন্য RFID রিডার" },
];

export const landingAbout: typeof en.landingAbout =
  "25 বছর ধরে Zevar ERP জুয়েলারদের খাতা থেকে সফটওয়্যারে আসতে সাহায্য করছে। আজ 75,000+ ইউজার এতে শোরুম, " +
  "হোলসেল কাউন্টার, ম্যানুফ্যাকচারিং ইউনিট আর বন্ধকী কারবার চালান — সারা ভারতে সাপোর্ট সমেত।";

export const softwareVersions: typeof en.softwareVersions = [
  "হোলসেল",
  "রিটেল শোরুম",
  "ডায়মন্ড/কুন্দন গয়না ম্যানুফ্যাকচারিং",
  "গোল্ড ম্যানুফ্যাকচারিং",
  "বন্ধকী (মানি লেন্ডিং)",
];

export const freeDemoBands: typeof en.freeDemoBands = [
  { title: "নিজের ব্যবসাতেই চালিয়ে দেখুন", text: "ফ্রি ডেমো, আপনার মতো গয়নার ব্যবসার জন্য সাজানো। কোনো সেটআপ চার্জ নেই।" },
  { title: "খাতা ছাড়তে তৈরি?", text: "আজই ফ্রি ডেমো বুক করুন আর শুধু সেই মডিউলগুলো দিয়ে শুরু করুন, যা আপনার দরকার।" },
];

export const advantages: typeof en.advantages = [
  { title: "ঝটপট বিলিং", text: "বারকোড, RFID আর আগে থেকে ঠিক করা মজুরি দিয়ে কয়েক সেকেন্ডে বিল।", icon: "sparkles" },
  { title: "ডেটা নিরাপদ", text: "রোল অনুযায়ী অ্যাক্সেস, অডিট ট্রেল, আর গুরুত্বপূর্ণ বদলে OTP দিয়ে অনুমোদন।", icon: "shield-check" },
  { title: "মালিকের নজর সবখানে", text: "বিক্রি, স্টক আর অ্যালার্ট আপনার ফোনে, আপনি যেখানেই থাকুন।", icon: "smartphone" },
  { title: "পরিষ্কার রিপোর্ট", text: "স্টক, লাভ, GST আর কারিগরের রিপোর্ট, যার ওপর আপনার অ্যাকাউন্ট্যান্টও ভরসা করেন।", icon: "chart-column" },
  { title: "খুশি খদ্দের", text: "অর্ডার ট্র্যাকিং, রিমাইন্ডার আর স্কিম, যাতে খদ্দের বারবার ফিরে আসেন।", icon: "users" },
  { title: "পরীক্ষিত", text: "পুরস্কার জেতা সফটওয়্যার, গয়নার ব্যবসায় 25 বছর ধরে।", icon: "award" },
];

export const integratedFeatures: typeof en.integratedFeatures = [
  { title: "অনলাইন সেলস প্ল্যাটফর্ম", text: "আপনার ক্যাটালগ আপনার নিজের ওয়েবসাইটে, আর অর্ডার সোজা সফটওয়্যারে।", icon: "globe" },
  { title: "ওনার মোবাইল অ্যাপ", text: "মালিকের জন্য লাইভ বিক্রি, স্টক, ক্যাশ আর অ্যালার্ট — Android আর iPhone-এ।", icon: "smartphone" },
  { title: "ডিজিটাল ব্র্যান্ড প্রচার", text: "WhatsApp ক্যাটালগ, শুভেচ্ছা বার্তা আর অফার, যাতে আপনার ব্র্যান্ড খদ্দেরদের মনে থাকে।", icon: "sparkles" },
];

/** Names, company names and avatars as in English; the quotes and cities in Bengali. */
export const landingTestimonials: typeof en.landingTestimonials = [
  { name: "Suresh Khandelwal", company: "Khandelwal Jewellers, জয়পুর", quote: "তিনটে শোরুমই আমরা এক সপ্তাহে Zevar ERP-তে চালু করে দিয়েছি। এখন প্রতি সন্ধ্যায় স্টক মিলে যায়।", avatar: "SK" },
  { name: "Farah Qureshi", company: "Noor Gold Works, লখনউ", quote: "কারিগরকে মাল দেওয়া আর ফেরত নেওয়া আগে একটা খাতায় লেখা হত। এখন ঘাটতি (লস) রিপোর্ট প্রতিটি গ্রাম দেখায়।", avatar: "FQ" },
  { name: "Ramesh Patel", company: "Patel Bullion, রাজকোট", quote: "দর ফিক্স আর মেটাল জমা একই স্ক্রিনে: আমাদের হোলসেল কাউন্টারে এখন আর কেউ দাঁড়িয়ে থাকেন না।", avatar: "RP" },
];
