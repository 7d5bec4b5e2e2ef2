/**
 * Home page content (SPEC "Home"). Counts are asserted by tests/unit/content.test.ts:
 * 6 feature blocks, 5 ribbon items, 14 modules, 4 showcase cards, 3 pillars,
 * 9 testimonials in 3 columns, 6 FAQs.
 */
import type { Edition, Faq, IconCardItem, IconName, Texts } from "../types.ts";
/** A feature with its points; `icon` is drawn large beside the text. */
export type FeatureBlock = {
    title: string;
    text: string;
    points: string[];
    icon: IconName;
};
export type Testimonial = {
    text: string;
    name: string;
    role: string;
};
export declare const hero: {
    eyebrow: (since: number) => string;
    text: string;
    tryIt: string;
    watchDemo: string;
    pauseBackground: {
        pause: string;
        play: string;
    };
};
export declare const intro: {
    title: string;
    text: string;
};
export declare const featureBlocks: FeatureBlock[];
export declare const ribbon: string[];
export declare const modules: {
    title: string;
    icon: IconName;
}[];
/** "What Makes Zevar ERP Unique": one card per edition (SPEC section 1 statements). */
export declare const showcase: Edition[];
export declare const pillars: IconCardItem[];
export declare const testimonials: Testimonial[];
/** 9 testimonials in 3 columns of 3 (SPEC section 9). */
export declare const homeFaqs: Faq[];
export declare const closing: {
    title: string;
    text: string;
    appStore: string;
    playStore: string;
};
/** Every text of the home page that is not a list of things: what a translation supplies. */
export declare const homeTexts: {
    splash: string;
    hero: typeof hero;
    intro: {
        title: string;
        text: string;
    };
    ribbonTitle: string;
    pauseRibbon: {
        pause: string;
        play: string;
    };
    pauseTestimonials: {
        pause: string;
        play: string;
    };
    closing: {
        title: string;
        text: string;
        appStore: string;
        playStore: string;
    };
};
export type HomeTexts = Texts<typeof homeTexts>;
