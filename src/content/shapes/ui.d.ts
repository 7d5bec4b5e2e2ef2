import type { Texts } from "../types.ts";
/** Button and link labels more than one page uses (SPEC: "Get Free Demo", "Read More"). */
export declare const uiTexts: {
    getFreeDemo: string;
    freeDemo: string;
    readMore: string;
    backToBlogs: string;
    /** The home showcase's button; "{title}" is the edition's name. */
    showcase: {
        learnMore: string;
        about: string;
    };
};
export type UiTexts = Texts<typeof uiTexts>;
/**
 * The video modal's and the tutorial videos' labels; "{title}" is the video's title
 * (filled in by the island: props are JSON, so no functions).
 */
export declare const videoTexts: {
    close: string;
};
export type VideoTexts = Texts<typeof videoTexts>;
/** The language named in itself, for the language links of every other language's pages. */
export declare const languageTexts: {
    name: string;
    /** The link's title: read this page in this language. */
    readIn: string;
};
export type LanguageTexts = Texts<typeof languageTexts>;
