/** The shape of the faqs texts (src/content/shapes/faqs.d.ts): what src/locales/<code>/faqs.json fill in. */
export type * from "../shapes/faqs.ts";
