/** The shape of the contact texts (src/content/shapes/contact.d.ts): what src/locales/<code>/contact.json fill in. */
export type * from "../shapes/contact.ts";
