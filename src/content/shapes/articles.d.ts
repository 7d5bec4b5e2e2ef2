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
    /** Worked out from the article's words by the loader (articleTexts.readTime), never translated. */
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
/** Words shared by the articles. */
export declare const articleTexts: {
    /** An article's reading time, `{minutes}` counted from its own words at 200 a minute: "10 min read". */
    readTime: string;
};
export declare const articles: Record<ArticleId, Article>;
