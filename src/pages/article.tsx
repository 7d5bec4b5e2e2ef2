import { BackToBlogs, DemoCallToAction } from "../components/article-end.tsx";
import { useContent, useLocale } from "../components/locale.tsx";
import type { articles, Block } from "../content/model/articles.ts";
import { contentFor } from "../content/index.ts";
import { DEFAULT_LOCALE } from "../lib/locale.ts";
import { longDate } from "../lib/dates.ts";
import { blogPosting } from "../lib/structured-data.ts";
import { definePage } from "./types.ts";

const articleOf = <A,>(list: Record<keyof typeof articles, A>, id: string): A | undefined =>
  Object.hasOwn(list, id) ? list[id as keyof typeof articles] : undefined;

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "h2":
      return <h2 className="mt-10 text-2xl font-bold text-brand-800">{block.text}</h2>;
    case "p":
      return <p className="mt-4 text-lg leading-relaxed text-ink">{block.text}</p>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-ink">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    case "stats":
      return (
        <dl className="my-8 grid gap-4 sm:grid-cols-2">
          {block.items.map((s) => (
            <div key={s.value + s.label} className="flex flex-col rounded-2xl bg-brand-50 p-5">
              <dt className="text-ink-soft">{s.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-700">{s.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** The static articles (SPEC "Static articles"); they win over /blog/:id. */
export const articlePage = definePage<undefined>({
  ogType: "article",
  // The article is the route's own: its entry's id names it (src/content/articles.ts is keyed by route id).
  structuredData: ({ route, url, canonical, locale }) => {
    const a = articleOf(contentFor(locale).articles.articles, route.id);
    return a ? [blogPosting(url, { headline: a.title, description: a.lead, datePublished: a.published, canonical })] : [];
  },
  lastmod: (route) => articleOf(contentFor(DEFAULT_LOCALE).articles.articles, route.id)?.published,
  Component: ({ route }) => <ArticleView id={route.id} />,
});

function ArticleView({ id }: { id: string }) {
  const { articles: articleTexts, ui } = useContent();
  const { uiTexts } = ui;
  const locale = useLocale();
  const a = articleOf(articleTexts.articles, id);
  if (!a) return null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackToBlogs label={uiTexts.backToBlogs} />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-600">{a.topic}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-800">{a.title}</h1>
      <p className="mt-3 text-sm text-ink-soft">
        <time dateTime={a.published}>{longDate(a.published, locale)}</time> · {a.readTime}
      </p>
      <p className="mt-6 text-xl leading-relaxed text-ink-soft">{a.lead}</p>
      {a.blocks.map((b, i) => (
        <BlockView key={i} block={b} />
      ))}
      <DemoCallToAction {...a.cta} />
      <p className="mt-8">
        <BackToBlogs label={uiTexts.backToBlogs} />
      </p>
    </article>
  );
}
