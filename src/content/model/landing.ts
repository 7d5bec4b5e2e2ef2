/** The shape of the landing texts (src/content/shapes/landing.d.ts): what src/locales/<code>/landing.json fill in. */
export type * from "../shapes/landing.ts";
