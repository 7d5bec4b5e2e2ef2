/**
 * The tutorial library (SPEC "Tutorial", section 3): the sidebar's categories and
 * about 45 videos, each filed under one category and sub-category. Several entries
 * share one video where a single recording covers more than one screen.
 *
 * The video ids stand in for the company's channel until its real ids are filled in;
 * they only ever reach the video platform when a visitor presses play.
 */
import type { PluralMessage } from "../../lib/template.ts";
import type { Tutorial } from "../../lib/tutorials.ts";
export declare const tutorials: readonly Tutorial[];
/** How long the spinner shows after a filter or search change (SPEC section 9). */
/**
 * The library's own words (SPEC "Tutorial"): sidebar, search, headings, count, empty
 * state and pager. The island receives them as props, in the page's language. `{term}`
 * is filled in (src/lib/template.ts); `count`, a plural message, reaches the island as its
 * forms (src/lib/format.ts `islandTexts`), chosen by the plural rules of `locale`.
 */
export declare const tutorialLibraryTexts: {
    locale: string;
    categories: string;
    searchLabel: string;
    searchPlaceholder: string;
    clear: string;
    loading: string;
    emptyTitle: string;
    emptyText: string;
    viewAll: string;
    /** The results heading with no filter and no search. */
    all: string;
    /** The results heading of a search. */
    searchResults: string;
    /** "{n, plural, …}": the count of results, 0 included. */
    count: PluralMessage;
    pages: string;
    previous: string;
    next: string;
    /** A page number's name for screen readers. */
    page: string;
    /** A video's play button, named after its tutorial. */
    play: string;
};
export type TutorialLibraryTexts = typeof tutorialLibraryTexts;
