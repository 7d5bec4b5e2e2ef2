import type { IconCardItem, Texts } from "../types.ts";
/** About page content (SPEC "About us"; the spec leaves the texts to us). */
export declare const aboutTexts: {
    lead: string;
    missionTitle: string;
    visionTitle: string;
    gemLabel: string;
    pauseGem: {
        pause: string;
        play: string;
    };
    storyTitle: string;
    storyButton: string;
};
export type AboutTexts = Texts<typeof aboutTexts>;
export declare const whoWeAre: {
    title: string;
    text: string[];
};
export declare const stats: {
    value: string;
    label: string;
}[];
export declare const journey: {
    year: string;
    text: string;
}[];
/** The company film (a placeholder link, like every external address: docs/decisions.md). */
export declare const storyVideo = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";
export declare const mission: string;
export declare const vision: string;
export declare const whyChooseUs: IconCardItem[];
export declare const team: {
    name: string;
    role: string;
    initials: string;
}[];
