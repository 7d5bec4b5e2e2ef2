import { PageHeading } from "../components/page-heading.tsx";
import { legal, legalTexts } from "../content/legal.ts";
import { longDate } from "../lib/dates.ts";
import { definePage } from "./types.ts";

/** /privacy-policy, /refund-policy, /terms-conditions (SPEC section 1). */
export const legalPage = definePage<undefined>({
  Component: ({ route }) => {
    const doc = legal[route.path as keyof typeof legal];
    if (!doc) return null;
    return (
      <>
        <PageHeading title={route.heading} lead={doc.intro}>
          <p className="mt-2 text-sm text-ink-soft">{legalTexts.updated(longDate(doc.updated))}</p>
        </PageHeading>
        <article className="mx-auto max-w-3xl space-y-10 px-4">
          {doc.sections.map((s) => (
            <section key={s.heading} aria-labelledby={`legal-${s.heading.replace(/\W+/g, "-").toLowerCase()}`}>
              <h2 id={`legal-${s.heading.replace(/\W+/g, "-").toLowerCase()}`} className="text-2xl font-bold text-brand-800">
                {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 24)} className="mt-3 leading-relaxed text-ink">
                  {p}
                </p>
              ))}
              {s.points ? (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-ink">
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </>
    );
  },
});
