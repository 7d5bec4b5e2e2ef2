/** The shape of the layout texts (src/content/shapes/layout.d.ts): what src/locales/<code>/layout.json fill in. */
export type * from "../shapes/layout.ts";
