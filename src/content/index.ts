/**
 * Every text of the site in each language (issue 17): the English content modules
 * and their Hindi twins in ./hi/, one bundle per language. A Hindi module must export
 * every text the English one does, with the same shape (a missing or misshapen key
 * fails `tsc` here). Server-side only: islands receive their strings as props, so no
 * dictionary ever reaches the browser (.dependency-cruiser.cjs holds them to it).
 */
import type { Locale } from "../lib/locale.ts";
import * as about from "./about.ts";
import * as articles from "./articles.ts";
import * as associates from "./associates.ts";
import * as contact from "./contact.ts";
import * as editions from "./editions.ts";
import * as errors from "./errors.ts";
import * as faqs from "./faqs.ts";
import * as features from "./features.ts";
import * as hallmark from "./hallmark.ts";
import * as home from "./home.ts";
import * as knowledge from "./knowledge.ts";
import * as landing from "./landing.ts";
import * as layout from "./layout.ts";
import * as legal from "./legal.ts";
import * as navigation from "./navigation.ts";
import * as routes from "./en/routes.ts";
import * as sections from "./sections.ts";
import * as site from "./site.ts";
import * as tools from "./tools.ts";
import * as tutorials from "./tutorials.ts";
import * as ui from "./ui.ts";
import * as hiAbout from "./hi/about.ts";
import * as hiArticles from "./hi/articles.ts";
import * as hiAssociates from "./hi/associates.ts";
import * as hiContact from "./hi/contact.ts";
import * as hiEditions from "./hi/editions.ts";
import * as hiErrors from "./hi/errors.ts";
import * as hiFaqs from "./hi/faqs.ts";
import * as hiFeatures from "./hi/features.ts";
import * as hiHallmark from "./hi/hallmark.ts";
import * as hiHome from "./hi/home.ts";
import * as hiKnowledge from "./hi/knowledge.ts";
import * as hiLanding from "./hi/landing.ts";
import * as hiLayout from "./hi/layout.ts";
import * as hiLegal from "./hi/legal.ts";
import * as hiNavigation from "./hi/navigation.ts";
import * as hiRoutes from "./hi/routes.ts";
import * as hiSections from "./hi/sections.ts";
import * as hiSite from "./hi/site.ts";
import * as hiTools from "./hi/tools.ts";
import * as hiTutorials from "./hi/tutorials.ts";
import * as hiUi from "./hi/ui.ts";

/** A module's texts: its exported values that are not functions and not ALL_CAPS constants. */
type TextKeys<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => unknown ? never : K extends Uppercase<K & string> ? never : K;
}[keyof M];
type TextsOf<M> = Pick<M, TextKeys<M>>;

const en = { about, articles, associates, contact, editions, errors, faqs, features, hallmark, home, knowledge, landing, layout, legal, navigation, routes, sections, site, tools, tutorials, ui };

/** The texts of one language, module by module. */
export type Content = { [K in keyof typeof en]: TextsOf<(typeof en)[K]> };

const hi: Content = {
  about: hiAbout,
  articles: hiArticles,
  associates: hiAssociates,
  contact: hiContact,
  editions: hiEditions,
  errors: hiErrors,
  faqs: hiFaqs,
  features: hiFeatures,
  hallmark: hiHallmark,
  home: hiHome,
  knowledge: hiKnowledge,
  landing: hiLanding,
  layout: hiLayout,
  legal: hiLegal,
  navigation: hiNavigation,
  routes: hiRoutes,
  sections: hiSections,
  site: hiSite,
  tools: hiTools,
  tutorials: hiTutorials,
  ui: hiUi,
};

const bundles: Record<Locale, Content> = { en, hi };

/** The site's texts in a language. */
export function contentFor(locale: Locale): Content {
  return bundles[locale];
}
