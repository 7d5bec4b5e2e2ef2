import type * as en from "../en/ui.ts";

/** Button and link labels more than one page uses (Hindi of ../ui.ts). */
export const uiTexts: typeof en.uiTexts = {
  getFreeDemo: "फ्री डेमो लें",
  freeDemo: "फ्री डेमो",
  readMore: "पूरा पढ़ें",
  backToBlogs: "ब्लॉग पर वापस जाएँ",
  /** The home showcase's button; "{title}" is the edition's name. */
  showcase: { learnMore: "और जानें", about: "{title} के बारे में" },
};

/** The video modal's and the tutorial videos' labels (Hindi of ../ui.ts). */
export const videoTexts: typeof en.videoTexts = {
  close: "वीडियो बंद करें",
};

/** हिन्दी named in itself, for the language links on every other language's pages. */
export const languageTexts: typeof en.languageTexts = {
  name: "हिन्दी",
  readIn: "यह पेज हिन्दी में पढ़ें",
};
