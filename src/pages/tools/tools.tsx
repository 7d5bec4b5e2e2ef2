/**
 * /tools (issue 16): the index lists each tool of the registry (src/tools/index.ts) with
 * its promise. Each tool's own page is `toolPage(tool)` (./tool-page.tsx).
 */
import { PageHeading } from "../../components/page-heading.tsx";
import { useContent, useHref } from "../../components/locale.tsx";
import { contentFor } from "../../content/index.ts";
import { localePath } from "../../lib/locale.ts";
import { tools } from "../../tools/index.ts";
import { definePage } from "../types.ts";
import { webApplication } from "./tool-page.tsx";

export const toolsIndexPage = definePage<undefined>({
  structuredData: ({ url, locale }) => {
    const { tools: texts, site } = contentFor(locale);
    return tools.map(({ id, path }) => {
      const text = texts.toolTexts[id];
      return webApplication(text.name, text.description, url(localePath(locale, path)), site.site.productName);
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
          {tools.map(({ id, path }) => {
            const text = toolTexts[id];
            return (
              <li key={id} className="relative rounded-2xl border border-brand-100 p-6 focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-300">
                <h2 className="text-xl font-bold text-brand-800">
                  <a href={href(path)} className="after:absolute after:inset-0 focus:outline-none">
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
