import type { IconName, Texts } from "../types.ts";
/** The Features page (SPEC "Features"): 34 cards covering every feature the spec names. */
export type Feature = {
    title: string;
    description: string;
    icon: IconName;
};
export declare const featuresTexts: {
    lead: string;
};
export type FeaturesTexts = Texts<typeof featuresTexts>;
export declare const features: Feature[];
