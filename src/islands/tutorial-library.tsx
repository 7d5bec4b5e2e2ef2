import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { ChevronDown, Search } from "../components/icons.ts";
import { tutorials, TUTORIAL_FILTER_DELAY_MS, type TutorialLibraryTexts } from "../content/model/tutorials.ts";
import {
  ALL_TUTORIALS,
  tutorialCategories,
  type TutorialCategory,
  countOf,
  filterTutorials,
  headingOf,
  isFiltered,
  MAX_SEARCH_LENGTH,
  paginate,
  viewFromQuery,
  withTitles,
  type TutorialView,
} from "../lib/tutorials.ts";
import type { ForIslands } from "../lib/template.ts";
import { hrefOf, ownClick } from "./tutorial-links.ts";
import { PageLink } from "./tutorial-pager.tsx";
import { VideoFacade } from "./tutorial-video.tsx";
import { followAddress, replaceAddress } from "./address.ts";

export type TutorialLibraryProps = {
  view: TutorialView;
  /** The library's page in the page's language ("/tutorial", "/hi/tutorial"): every link and the address bar stay under it. */
  path: string;
  /** The library's words in the page's language, `count` as its plural forms (src/lib/format.ts `islandTexts`). */
  t: ForIslands<TutorialLibraryTexts>;
  /** The titles in the page's language, in the order of the list; absent: the English titles. */
  titles?: readonly string[];
};

/**
 * The tutorial library (SPEC "Tutorial"): search, the category sidebar, results with
 * a heading and count, a 300 ms spinner on each change, 6 per page with pagination,
 * and the empty state. The view lives in the query string, so the server renders a
 * shared link the same way, and without JavaScript every control is a link or a form.
 */
export default function TutorialLibrary({ view: initial, path, t, titles }: TutorialLibraryProps) {
  const [view, setView] = useState<TutorialView>(initial);
  const [search, setSearch] = useState(initial.search);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groupsRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const list = useMemo(() => withTitles(tutorials, titles), [titles]);
  const results = filterTutorials(list, view);
  const page = paginate(results, view.page);

  // Back and forward restore the view the URL describes.
  useEffect(() => {
    const onPop = () => {
      const next = viewFromQuery(new URLSearchParams(location.search));
      clearTimeout(timer.current);
      setLoading(false);
      setView(next);
      setSearch(next.search);
      followAddress();
    };
    addEventListener("popstate", onPop);
    return () => {
      removeEventListener("popstate", onPop);
      clearTimeout(timer.current);
    };
  }, []);

  // The library hydrates on the visitor's first focus or tap (issue 15): what was typed
  // into the search before React took over is searched for, not lost.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed !== undefined && typed !== initial.search) onSearchInput(typed);
    // Once, on hydration: the input's own value as the server's markup left it.
  }, []);

  function record(next: TutorialView, mode: "push" | "replace") {
    const url = hrefOf(path, next);
    if (url !== location.pathname + location.search) replaceAddress(url, mode);
  }

  /** A filter or search change: spinner for about 300 ms, then the new view from page 1. */
  function change(next: Omit<TutorialView, "page">, mode: "push" | "replace") {
    const target = { ...next, page: 1 };
    clearTimeout(timer.current);
    setLoading(true);
    timer.current = setTimeout(() => {
      setView(target);
      setLoading(false);
      record(target, mode);
    }, TUTORIAL_FILTER_DELAY_MS);
  }

  function goToPage(n: number) {
    const target = { ...view, page: n };
    setView(target);
    record(target, "push");
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    headingRef.current?.focus({ preventScroll: true });
  }

  function clear() {
    setSearch("");
    change(ALL_TUTORIALS, "push");
  }

  function onSearchInput(value: string) {
    setSearch(value);
    change({ category: view.category, subCategory: view.subCategory, search: value }, "replace");
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    change({ category: view.category, subCategory: view.subCategory, search }, "push");
  }

  /** One group open at a time, also where <details name> is not supported. */
  function onGroupToggle(e: React.SyntheticEvent<HTMLDetailsElement>) {
    const opened = e.currentTarget;
    if (!opened.open) return;
    for (const d of groupsRef.current?.querySelectorAll("details") ?? []) if (d !== opened) d.open = false;
  }

  const filtered = isFiltered(view);
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="tutorial-categories" className="lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:self-start">
        <h2 id="tutorial-categories" className="text-lg font-bold text-brand-800">
          {t.categories}
        </h2>
        <div ref={groupsRef} className="mt-3 divide-y divide-brand-100 rounded-2xl border border-brand-100">
          {(Object.keys(tutorialCategories) as TutorialCategory[]).map((category) => (
            <details key={category} name="tutorial-category" open={view.category === category} onToggle={onGroupToggle} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                {category}
                <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <ul className="px-2 pb-3">
                {tutorialCategories[category].map((subCategory) => {
                  const active = view.category === category && view.subCategory === subCategory;
                  const target = { category, subCategory, search: view.search };
                  return (
                    <li key={subCategory}>
                      <a
                        href={hrefOf(path, { ...target, page: 1 })}
                        aria-current={active ? "true" : undefined}
                        onClick={(e) => ownClick(e) && change(target, "push")}
                        className={`block rounded-lg px-3 py-2 text-sm ${active ? "bg-brand-700 font-semibold text-white" : "text-ink hover:bg-brand-50"}`}
                      >
                        {subCategory}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </details>
          ))}
        </div>
      </nav>

      <div className="min-w-0">
        <form role="search" action={path} method="get" onSubmit={onSubmit} className="relative">
          {view.category && view.subCategory ? (
            <>
              <input type="hidden" name="category" value={view.category} />
              <input type="hidden" name="sub" value={view.subCategory} />
            </>
          ) : null}
          <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
          <input
            ref={searchRef}
            type="search"
            name="q"
            value={search}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(e) => onSearchInput(e.target.value)}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
            autoComplete="off"
            className="w-full rounded-full border border-brand-100 bg-white py-3 pr-4 pl-12 text-base shadow-sm focus:border-brand-600"
          />
        </form>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-800 focus:outline-none">
              {headingOf(view, t)}
            </h2>
            <p className="text-ink-soft" aria-live="polite">
              {countOf(results.length, t)}
            </p>
          </div>
          {filtered ? (
            <a href={path} onClick={(e) => ownClick(e) && clear()} className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t.clear}
            </a>
          ) : null}
        </div>

        {loading ? (
          <div role="status" className="flex h-64 items-center justify-center">
            <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
            <span className="sr-only">{t.loading}</span>
          </div>
        ) : results.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-brand-100 p-10 text-center">
            <p className="text-xl font-bold text-brand-800">{t.emptyTitle}</p>
            <p className="mt-2 text-ink-soft">{t.emptyText}</p>
            <a href={path} onClick={(e) => ownClick(e) && clear()} className="mt-5 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
              {t.viewAll}
            </a>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {page.items.map((tutorial) => (
              <li key={tutorial.id} className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
                <div className="relative aspect-video bg-gradient-to-br from-brand-800 to-brand-600">
                  <VideoFacade tutorial={tutorial} playLabel={t.play} />
                </div>
                <div className="p-4">
                  <h3 className="font-semibold text-brand-800">{tutorial.title}</h3>
                  <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
                    <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{tutorial.category}</span>
                    <span className="rounded-full bg-gold-300/40 px-2.5 py-1 text-brand-900">{tutorial.subCategory}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}

        {!loading && page.pageCount > 1 ? (
          <nav aria-label={t.pages} className="mt-8 flex flex-wrap items-center justify-center gap-2">
            <PageLink path={path} pageName={t.page} view={view} to={page.page - 1} disabled={page.page === 1} onGo={goToPage}>
              {t.previous}
            </PageLink>
            {Array.from({ length: page.pageCount }, (_, i) => i + 1).map((n) => (
              <PageLink key={n} path={path} pageName={t.page} view={view} to={n} current={n === page.page} onGo={goToPage}>
                {n}
              </PageLink>
            ))}
            <PageLink path={path} pageName={t.page} view={view} to={page.page + 1} disabled={page.page === page.pageCount} onGo={goToPage}>
              {t.next}
            </PageLink>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
