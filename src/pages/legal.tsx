import { PageHeading } from "../components/page-heading.tsx";
import { useContent, useLocale, useFormat } from "../components/locale.tsx";
import type { legal } from "../content/model/legal.ts";
import { longDate } from "../lib/dates.ts";
import { unmarked } from "../lib/fallback-marks.ts";
import { definePage } from "./types.ts";

/**
 * A section's id from its heading: every run of characters that are not letters, marks,
 * digits or "_" becomes "-" (for English headings exactly what /\W+/ gives; Devanagari
 * headings keep their letters and vowel signs, so their ids stay distinct); a preview
 * language's fallen-back heading gives the English id (src/lib/fallback-marks.ts).
 */
function sectionId(heading: string): string {
  return `legal-${unmarked(heading).replace(/[^\p{L}\p{M}\p{N}_]+/gu, "-").toLowerCase()}`;
}

/** /privacy-policy, /refund-policy, /terms-conditions (SPEC section 1). */
export const legalPage = definePage<undefined>({
  Component: ({ route }) => <LegalDocument id={route.id} heading={route.heading} />,
});

/** `id`: the route's id, which names its document (src/content/legal.ts is keyed by route id). */
function LegalDocument({ id, heading }: { id: string; heading: string }) {
  const { legal, legalTexts } = useContent().legal;
  const fmt = useFormat();
  const locale = useLocale();
  const doc = Object.hasOwn(legal, id) ? legal[id as keyof typeof legal] : undefined;
  if (!doc) return null;
  return (
    <>
      <PageHeading title={heading} lead={doc.intro}>
        <p className="mt-2 text-sm text-ink-soft">{fmt(legalTexts.updated, { date: longDate(doc.updated, locale) })}</p>
      </PageHeading>
      <article className="mx-auto max-w-3xl space-y-10 px-4">
        {doc.sections.map((s) => (
          <section key={s.heading} aria-labelledby={sectionId(s.heading)}>
            <h2 id={sectionId(s.heading)} className="text-2xl font-bold text-brand-800">
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
}
