/**
 * The headings (eyebrow, title, lead) of the pages' sections, by page and section id:
 * text lives in content, so a second language is a second set of these, not an edit
 * of the pages.
 */
import type { Texts } from "../types.ts";

export type SectionText = { eyebrow?: string; title: string; lead?: string };

export const sections = {
  home: {
    features: { eyebrow: "Everything in one place", title: "One software for the whole business" },
    modules: { eyebrow: "Modules", title: "Everything a jeweller needs" },
    pillars: { title: "Secure, scalable, customizable" },
    testimonials: { eyebrow: "Testimonials", title: "Jewellers on Zevar ERP" },
    faq: { eyebrow: "FAQ", title: "Questions jewellers ask" },
    unique: { eyebrow: "Editions", title: "What Makes Zevar ERP Unique" },
  },
  about: {
    journey: { title: "Our journey" },
    why: { title: "Why choose us" },
    team: { title: "Our team" },
  },
  edition: {
    types: { title: "Manufacturing types" },
    screens: { title: "Screenshots" },
  },
  landing: {
    alliances: { title: "Alliances", lead: "Zevar ERP works with the systems Indian jewellers already rely on." },
    about: { title: "About" },
    versions: { title: "Software Versions" },
    advantages: { title: "Advantages" },
    integrated: { title: "Integrated features" },
    landingTestimonials: { title: "What jewellers say" },
    queries: { title: "Questions? Talk to us" },
  },
} satisfies Record<string, Record<string, SectionText>>;

/** What a translation of the sections supplies: every page, section and field above. */
export type SectionsTexts = Texts<typeof sections>;
