/** The shape of the about texts (src/content/shapes/about.d.ts): what src/locales/<code>/about.json fill in. */
export type * from "../shapes/about.ts";
