import type { Texts } from "../types.ts";

/** The Knowledge Hub's own texts: /blogs, /blog/:id, /what'snew and /tutorial (the posts come from the origin). */
export const blogsTexts = {
  title: "Zevar ERP Insights",
  lead: "Practical guides on billing, stock, karigars, Girvi and compliance for jewellers, from the team behind Zevar ERP.",
  subscribe: "Subscribe to Newsletter",
  newsletterSubject: "Subscribe to the Zevar ERP newsletter",
  listLabel: "Articles",
  /** Said after a link to an origin post, which is only in English, on pages in another language (empty: nothing shown). */
  inEnglish: "",
};
export type BlogsTexts = Texts<typeof blogsTexts>;

export const blogTexts = {
  badge: "Blog Article",
  /** The crumb when the post has neither title nor topic. */
  fallbackCrumb: "Blog Article",
  cta: {
    title: "See Zevar ERP on your own data",
    text: "A specialist walks you through billing, stock and reports in a free demo.",
    button: "Schedule a Free Demo",
  },
};
export type BlogTexts = Texts<typeof blogTexts>;

export const whatsNewTexts = {
  lead: "The latest modules and improvements in Zevar ERP, as they reach our customers.",
  listLabel: "Updates",
  empty: "No updates to show right now. Please check back soon.",
};
export type WhatsNewTexts = Texts<typeof whatsNewTexts>;

export const tutorialTexts = {
  lead: "Short videos on every master, voucher and report of Zevar ERP, step by step.",
  libraryLabel: "Tutorial library",
  /** A video's description for search engines (JSON-LD). */
  videoDescription: (product: string, t: { title: string; category: string; subCategory: string }) =>
    `${product} tutorial: ${t.title} (${t.category} - ${t.subCategory}).`,
};
export type TutorialTexts = Texts<typeof tutorialTexts>;
