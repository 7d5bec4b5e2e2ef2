/**
 * Every text of the site in Bengali (issue 30), module by module, in the shape of the
 * English bundle (../en/index.ts): a missing or misshapen key fails `tsc` here.
 */
import type { Content } from "../en/index.ts";
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

export const bundle = { about, articles, associates, contact, editions, errors, faqs, features, forms, hallmark, home, knowledge, landing, layout, legal, navigation, routes, screens, sections, site, tools, tutorials, ui } satisfies Content;
