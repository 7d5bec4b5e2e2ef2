import { TutorialLibraryIsland } from "../islands/index.ts";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent, useHref } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import { tutorials as englishTutorials } from "../content/model/tutorials.ts";
import { unmarked } from "../lib/fallback-marks.ts";
import { format, islandTexts } from "../lib/format.ts";
import type { Locale } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { videoObject } from "../lib/structured-data.ts";
import { filterTutorials, paginate, viewFromQuery, withTitles, type TutorialView } from "../lib/tutorials.ts";
import { definePage } from "./types.ts";

/**
 * The titles of the tutorials in a language, when they are not the English ones the
 * island already carries (so an English page, or a preview language's page where they
 * fell back, sends no titles in its props).
 */
function titlesIn(locale: Locale): string[] | undefined {
  const titles = contentFor(locale).tutorials.tutorials.map((t) => t.title);
  return titles.some((title, i) => unmarked(title) !== englishTutorials[i]?.title) ? titles : undefined;
}

/**
 * /tutorial — the video library (SPEC "Tutorial"). The view comes from the query
 * string (?category=&sub=&q=&page=), so a shared filtered link is rendered by the
 * server as it was seen; the island takes over on the visitor's first touch. On /hi/tutorial the titles and
 * words are Hindi and a search finds a tutorial by its Hindi or its English title.
 */
export const tutorialPage = definePage<{ view: TutorialView; titles?: string[] }>({
  // The videos of the page shown, as the visitor sees them.
  structuredData: ({ data, url, locale }) => {
    const { knowledge, site } = contentFor(locale);
    return paginate(filterTutorials(withTitles(englishTutorials, data.titles), data.view), data.view.page).items.map((v) =>
      videoObject(url, v, format(locale, knowledge.tutorialTexts.videoDescription, { product: site.site.productName, title: v.title, category: v.category, subCategory: v.subCategory })),
    );
  },
  Component: ({ route, data }) => {
    const { knowledge, tutorials } = useContent();
    const href = useHref();
    return (
      <>
        <PageHeading title={route.heading} lead={knowledge.tutorialTexts.lead} />
        <section aria-label={knowledge.tutorialTexts.libraryLabel} className="mx-auto max-w-7xl px-4 pb-16">
          <TutorialLibraryIsland view={data.view} path={href(paths.tutorial)} t={islandTexts(tutorials.tutorialLibraryTexts)} titles={data.titles} />
        </section>
      </>
    );
  },
  async load({ query, locale }) {
    return { data: { view: viewFromQuery(query), titles: titlesIn(locale) } };
  },
});
