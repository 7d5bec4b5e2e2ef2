/**
 * What the PHP origin answers (docs/decisions.md, "Origin contract"), validated with
 * valibot and reshaped into the domain types of src/lib/origin-types.ts. Parsing is
 * lenient where a PHP backend is known to vary (ids as numbers or strings, dates
 * with or without a time, nulls for empty fields) and strict about the shape.
 */
import * as v from "valibot";
import type { Blog, BlogSummary, CountryCode, SeoRecord, WhatsNewItem } from "../../src/lib/origin-types.ts";

const id = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.nonEmpty()), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  v.transform(String),
);

/** Optional text: null, missing or a number becomes a string ("" when absent). */
const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ""),
  v.transform((s) => String(s).trim()),
);

/** YYYY-MM-DD, optionally followed by a time, kept as the date only. */
const date = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/, "date must be YYYY-MM-DD"),
  v.transform((s) => s.slice(0, 10)),
);

const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((s) => (s && s.trim() ? s.trim() : undefined)),
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
    v.object({ title: optionalText, description: optionalText, keywords: optionalText }),
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
  v.array(
    v.object({
      value: v.pipe(v.string(), v.trim(), v.regex(/^\+\d{1,4}(?:-\d{1,4})?$/, "dialling code like +91")),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      isIndia: flag,
    }),
  ),
  v.minLength(1),
  v.transform((list): CountryCode[] => list),
);

const blogSummary = v.pipe(
  v.object({
    id,
    image: text,
    title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    topic: text,
    date,
    readTime: text,
    excerpt: text,
  }),
  v.transform((b): BlogSummary => b),
);

export const blogsAnswer = v.pipe(
  v.object({ blogs: v.nullish(v.array(blogSummary), []) }),
  v.transform((o) => o.blogs),
);

export const blogAnswer = v.nullable(
  v.pipe(
    v.object({
      id,
      title: text,
      topic: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      tags: text,
      date: v.nullish(date, ""),
      readTime: text,
      image: text,
      text: v.string(),
    }),
    v.transform((b): Blog => b),
  ),
);

export const whatsNewAnswer = v.pipe(
  v.object({
    whatnew: v.nullish(
      v.array(v.object({ wid: id, title: v.pipe(v.string(), v.trim(), v.nonEmpty()), image: text, para: v.string() })),
      [],
    ),
  }),
  v.transform((o): WhatsNewItem[] => o.whatnew),
);
