/** The shape of the errors texts (src/content/shapes/errors.d.ts): what src/locales/<code>/errors.json fill in. */
export type * from "../shapes/errors.ts";
