/**
 * Header and footer navigation in Hindi (of ../navigation.ts). Every href, target,
 * download flag and id is the English one; only the titles change. Download links
 * are taken from the English items, so their hosts stay in one place.
 */
import type * as en from "../en/navigation.ts";

import { paths } from "../../lib/paths.ts";
import { downloadItems as enDownloadItems, remoteSupportTools, supportPackages as enSupportPackages } from "../en/navigation.ts";

/** The English items with Hindi titles (keyed by the English title), same order and data. */
function retitle<T extends en.NavItem>(items: readonly T[], titles: Readonly<Record<string, string>>): T[] {
  return items.map((item) => {
    const title = titles[item.title];
    if (title === undefined) throw new Error(`content/hi/navigation: no Hindi title for "${item.title}"`);
    return { ...item, title };
  });
}

/** The six remote-support tools: product names only, nothing to translate. */
export { remoteSupportTools };

/** Support packages: what a Windows PC needs before the desktop edition runs. */
export const supportPackages: typeof en.supportPackages = retitle(enSupportPackages, {
  "Runtime Support Package": "रनटाइम सपोर्ट पैकेज",
  "Database Support Package": "डेटाबेस सपोर्ट पैकेज",
});

/** Download › Support Software, the nested submenu: the tools, then the packages. */
export const supportSoftware: typeof en.supportSoftware = [...remoteSupportTools, ...supportPackages];

const downloadTitles: Record<en.DownloadId, string> = {
  "complaint-app": "शिकायत ऐप",
  installer: "सॉफ्टवेयर इंस्टॉलर",
  "support-software": "सपोर्ट सॉफ्टवेयर",
  upgrade: "सॉफ्टवेयर अपग्रेड",
  whatsapp: "WhatsApp डाउनलोड",
};

/** The Download menu; `id` "support-software" is also the /download page's anchor. */
export const downloadItems: typeof en.downloadItems = enDownloadItems.map((item) => ({
  ...item,
  title: downloadTitles[item.id],
  ...(item.dropdown ? { dropdown: supportSoftware } : {}),
}));

/** The /download page: a description per Download item, by its id. */
export const downloadTexts: typeof en.downloadTexts = {
  lead: "इंस्टॉलर, अपग्रेड और वे टूल जिनसे हमारी सपोर्ट टीम आपकी मदद करती है।",
  descriptions: {
    "complaint-app": "सपोर्ट की शिकायत दर्ज करें और उसके निपटने तक उसका हाल देखते रहें।",
    installer: "नए कंप्यूटर (Windows) पर Zevar ERP इंस्टॉल करें।",
    "support-software": "आप फोन करें तो हमारी सपोर्ट टीम आपके कंप्यूटर से जुड़ सके, और नया PC डेस्कटॉप वर्जन के लिए तैयार हो जाए।",
    upgrade: "पहले से लगे Zevar ERP को सबसे नए वर्जन पर ले आएँ।",
    whatsapp: "WhatsApp टूल, जिससे बिल, खाते और कैटलॉग भेजे जाते हैं।",
  },
  remoteTools: "रिमोट सपोर्ट टूल",
  packages: "सपोर्ट पैकेज",
  open: "खोलें",
  download: "डाउनलोड करें",
};

export const editionLinks: typeof en.editionLinks = [
  { title: "रिटेल वर्जन", href: "/retail" },
  { title: "होलसेल", href: "/wholesale" },
  { title: "मैन्युफैक्चरिंग", href: "/manufacturing" },
  { title: "गिरवी (मनी लेंडिंग)", href: "/money-lending" },
];

/** Header items in order; "फ्री डेमो लें" is a button, not a route. */
export const headerNav: typeof en.headerNav = [
  { title: "होम", href: "/" },
  { title: "वर्जन", href: "/versions", dropdown: editionLinks },
  { title: "डाउनलोड", href: "/download", dropdown: downloadItems },
  { title: "फीचर्स", href: "/features" },
  { title: "ट्यूटोरियल", href: "/tutorial" },
  { title: "ब्लॉग", href: "/blogs" },
  { title: "नया क्या है", href: "/what'snew" },
  { title: "संपर्क करें", href: "/contactus" },
];

export const footerColumns: typeof en.footerColumns = [
  { title: "वर्जन", links: editionLinks },
  {
    title: "कंपनी",
    links: [
      { title: "हमारे बारे में", href: "/aboutus" },
      { title: "हमारे डीलर", href: "/associates" },
      { title: "फीचर्स", href: "/features" },
      { title: "सवाल-जवाब", href: "/faqs" },
      // The English takes this from toolsIndexText.link (../tools.ts); the same words as hi/tools.ts's link.
      { title: "ज्वेलर्स के फ्री टूल", href: paths.tools },
      { title: "प्राइवेसी पॉलिसी", href: "/privacy-policy" },
      { title: "रिफंड पॉलिसी", href: "/refund-policy" },
      { title: "नियम और शर्तें", href: "/terms-conditions" },
    ],
  },
];
