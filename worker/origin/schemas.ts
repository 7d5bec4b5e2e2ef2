/**
 * What the PHP origin answers (docs/decisions.md, "Origin contract"), validated with
 * valibot and reshaped into the domain types of src/lib/origin-types.ts. Parsing is
 * lenient where a PHP backend is known to vary (ids as numbers or strings, dates
 * with or without a time, nulls for empty fields) and strict about the shape.
 *
 * Every text and list has a bound (docs/security.md, "Origin answers and caches"): the
 * site's own content is far below them, and an answer past one is a fault, which keeps
 * the previous good entry or the page's defaults (an SEO title of 10 MB once made a
 * 42 MB page, issue 24).
 */
import * as v from "valibot";
import type { Blog, BlogSummary, CountryCode, SeoRecord, WhatsNewItem } from "../../src/lib/origin-types.ts";

/** A title (SEO, blog, what's new): search engines show about 60 characters. */
export const TITLE_MAX = 200;
/** A description, keywords, an excerpt. */
export const SUMMARY_MAX = 500;
/** A blog post's HTML: the longest sample is 493 characters; a long article is 30,000. */
export const POST_MAX = 200_000;
/** A what's-new paragraph's HTML. */
export const PARA_MAX = 20_000;
/** Short fields: a topic, tags, a reading time, a country's label. */
const SHORT_MAX = 200;
/** An image path or URL. */
const URL_MAX = 2048;
/** Blogs, what's-new items, country codes (the world has about 240). */
export const LIST_MAX = 300;

const longer = (max: number) => `longer than ${max} characters`;
const upTo = <T extends string>(max: number) => v.maxLength<T, number, string>(max, longer(max));
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(LIST_MAX, `more than ${LIST_MAX} items`));

const id = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.nonEmpty(), upTo(64)), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  v.transform(String),
);

/** Optional text: null, missing or a number becomes a string ("" when absent). */
const text = (max: number) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()]), ""),
    v.transform((s) => String(s).trim()),
    upTo(max),
  );

/** YYYY-MM-DD, optionally followed by a time, kept as the date only. */
const date = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/, "date must be YYYY-MM-DD"),
  v.transform((s) => s.slice(0, 10)),
);

const optionalText = (max: number) =>
  v.pipe(
    v.nullish(v.pipe(v.string(), v.trim(), upTo(max))),
    v.transform((s) => s || undefined),
  );

// An SEO answer; PHP's json_encode([]) of an empty result arrives as [].
/** A JSON object that is not an array (valibot's object() accepts arrays). */
const plainObject = v.custom<Record<string, unknown>>(
  (x) => typeof x === "object" && x !== null && !Array.isArray(x),
  "expected an object",
);

export const seoAnswer = v.union([
  v.pipe(
    plainObject,
    // An object without any SEO field is some other answer (an error object, say).
    v.check((o) => Object.keys(o).length === 0 || ["title", "description", "keywords"].some((k) => k in o), "no SEO field"),
    v.object({ title: optionalText(TITLE_MAX), description: optionalText(SUMMARY_MAX), keywords: optionalText(SUMMARY_MAX) }),
    v.transform((o): SeoRecord => {
      const out: SeoRecord = {};
      if (o.title) out.title = o.title;
      if (o.description) out.description = o.description;
      if (o.keywords) out.keywords = o.keywords;
      return out;
    }),
  ),
  v.pipe(v.strictTuple([]), v.transform((): SeoRecord => ({}))),
]);

const flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.literal(0), v.literal(1), v.picklist(["0", "1", "true", "false", ""])]), false),
  v.transform((b) => b === true || b === 1 || b === "1" || b === "true"),
);

export const countryCodesAnswer = v.pipe(
  list(
    v.object({
      value: v.pipe(v.string(), v.trim(), v.regex(/^\+\d{1,4}(?:-\d{1,4})?$/, "dialling code like +91")),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty(), upTo(SHORT_MAX)),
      isIndia: flag,
    }),
  ),
  v.minLength(1),
  v.transform((list): CountryCode[] => list),
);

const blogSummary = v.pipe(
  v.object({
    id,
    image: text(URL_MAX),
    title: v.pipe(v.string(), v.trim(), v.nonEmpty(), upTo(TITLE_MAX)),
    topic: text(SHORT_MAX),
    date,
    readTime: text(SHORT_MAX),
    excerpt: text(SUMMARY_MAX),
  }),
  v.transform((b): BlogSummary => b),
);

export const blogsAnswer = v.pipe(
  v.object({ blogs: v.nullish(list(blogSummary), []) }),
  v.transform((o) => o.blogs),
);

export const blogAnswer = v.nullable(
  v.pipe(
    v.object({
      id,
      title: text(TITLE_MAX),
      topic: v.pipe(v.string(), v.trim(), v.nonEmpty(), upTo(SHORT_MAX)),
      tags: text(SUMMARY_MAX),
      date: v.nullish(date, ""),
      readTime: text(SHORT_MAX),
      image: text(URL_MAX),
      text: v.pipe(v.string(), upTo(POST_MAX)),
    }),
    v.transform((b): Blog => b),
  ),
);

export const whatsNewAnswer = v.pipe(
  v.object({
    whatnew: v.nullish(
      list(
        v.object({
          wid: id,
          title: v.pipe(v.string(), v.trim(), v.nonEmpty(), upTo(TITLE_MAX)),
          image: text(URL_MAX),
          para: v.pipe(v.string(), upTo(PARA_MAX)),
        }),
      ),
      [],
    ),
  }),
  v.transform((o): WhatsNewItem[] => o.whatnew),
);
