/**
 * The associates (dealers) pages' texts in English, and the associates as English pages
 * list them (the data of src/content/associates.ts, whose places are English already).
 */
import { associates as registered } from "../associates.ts";
import type { Texts } from "../types.ts";

export const associatesTexts = {
  lead: "Zevar ERP associates across India give demos, install the software, train your staff and support you locally.",
  name: (name: string) => `Name: ${name}`,
  experience: (years: number) => `Experience: Above ${years}+ years`,
  viewDetail: "View Detail",
  /** Read after "View Detail" by screen readers only. */
  detailOf: (name: string) => `of ${name}`,
  back: "Back to Dealers",
  associateFor: (place: string) => `Zevar ERP associate for ${place}`,
  certificateAlt: (name: string, place: string) => `Certificate of association of ${name}, ${place}`,
  /** The crumb and title when the slug is unknown (the page then answers 404). */
  fallbackName: "Associate",
  titleSuffix: "Associate",
};
export type AssociatesTexts = Texts<typeof associatesTexts>;

/** The 16 associates with their places as this language writes them. */
export const associates = registered;
