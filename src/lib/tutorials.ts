/**
 * Tutorial search, filter and pages as pure functions (filters live in src/lib,
 * docs/architecture.md "Layers"), shared by the server render and the island so that a shared URL renders
 * the same view on both.
 */
import { fill, plural, type PluralForms } from "./template.ts";

/**
 * The library's categories and their sub-categories, as the software names them (SPEC
 * "Tutorial", section 3): the codes the filters, the URLs and every language share.
 */
export const tutorialCategories = {
  MAINTAIN: ["ACCOUNT", "CONFIG", "ITEM", "OPEN.STOCK", "STAMP"],
  REPORT: ["STOCK STATUS", "TRIAL BALANCE"],
  VOUCHER: [
    "CONTRA",
    "CREDIT NOTE",
    "ISSUE",
    "JOURNAL",
    "PURCHASE",
    "PURCHASE RET",
    "RECEIPT",
    "RECEIVE",
    "SALE",
    "STOCK JOURNAL",
    "TAG GENERATION",
    "VOUCHER",
  ],
} as const;

export type TutorialCategory = keyof typeof tutorialCategories;
export type TutorialSubCategory = (typeof tutorialCategories)[TutorialCategory][number];

export type Tutorial = {
  id: number;
  title: string;
  category: TutorialCategory;
  subCategory: TutorialSubCategory;
  youtubeId: string;
};

/** Tutorials shown per page (SPEC section 9). */
export const TUTORIALS_PER_PAGE = 6;

/** What the visitor has chosen; `page` counts from 1. */
export type TutorialView = {
  category?: TutorialCategory;
  subCategory?: TutorialSubCategory;
  search: string;
  page: number;
};

export const ALL_TUTORIALS: TutorialView = { search: "", page: 1 };

/** Search terms longer than this are cut (they come from the URL too). */
export const MAX_SEARCH_LENGTH = 100;

/** A tutorial as a page in another language shows it: its title translated, the English one still searched. */
export type ListedTutorial = Tutorial & { englishTitle?: string };

/**
 * The tutorials with their titles in the page's language (`titles` in the order of the
 * list, as src/content/hi/tutorials.ts gives them); a jeweller may still type the
 * English title, so it is kept for the search. Without `titles`: the list as it is.
 */
export function withTitles(list: readonly Tutorial[], titles?: readonly string[]): ListedTutorial[] {
  if (!titles) return [...list];
  return list.map((t, i) => {
    const title = titles[i] ?? t.title;
    return title === t.title ? t : { ...t, title, englishTitle: t.title };
  });
}

/**
 * What a search compares: lower case, and Devanagari as people type it on a phone —
 * with or without the nukta (फ़ / फ), chandrabindu or anusvara (बनाएँ / बनाएं).
 */
const fold = (s: string) => s.normalize("NFD").replace(/\u093c/g, "").replace(/\u0901/g, "\u0902").toLowerCase();

/**
 * SPEC section 5: the search is case-insensitive over title, category and
 * sub-category (and the English title of a translated one); a sub-category filter
 * needs both category and sub-category to match.
 */
export function filterTutorials<T extends ListedTutorial>(list: readonly T[], view: Pick<TutorialView, "category" | "subCategory" | "search">): T[] {
  const term = fold(view.search.trim());
  return list.filter((t) => {
    if (view.category && view.subCategory && (t.category !== view.category || t.subCategory !== view.subCategory)) return false;
    if (!term) return true;
    return [t.title, t.category, t.subCategory, t.englishTitle ?? ""].some((field) => fold(field).includes(term));
  });
}

export type TutorialPage<T extends Tutorial = Tutorial> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of results; a page out of range is clamped to the nearest one. */
export function paginate<T extends Tutorial>(list: readonly T[], page: number, perPage = TUTORIALS_PER_PAGE): TutorialPage<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: list.slice((current - 1) * perPage, current * perPage), page: current, pageCount, total: list.length };
}

/** The words the heading and count are made of, in the page's language (`count` as its plural forms). */
export type HeadingTexts = { all: string; searchResults: string; count: PluralForms; locale: string };

/** The results heading: 'CATEGORY - SUBCATEGORY' (the codes as the software shows them), 'Search Results for "term"' or 'All Tutorials'. */
export function headingOf(view: TutorialView, t: HeadingTexts): string {
  if (view.category && view.subCategory) return `${view.category} - ${view.subCategory}`;
  if (view.search.trim()) return fill(t.searchResults, { term: view.search.trim() });
  return t.all;
}

/**
 * "45 tutorial(s) found"; in Hindi "1 ट्यूटोरियल मिला", "45 ट्यूटोरियल मिले", and "0 ट्यूटोरियल
 * मिले" by the message's «=0» (CLDR puts Hindi's 0 with 1).
 */
export function countOf(n: number, t: HeadingTexts): string {
  return plural(t.locale, n, t.count);
}

export function isFiltered(view: TutorialView): boolean {
  return Boolean((view.category && view.subCategory) || view.search.trim());
}

function isCategory(value: string | null): value is TutorialCategory {
  return value !== null && Object.hasOwn(tutorialCategories, value);
}

/**
 * Reads a view from the query string (?category=VOUCHER&sub=SALE&q=gst&page=2).
 * Anything unknown is dropped rather than refused: a mistyped link still shows tutorials.
 */
export function viewFromQuery(query: URLSearchParams): TutorialView {
  const category = query.get("category");
  const sub = query.get("sub");
  const view: TutorialView = {
    search: (query.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    page: Math.max(1, Math.min(99, Number.parseInt(query.get("page") ?? "1", 10) || 1)),
  };
  if (isCategory(category) && (tutorialCategories[category] as readonly string[]).includes(sub ?? "")) {
    view.category = category;
    view.subCategory = sub as TutorialSubCategory;
  }
  return view;
}

/** The query string of a view ("" for all tutorials, page 1), for links and history. */
export function queryFromView(view: TutorialView): string {
  const q = new URLSearchParams();
  if (view.category && view.subCategory) {
    q.set("category", view.category);
    q.set("sub", view.subCategory);
  }
  if (view.search.trim()) q.set("q", view.search.trim());
  if (view.page > 1) q.set("page", String(view.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** How many tutorials each sub-category holds, keyed "CATEGORY/SUB". */
export function countsBySubCategory(list: readonly Tutorial[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of list) counts[`${t.category}/${t.subCategory}`] = (counts[`${t.category}/${t.subCategory}`] ?? 0) + 1;
  return counts;
}
