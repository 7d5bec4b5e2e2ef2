/**
 * The headings (eyebrow, title, lead) of the pages' sections, by page and section id:
 * text lives in content, so a second language is a second set of these, not an edit
 * of the pages.
 */
import type { Texts } from "../types.ts";
export type SectionText = {
    eyebrow?: string;
    title: string;
    lead?: string;
};
export declare const sections: {
    home: {
        features: {
            eyebrow: string;
            title: string;
        };
        modules: {
            eyebrow: string;
            title: string;
        };
        pillars: {
            title: string;
        };
        testimonials: {
            eyebrow: string;
            title: string;
        };
        faq: {
            eyebrow: string;
            title: string;
        };
        unique: {
            eyebrow: string;
            title: string;
        };
    };
    about: {
        journey: {
            title: string;
        };
        why: {
            title: string;
        };
        team: {
            title: string;
        };
    };
    edition: {
        types: {
            title: string;
        };
        screens: {
            title: string;
        };
    };
    landing: {
        alliances: {
            title: string;
            lead: string;
        };
        about: {
            title: string;
        };
        versions: {
            title: string;
        };
        advantages: {
            title: string;
        };
        integrated: {
            title: string;
        };
        landingTestimonials: {
            title: string;
        };
        queries: {
            title: string;
        };
    };
};
/** What a translation of the sections supplies: every page, section and field above. */
export type SectionsTexts = Texts<typeof sections>;
