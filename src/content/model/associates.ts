/** The shape of the associates texts (src/content/shapes/associates.d.ts): what src/locales/<code>/associates.json fill in. */
export type * from "../shapes/associates.ts";
