/**
 * The headings (eyebrow, title, lead) of the pages' sections in Bengali (of ../sections.ts).
 * The English object is `as const`, so its own type holds the English words; a
 * translation is typed by `SectionsTexts` (every page, section and field, as strings).
 */
import type * as en from "../en/sections.ts";

export const sections: en.SectionsTexts = {
  home: {
    features: { eyebrow: "সব এক জায়গায়", title: "পুরো ব্যবসার জন্য একটাই সফটওয়্যার" },
    modules: { eyebrow: "মডিউল", title: "জুয়েলারের সব দরকার" },
    pillars: { title: "নিরাপদ, ব্যবসার সঙ্গে বাড়ে, আপনার মতো করে" },
    testimonials: { eyebrow: "গ্রাহকদের কথা", title: "Zevar ERP নিয়ে জুয়েলাররা কী বলেন" },
    faq: { eyebrow: "প্রশ্ন-উত্তর", title: "জুয়েলারদের সাধারণ প্রশ্ন" },
    unique: { eyebrow: "ভার্সন", title: "Zevar ERP কেন আলাদা" },
  },
  about: {
    journey: { title: "আমাদের পথচলা" },
    why: { title: "কেন আমাদের বেছে নেবেন" },
    team: { title: "আমাদের টিম" },
  },
  edition: {
    types: { title: "কী কী ধরনের ম্যানুফ্যাকচারিং" },
    screens: { title: "স্ক্রিনশট" },
  },
  landing: {
    alliances: { title: "যুক্ত সিস্টেম", lead: "ভারতের জুয়েলাররা যেসব সিস্টেমে আগে থেকেই ভরসা করেন, Zevar ERP সেগুলোর সঙ্গেই চলে।" },
    about: { title: "আমাদের কথা" },
    versions: { title: "সফটওয়্যারের ভার্সন" },
    advantages: { title: "সুবিধা" },
    integrated: { title: "সঙ্গে যুক্ত সুবিধা" },
    landingTestimonials: { title: "জুয়েলাররা কী বলেন" },
    queries: { title: "কোনো প্রশ্ন? আমাদের সঙ্গে কথা বলুন" },
  },
};
