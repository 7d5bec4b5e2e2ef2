/**
 * What every tool page has: its heading and promise, the tool (form, result, share),
 * a call to action that opens the demo form with the matching software, and what the
 * tool applies, said plainly. Each tool page is `toolPage(tool)`, made by the route table
 * from the tools' registry (src/tools/index.ts).
 */
import { DemoTrigger } from "../../components/demo-trigger.tsx";
import { PageHeading } from "../../components/page-heading.tsx";
import { Bullets, TitledSection } from "../../components/titled.tsx";
import { useContent, useHref, useLocale } from "../../components/locale.tsx";
import { contentFor } from "../../content/index.ts";
import { ToolFormIsland, ToolScreenIsland } from "../../islands/index.ts";
import { islandTexts } from "../../lib/format.ts";
import { toolById } from "../../tools/index.ts";
import { toolStrings } from "../../tools/strings.ts";
import type { ToolDef } from "../../tools/types.ts";
import type { Thing } from "../../lib/structured-data.ts";
import { definePage } from "../types.ts";

/** schema.org WebApplication: a free finance tool; `publisher` is the product's name (the same in every language). */
export function webApplication(name: string, description: string, url: string, publisher: string): Thing {
  return {
    "@type": "WebApplication",
    name,
    description,
    url,
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    publisher: { "@type": "Organization", name: publisher },
  };
}

export function toolPage({ id, Notes, Screen, maxQuery = 2000 }: ToolDef) {
  return definePage<{ query: string; url: string; screen?: true }>({
    // A screen of the tool's own (the rate board): the whole window, a shop's own page, never indexed.
    head: (data) => (data.screen ? { bare: true, noindex: true } : {}),
    structuredData: ({ canonical, locale }) => {
      const { tools, site } = contentFor(locale);
      const text = tools.toolTexts[id];
      return [webApplication(text.name, text.description, canonical, site.site.productName)];
    },
    Component: ({ route, data }) => {
      const content = useContent();
      const locale = useLocale();
      if (data.screen && Screen) return <ToolScreenIsland tool={id} screen={Screen.props(new URLSearchParams(data.query), data.url, locale)} />;
      const { toolLabels, toolMessages, toolTexts } = content.tools;
      const text = toolTexts[id];
      const href = useHref();
      return (
        <>
          <PageHeading title={route.heading}>
            <p className="mt-3 max-w-3xl text-lg text-ink-soft print:hidden">{text.promise}</p>
          </PageHeading>
          <div className="mx-auto max-w-7xl px-4 pb-16">
            <ToolFormIsland tool={id} query={data.query} url={data.url} t={toolStrings(id, islandTexts(toolLabels), islandTexts(toolMessages))} site={content.site.site.productName} />
            {/* The tool a lender goes to next (the Girvi calculator ↔ the gold loan value, issue 28 item 5). */}
            {text.seeAlso ? (
              <p className="mt-8 max-w-3xl rounded-2xl bg-gold-100 px-5 py-4 text-brand-900 print:hidden">
                {text.seeAlso.lead}{" "}
                <a href={href(toolById[text.seeAlso.tool].path)} className="font-bold underline">
                  {toolTexts[text.seeAlso.tool].name}
                </a>
              </p>
            ) : null}
            {/* The printed slip is the tool's inputs and result only: one page (issue 23, item 7). */}
            {Notes ? (
              <div className="print:hidden">
                <Notes />
              </div>
            ) : null}
            <TitledSection id="tool-notes-title" title={toolLabels.rules} className="mt-12 max-w-3xl print:hidden">
              <Bullets items={text.notes} />
            </TitledSection>
            <aside className="mt-12 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between print:hidden">
              <p className="font-semibold text-brand-800">{text.cta}</p>
              <DemoTrigger software={text.software} className="shrink-0 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
                {toolLabels.ctaButton}
              </DemoTrigger>
            </aside>
          </div>
        </>
      );
    },
    async load({ query, url }) {
      return { data: { query: query.toString().slice(0, maxQuery), url, ...(Screen?.when(query) ? { screen: true as const } : {}) } };
    },
  });
}
