/**
 * Every text of the site (issue 40, docs/i18n.md): each language is a folder of
 * catalogues, src/locales/<code>/<module>.json (key → ICU MessageFormat message, as a
 * translation tool reads and writes them), and the structure those texts fill is
 * language-neutral, src/content/data/<module>.json, where a text is a reference "@key"
 * to its module's catalogue and hrefs, icons, ids, dates and numbers are written once.
 * A language found in the registry (src/lib/locale.ts) and in src/locales/ is served;
 * a key its catalogue lacks falls back to the source language's message.
 *
 * Server-side only: islands receive their strings as props, so no catalogue ever
 * reaches the browser (.dependency-cruiser.cjs holds them to it).
 */
import { format } from "../lib/format.ts";
import { addLocale, DEFAULT_LOCALE, localeInfo, type Locale, type LocaleInfo } from "../lib/locale.ts";
import { readingMinutes } from "./model/articles.ts";
import type * as aboutShape from "./shapes/about.ts";
import type * as articlesShape from "./shapes/articles.ts";
import type * as associatesShape from "./shapes/associates.ts";
import type * as contactShape from "./shapes/contact.ts";
import type * as editionsShape from "./shapes/editions.ts";
import type * as errorsShape from "./shapes/errors.ts";
import type * as faqsShape from "./shapes/faqs.ts";
import type * as featuresShape from "./shapes/features.ts";
import type * as formsShape from "./shapes/forms.ts";
import type * as hallmarkShape from "./shapes/hallmark.ts";
import type * as homeShape from "./shapes/home.ts";
import type * as knowledgeShape from "./shapes/knowledge.ts";
import type * as landingShape from "./shapes/landing.ts";
import type * as layoutShape from "./shapes/layout.ts";
import type * as legalShape from "./shapes/legal.ts";
import type * as navigationShape from "./shapes/navigation.ts";
import type * as routesShape from "./shapes/routes.ts";
import type * as screensShape from "./shapes/screens.ts";
import type * as sectionsShape from "./shapes/sections.ts";
import type * as siteShape from "./shapes/site.ts";
import type * as toolsShape from "./shapes/tools.ts";
import type * as tutorialsShape from "./shapes/tutorials.ts";
import type * as uiShape from "./shapes/ui.ts";
import about from "./data/about.json";
import articles from "./data/articles.json";
import associates from "./data/associates.json";
import contact from "./data/contact.json";
import editions from "./data/editions.json";
import errors from "./data/errors.json";
import faqs from "./data/faqs.json";
import features from "./data/features.json";
import forms from "./data/forms.json";
import hallmark from "./data/hallmark.json";
import home from "./data/home.json";
import knowledge from "./data/knowledge.json";
import landing from "./data/landing.json";
import layout from "./data/layout.json";
import legal from "./data/legal.json";
import navigation from "./data/navigation.json";
import routes from "./data/routes.json";
import screens from "./data/screens.json";
import sections from "./data/sections.json";
import site from "./data/site.json";
import tools from "./data/tools.json";
import tutorials from "./data/tutorials.json";
import ui from "./data/ui.json";

const shapes = { about, articles, associates, contact, editions, errors, faqs, features, forms, hallmark, home, knowledge, landing, layout, legal, navigation, routes, screens, sections, site, tools, tutorials, ui };

/** A module's texts: its exported values that are not functions and not ALL_CAPS constants. */
type TextKeys<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => unknown ? never : K extends Uppercase<K & string> ? never : K;
}[keyof M];
/** A shape as the site reads it: a text that takes values (a function in the shape) is its ICU message. */
type Messages<T> = T extends (...args: never[]) => string
  ? string
  : T extends readonly unknown[]
    ? { [K in keyof T]: Messages<T[K]> }
    : T extends object
      ? { [K in keyof T]: Messages<T[K]> }
      : T;
type TextsOf<M> = Messages<Pick<M, TextKeys<M>>>;

/**
 * The texts of one language, module by module: the neutral structure with every "@key"
 * filled, typed by src/content/shapes/ (each module's shape, with its translators' notes).
 */
export type Content = {
  about: TextsOf<typeof aboutShape>;
  articles: TextsOf<typeof articlesShape>;
  associates: TextsOf<typeof associatesShape>;
  contact: TextsOf<typeof contactShape>;
  editions: TextsOf<typeof editionsShape>;
  errors: TextsOf<typeof errorsShape>;
  faqs: TextsOf<typeof faqsShape>;
  features: TextsOf<typeof featuresShape>;
  forms: TextsOf<typeof formsShape>;
  hallmark: TextsOf<typeof hallmarkShape>;
  home: TextsOf<typeof homeShape>;
  knowledge: TextsOf<typeof knowledgeShape>;
  landing: TextsOf<typeof landingShape>;
  layout: TextsOf<typeof layoutShape>;
  legal: TextsOf<typeof legalShape>;
  navigation: TextsOf<typeof navigationShape>;
  routes: TextsOf<typeof routesShape>;
  screens: TextsOf<typeof screensShape>;
  sections: TextsOf<typeof sectionsShape>;
  site: TextsOf<typeof siteShape>;
  tools: TextsOf<typeof toolsShape>;
  tutorials: TextsOf<typeof tutorialsShape>;
  ui: TextsOf<typeof uiShape>;
};

/** One module's messages in one language: key → ICU MessageFormat message. */
export type Catalogue = Readonly<Record<string, string>>;

const catalogues: Record<string, Record<string, Catalogue>> = {};
for (const [path, messages] of Object.entries(
  import.meta.glob<Catalogue>("../locales/*/*.json", { eager: true, import: "default" }),
)) {
  const [, code = "", module = ""] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (catalogues[code] ??= {})[module] = messages;
}

/** The messages of a language, module by module, as its folder gives them (the i18n scripts' and tests' view). */
export function cataloguesOf(locale: Locale): Readonly<Record<string, Catalogue>> {
  return catalogues[locale] ?? {};
}

function filled(shape: unknown, own: Catalogue | undefined, source: Catalogue | undefined): unknown {
  if (typeof shape === "string") {
    if (!shape.startsWith("@")) return shape;
    const key = shape.slice(1);
    return own?.[key] ?? source?.[key] ?? "";
  }
  if (Array.isArray(shape)) return shape.map((s) => filled(s, own, source));
  if (shape && typeof shape === "object") {
    return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, filled(s, own, source)]));
  }
  return shape;
}

/**
 * What the registry, not a catalogue, says about a language's numbers and dates, put
 * where the tools and the tutorial library read it (their islands get it as props); and
 * what is worked out, not written: each article's reading time.
 */
function withFormats(content: Content, locale: Locale, info: LocaleInfo): Content {
  const { tools, tutorials, articles } = content;
  const readTime = (a: Content["articles"]["articles"][keyof Content["articles"]["articles"]]) =>
    format(locale, articles.articleTexts.readTime, { minutes: readingMinutes(a) });
  const month = info.months ?? info.toolDates.month;
  return {
    ...content,
    // Counted from the article's own words in this language, so a translation never
    // carries another language's count.
    articles: {
      ...articles,
      articles: Object.fromEntries(
        Object.entries(articles.articles).map(([id, a]) => [id, { ...a, readTime: readTime(a) }]),
      ) as typeof articles.articles,
    },
    tools: {
      ...tools,
      toolLabels: {
        ...tools.toolLabels,
        form: { ...tools.toolLabels.form, locale: info.intl },
        girvi: { ...tools.toolLabels.girvi, locale: info.intl, dateMonth: month },
      },
      toolMessages: {
        ...tools.toolMessages,
        girvi: { ...tools.toolMessages.girvi, date: info.toolDates.messages === "dmy" ? "dmy" : { locale: info.intl, month } },
      },
    },
    tutorials: { ...tutorials, tutorialLibraryTexts: { ...tutorials.tutorialLibraryTexts, locale: info.intl } },
  };
}

const built = new Map<Locale, Content>();

/** The site's texts in a language, built once per isolate. */
export function contentFor(locale: Locale): Content {
  let content = built.get(locale);
  if (!content) {
    const own = catalogues[locale] ?? {};
    const source = catalogues[DEFAULT_LOCALE] ?? {};
    const texts = Object.fromEntries(
      Object.entries(shapes).map(([module, shape]) => [module, filled(shape, own[module], source[module])]),
    ) as Content;
    content = withFormats(texts, locale, localeInfo[locale]);
    built.set(locale, content);
  }
  return content;
}

/**
 * Registers a language at run time: its entry and its catalogues. Only tests call it (a
 * pseudo-locale, tests/fixtures/locales/pseudo/); the site's languages are the entries
 * of src/lib/locale.ts and the folders of src/locales/.
 */
export function registerLanguage(code: string, info: LocaleInfo, messages: Record<string, Catalogue>): Locale {
  const locale = addLocale(code, info);
  catalogues[locale] = messages;
  built.delete(locale);
  return locale;
}
