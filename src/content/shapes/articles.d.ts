/**
 * The two static articles (SPEC "Static articles"), keyed by route id (src/lib/paths.ts). Blocks keep
 * the text as data; the page renders them. The claims of the spec appear as stats.
 * The read time is not written by hand: it is computed from the text (readingMinutes).
 */
export type Block = {
    kind: "p";
    text: string;
} | {
    kind: "h2";
    text: string;
} | {
    kind: "list";
    items: string[];
} | {
    kind: "stats";
    items: {
        value: string;
        label: string;
    }[];
};
export type Article = {
    title: string;
    topic: string;
    readTime: string;
    published: string;
    lead: string;
    cta: {
        title: string;
        text: string;
        button: string;
    };
    blocks: Block[];
};
export type ArticleId = "karigarGuide" | "digitalTransformation";
/** Reading speed used for the read time. */
/** Words of a text: whitespace-separated tokens that contain a letter or a digit. */
/** The text that is read: the lead and every block's text, list items and stat labels (not the title). */
/** Words in the lead and blocks of an article. */
/** Minutes to read an article at WORDS_PER_MINUTE, rounded up. */
export declare const articles: Record<ArticleId, Article>;
