/**
 * Edition pages (SPEC "Edition pages", section 1 statements). Counts asserted by
 * tests: selling points retail 13, wholesale 7, manufacturing 10, Girvi 9; galleries
 * retail 10, Girvi 5, manufacturing 9, wholesale 5; manufacturing types 6.
 */
import type { ToolId } from "./tools.ts";
import type { Texts } from "../types.ts";
import type { ScreenId } from "../screens.ts";
export declare const editionTexts: {
    pointsTitle: (badge: string) => string;
    screenshotsLabel: (badge: string) => string;
};
export type EditionTexts = Texts<typeof editionTexts>;
/** /versions: the four editions, each linking to its page. */
export declare const versionsTexts: {
    lead: string;
    explore: (edition: string) => string;
};
export type VersionsTexts = Texts<typeof versionsTexts>;
export type SellingPoint = {
    title: string;
    description: string;
    subtitle?: string;
};
/** A screenshot slot: the drawn screen `id` (../screens.ts), or a real screenshot dropped in its place (src/lib/screens.ts). */
export type Screenshot = {
    id: ScreenId;
    title: string;
    description: string;
};
/** A slot as the carousel shows it: its picture and the picture's description (src/content/<code>/screens.ts). */
export type ShownScreenshot = Screenshot & {
    image: string;
    alt: string;
};
export type EditionPage = {
    badge: string;
    title: [string, string];
    description: string;
    points: SellingPoint[];
    gallery: Screenshot[];
    types?: string[];
    /** The free tool this edition's jewellers use (issue 16): pointed to under the hero. */
    tool?: ToolId;
};
export declare const editionPages: Record<"retail" | "wholesale" | "manufacturing" | "moneyLending", EditionPage>;
/**
 * The screenshot carousel's and its dialog's labels, passed to the island as JSON
 * (so no functions): "{n}" and "{total}" are filled in by the island.
 */
export declare const carouselTexts: {
    /** aria-roledescription of the carousel and of each slide. */
    carousel: string;
    slide: string;
    slideLabel: string;
    previous: string;
    next: string;
    /** The dialog's name before a screenshot is chosen. */
    dialog: string;
    close: string;
    /** Above the large picture on a screen narrower than it, and its region's name. */
    pan: string;
};
export type CarouselTexts = Texts<typeof carouselTexts>;
