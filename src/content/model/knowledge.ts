/** The shape of the knowledge texts (src/content/shapes/knowledge.d.ts): what src/locales/<code>/knowledge.json fill in. */
export type * from "../shapes/knowledge.ts";
