import { BackToBlogs, DemoCallToAction } from "../components/article-end.tsx";
import { CoverImage } from "../components/cover-image.tsx";
import { Icon } from "../components/icon.tsx";
import { useContent, useLocale } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import { isValidBlogId } from "../lib/ids.ts";
import { longDate } from "../lib/dates.ts";
import { DEFAULT_LOCALE, type Locale } from "../lib/locale.ts";
import type { Blog } from "../lib/origin-types.ts";
import { blogPosting } from "../lib/structured-data.ts";
import { definePage } from "./types.ts";
import { pageTitle } from "../content/title.ts";

/** The hero's two-part title: the topic's first three words, then the rest (SPEC "Blog detail"). */
export function splitTopic(topic: string): [string, string] {
  const words = topic.trim().split(/\s+/);
  return [words.slice(0, 3).join(" "), words.slice(3).join(" ")];
}

/**
 * /blog/:id — ids are checked before they reach the cache or the origin; a blog the
 * origin does not know is 'Blog not found.' with status 404 (SPEC section 8). The
 * article HTML was sanitised by the origin layer before it was cached. The route is
 * English-only (no /hi twin), but the page still takes its texts from its language.
 */
export const blogPage = definePage<{ blog: Blog | null; locale: Locale }>({
  ogType: "article",
  crumb: ({ blog, locale }) => blog?.title || blog?.topic || contentFor(locale).knowledge.blogTexts.fallbackCrumb,
  structuredData: ({ data: { blog }, url, canonical }) =>
    blog
      ? [blogPosting(url, { headline: blog.title || blog.topic, description: blog.tags || blog.topic, datePublished: blog.date, image: blog.image ? url(blog.image) : "", canonical })]
      : [],
  Component: ({ data: { blog } }) => {
    const locale = useLocale();
    const { errors, knowledge, ui } = useContent();
    const { errorTexts } = errors;
    const { blogTexts } = knowledge;
    const { uiTexts } = ui;
    if (!blog) {
      // The origin could not be asked and nothing is cached: say so, never a blank page.
      return (
        <section className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold text-brand-800">{errorTexts.blogUnavailable.title}</h1>
          <p className="mt-4 text-ink-soft">{errorTexts.blogUnavailable.text}</p>
          <BackToBlogs label={uiTexts.backToBlogs} className="mt-6 inline-block" />
        </section>
      );
    }
    const [first, rest] = splitTopic(blog.topic);
    return (
      <article>
        <header className="relative isolate overflow-hidden bg-brand-900 text-white">
          {blog.image ? (
            <CoverImage src={blog.image} load="priority" width={1600} height={900} className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30" />
          ) : null}
          <div className="mx-auto max-w-4xl px-4 py-16 sm:py-24">
            <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-gold-300">{blogTexts.badge}</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {first}
              {rest ? <span className="text-gold-300"> {rest}</span> : null}
            </h1>
            {blog.tags ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{blog.tags}</p> : null}
            <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-sm text-brand-100">
              {blog.date ? (
                <span className="inline-flex items-center gap-1">
                  <Icon name="calendar-days" className="size-4" />
                  <time dateTime={blog.date}>{longDate(blog.date, locale)}</time>
                </span>
              ) : null}
              {blog.readTime ? (
                <span className="inline-flex items-center gap-1">
                  <Icon name="clock" className="size-4" /> {blog.readTime}
                </span>
              ) : null}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12">
          {blog.title && blog.title !== blog.topic ? <h2 className="text-2xl font-bold text-brand-800">{blog.title}</h2> : null}
          <div className="article-body mt-6 text-lg text-ink" dangerouslySetInnerHTML={{ __html: blog.text }} />
          <DemoCallToAction {...blogTexts.cta} />
          <p className="mt-8">
            <BackToBlogs label={uiTexts.backToBlogs} />
          </p>
        </div>
      </article>
    );
  },
  // `accepts` gets no locale: the route is English-only, so its refusal is in English.
  accepts: (params) => isValidBlogId(params.id ?? "") || { notFound: contentFor(DEFAULT_LOCALE).errors.errorTexts.blogNotFound },
  async load({ params, origin, locale }) {
    const { data, source } = await origin.blog(params.id ?? "");
    if (data) return { data: { blog: data, locale } };
    // "default": the origin failed and nothing is cached, so nobody knows if it exists.
    return source === "default" ? { data: { blog: null, locale }, status: 503 } : { notFound: contentFor(locale).errors.errorTexts.blogNotFound };
  },
  head: ({ blog }) =>
    blog
      ? {
          title: pageTitle(blog.title || blog.topic),
          ...(blog.tags ? { description: blog.tags } : {}),
          ...(blog.image ? { image: blog.image } : {}),
          type: "article",
        }
      : {},
});
