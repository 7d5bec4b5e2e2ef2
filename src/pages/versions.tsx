import { CheckList } from "../components/check-list.tsx";
import { Icon } from "../components/icon.tsx";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent, useHref, useFormat } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import type { NavItem } from "../content/model/navigation.ts";
import { editionApp } from "./edition.tsx";
import { definePage } from "./types.ts";

/** /versions: the four editions, each linking to its page (docs/decisions.md, "Menu entries"). */
export const versionsPage = definePage<undefined>({
  structuredData: ({ url, locale }) => {
    const pages = contentFor(locale).editions.editionPages;
    return (Object.keys(pages) as (keyof typeof pages)[]).map((path) => editionApp(url, path, locale));
  },
  Component: ({ route }) => <VersionsList heading={route.heading} />,
});

function VersionsList({ heading }: { heading: string }) {
  const { home, editions } = useContent();
  const fmt = useFormat();
  const { showcase } = home;
  const { versionsTexts } = editions;
  const href = useHref();
  return (
    <>
      <PageHeading title={heading} lead={versionsTexts.lead} />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-2">
        {showcase.map((e) => (
          <li key={e.id} className="flex flex-col rounded-2xl border border-brand-100 p-6">
            <h2 className="text-2xl font-bold text-brand-800">{e.title}</h2>
            <CheckList items={e.features} className="mt-4 flex-1 space-y-2" />
            <a href={href(e.route)} className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              {fmt(versionsTexts.explore, { edition: e.title })} <Icon name="arrow-right" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function DownloadLink({ item }: { item: NavItem }) {
  const { downloadTexts } = useContent().navigation;
  const href = useHref();
  return (
    <a
      href={href(item.href)}
      {...(item.target ? { target: item.target, rel: "noopener noreferrer" } : {})}
      {...(item.download ? { download: "" } : {})}
      className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <Icon name="download" className="size-4" />
      {item.target ? downloadTexts.open : downloadTexts.download} <span className="sr-only">{item.title}</span>
    </a>
  );
}

function DownloadGroup({ id, title, items }: { id: string; title: string; items: NavItem[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5">
      <h3 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
        {title}
      </h3>
      <ul id={id} className="mt-2 grid gap-3 sm:grid-cols-2">
        {items.map((tool) => (
          <li key={tool.title} className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3">
            <span className="font-medium text-ink">{tool.title}</span>
            <DownloadLink item={tool} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /download: the header's Download menu as a page, support tools and packages included. */
export const downloadPage = definePage<undefined>({
  Component: ({ route }) => <DownloadList heading={route.heading} />,
});

function DownloadList({ heading }: { heading: string }) {
  const { downloadItems, downloadTexts, remoteSupportTools, supportPackages } = useContent().navigation;
  return (
    <>
      <PageHeading title={heading} lead={downloadTexts.lead} />
      <ul className="mx-auto max-w-4xl space-y-4 px-4">
        {downloadItems.map((item) => (
          <li key={item.id} id={item.dropdown ? item.id : undefined} className="rounded-2xl border border-brand-100 p-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="text-xl font-bold text-brand-800">{item.title}</h2>
                <p className="mt-1 text-ink-soft">{downloadTexts.descriptions[item.id]}</p>
              </div>
              {item.dropdown ? null : <DownloadLink item={item} />}
            </div>
            {item.dropdown ? (
              <>
                <DownloadGroup id="remote-support-tools" title={downloadTexts.remoteTools} items={remoteSupportTools} />
                <DownloadGroup id="support-packages" title={downloadTexts.packages} items={supportPackages} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
