import type { Texts } from "../types.ts";

/** The header's and footer's own labels (SPEC "Header", "Footer"); the menus' items are in ./navigation.ts. */
export const layoutTexts = {
  /** For src/layout/document.tsx's skip link, which still writes it literally. */
  skipLink: "Skip to content",
  homeLink: "Zevar ERP home",
  /** The first breadcrumb (JSON-LD and the page's trail). */
  homeCrumb: "Home",
  mainNav: "Main",
  mobileNav: "Mobile",
  menuButton: "Menu",
  /** The header's language switch, named with the page's own language: "Language: English". */
  languageMenu: (language: string) => `Language: ${language}`,
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

/**
 * The floating chat's labels (SPEC "Floating chat"), passed to the chat-widget island.
 * What the visitor types is sent to WhatsApp as it is, in either language.
 */
export const chatTexts = {
  open: "Chat now",
  close: "Close chat",
  /** The greetings' list. */
  messages: "Messages",
  greetings: ["Welcome", "How may I help you?"],
  inputLabel: "Message",
  /** The browser's hint when a blank message is held back without JavaScript. */
  inputHint: "Type a message to send",
  placeholder: "Type your message...",
  send: "Send message",
};
export type ChatTexts = Texts<typeof chatTexts>;

/**
 * What an island shows when it fails to render. The island runtime holds no texts:
 * the document writes this on <body> (data-island-failed) and the runtime reads it.
 */
export const islandTexts = {
  failed: "This part of the page could not load. Please refresh.",
};
