import { CardCover } from "../components/cover-image.tsx";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent, useLocale } from "../components/locale.tsx";
import type { WhatsNewItem } from "../lib/origin-types.ts";
import { definePage } from "./types.ts";
import { DEFAULT_LOCALE } from "../lib/locale.ts";

/**
 * /what'snew — cards with image, title and the origin's HTML paragraph (SPEC "What's
 * New"), from GET /apis/get_whatsnew.php through the cache; `para` was sanitised by
 * the origin layer before it was cached. The origin's items are only in English: on
 * /hi/what'snew they are marked lang="en".
 */
export const whatsNewPage = definePage<{ items: WhatsNewItem[] }>({
  Component: ({ route, data }) => {
    const t = useContent().knowledge.whatsNewTexts;
    const lang = useLocale() === DEFAULT_LOCALE ? undefined : "en";
    return (
      <>
        <PageHeading title={route.heading}>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t.lead}</p>
        </PageHeading>
        <section aria-label={t.listLabel} className="mx-auto max-w-7xl px-4 pb-16">
          {data.items.length === 0 ? (
            <p className="text-ink-soft">{t.empty}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((item, i) => (
                <li key={item.wid} className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
                  <CardCover src={item.image} eager={i < 3} />
                  <div className="p-6">
                    <h2 lang={lang} className="text-xl font-bold text-brand-800">{item.title}</h2>
                    <div lang={lang} className="article-body mt-2 text-ink-soft" dangerouslySetInnerHTML={{ __html: item.para }} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  },
  async load({ origin }) {
    return { data: { items: (await origin.whatsNew()).data } };
  },
});
