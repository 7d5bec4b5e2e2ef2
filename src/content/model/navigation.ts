/** The shape of the navigation texts (src/content/shapes/navigation.d.ts): what src/locales/<code>/navigation.json fill in. */
export type * from "../shapes/navigation.ts";
