/**
 * The legal pages (SPEC section 1, "Static policy content"), written out in full.
 * Keyed by route path.
 */
import type { Texts } from "../types.ts";
export declare const legalTexts: {
    updated: (date: string) => string;
};
export type LegalTexts = Texts<typeof legalTexts>;
export type LegalSection = {
    heading: string;
    paragraphs: string[];
    points?: string[];
};
export type LegalDocument = {
    intro: string;
    updated: string;
    sections: LegalSection[];
};
export declare const legal: Record<"privacy" | "refund" | "terms", LegalDocument>;
