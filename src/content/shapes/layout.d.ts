import type { Texts } from "../types.ts";
/** The header's and footer's own labels (SPEC "Header", "Footer"); the menus' items are in ./navigation.ts. */
export declare const layoutTexts: {
    /** For src/layout/document.tsx's skip link, which still writes it literally. */
    skipLink: string;
    homeLink: string;
    /** The first breadcrumb (JSON-LD and the page's trail). */
    homeCrumb: string;
    mainNav: string;
    mobileNav: string;
    menuButton: string;
    /** The header's language switch, named with the page's own language: "Language: English". */
    languageMenu: (language: string) => string;
    /** A dropdown's list, named after its item. */
    submenu: (item: string) => string;
    /** The mobile menu's first entry in a group: the group's own page. */
    allOf: (item: string) => string;
    demoButton: string;
    footer: {
        about: {
            title: string;
            text: (city: string, since: number) => string;
            action: string;
        };
        associates: {
            title: string;
            text: string;
            action: string;
        };
        promises: string[];
        contact: string;
        whatsapp: (phone: string) => string;
        social: string;
        copyright: (year: number, product: string) => string;
    };
};
export type LayoutTexts = Texts<typeof layoutTexts>;
/**
 * The floating chat's labels (SPEC "Floating chat"), passed to the chat-widget island.
 * What the visitor types is sent to WhatsApp as it is, in either language.
 */
export declare const chatTexts: {
    open: string;
    close: string;
    /** The greetings' list. */
    messages: string;
    greetings: string[];
    inputLabel: string;
    /** The browser's hint when a blank message is held back without JavaScript. */
    inputHint: string;
    placeholder: string;
    send: string;
    /** After the visitor's message on WhatsApp: the page it was sent from ({page}, its address). */
    fromPage: string;
};
export type ChatTexts = Texts<typeof chatTexts>;
/**
 * What an island shows when it fails to render. The island runtime holds no texts:
 * the document writes this on <body> (data-island-failed) and the runtime reads it.
 */
export declare const islandTexts: {
    failed: string;
};
