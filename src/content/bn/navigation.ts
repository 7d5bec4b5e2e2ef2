/**
 * Header and footer navigation in Bengali (of ../navigation.ts). Every href, target,
 * download flag and id is the English one; only the titles change. Download links
 * are taken from the English items, so their hosts stay in one place.
 */
import type * as en from "../en/navigation.ts";

import { paths } from "../../lib/paths.ts";
import { downloadItems as enDownloadItems, remoteSupportTools, supportPackages as enSupportPackages } from "../en/navigation.ts";

/** The English items with Bengali titles (keyed by the English title), same order and data. */
function retitle<T extends en.NavItem>(items: readonly T[], titles: Readonly<Record<string, string>>): T[] {
  return items.map((item) => {
    const title = titles[item.title];
    if (title === undefined) throw new Error(`content/bn/navigation: no Bengali title for "${item.title}"`);
    return { ...item, title };
  });
}

/** The six remote-support tools: product names only, nothing to translate. */
export { remoteSupportTools };

/** Support packages: what a Windows PC needs before the desktop edition runs. */
export const supportPackages: typeof en.supportPackages = retitle(enSupportPackages, {
  "Runtime Support Package": "রানটাইম সাপোর্ট প্যাকেজ",
  "Database Support Package": "ডেটাবেস সাপোর্ট প্যাকেজ",
});

/** Download › Support Software, the nested submenu: the tools, then the packages. */
export const supportSoftware: typeof en.supportSoftware = [...remoteSupportTools, ...supportPackages];

const downloadTitles: Record<en.DownloadId, string> = {
  "complaint-app": "অভিযোগ অ্যাপ",
  installer: "সফটওয়্যার ইনস্টলার",
  "support-software": "সাপোর্ট সফটওয়্যার",
  upgrade: "সফটওয়্যার আপগ্রেড",
  whatsapp: "WhatsApp ডাউনলোড",
};

/** The Download menu; `id` "support-software" is also the /download page's anchor. */
export const downloadItems: typeof en.downloadItems = enDownloadItems.map((item) => ({
  ...item,
  title: downloadTitles[item.id],
  ...(item.dropdown ? { dropdown: supportSoftware } : {}),
}));

/** The /download page: a description per Download item, by its id. */
export const downloadTexts: typeof en.downloadTexts = {
  lead: "ইনস্টলার, আপগ্রেড আর সেইসব টুল, যা দিয়ে আমাদের সাপোর্ট টিম আপনাকে সাহায্য করে।",
  descriptions: {
    "complaint-app": "সাপোর্টের অভিযোগ জানান, আর মেটা পর্যন্ত সেটি কোথায় আছে দেখতে থাকুন।",
    installer: "নতুন কম্পিউটারে (Windows) Zevar ERP ইনস্টল করুন।",
    "support-software": "আপনি ফোন করলে আমাদের সাপোর্ট টিম যাতে আপনার কম্পিউটারে যুক্ত হতে পারে, আর নতুন PC ডেস্কটপ ভার্সনের জন্য তৈরি হয়ে যায়।",
    upgrade: "আগে থেকে চলা Zevar ERP-কে সবচেয়ে নতুন ভার্সনে নিয়ে আসুন।",
    whatsapp: "WhatsApp টুল, যা দিয়ে বিল, খাতা আর ক্যাটালগ পাঠানো হয়।",
  },
  remoteTools: "রিমোট সাপোর্ট টুল",
  packages: "সাপোর্ট প্যাকেজ",
  open: "খুলুন",
  download: "ডাউনলোড করুন",
};

export const editionLinks: typeof en.editionLinks = [
  { title: "রিটেল ভার্সন", href: "/retail" },
  { title: "হোলসেল", href: "/wholesale" },
  { title: "ম্যানুফ্যাকচারিং", href: "/manufacturing" },
  { title: "বন্ধকী (মানি লেন্ডিং)", href: "/money-lending" },
];

/** Header items in order; "ফ্রি ডেমো নিন" is a button, not a route. */
export const headerNav: typeof en.headerNav = [
  { title: "হোম", href: "/" },
  { title: "ভার্সন", href: "/versions", dropdown: editionLinks },
  { title: "ডাউনলোড", href: "/download", dropdown: downloadItems },
  { title: "ফিচার", href: "/features" },
  { title: "টিউটোরিয়াল", href: "/tutorial" },
  { title: "ব্লগ", href: "/blogs" },
  { title: "নতুন কী", href: "/what'snew" },
  { title: "যোগাযোগ", href: "/contactus" },
];

export const footerColumns: typeof en.footerColumns = [
  { title: "ভার্সন", links: editionLinks },
  {
    title: "কোম্পানি",
    links: [
      { title: "আমাদের কথা", href: "/aboutus" },
      { title: "আমাদের ডিলার", href: "/associates" },
      { title: "ফিচার", href: "/features" },
      { title: "প্রশ্ন-উত্তর", href: "/faqs" },
      // The English takes this from toolsIndexText.link (../tools.ts); the same words as bn/tools.ts's link.
      { title: "জুয়েলারদের ফ্রি টুল", href: paths.tools },
      { title: "প্রাইভেসি পলিসি", href: "/privacy-policy" },
      { title: "রিফান্ড পলিসি", href: "/refund-policy" },
      { title: "নিয়ম ও শর্তাবলি", href: "/terms-conditions" },
    ],
  },
];
