/**
 * Header and footer navigation (SPEC "Header", "Footer"). Download links are
 * configuration placeholders (docs/decisions.md): replace the hosts before going live.
 */
import type { Texts } from "../types.ts";

import { paths } from "../../lib/paths.ts";
import { toolsIndexText } from "./tools.ts";

export type NavItem = {
  /** A stable key for joining other content to the item (its title is a translated text). */
  id?: string;
  title: string;
  href: string;
  /** External links open in a new tab. */
  target?: "_blank";
  /** A file to download rather than a page. */
  download?: boolean;
  dropdown?: NavItem[];
};

const DOWNLOADS = "https://downloads.zevar.example";

/** The six remote-support tools our support team connects with (SPEC "Header"). */
export const remoteSupportTools: NavItem[] = [
  { title: "AnyDesk", href: `${DOWNLOADS}/support/AnyDesk.exe`, download: true },
  { title: "TeamViewer QuickSupport", href: `${DOWNLOADS}/support/TeamViewerQS.exe`, download: true },
  { title: "UltraViewer", href: `${DOWNLOADS}/support/UltraViewer_setup.exe`, download: true },
  { title: "RustDesk", href: `${DOWNLOADS}/support/rustdesk.exe`, download: true },
  { title: "Supremo", href: `${DOWNLOADS}/support/Supremo.exe`, download: true },
  { title: "AeroAdmin", href: `${DOWNLOADS}/support/AeroAdmin.exe`, download: true },
];

/** Support packages: what a Windows PC needs before the desktop edition runs. */
export const supportPackages: NavItem[] = [
  { title: "Runtime Support Package", href: `${DOWNLOADS}/support/ZevarRuntimePackage.zip`, download: true },
  { title: "Database Support Package", href: `${DOWNLOADS}/support/ZevarDatabasePackage.zip`, download: true },
];

/** Download › Support Software, the nested submenu: the tools, then the packages. */
export const supportSoftware: NavItem[] = [...remoteSupportTools, ...supportPackages];

export type DownloadId = "complaint-app" | "installer" | "support-software" | "upgrade" | "whatsapp";

/** The Download menu; `id` "support-software" is also the /download page's anchor. */
export const downloadItems: (NavItem & { id: DownloadId })[] = [
  { id: "complaint-app", title: "Complaint App", href: "https://complaints.zevar.example", target: "_blank" },
  { id: "installer", title: "Software Installer", href: `${DOWNLOADS}/ZevarERPSetup.exe`, download: true },
  { id: "support-software", title: "Support Software", href: "/download#support-software", dropdown: supportSoftware },
  { id: "upgrade", title: "Software Upgrade", href: `${DOWNLOADS}/ZevarERPUpgrade.exe`, download: true },
  { id: "whatsapp", title: "Whatsapp Download", href: `${DOWNLOADS}/ZevarWhatsApp.exe`, download: true },
];

/** The /download page: a description per Download item, by its id. */
export const downloadTexts = {
  lead: "Installers, upgrades and the tools our support team uses.",
  descriptions: {
    "complaint-app": "Register a support complaint and follow it until it is closed.",
    installer: "Install Zevar ERP on a new computer (Windows).",
    "support-software": "Let our support team connect to your computer when you call us, and prepare a new PC for the desktop edition.",
    upgrade: "Bring an installed Zevar ERP up to the latest version.",
    whatsapp: "The WhatsApp tool that sends bills, ledgers and catalogues.",
  } satisfies Record<DownloadId, string>,
  remoteTools: "Remote-support tools",
  packages: "Support packages",
  open: "Open",
  download: "Download",
};
export type DownloadTexts = Texts<typeof downloadTexts>;

export const editionLinks: NavItem[] = [
  { title: "Retail Version", href: "/retail" },
  { title: "Wholesale", href: "/wholesale" },
  { title: "Manufacturing", href: "/manufacturing" },
  { title: "Girvi Money Lending", href: "/money-lending" },
];

/** Header items in order; "Get Free Demo" is a button, not a route. */
export const headerNav: NavItem[] = [
  { title: "Home", href: "/" },
  { title: "Versions", href: "/versions", dropdown: editionLinks },
  { title: "Download", href: "/download", dropdown: downloadItems },
  { title: "Features", href: "/features" },
  { title: "Tutorial", href: "/tutorial" },
  { title: "Blog", href: "/blogs" },
  { title: "What's new", href: "/what'snew" },
  { title: "Contact Us", href: "/contactus" },
];

export const footerColumns: { title: string; links: NavItem[] }[] = [
  { title: "Versions", links: editionLinks },
  {
    title: "Company",
    links: [
      { title: "About Us", href: "/aboutus" },
      { title: "Our Associates", href: "/associates" },
      { title: "Features", href: "/features" },
      { title: "FAQs", href: "/faqs" },
      { title: toolsIndexText.link, href: paths.tools },
      { title: "Privacy Policy", href: "/privacy-policy" },
      { title: "Refund Policy", href: "/refund-policy" },
      { title: "Terms & Conditions", href: "/terms-conditions" },
    ],
  },
];
