/**
 * Header and footer navigation (SPEC "Header", "Footer"). Download links are
 * configuration placeholders (DECISIONS.md): replace the hosts before going live.
 */
export type NavItem = {
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

export const downloadItems: NavItem[] = [
  { title: "Complaint App", href: "https://complaints.zevar.example", target: "_blank" },
  { title: "Software Installer", href: `${DOWNLOADS}/ZevarERPSetup.exe`, download: true },
  { title: "Support Software", href: "/download#support-software", dropdown: supportSoftware },
  { title: "Software Upgrade", href: `${DOWNLOADS}/ZevarERPUpgrade.exe`, download: true },
  { title: "Whatsapp Download", href: `${DOWNLOADS}/ZevarWhatsApp.exe`, download: true },
];

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
      { title: "Privacy Policy", href: "/privacy-policy" },
      { title: "Refund Policy", href: "/refund-policy" },
      { title: "Terms & Conditions", href: "/terms-conditions" },
    ],
  },
];
