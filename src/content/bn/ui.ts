import type * as en from "../en/ui.ts";

/** Button and link labels more than one page uses (Bengali of ../ui.ts). */
export const uiTexts: typeof en.uiTexts = {
  getFreeDemo: "ফ্রি ডেমো নিন",
  freeDemo: "ফ্রি ডেমো",
  readMore: "পুরোটা পড়ুন",
  backToBlogs: "ব্লগে ফিরে যান",
  /** The home showcase's button; "{title}" is the edition's name. */
  showcase: { learnMore: "আরও জানুন", about: "{title} সম্পর্কে" },
};

/** The video modal's and the tutorial videos' labels (Bengali of ../ui.ts). */
export const videoTexts: typeof en.videoTexts = {
  close: "ভিডিও বন্ধ করুন",
};

/** বাংলা named in itself, for the language links on every other language's pages. */
export const languageTexts: typeof en.languageTexts = {
  name: "বাংলা",
  readIn: "এই পেজটি বাংলায় পড়ুন",
};
