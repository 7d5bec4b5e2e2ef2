/** The shape of the screens texts (src/content/shapes/screens.d.ts): what src/locales/<code>/screens.json fill in. */
export type * from "../shapes/screens.ts";
