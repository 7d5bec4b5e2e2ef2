import type { Texts } from "../types.ts";

/** Button and link labels more than one page uses (SPEC: "Get Free Demo", "Read More"). */
export const uiTexts = {
  getFreeDemo: "Get Free Demo",
  freeDemo: "Free Demo",
  readMore: "Read More",
  backToBlogs: "Back to Blogs",
  /** The home showcase's button; "{title}" is the edition's name. */
  showcase: { learnMore: "Learn More", about: "about {title}" },
};
export type UiTexts = Texts<typeof uiTexts>;

/**
 * The video modal's and the tutorial videos' labels; "{title}" is the video's title
 * (filled in by the island: props are JSON, so no functions).
 */
export const videoTexts = {
  close: "Close video",
};
export type VideoTexts = Texts<typeof videoTexts>;

/** The language named in itself, for the language links of every other language's pages. */
export const languageTexts = {
  name: "English",
  /** The link's title: read this page in this language. */
  readIn: "Read this page in English",
};
export type LanguageTexts = Texts<typeof languageTexts>;
