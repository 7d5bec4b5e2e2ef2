/** The shape of the editions texts (src/content/shapes/editions.d.ts): what src/locales/<code>/editions.json fill in. */
export type * from "../shapes/editions.ts";
