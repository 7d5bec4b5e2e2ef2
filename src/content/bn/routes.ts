/**
 * The Bengali head and <h1> of every route (issue 30): its heading, description and
 * keywords, keyed by the route's id as in ../en/routes.ts. Keywords mix Bengali with the
 * English words people type into search.
 *
 * Every route must be here: `routeHeads` is typed `RouteHeads`, so a route added to the
 * table without its Bengali texts fails the typecheck.
 */
import type { RouteHead, RouteHeads } from "../en/routes.ts";
import { site } from "../site.ts";
import { toolsIndexText } from "./tools.ts";

const P = site.productName;

/** /associates and /dealers show the same list. */
const associatesList: RouteHead = {
  heading: "আমাদের ডিলার",
  description: `সারা ভারতে ${P}-এর সহযোগী ডিলার — ডেমো, ইনস্টলেশন আর লোকাল সাপোর্টের জন্য।`,
  keywords: "জুয়েলারি সফটওয়্যার ডিলার, Zevar ERP সহযোগী ডিলার, Zevar ERP ডিলার, jewellery software dealers, Zevar ERP associates",
};

const blogsDescription = `${P} ইনসাইটস: আজকের দিনে গয়নার ব্যবসা চালানো নিয়ে লেখা (ইংরেজিতে)।`;

export const routeHeads: RouteHeads = {
  home: {
    heading: "গয়নার ব্যবসার সব কাজ, একটাই সফটওয়্যারে",
    description: `${P}: রিটেল শোরুম, হোলসেলার, ম্যানুফ্যাকচারার আর বন্ধকী কারবারিদের জন্য জুয়েলারি সফটওয়্যার। GST বিলিং, স্টক, কারিগর, RFID আর মোবাইল অ্যাপ।`,
    keywords:
      "জুয়েলারি সফটওয়্যার, গয়নার বিলিং সফটওয়্যার, সোনার দোকানের সফটওয়্যার, বন্ধকী সফটওয়্যার, jewellery software bengali, jewellery billing software, jewellery ERP, Zevar ERP",
  },
  versions: {
    heading: `${P}-এর ভার্সন`,
    description: `${P}-এর চারটি ভার্সন পাশাপাশি মিলিয়ে দেখুন: রিটেল, হোলসেল, ম্যানুফ্যাকচারিং আর বন্ধকী (মানি লেন্ডিং)।`,
    keywords: "জুয়েলারি সফটওয়্যারের ভার্সন, রিটেল, হোলসেল, ম্যানুফ্যাকচারিং, বন্ধকী, jewellery software versions",
  },
  retail: {
    heading: "রিটেল জুয়েলারি সফটওয়্যার",
    description: "গয়নার শোরুমের সফটওয়্যার: ঝটপট ট্যাগিং, HUID, RFID, GST বিলিং, OTP দিয়ে অনুমোদন আর মালিকের কাছে অ্যালার্ট।",
    keywords: "রিটেল জুয়েলারি সফটওয়্যার, গয়নার শোরুম সফটওয়্যার, গয়নার বিলিং সফটওয়্যার, HUID, RFID বিলিং, retail jewellery software, jewellery shop software",
  },
  wholesale: {
    heading: "হোলসেল জুয়েলারি সফটওয়্যার",
    description: "হোলসেল জুয়েলারি সফটওয়্যার: এক স্ক্রিনে সব এন্ট্রি, মোবাইলে বিলিং, ইন্টারনেট ছাড়াই কাজ আর WhatsApp-এ খাতা।",
    keywords: "হোলসেল জুয়েলারি সফটওয়্যার, দর ফিক্স, মেটাল জমা, পার্টির খাতা, wholesale jewellery software, bhav fix, jewellery ledger",
  },
  manufacturing: {
    heading: "গয়না ম্যানুফ্যাকচারিং সফটওয়্যার",
    description: "চেন, ডায়মন্ড, কুন্দন, CZ, প্লেন গোল্ড আর রুপোর গয়না যাঁরা বানান, তাঁদের সফটওয়্যার — কারিগর আর ঘাটতির পুরো হিসেব।",
    keywords:
      "গয়না ম্যানুফ্যাকচারিং সফটওয়্যার, কারিগরের হিসেব, ঘাটতি রিপোর্ট, CZ গয়নার সফটওয়্যার, চেন ম্যানুফ্যাকচারিং সফটওয়্যার, jewellery manufacturing software",
  },
  moneyLending: {
    heading: "বন্ধকী (মানি লেন্ডিং) সফটওয়্যার",
    description: "বন্ধকী আর সুদের কারবারের সফটওয়্যার: মাসিক, সাপ্তাহিক বা বার্ষিক সুদ, বায়োমেট্রিক KYC, আর বিক্রম সংবৎ (উত্তর ভারতের পঞ্জিকা) ও ইংরেজি — দুই ক্যালেন্ডারেই হিসেব।",
    keywords: "বন্ধকী সফটওয়্যার, বন্ধকী সুদের সফটওয়্যার, বন্ধকের হিসেব, মানি লেন্ডিং সফটওয়্যার, girvi software, money lending software, pledge software",
  },
  download: {
    heading: "ডাউনলোড",
    description: `${P}-এর ইনস্টলার, আপগ্রেড, অভিযোগ অ্যাপ, WhatsApp টুল আর রিমোট সাপোর্ট সফটওয়্যার ডাউনলোড করুন।`,
    keywords: "Zevar ERP ডাউনলোড, জুয়েলারি সফটওয়্যার ডাউনলোড, রিমোট সাপোর্ট, Zevar ERP download, jewellery software installer",
  },
  features: {
    heading: "ফিচার",
    description: `${P}-এর সব ফিচার: বন্ধকী, কিস্তির স্কিম, ব্রাঞ্চ, GST, POS, কারিগর, RFID, ডিজিটাল গোল্ড, মোবাইল অ্যাপ আর আরও অনেক কিছু।`,
    keywords: "জুয়েলারি সফটওয়্যার ফিচার, গয়নার POS, কারিগর ম্যানেজমেন্ট, ডিজিটাল গোল্ড, কিস্তির স্কিম, jewellery software features",
  },
  tutorial: {
    heading: "সফটওয়্যার টিউটোরিয়াল",
    description: `${P}-এর ভিডিও টিউটোরিয়াল: মাস্টার, ভাউচার আর রিপোর্ট — ধাপে ধাপে।`,
    keywords: "জুয়েলারি সফটওয়্যার টিউটোরিয়াল, Zevar ERP ভিডিও, জুয়েলারি সফটওয়্যার কীভাবে চালাবেন, jewellery software tutorial bengali, Zevar ERP videos",
  },
  blogs: {
    heading: "নলেজ হাব",
    description: blogsDescription,
    keywords: "গয়নার ব্যবসার ব্লগ, জুয়েলারি সফটওয়্যারের তথ্য, jewellery business blog, jewellery software insights",
  },
  karigarGuide: {
    heading: "কারিগর ম্যানেজমেন্টের পুরো গাইড",
    description: "গয়না ম্যানুফ্যাকচারিং সফটওয়্যার দিয়ে কীভাবে ওয়েস্টেজ 30% কমানো যায় আর কারিগরদের মজুরি 50% তাড়াতাড়ি মেটানো যায়।",
    keywords: "কারিগর ম্যানেজমেন্ট, কারিগরের হিসেব, কারিগরের মজুরি, গয়না ম্যানুফ্যাকচারিং, karigar management, karigar wages",
  },
  digitalTransformation: {
    heading: "খেরোর খাতা থেকে সফটওয়্যার: গয়নার ব্যবসার ডিজিটাল পথচলা",
    description: "জুয়েলাররা কীভাবে খেরোর খাতা ছেড়ে সফটওয়্যারে আসেন: কাজে কম সময়, স্টকের সঠিক হিসেব, আর বারবার ফিরে আসা খদ্দের।",
    keywords: "ডিজিটাল গয়নার ব্যবসা, খাতা থেকে সফটওয়্যার, জুয়েলারি বিজনেস সফটওয়্যার, digital transformation, jewellery business software, jewellery retail technology",
  },
  // Posts from the origin exist only in English (issue 17: no /bn/blog/:id page); given
  // for completeness, should a Bengali listing or a fallback ever need it.
  blog: {
    heading: "ব্লগের লেখা",
    description: blogsDescription,
    keywords: "গয়নার ব্যবসার ব্লগ, jewellery business blog",
  },
  whatsNew: {
    heading: "নতুন কী",
    description: `${P}-এর নতুন রিলিজ আর উন্নতি।`,
    keywords: "Zevar ERP আপডেট, নতুন কী, Zevar ERP updates, what's new",
  },
  contact: {
    heading: "যোগাযোগ",
    description: `${P}-এর সঙ্গে কথা বলুন: হেড অফিস মথুরায়, সারা ভারতে ব্রাঞ্চ, সাপোর্ট সোমবার থেকে শনিবার সকাল 10:00 থেকে সন্ধ্যা 7:00 পর্যন্ত।`,
    keywords: "Zevar ERP যোগাযোগ, জুয়েলারি সফটওয়্যার সাপোর্ট, জুয়েলারি সফটওয়্যার কলকাতা, contact Zevar ERP, jewellery software support",
  },
  about: {
    heading: "আমাদের কথা",
    description: `${P} 1997 সাল থেকে মথুরা, উত্তরপ্রদেশে জুয়েলারি সফটওয়্যার বানাচ্ছে — 1 লাখের বেশি খুশি ইউজার।`,
    keywords: "Zevar ERP সম্পর্কে, মথুরার জুয়েলারি সফটওয়্যার কোম্পানি, about Zevar ERP, jewellery software company Mathura",
  },
  faqs: {
    heading: "সাধারণ প্রশ্নোত্তর",
    description: `${P} নিয়ে উত্তর: GST, ব্রাঞ্চ, কারিগর, মোবাইলে ব্যবহার, সাপোর্ট, AMC আর নিজের দরকার মতো বদল।`,
    keywords: "জুয়েলারি সফটওয়্যার প্রশ্ন-উত্তর, Zevar ERP FAQ, jewellery software FAQ",
  },
  associates: associatesList,
  dealers: associatesList,
  // The detail page's <h1> and title are the associate's name (from associates data),
  // not this heading, exactly as in English.
  associate: {
    heading: "সহযোগী ডিলার",
    description: `${P} সহযোগী ডিলার: ডেমো, ইনস্টলেশন আর লোকাল সাপোর্ট।`,
    keywords: "জুয়েলারি সফটওয়্যার ডিলার, Zevar ERP সহযোগী ডিলার, jewellery software dealer",
  },
  landing: {
    heading: `${P} জুয়েলারি সফটওয়্যার`,
    description: `${P}-এর ফ্রি ডেমো বুক করুন: জুয়েলারি সফটওয়্যারে 25 বছরের অভিজ্ঞতা, 75,000+ ইউজার।`,
    keywords: "জুয়েলারি সফটওয়্যার ডেমো, ফ্রি ডেমো, জুয়েলারি সফটওয়্যার, jewellery software demo, Zevar ERP",
  },
  privacy: {
    heading: "প্রাইভেসি পলিসি",
    description: `${P} আপনার তথ্য কীভাবে নেয়, কীভাবে ব্যবহার করে আর কীভাবে সুরক্ষিত রাখে।`,
    keywords: "প্রাইভেসি পলিসি, গোপনীয়তা নীতি, privacy policy",
  },
  refund: {
    heading: "রিফান্ড আর ক্যানসেলেশন পলিসি",
    description: `${P}-এর রিফান্ড আর ক্যানসেলেশনের শর্ত।`,
    keywords: "রিফান্ড পলিসি, ক্যানসেলেশন পলিসি, refund policy, cancellation policy",
  },
  terms: {
    heading: "নিয়ম ও শর্তাবলি",
    description: `${P} আর এই ওয়েবসাইট ব্যবহারের নিয়ম ও শর্তাবলি।`,
    keywords: "নিয়ম ও শর্তাবলি, terms and conditions",
  },
  tools: {
    heading: toolsIndexText.heading,
    description: toolsIndexText.description,
    keywords: toolsIndexText.keywords,
  },
};
