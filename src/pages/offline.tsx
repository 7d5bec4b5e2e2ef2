import { useContent, useHref } from "../components/locale.tsx";
import { tools } from "../tools/index.ts";

/**
 * What the tools' service worker answers, with no connection, for a page of its language
 * it never kept (docs/offline.md): the site's layout, "you are offline", and a link to
 * each tool. Each item names its page in `data-kept`, the only attribute of its <li>: the
 * worker leaves out the tools it has not kept (on a Save-Data connection it keeps only
 * the tools visited), so every link shown opens. "Try again" asks again for the page the
 * visitor wanted: the worker answers at that page's address.
 */
export function OfflinePage() {
  const { errors, tools: texts } = useContent();
  const t = errors.errorTexts.offline;
  const href = useHref();
  return (
    <section className="mx-auto flex max-w-3xl flex-col px-4 py-16">
      <h1 className="text-2xl font-semibold text-ink">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.text}</p>
      <ul className="mt-4 flex flex-col gap-2">
        {tools.map(({ id, path }) => (
          <li key={id} data-kept={href(path)}>
            <a href={href(path)} className="font-semibold text-brand-800 underline underline-offset-2">
              {texts.toolTexts[id].name}
            </a>
          </li>
        ))}
      </ul>
      <a href="" className="mt-8 self-start rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t.retry}
      </a>
    </section>
  );
}
