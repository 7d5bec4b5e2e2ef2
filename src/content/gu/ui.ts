import type * as en from "../en/ui.ts";

/** Button and link labels more than one page uses (Gujarati of ../en/ui.ts). */
export const uiTexts: typeof en.uiTexts = {
  getFreeDemo: "ફ્રી ડેમો લો",
  freeDemo: "ફ્રી ડેમો",
  readMore: "આખું વાંચો",
  backToBlogs: "બ્લોગ પર પાછા જાઓ",
  /** The home showcase's button; "{title}" is the edition's name. */
  showcase: { learnMore: "વધુ જાણો", about: "{title} વિશે" },
};

/** The video modal's and the tutorial videos' labels (Gujarati of ../en/ui.ts). */
export const videoTexts: typeof en.videoTexts = {
  close: "વીડિયો બંધ કરો",
};

/** ગુજરાતી named in itself, for the language links on every other language's pages. */
export const languageTexts: typeof en.languageTexts = {
  name: "ગુજરાતી",
  readIn: "આ પેજ ગુજરાતીમાં વાંચો",
};
