import type { Locale } from "./locale.ts";

/** What a page's <head> says (src/layout/document.tsx renders it; worker/render.tsx decides it). */
export type Head = {
  /** The page's language (from its URL). */
  locale: Locale;
  /** The same page in every language it exists in, absolute (hreflang, with x-default); none on an untranslated page. */
  alternates?: { hreflang: string; href: string }[];
  /**
   * The header's and footer's language links, one per other language, in the registry's
   * order: this page in that language, or that language's home where the page has no twin.
   */
  switchLinks: { locale: Locale; path: string }[];
  title: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Pages that must not be indexed (404, 500). */
  noindex?: boolean;
  /** A screen of its own (the rate board): the page alone, without the site's header, footer, chat and demo form. */
  bare?: boolean;
  /** Absolute URL of the image shown when the page is shared (1200 × 630). */
  image?: string;
  /** Open Graph type: "article" for blog posts and articles. */
  type?: "website" | "article";
  /** The page's JSON-LD, already serialised safely (src/lib/structured-data.ts). */
  jsonLd?: string;
};
