/**
 * Landing page content (SPEC "Landing page (/{product}software)"). Counts asserted by
 * tests: 5 alliances, 5 versions, 2 Free Demo bands, 6 advantages, 3 integrated
 * features, 3 testimonials.
 */
import type { IconCardItem, IconName, Texts } from "../types.ts";
export declare const landingClaims: {
    years: string;
    users: string;
};
export declare const landingTexts: {
    lead: (claims: {
        years: string;
        users: string;
    }) => string;
    yearsChip: (years: string) => string;
    formTitle: string;
    allianceLogo: (name: string) => string;
};
export type LandingTexts = Texts<typeof landingTexts>;
/** An alliance's tile: our own wordmark (a glyph and the short name, never the other party's logo), its name and what Zevar ERP does with it. */
export type Alliance = {
    name: string;
    wordmark: string;
    icon: IconName;
    caption: string;
};
export declare const alliances: Alliance[];
export declare const landingAbout: string;
export declare const softwareVersions: string[];
export declare const freeDemoBands: {
    title: string;
    text: string;
}[];
export declare const advantages: IconCardItem[];
export declare const integratedFeatures: IconCardItem[];
export declare const landingTestimonials: {
    name: string;
    company: string;
    quote: string;
    avatar: string;
}[];
