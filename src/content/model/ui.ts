/** The shape of the ui texts (src/content/shapes/ui.d.ts): what src/locales/<code>/ui.json fill in. */
export type * from "../shapes/ui.ts";
