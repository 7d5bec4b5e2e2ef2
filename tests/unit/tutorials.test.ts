import { describe, expect, it } from "vitest";
import { TUTORIAL_FILTER_DELAY_MS } from "../../src/content/model/tutorials.ts";
import { tutorialCategories, TUTORIALS_PER_PAGE } from "../../src/lib/tutorials.ts";
import {
  countOf,
  countsBySubCategory,
  filterTutorials,
  headingOf,
  isFiltered,
  paginate,
  queryFromView,
  viewFromQuery,
  withTitles,
} from "../../src/lib/tutorials.ts";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { LANGUAGES, scriptShare } from "../fixtures/locales/language.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";

const { tutorials } = contentFor("en").tutorials;
/** The library's words as its island gets them. */
const tutorialLibraryTexts = islandTexts(contentFor("en").tutorials.tutorialLibraryTexts);

const all = { search: "" };
/** The English page's heading and count. */
const resultsHeading = (view: Parameters<typeof headingOf>[0]) => headingOf(view, tutorialLibraryTexts);
const resultsCount = (n: number) => countOf(n, tutorialLibraryTexts);

describe("tutorial content", () => {
  it("has about 45 entries with unique ids, filed under the sidebar's 19 sub-categories, some sharing a video", () => {
    expect(tutorials).toHaveLength(45);
    expect(new Set(tutorials.map((t) => t.id)).size).toBe(45);
    expect(Object.values(tutorialCategories).flat()).toHaveLength(19);
    for (const t of tutorials) {
      expect((tutorialCategories[t.category] as readonly string[]).includes(t.subCategory), t.title).toBe(true);
      expect(t.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
    const videos = new Set(tutorials.map((t) => t.youtubeId)).size;
    expect(videos).toBeLessThan(45);
    expect(videos).toBe(38);
    expect(TUTORIALS_PER_PAGE).toBe(6);
    expect(TUTORIAL_FILTER_DELAY_MS).toBe(300);
  });

  it("covers every sub-category of the sidebar, with these counts", () => {
    expect(countsBySubCategory(tutorials)).toEqual({
      "MAINTAIN/ACCOUNT": 3, "MAINTAIN/CONFIG": 4, "MAINTAIN/ITEM": 3, "MAINTAIN/OPEN.STOCK": 2, "MAINTAIN/STAMP": 2,
      "REPORT/STOCK STATUS": 3, "REPORT/TRIAL BALANCE": 2,
      "VOUCHER/CONTRA": 2, "VOUCHER/CREDIT NOTE": 2, "VOUCHER/ISSUE": 2, "VOUCHER/JOURNAL": 2, "VOUCHER/PURCHASE": 3,
      "VOUCHER/PURCHASE RET": 2, "VOUCHER/RECEIPT": 2, "VOUCHER/RECEIVE": 2, "VOUCHER/SALE": 3, "VOUCHER/STOCK JOURNAL": 2,
      "VOUCHER/TAG GENERATION": 2, "VOUCHER/VOUCHER": 2,
    });
  });
});

describe("filterTutorials", () => {
  it("searches title, category and sub-category, ignoring case and surrounding spaces", () => {
    const titles = (search: string) => filterTutorials(tutorials, { search }).map((t) => t.title);
    expect(titles("gst")).toEqual(["Configure GST rates and HSN codes", "Sale bill with GST and HUID"]);
    expect(titles("  GsT ")).toEqual(titles("gst"));
    expect(titles("report")).toHaveLength(5); // the REPORT category, one of whose titles also says "report"
    expect(titles("trial balance")).toEqual(["Trial balance and ledger drill-down", "Metal-wise trial balance"]);
    expect(titles("open.stock")).toEqual(["Enter opening stock of tagged items", "Opening stock of loose gold and silver"]);
    expect(titles("voucher")).toHaveLength(26);
    expect(titles("platinum")).toEqual([]);
    expect(titles("")).toHaveLength(45);
  });

  it("needs both category and sub-category to match for a sub-category filter", () => {
    expect(filterTutorials(tutorials, { ...all, category: "VOUCHER", subCategory: "SALE" }).map((t) => t.id)).toEqual([37, 38, 39]);
    // A sub-category name under the wrong category matches nothing.
    expect(filterTutorials(tutorials, { ...all, category: "MAINTAIN", subCategory: "SALE" })).toEqual([]);
    // Filter and search together.
    expect(filterTutorials(tutorials, { category: "VOUCHER", subCategory: "SALE", search: "exchange" }).map((t) => t.title)).toEqual([
      "Sale with old gold exchange",
    ]);
  });
});

describe("paginate", () => {
  it("cuts 6 per page and keeps the page within bounds", () => {
    expect(paginate(tutorials, 1)).toMatchObject({ page: 1, pageCount: 8, total: 45 });
    expect(paginate(tutorials, 1).items.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginate(tutorials, 8).items.map((t) => t.id)).toEqual([43, 44, 45]);
    expect(paginate(tutorials, 9).page).toBe(8);
    expect(paginate(tutorials, 0).page).toBe(1);
    expect(paginate(tutorials, -3).page).toBe(1);
    expect(paginate(tutorials, Number.NaN).page).toBe(1);
    expect(paginate(tutorials.slice(0, 6), 1).pageCount).toBe(1);
    expect(paginate(tutorials.slice(0, 7), 2).items).toHaveLength(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("the view's heading, count and query string", () => {
  it("heads the results by filter, then search, else All Tutorials", () => {
    expect(resultsHeading({ category: "VOUCHER", subCategory: "CREDIT NOTE", search: "", page: 1 })).toBe("VOUCHER - CREDIT NOTE");
    expect(resultsHeading({ search: "Tag ", page: 1 })).toBe('Search Results for "Tag"');
    expect(resultsHeading({ search: "  ", page: 1 })).toBe("All Tutorials");
    expect(resultsCount(0)).toBe("0 tutorial(s) found");
    expect(resultsCount(45)).toBe("45 tutorial(s) found");
    expect(isFiltered({ search: "", page: 3 })).toBe(false);
    expect(isFiltered({ search: "x", page: 1 })).toBe(true);
  });

  it("round-trips a view through the URL and drops what it does not know", () => {
    const view = { category: "REPORT", subCategory: "STOCK STATUS", search: "counter", page: 2 } as const;
    expect(queryFromView(view)).toBe("?category=REPORT&sub=STOCK+STATUS&q=counter&page=2");
    expect(viewFromQuery(new URLSearchParams(queryFromView(view)))).toEqual(view);
    expect(queryFromView({ search: "", page: 1 })).toBe("");
    expect(viewFromQuery(new URLSearchParams("category=REPORT&sub=SALE&page=abc"))).toEqual({ search: "", page: 1 });
    expect(viewFromQuery(new URLSearchParams("category=constructor&sub=SALE"))).toEqual({ search: "", page: 1 });
    expect(viewFromQuery(new URLSearchParams(`q=${"x".repeat(500)}&page=100000`))).toEqual({ search: "x".repeat(100), page: 99 });
  });
});

describe.each(LANGUAGES)("the tutorial library in $code", (L) => {
  const texts = contentFor(L.code).tutorials;
  const list = withTitles(tutorials, texts.tutorials.map((t) => t.title));
  const titles = (search: string) => filterTutorials(list, { search }).map((t) => t.title);

  it("finds a tutorial by its title in the language or in English, however the language's letters are typed", () => {
    // The same tutorials, and some: two searches that both find nothing are not "the same".
    for (const [one, other] of L.sameSearch) {
      expect({ term: one, found: titles(one).length > 0 }).toEqual({ term: one, found: true });
      expect({ term: other, found: titles(other) }).toEqual({ term: other, found: titles(one) });
    }
    // The English titles are searched in every language (the counts: the English library's, tests/worker/knowledge.test.ts).
    for (const { term, count } of DEFAULT.tutorials.titleSearch) expect({ term, count: titles(term).length }).toEqual({ term, count });
    expect(filterTutorials(list, { category: "VOUCHER", subCategory: "SALE", search: "exchange" }).map((t) => t.id)).toEqual([38]);
    // A list without titles of its own is searched as before.
    expect(withTitles(tutorials)).toEqual([...tutorials]);
  });

  it("heads and counts in the language, the codes as the software shows them", () => {
    const t = islandTexts(texts.tutorialLibraryTexts);
    const headings = [headingOf({ search: "", page: 1 }, t), headingOf({ search: " GST ", page: 1 }, t)];
    // English's words in English; another language's in its script, not English's, the term as typed (trimmed).
    if (L.code === DEFAULT.code) expect(headings).toEqual([DEFAULT.tutorials.all, DEFAULT.tutorials.searchGst]);
    else {
      expect(headings.map((h) => h === DEFAULT.tutorials.all || h === DEFAULT.tutorials.searchGst)).toEqual([false, false]);
      expect(headings.map((h) => scriptShare(L, h) >= 0.5)).toEqual([true, true]);
      expect(headings[1]).toContain("“GST”");
    }
    expect(headingOf({ category: "VOUCHER", subCategory: "CREDIT NOTE", search: "", page: 1 }, t)).toBe("VOUCHER - CREDIT NOTE");
    expect(([0, 1, 3, 7] as const).map((n) => countOf(n, t))).toEqual([L.found[0], L.found[1], L.found[3], L.found[7]]);
  });
});
