/** The shape of the sections texts (src/content/shapes/sections.d.ts): what src/locales/<code>/sections.json fill in. */
export type * from "../shapes/sections.ts";
