/**
 * Tutorial search, filter and pages as pure functions (CONVENTIONS: filters live in
 * src/lib), shared by the server render and the island so that a shared URL renders
 * the same view on both.
 */
import {
  tutorialCategories,
  TUTORIALS_PER_PAGE,
  type Tutorial,
  type TutorialCategory,
  type TutorialSubCategory,
} from "../content/tutorials.ts";

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

/**
 * SPEC section 5: the search is case-insensitive over title, category and
 * sub-category; a sub-category filter needs both category and sub-category to match.
 */
export function filterTutorials(list: readonly Tutorial[], view: Pick<TutorialView, "category" | "subCategory" | "search">): Tutorial[] {
  const term = view.search.trim().toLowerCase();
  return list.filter((t) => {
    if (view.category && view.subCategory && (t.category !== view.category || t.subCategory !== view.subCategory)) return false;
    if (!term) return true;
    return [t.title, t.category, t.subCategory].some((field) => field.toLowerCase().includes(term));
  });
}

export type TutorialPage = { items: Tutorial[]; page: number; pageCount: number; total: number };

/** One page of results; a page out of range is clamped to the nearest one. */
export function paginate(list: readonly Tutorial[], page: number, perPage = TUTORIALS_PER_PAGE): TutorialPage {
  const pageCount = Math.max(1, Math.ceil(list.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: list.slice((current - 1) * perPage, current * perPage), page: current, pageCount, total: list.length };
}

/** The results heading: 'CATEGORY - SUBCATEGORY', 'Search Results for "term"' or 'All Tutorials'. */
export function resultsHeading(view: TutorialView): string {
  if (view.category && view.subCategory) return `${view.category} - ${view.subCategory}`;
  if (view.search.trim()) return `Search Results for "${view.search.trim()}"`;
  return "All Tutorials";
}

export function resultsCount(n: number): string {
  return `${n} tutorial(s) found`;
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
