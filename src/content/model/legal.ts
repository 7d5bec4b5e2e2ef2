/** The shape of the legal texts (src/content/shapes/legal.d.ts): what src/locales/<code>/legal.json fill in. */
export type * from "../shapes/legal.ts";
