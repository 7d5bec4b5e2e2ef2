/** The shape of the features texts (src/content/shapes/features.d.ts): what src/locales/<code>/features.json fill in. */
export type * from "../shapes/features.ts";
