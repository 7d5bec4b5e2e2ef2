import { TutorialLibraryIsland } from "../islands/index.ts";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import { videoObject } from "../lib/structured-data.ts";
import { filterTutorials, paginate, viewFromQuery, type TutorialView } from "../lib/tutorials.ts";
import { definePage } from "./types.ts";

/**
 * /tutorial — the video library (SPEC "Tutorial"). The view comes from the query
 * string (?category=&sub=&q=&page=), so a shared filtered link is rendered by the
 * server as it was seen; the island takes over on idle.
 */
export const tutorialPage = definePage<{ view: TutorialView }>({
  // The videos of the page shown, as the visitor sees them.
  structuredData: ({ data, url, locale }) => {
    const { knowledge, site, tutorials } = contentFor(locale);
    return paginate(filterTutorials(tutorials.tutorials, data.view), data.view.page).items.map((v) =>
      videoObject(url, v, knowledge.tutorialTexts.videoDescription(site.site.productName, v)),
    );
  },
  Component: ({ route, data }) => {
    const t = useContent().knowledge.tutorialTexts;
    return (
      <>
        <PageHeading title={route.heading} lead={t.lead} />
        <section aria-label={t.libraryLabel} className="mx-auto max-w-7xl px-4 pb-16">
          <TutorialLibraryIsland view={data.view} />
        </section>
      </>
    );
  },
  async load({ query }) {
    return { data: { view: viewFromQuery(query) } };
  },
});
