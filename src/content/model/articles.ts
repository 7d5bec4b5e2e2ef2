/** The blog articles' shape and the reading time counted from their words. */
import type { Article } from "../shapes/articles.ts";

export type * from "../shapes/articles.ts";

/** Reading speed used for the read time. */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: whitespace-separated tokens that contain a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** The text that is read: the lead and every block's text, list items and stat labels (not the title). */
export function articleText(article: Pick<Article, "lead" | "blocks">): string[] {
  return [
    article.lead,
    ...article.blocks.flatMap((b) => {
      switch (b.kind) {
        case "p":
        case "h2":
          return [b.text];
        case "list":
          return b.items;
        case "stats":
          return b.items.map((s) => s.label);
      }
    }),
  ];
}

/** Words in the lead and blocks of an article. */
export function articleWords(article: Pick<Article, "lead" | "blocks">): number {
  return articleText(article).reduce((n, t) => n + countWords(t), 0);
}

/** Minutes to read an article at WORDS_PER_MINUTE, rounded up. */
export function readingMinutes(article: Pick<Article, "lead" | "blocks">): number {
  return Math.ceil(articleWords(article) / WORDS_PER_MINUTE);
}

