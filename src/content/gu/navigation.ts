/**
 * Header and footer navigation in Gujarati (of ../en/navigation.ts). Every href, target,
 * download flag and id is the English one; only the titles change. Download links
 * are taken from the English items, so their hosts stay in one place.
 */
import type * as en from "../en/navigation.ts";

import { paths } from "../../lib/paths.ts";
import { downloadItems as enDownloadItems, remoteSupportTools, supportPackages as enSupportPackages } from "../en/navigation.ts";

/** The English items with Gujarati titles (keyed by the English title), same order and data. */
function retitle<T extends en.NavItem>(items: readonly T[], titles: Readonly<Record<string, string>>): T[] {
  return items.map((item) => {
    const title = titles[item.title];
    if (title === undefined) throw new Error(`content/gu/navigation: no Gujarati title for "${item.title}"`);
    return { ...item, title };
  });
}

/** The six remote-support tools: product names only, nothing to translate. */
export { remoteSupportTools };

/** Support packages: what a Windows PC needs before the desktop edition runs. */
export const supportPackages: typeof en.supportPackages = retitle(enSupportPackages, {
  "Runtime Support Package": "રનટાઇમ સપોર્ટ પેકેજ",
  "Database Support Package": "ડેટાબેઝ સપોર્ટ પેકેજ",
});

/** Download › Support Software, the nested submenu: the tools, then the packages. */
export const supportSoftware: typeof en.supportSoftware = [...remoteSupportTools, ...supportPackages];

const downloadTitles: Record<en.DownloadId, string> = {
  "complaint-app": "ફરિયાદ એપ",
  installer: "સોફ્ટવેર ઇન્સ્ટોલર",
  "support-software": "સપોર્ટ સોફ્ટવેર",
  upgrade: "સોફ્ટવેર અપગ્રેડ",
  whatsapp: "WhatsApp ડાઉનલોડ",
};

/** The Download menu; `id` "support-software" is also the /download page's anchor. */
export const downloadItems: typeof en.downloadItems = enDownloadItems.map((item) => ({
  ...item,
  title: downloadTitles[item.id],
  ...(item.dropdown ? { dropdown: supportSoftware } : {}),
}));

/** The /download page: a description per Download item, by its id. */
export const downloadTexts: typeof en.downloadTexts = {
  lead: "ઇન્સ્ટોલર, અપગ્રેડ અને એ ટૂલ જેનાથી અમારી સપોર્ટ ટીમ તમને મદદ કરે છે.",
  descriptions: {
    "complaint-app": "સપોર્ટની ફરિયાદ નોંધાવો અને તેનો નિકાલ થાય ત્યાં સુધી તેનું સ્ટેટસ જોતા રહો.",
    installer: "નવા કમ્પ્યુટર (Windows) પર Zevar ERP ઇન્સ્ટોલ કરો.",
    "support-software": "તમે ફોન કરો ત્યારે અમારી સપોર્ટ ટીમ તમારા કમ્પ્યુટર સાથે જોડાઈ શકે, અને નવું PC ડેસ્કટોપ વર્ઝન માટે તૈયાર થઈ જાય.",
    upgrade: "પહેલેથી ચાલતા Zevar ERPને સૌથી નવા વર્ઝન પર લાવો.",
    whatsapp: "WhatsApp ટૂલ, જેનાથી બિલ, ખાતાં અને કેટલોગ મોકલાય છે.",
  },
  remoteTools: "રિમોટ સપોર્ટ ટૂલ",
  packages: "સપોર્ટ પેકેજ",
  open: "ખોલો",
  download: "ડાઉનલોડ કરો",
};

export const editionLinks: typeof en.editionLinks = [
  { title: "રિટેલ વર્ઝન", href: "/retail" },
  { title: "હોલસેલ", href: "/wholesale" },
  { title: "મેન્યુફેક્ચરિંગ", href: "/manufacturing" },
  { title: "ગીરવે (મની લેન્ડિંગ)", href: "/money-lending" },
];

/** Header items in order; "ફ્રી ડેમો લો" is a button, not a route. */
export const headerNav: typeof en.headerNav = [
  { title: "હોમ", href: "/" },
  { title: "વર્ઝન", href: "/versions", dropdown: editionLinks },
  { title: "ડાઉનલોડ", href: "/download", dropdown: downloadItems },
  { title: "ફીચર્સ", href: "/features" },
  { title: "ટ્યુટોરિયલ", href: "/tutorial" },
  { title: "બ્લોગ", href: "/blogs" },
  { title: "નવું શું છે", href: "/what'snew" },
  { title: "સંપર્ક કરો", href: "/contactus" },
];

export const footerColumns: typeof en.footerColumns = [
  { title: "વર્ઝન", links: editionLinks },
  {
    title: "કંપની",
    links: [
      { title: "અમારા વિશે", href: "/aboutus" },
      { title: "અમારા ડીલર", href: "/associates" },
      { title: "ફીચર્સ", href: "/features" },
      { title: "સવાલ-જવાબ", href: "/faqs" },
      // The English takes this from toolsIndexText.link (../en/tools.ts); the same words as ./tools.ts's link.
      { title: "જ્વેલર્સ માટે ફ્રી ટૂલ્સ", href: paths.tools },
      { title: "પ્રાઇવસી પોલિસી", href: "/privacy-policy" },
      { title: "રિફંડ પોલિસી", href: "/refund-policy" },
      { title: "નિયમો અને શરતો", href: "/terms-conditions" },
    ],
  },
];
