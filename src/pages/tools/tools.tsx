/**
 * /tools and the four tools (issue 16). The index lists each with its promise; each
 * tool page is `toolPage(id)`, the HUID checker with what a hallmark and an invoice
 * must show.
 */
import { PageHeading } from "../../components/page-heading.tsx";
import { Bullets, TitledSection } from "../../components/titled.tsx";
import { useContent, useHref } from "../../components/locale.tsx";
import { contentFor } from "../../content/index.ts";
import { toolPaths, type ToolId } from "../../content/tools.ts";
import { localePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { GOLD_GRADES, gradeName, SILVER_GRADES } from "../../tools/purity.ts";
import { definePage } from "../types.ts";
import { toolPage, webApplication } from "./tool-page.tsx";

export const toolsIndexPage = definePage<undefined>({
  structuredData: ({ url, locale }) => {
    const { tools, site } = contentFor(locale);
    return Object.entries(toolPaths).map(([id, path]) => {
      const text = tools.toolTexts[id as ToolId];
      return webApplication(text.name, text.description, url(localePath(locale, paths[path])), site.site.productName);
    });
  },
  Component: ({ route }) => {
    const { toolsIndexText, toolTexts } = useContent().tools;
    const href = useHref();
    return (
      <>
        <PageHeading title={route.heading}>
          <p className="mt-3 max-w-3xl text-lg text-ink-soft">{toolsIndexText.lead}</p>
        </PageHeading>
        <ul className="mx-auto grid max-w-7xl gap-5 px-4 pb-16 sm:grid-cols-2">
          {Object.entries(toolPaths).map(([id, path]) => {
            const text = toolTexts[id as ToolId];
            return (
              <li key={id} className="relative rounded-2xl border border-brand-100 p-6 focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-300">
                <h2 className="text-xl font-bold text-brand-800">
                  <a href={href(paths[path])} className="after:absolute after:inset-0 focus:outline-none">
                    {text.name}
                  </a>
                </h2>
                <p className="mt-2 text-ink-soft">{text.promise}</p>
                <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
                  {toolsIndexText.open} →
                </p>
              </li>
            );
          })}
        </ul>
      </>
    );
  },
});

export const gstPage = toolPage("gst");
export const girviPage = toolPage("girvi");
export const purityPage = toolPage("purity");

function Grades({ name, grades, tone }: { name: string; grades: string[]; tone: string }) {
  return (
    <>
      <p className="mt-3 font-semibold text-ink">{name}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {grades.map((g) => (
          <li key={g} className={`rounded-full px-3 py-1 text-sm font-semibold text-brand-900 ${tone}`}>
            {g}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The three marks, the grades and what an invoice must show, in the page's language. */
function HallmarkNotes() {
  const { hallmarkText } = useContent().hallmark;
  return (
    <div className="mt-12 grid max-w-5xl gap-10 lg:grid-cols-2">
      <TitledSection id="hallmark-marks" title={hallmarkText.marksTitle}>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-soft">
          {hallmarkText.marks.map((m) => (
            <li key={m.name}>
              <strong className="text-ink">{m.name}</strong> — {m.text}
            </li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection id="hallmark-grades" title={hallmarkText.gradesTitle}>
        <Grades name={hallmarkText.gold} grades={GOLD_GRADES.map(gradeName)} tone="bg-gold-100" />
        <Grades name={hallmarkText.silver} grades={SILVER_GRADES.map(String)} tone="bg-brand-50" />
        <p className="mt-3 text-sm text-ink-soft">{hallmarkText.silverNote}</p>
      </TitledSection>
      <TitledSection id="hallmark-invoice" title={hallmarkText.invoiceTitle} className="lg:col-span-2">
        {/* What BIS requires, apart from good practice (docs/tools.md, "Hallmark and HUID"). */}
        <h3 className="mt-3 font-semibold text-ink">{hallmarkText.requiredTitle}</h3>
        <Bullets items={hallmarkText.required} className="mt-2 space-y-1" />
        <h3 className="mt-4 font-semibold text-ink">{hallmarkText.practiceTitle}</h3>
        <Bullets items={hallmarkText.practice} className="mt-2 space-y-1" />
      </TitledSection>
    </div>
  );
}

/** The HUID checker, with the three marks, the grades and what an invoice must show. */
export const huidPage = toolPage("huid", <HallmarkNotes />);
