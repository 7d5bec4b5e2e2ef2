/**
 * Domain types of what the PHP origin provides (SPEC sections 3 and 7). The worker's
 * origin module reshapes and validates the wire answers into these; pages only ever
 * see these types.
 */
export type SeoRecord = { title?: string; description?: string; keywords?: string };

/** `local`: its label names the country in the page's language (src/lib/country-names.ts), not the origin's English. */
export type CountryCode = { value: string; label: string; isIndia: boolean; local?: boolean };

export type BlogSummary = {
  id: string;
  image: string;
  title: string;
  topic: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  readTime: string;
  excerpt: string;
};

export type Blog = {
  id: string;
  title: string;
  topic: string;
  tags: string;
  date: string;
  readTime: string;
  image: string;
  /** Article HTML (sanitised before it is cached or rendered). */
  text: string;
};

export type WhatsNewItem = { wid: string; title: string; image: string; para: string };

/** Where an answer came from, so callers (and logs) can tell a default from data. */
export type Source = "memory" | "kv" | "stale" | "origin" | "default";

export type Loaded<T> = { data: T; source: Source };

/** What page loaders may ask of the origin (implemented in worker/origin/). */
export interface OriginApi {
  seo(page: string): Promise<Loaded<SeoRecord>>;
  countryCodes(): Promise<Loaded<CountryCode[]>>;
  blogs(): Promise<Loaded<BlogSummary[]>>;
  /** `data` is null when the origin says there is no such blog (or cannot say). */
  blog(id: string): Promise<Loaded<Blog | null>>;
  whatsNew(): Promise<Loaded<WhatsNewItem[]>>;
}
