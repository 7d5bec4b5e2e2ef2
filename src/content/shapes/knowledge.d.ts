import type { Texts } from "../types.ts";
/** The Knowledge Hub's own texts: /blogs, /blog/:id, /what'snew and /tutorial (the posts come from the origin). */
export declare const blogsTexts: {
    title: string;
    lead: string;
    subscribe: string;
    newsletterSubject: string;
    listLabel: string;
    /** Said after a link to an origin post, which is only in English, on pages in another language (empty: nothing shown). */
    inEnglish: string;
};
export type BlogsTexts = Texts<typeof blogsTexts>;
export declare const blogTexts: {
    badge: string;
    /** The crumb when the post has neither title nor topic. */
    fallbackCrumb: string;
    cta: {
        title: string;
        text: string;
        button: string;
    };
};
export type BlogTexts = Texts<typeof blogTexts>;
export declare const whatsNewTexts: {
    lead: string;
    listLabel: string;
    empty: string;
};
export type WhatsNewTexts = Texts<typeof whatsNewTexts>;
export declare const tutorialTexts: {
    lead: string;
    libraryLabel: string;
    /** A video's description for search engines (JSON-LD). */
    videoDescription: (product: string, t: {
        title: string;
        category: string;
        subCategory: string;
    }) => string;
};
export type TutorialTexts = Texts<typeof tutorialTexts>;
