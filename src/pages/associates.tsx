import { ArrowRight } from "../components/icons.ts";
import { PageHeading } from "../components/page-heading.tsx";
import { associates, findAssociate } from "../content/associates.ts";
import { definePage } from "./types.ts";
import { pageTitle } from "../lib/title.ts";

/** /associates and /dealers (SPEC "Associates"): 16 cards fading in 0.05 s apart. */
export const associatesPage = definePage<undefined>({
  Component: ({ route }) => (
    <>
      <PageHeading title={route.heading}>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">
          Zevar ERP associates across India give demos, install the software, train your staff and support you locally.
        </p>
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {associates.map((a, i) => (
            <li key={a.slug} className="stagger-in flex flex-col rounded-2xl border border-brand-100 p-6" style={{ ["--stagger" as string]: `${(i * 0.05).toFixed(2)}s` }}>
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{a.id}</span>
              <h2 className="mt-4 text-lg font-bold text-brand-800">Name: {a.name}</h2>
              <p className="mt-1 text-ink-soft">Experience: Above {a.experienceYears}+ years</p>
              <p className="text-sm text-ink-soft">{a.place}</p>
              <a
                href={`/associate/${a.slug}`}
                className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                View Detail <span className="sr-only">of {a.name}</span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  ),
});

type Detail = { slug: string };

/** /associate/:slug (SPEC "Associate detail"): the A4 certificate cards; unknown → 404. */
export const associatePage = definePage<Detail>({
  crumb: (data) => findAssociate(data.slug)?.name ?? "Associate",
  accepts: (params) => Boolean(findAssociate(params.slug ?? "")) || { notFound: "Dealer not found" },
  async load({ params }) {
    return { data: { slug: params.slug ?? "" } };
  },
  head: (data) => ({ title: `${pageTitle(findAssociate(data.slug)?.name ?? "Associate")} Associate` }),
  Component: ({ data }) => {
    const a = findAssociate(data.slug);
    if (!a) return null;
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <a href="/associates" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          ← Back to Dealers
        </a>
        <h1 className="mt-4 text-3xl font-bold text-brand-800">{a.name}</h1>
        <p className="mt-1 text-ink-soft">
          Zevar ERP associate for {a.place} · Experience: Above {a.experienceYears}+ years
        </p>
        <div className="mt-8 grid gap-8">
          {a.images.map((src, i) => (
            <figure key={src} className="mx-auto w-full max-w-[794px] overflow-hidden rounded-xl border border-brand-100 shadow-lg">
              <img
                src={src}
                width={794}
                height={1123}
                loading={i === 0 ? "eager" : "lazy"}
                alt={`Certificate of association of ${a.name}, ${a.place}`}
                className="h-auto w-full"
              />
            </figure>
          ))}
        </div>
      </div>
    );
  },
});
