/** The shape of the hallmark texts (src/content/shapes/hallmark.d.ts): what src/locales/<code>/hallmark.json fill in. */
export type * from "../shapes/hallmark.ts";
