import { Icon } from "../components/icon.tsx";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent, useHref, useLocale, useFormat } from "../components/locale.tsx";
import { findAssociate } from "../content/associates.ts";
import { contentFor } from "../content/index.ts";
import { DEFAULT_LOCALE, type Locale } from "../lib/locale.ts";
import { definePage } from "./types.ts";
import { pageTitle } from "../content/title.ts";

/** The associate of a slug as a page in `locale` shows it (its place in that language). */
function associateIn(locale: Locale, slug: string) {
  return contentFor(locale).associates.associates.find((a) => a.slug === slug);
}

/** /associates and /dealers (SPEC "Associates"): 16 cards fading in 0.05 s apart. */
export const associatesPage = definePage<undefined>({
  Component: ({ route }) => <AssociatesList heading={route.heading} />,
});

function AssociatesList({ heading }: { heading: string }) {
  const { associates, associatesTexts: t } = useContent().associates;
  const fmt = useFormat();
  const href = useHref();
  return (
    <>
      <PageHeading title={heading} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {associates.map((a, i) => (
            <li key={a.slug} className="stagger-in flex flex-col rounded-2xl border border-brand-100 p-6" style={{ ["--stagger" as string]: `${(i * 0.05).toFixed(2)}s` }}>
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{a.id}</span>
              <h2 className="mt-4 text-lg font-bold text-brand-800">{fmt(t.name, { name: a.name })}</h2>
              <p className="mt-1 text-ink-soft">{fmt(t.experience, { years: String(a.experienceYears) })}</p>
              <p className="text-sm text-ink-soft">{a.place}</p>
              <a
                href={href(`/associate/${a.slug}`)}
                className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t.viewDetail} <span className="sr-only">{fmt(t.detailOf, { name: a.name })}</span>
                <Icon name="arrow-right" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

type Detail = { slug: string; locale: Locale };

/** /associate/:slug (SPEC "Associate detail"): the A4 certificate cards; unknown → 404. */
export const associatePage = definePage<Detail>({
  crumb: (data) => associateIn(data.locale, data.slug)?.name ?? contentFor(data.locale).associates.associatesTexts.fallbackName,
  accepts: (params, locale = DEFAULT_LOCALE) =>
    Boolean(findAssociate(params.slug ?? "")) || { notFound: contentFor(locale).errors.errorTexts.dealerNotFound },
  async load({ params, locale }) {
    return { data: { slug: params.slug ?? "", locale } };
  },
  head: (data) => {
    const t = contentFor(data.locale).associates.associatesTexts;
    return { title: `${pageTitle(associateIn(data.locale, data.slug)?.name ?? t.fallbackName)} ${t.titleSuffix}` };
  },
  Component: ({ data }) => <AssociateDetail slug={data.slug} />,
});

function AssociateDetail({ slug }: { slug: string }) {
  const { associatesTexts: t } = useContent().associates;
  const fmt = useFormat();
  const href = useHref();
  const a = associateIn(useLocale(), slug);
  if (!a) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <a href={href("/associates")} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span>
        {t.back}
      </a>
      <h1 className="mt-4 text-3xl font-bold text-brand-800">{a.name}</h1>
      <p className="mt-1 text-ink-soft">
        {fmt(t.associateFor, { place: a.place })} · {fmt(t.experience, { years: String(a.experienceYears) })}
      </p>
      <div className="mt-8 grid gap-8">
        {a.images.map((src, i) => (
          <figure key={src} className="mx-auto w-full max-w-[794px] overflow-hidden rounded-xl border border-brand-100 shadow-lg">
            <img
              src={src}
              width={794}
              height={1123}
              loading={i === 0 ? "eager" : "lazy"}
              alt={fmt(t.certificateAlt, { name: a.name, place: a.place })}
              className="h-auto w-full"
            />
          </figure>
        ))}
      </div>
    </div>
  );
}
