import { CardCover } from "../components/cover-image.tsx";
import { Icon } from "../components/icon.tsx";
import { useContent, useHref, useLocale } from "../components/locale.tsx";
import type { Article } from "../content/model/articles.ts";
import { longDate } from "../lib/dates.ts";
import type { BlogSummary } from "../lib/origin-types.ts";
import { definePage } from "./types.ts";
import { DEFAULT_LOCALE } from "../lib/locale.ts";

/** `english`: an origin post, which exists only in English (no /hi twin): linked unprefixed, its texts marked lang="en". */
type Card = Pick<BlogSummary, "title" | "topic" | "date" | "readTime" | "excerpt"> & { href: string; image?: string; english?: boolean };

/** Image, date, read time, topic, title (two lines at most), excerpt and Read More (SPEC "Blog listing"). */
function BlogCard({ card, eager }: { card: Card; eager: boolean }) {
  const locale = useLocale();
  const { ui, knowledge } = useContent();
  // Only on a page in another language is an English post's text marked as English.
  const foreign = card.english && locale !== DEFAULT_LOCALE;
  const lang = foreign ? "en" : undefined;
  const inEnglish = (text: string) => (foreign ? <span lang="en">{text}</span> : text);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <CardCover src={card.image} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <Icon name="calendar-days" className="size-4" />
            <time dateTime={card.date}>{longDate(card.date, locale)}</time>
          </span>
          {card.readTime ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-4" /> {inEnglish(card.readTime)}
            </span>
          ) : null}
        </p>
        {card.topic ? (
          <p lang={lang} className="mt-3 text-sm font-semibold uppercase tracking-wider text-brand-600">
            {card.topic}
          </p>
        ) : null}
        <h2 lang={lang} className="mt-1 line-clamp-2 text-xl font-bold text-brand-800">
          {card.title}
        </h2>
        <p lang={lang} className="mt-2 flex-1 text-ink-soft">
          {card.excerpt}
        </p>
        <a
          href={card.href}
          hrefLang={foreign ? "en" : undefined}
          className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
        >
          {ui.uiTexts.readMore}
          <span className="sr-only">: {inEnglish(card.title)}</span>
          {foreign && knowledge.blogsTexts.inEnglish ? <> {knowledge.blogsTexts.inEnglish}</> : null} <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </li>
  );
}

/** The two guides written for this site, listed after the origin's posts (in the page's language, at its paths). */
function guideCards(articles: Record<string, Article>, href: (path: string) => string): Card[] {
  return Object.entries(articles).map(([path, a]) => ({
    href: href(path),
    title: a.title,
    topic: a.topic,
    date: a.published,
    readTime: a.readTime,
    excerpt: a.lead,
  }));
}

/**
 * /blogs — the origin's blog list through the KV cache. A failed call only logs (the
 * origin layer does) and the list is empty, or the stale cached one (SPEC section 8).
 * On /hi/blogs the origin's posts stay in English and link to their English pages.
 */
export const blogsPage = definePage<{ blogs: BlogSummary[] }>({
  Component: ({ route, data }) => {
    const { knowledge, site, articles } = useContent();
    const href = useHref();
    const t = knowledge.blogsTexts;
    const newsletterHref = `mailto:${site.site.email}?subject=${encodeURIComponent(t.newsletterSubject)}`;
    return (
      <>
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
            <h1 className="text-sm font-semibold uppercase tracking-wider text-brand-600">{route.heading}</h1>
            <p className="mt-2 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{t.title}</p>
            <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t.lead}</p>
            <a
              href={newsletterHref}
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              <Icon name="mail" className="size-4" /> {t.subscribe}
            </a>
          </div>
        </section>
        <section aria-label={t.listLabel} className="mx-auto max-w-7xl px-4 pb-16">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.blogs.map((b, i) => (
              <BlogCard key={b.id} card={{ ...b, href: `/blog/${encodeURIComponent(b.id)}`, english: true }} eager={i < 3} />
            ))}
            {guideCards(articles.articles, href).map((g) => (
              <BlogCard key={g.href} card={g} eager={false} />
            ))}
          </ul>
        </section>
      </>
    );
  },
  async load({ origin }) {
    return { data: { blogs: (await origin.blogs()).data } };
  },
});
