/** The shape of the tools texts (src/content/shapes/tools.d.ts): what src/locales/<code>/tools.json fill in. */
export type * from "../shapes/tools.ts";
