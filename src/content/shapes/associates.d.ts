import type { Texts } from "../types.ts";
export declare const associatesTexts: {
    lead: string;
    name: (name: string) => string;
    experience: (years: number) => string;
    viewDetail: string;
    /** Read after "View Detail" by screen readers only. */
    detailOf: (name: string) => string;
    back: string;
    associateFor: (place: string) => string;
    certificateAlt: (name: string, place: string) => string;
    /** The crumb and title when the slug is unknown (the page then answers 404). */
    fallbackName: string;
    titleSuffix: string;
};
export type AssociatesTexts = Texts<typeof associatesTexts>;
/** The 16 associates with their places as this language writes them. */
export declare const associates: import("../associates.ts").Associate[];
