import type { Texts } from "./types.ts";

/** The header's and footer's own labels (SPEC "Header", "Footer"); the menus' items are in ./navigation.ts. */
export const layoutTexts = {
  /** For src/layout/document.tsx's skip link, which still writes it literally. */
  skipLink: "Skip to content",
  homeLink: "Zevar ERP home",
  /** The first breadcrumb (JSON-LD and the page's trail). */
  homeCrumb: "Home",
  /** The language link in the header and footer: the other language's name, in that language. */
  switchLanguage: { label: "हिन्दी", title: "यह पेज हिन्दी में पढ़ें" },
  mainNav: "Main",
  mobileNav: "Mobile",
  menuButton: "Menu",
  /** A dropdown's list, named after its item. */
  submenu: (item: string) => `${item} menu`,
  /** The mobile menu's first entry in a group: the group's own page. */
  allOf: (item: string) => `All ${item}`,
  demoButton: "Get Free Demo",
  footer: {
    about: { title: "About Us", text: (city: string, since: number) => `Building jewellery business software in ${city} since ${since}, trusted by jewellers across India.`, action: "Know More" },
    associates: { title: "Our Associates", text: "Find a Zevar ERP associate near you for a demo, installation and local support.", action: "View Our Associates" },
    promises: ["No setup cost", "No installation", "Custom work offered"],
    contact: "Contact Us",
    whatsapp: (phone: string) => `WhatsApp ${phone}`,
    social: "Social Links",
    copyright: (year: number, product: string) => `© ${year} ${product}. All rights reserved.`,
  },
};
export type LayoutTexts = Texts<typeof layoutTexts>;
