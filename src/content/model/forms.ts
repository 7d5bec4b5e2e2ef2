/** The shape of the forms texts (src/content/shapes/forms.d.ts): what src/locales/<code>/forms.json fill in. */
export type * from "../shapes/forms.ts";
