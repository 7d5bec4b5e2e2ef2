/**
 * Every text of the site in English, module by module: the source language, whose
 * modules define the shape every other language's folder gives (src/content/index.ts
 * types a bundle by it, so a missing or misshapen key fails `tsc`). The English modules
 * also hold the language-neutral data their texts go with (slugs, dates, image paths),
 * which the other languages import from here (docs/i18n.md "Adding or fixing a text").
 */
import * as about from "./about.ts";
import * as articles from "./articles.ts";
import * as associates from "./associates.ts";
import * as contact from "./contact.ts";
import * as editions from "./editions.ts";
import * as errors from "./errors.ts";
import * as faqs from "./faqs.ts";
import * as features from "./features.ts";
import * as forms from "./forms.ts";
import * as hallmark from "./hallmark.ts";
import * as home from "./home.ts";
import * as knowledge from "./knowledge.ts";
import * as landing from "./landing.ts";
import * as layout from "./layout.ts";
import * as legal from "./legal.ts";
import * as navigation from "./navigation.ts";
import * as routes from "./routes.ts";
import * as screens from "./screens.ts";
import * as sections from "./sections.ts";
import * as site from "./site.ts";
import * as tools from "./tools.ts";
import * as tutorials from "./tutorials.ts";
import * as ui from "./ui.ts";

export const bundle = { about, articles, associates, contact, editions, errors, faqs, features, forms, hallmark, home, knowledge, landing, layout, legal, navigation, routes, screens, sections, site, tools, tutorials, ui };

/** A module's texts: its exported values that are not functions and not ALL_CAPS constants. */
type TextKeys<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => unknown ? never : K extends Uppercase<K & string> ? never : K;
}[keyof M];
type TextsOf<M> = Pick<M, TextKeys<M>>;

/** The texts of one language, module by module: what every language's folder gives. */
export type Content = { [K in keyof typeof bundle]: TextsOf<(typeof bundle)[K]> };
