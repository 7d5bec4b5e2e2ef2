import { DemoTrigger } from "../components/demo-trigger.tsx";
import { Glyph } from "../components/glyph.tsx";
import { IconCard } from "../components/icon-card.tsx";
import { ScreenshotCarouselIsland } from "../islands/index.ts";
import { Section } from "../components/section.tsx";
import { ToolPointer } from "../tools/links.tsx";
import { useContent, useLocale, useFormat } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import type { editionPages } from "../content/model/editions.ts";
import { DEFAULT_LOCALE, localePath, type Locale } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { screenImage } from "../lib/screens.ts";
import { softwareApplication, type SiteUrl } from "../lib/structured-data.ts";
import { definePage } from "./types.ts";

/** /retail, /wholesale, /manufacturing, /money-lending (SPEC "Edition pages"). */
/** An edition as a SoftwareApplication (JSON-LD). */
export function editionApp(url: SiteUrl, id: keyof typeof editionPages, locale: Locale = DEFAULT_LOCALE) {
  const { editions, site } = contentFor(locale);
  const e = editions.editionPages[id];
  return softwareApplication(url, { name: `${site.site.productName} ${e.badge}`, description: e.description, path: localePath(locale, paths[id]) });
}

const isEdition = (id: string): id is keyof typeof editionPages => id in contentFor(DEFAULT_LOCALE).editions.editionPages;

function PointNumber({ n }: { n: number }) {
  return (
    <span className="text-3xl font-extrabold text-brand-600" aria-hidden="true">
      {String(n).padStart(2, "0")}
    </span>
  );
}

export const editionPage = definePage<undefined>({
  // The edition is the route's own: its entry's id names it (src/content/editions.ts is keyed by route id).
  structuredData: ({ route, url, locale }) => (isEdition(route.id) ? [editionApp(url, route.id, locale)] : []),
  Component: ({ route }) => {
    const { editions, sections, ui, screens } = useContent();
  const fmt = useFormat();
    const locale = useLocale();
    const { editionPages, editionTexts, carouselTexts } = editions;
    const { uiTexts } = ui;
    if (!isEdition(route.id)) return null;
    const e = editionPages[route.id];
    return (
      <>
        <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
          <div className="mx-auto max-w-7xl px-4 py-16">
            <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-gold-300">{e.badge}</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {e.title[0]} <span className="text-gold-300">{e.title[1]}</span>
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{e.description}</p>
            <DemoTrigger className="mt-8 rounded-full bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300">{uiTexts.getFreeDemo}</DemoTrigger>
          </div>
        </section>
        {e.tool ? <ToolPointer id={e.tool} /> : null}

        {e.types ? (
          <Section id="types" {...sections.sections.edition.types}>
            <ul className="mt-6 flex flex-wrap gap-3">
              {e.types.map((t) => (
                <li key={t} className="inline-flex items-center gap-2 rounded-full border border-brand-100 px-4 py-2 font-semibold text-brand-800">
                  <Glyph name="gem" className="size-4 text-gold-500" /> {t}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section id="points" title={fmt(editionTexts.pointsTitle, { badge: e.badge })}>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {e.points.map((p, i) => (
              <IconCard key={p.title} look="numbered" heading="h2" title={p.title} subtitle={p.subtitle} text={p.description} mark={<PointNumber n={i + 1} />} />
            ))}
          </ol>
        </Section>

        <Section id="screens" {...sections.sections.edition.screens}>
          <div className="mt-8">
            <ScreenshotCarouselIsland label={fmt(editionTexts.screenshotsLabel, { badge: e.badge })} screenshots={e.gallery.map((s) => ({ ...s, image: screenImage(locale, s.id), alt: screens.screenAlts[s.id] }))} texts={carouselTexts} />
          </div>
        </Section>
      </>
    );
  },
});
