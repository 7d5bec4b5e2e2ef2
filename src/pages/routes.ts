/**
 * The route table (SPEC section 2; docs/architecture.md, "The route table and
 * rendering"): every route of the site, read by the worker (routing, SEO call,
 * canonical), the tests and docs/routes.md. Params in a
 * path follow Hono's syntax; `seo` is the page value of the SEO call (SPEC section 7).
 * Every content page asks (SPEC section 2); the five pages the spec's list leaves out
 * (versions, download, the two articles, the landing page) ask under their own path
 * name, so their head can be set on the origin without a deploy. Until it is, the
 * origin answers [] and the route's own title, description and keywords are used —
 * as they are for any page the origin cannot answer. null: no SEO call (an unknown
 * associate).
 */
import { findAssociate } from "../content/associates.ts";
import { site } from "../content/site.ts";
import { fillPath, paths } from "../lib/paths.ts";
import { aboutPage } from "./about.tsx";
import { articlePage } from "./article.tsx";
import { associatePage, associatesPage } from "./associates.tsx";
import { blogPage } from "./blog.tsx";
import { blogsPage } from "./blogs.tsx";
import { contactPage } from "./contact.tsx";
import { editionPage } from "./edition.tsx";
import { faqsPage } from "./faqs.tsx";
import { featuresPage } from "./features.tsx";
import { homePage } from "./home.tsx";
import { landingPage } from "./landing.tsx";
import { legalPage } from "./legal.tsx";
import { tutorialPage } from "./tutorial.tsx";
import { downloadPage, versionsPage } from "./versions.tsx";
import { whatsNewPage } from "./whats-new.tsx";
import { girviPage, gstPage, huidPage, purityPage, toolsIndexPage } from "./tools/tools.tsx";
import { toolsIndexText, toolTexts, type ToolId } from "../content/tools.ts";
import type { Params, RouteDef } from "./types.ts";
import { localePath, type Locale } from "../lib/locale.ts";
import { localesOf } from "./route-locale.ts";

export type { Params, RouteDef };

const P = site.productName;

/** The associates list, served both at /associates and at its canonical /dealers. */
const associatesList = {
  page: associatesPage,
  seo: "Dealers",
  canonical: paths.dealers,
  heading: "Our Associates",
  description: `${P} associates across India for demos, installation and local support.`,
  keywords: "jewellery software dealers, Zevar ERP associates",
} as const;

/** A jeweller tool: its page asks the SEO call by its path name, and sits under /tools. */
function tool(id: ToolId, path: RouteDef["path"], page: RouteDef["page"]) {
  const text = toolTexts[id];
  return {
    path,
    page,
    seo: path.slice("/tools/".length),
    parent: { name: toolsIndexText.heading, path: paths.tools },
    heading: text.name,
    description: text.description,
    keywords: text.keywords,
  } as const;
}

/** Posts sit under the Knowledge Hub in their breadcrumbs. */
const knowledgeHub = { name: "Knowledge Hub", path: paths.blogs } as const;

export const routes = [
  {
    path: paths.home,
    page: homePage,
    seo: "index",
    heading: "The All-in-One Software for Your Jewellery Business",
    description: `${P}: jewellery software for retail showrooms, wholesalers, manufacturers and Girvi money lenders. GST billing, stock, karigar, RFID and mobile apps.`,
    keywords: "jewellery software, jewellery ERP, jewellery billing software, Girvi software, Zevar ERP",
  },
  {
    path: paths.versions,
    page: versionsPage,
    seo: "versions",
    heading: `${P} Versions`,
    description: `Compare the ${P} editions: Retail, Wholesale, Manufacturing and Girvi Money Lending.`,
    keywords: "jewellery software versions, retail, wholesale, manufacturing, Girvi",
  },
  {
    path: paths.retail,
    page: editionPage,
    seo: "jewellery-retail-software",
    heading: "Retail Jewellery Software",
    description: "Retail jewellery software with fast tagging, HUID, RFID, GST billing, OTP approvals and owner alerts.",
    keywords: "retail jewellery software, jewellery showroom software, HUID, RFID billing",
  },
  {
    path: paths.wholesale,
    page: editionPage,
    seo: "wholesale-jewelley-software",
    heading: "Wholesale Jewellery Software",
    description: "Wholesale jewellery software: single-screen entries, mobile billing, offline sync and WhatsApp ledgers.",
    keywords: "wholesale jewellery software, bhav fix, metal receipt, jewellery ledger",
  },
  {
    path: paths.manufacturing,
    page: editionPage,
    seo: "cz-jewellery-software",
    heading: "Jewellery Manufacturing Software",
    description: "Manufacturing software for chain, diamond, kundan, CZ, plain gold and silver jewellery.",
    keywords: "jewellery manufacturing software, CZ jewellery software, chain manufacturing software",
  },
  {
    path: paths.moneyLending,
    page: editionPage,
    seo: "money-lending-girvi-software",
    heading: "Girvi Money Lending Software",
    description: "Girvi software for pledge and money lending: interest by month, week or year, biometric KYC and dual calendars.",
    keywords: "Girvi software, money lending software, pledge software",
  },
  {
    path: paths.download,
    page: downloadPage,
    seo: "download",
    heading: "Downloads",
    description: `Download the ${P} installer, upgrade, complaint app, WhatsApp tool and remote-support software.`,
    keywords: "Zevar ERP download, jewellery software installer, remote support",
  },
  {
    path: paths.features,
    page: featuresPage,
    seo: "features",
    heading: "Features",
    description: `Every feature of ${P}: Girvi, kitty, branches, GST, POS, karigar, RFID, digital gold, mobile apps and more.`,
    keywords: "jewellery software features, jewellery POS, karigar management, digital gold",
  },
  {
    path: paths.tutorial,
    page: tutorialPage,
    seo: "software-tutorial",
    heading: "Software Tutorials",
    description: `Video tutorials for ${P}: masters, vouchers and reports, step by step.`,
    keywords: "jewellery software tutorial, Zevar ERP videos",
  },
  {
    path: paths.blogs,
    page: blogsPage,
    seo: "blogs",
    heading: "Knowledge Hub",
    description: `${P} Insights: articles on running a modern jewellery business.`,
    keywords: "jewellery business blog, jewellery software insights",
  },
  // The static articles are registered before /blog/:id so that they win over it.
  {
    path: paths.karigarGuide,
    parent: knowledgeHub,
    page: articlePage,
    seo: "karigar-management-guide",
    heading: "Complete Guide to Karigar Management",
    description: "How jewellery manufacturers cut wastage by 30% and process karigar wages 50% faster with software.",
    keywords: "karigar management, jewellery manufacturing, karigar wages",
  },
  {
    path: paths.digitalTransformation,
    parent: knowledgeHub,
    page: articlePage,
    seo: "digital-transformation-jewellery-business",
    heading: "From Traditional to Tech-Enabled Business",
    description: "How jewellers move from ledgers to software: less operational time, better inventory accuracy, more repeat customers.",
    keywords: "digital transformation, jewellery business software, jewellery retail technology",
  },
  {
    path: paths.blog,
    parent: knowledgeHub,
    page: blogPage,
    seo: "blogs",
    heading: "Blog Article",
    description: `${P} Insights: articles on running a modern jewellery business.`,
    keywords: "jewellery business blog",
    englishOnly: true,
  },
  {
    path: paths.whatsNew,
    page: whatsNewPage,
    seo: "whats-new",
    heading: "What's New",
    description: `The latest releases and improvements in ${P}.`,
    keywords: "Zevar ERP updates, what's new",
  },
  {
    path: paths.contact,
    form: "contact",
    page: contactPage,
    seo: "contact",
    heading: "Contact Us",
    description: `Talk to ${P}: head office in Mathura, branches across India, support Mon-Sat 10:00 AM - 7:00 PM.`,
    keywords: "contact Zevar ERP, jewellery software support",
  },
  {
    path: paths.about,
    page: aboutPage,
    seo: "aboutus",
    heading: "About Us",
    description: `${P} has built jewellery software in Mathura, Uttar Pradesh since 1997 for 1 Lakh+ happy users.`,
    keywords: "about Zevar ERP, jewellery software company Mathura",
  },
  {
    path: paths.faqs,
    page: faqsPage,
    seo: "faqs",
    heading: "Frequently Asked Questions",
    description: `Answers about ${P}: GST, branches, karigar, mobile access, support, AMC and customisation.`,
    keywords: "jewellery software FAQ",
  },
  // SPEC section 7: the associates list points its canonical at /dealers, which serves the same list.
  { ...associatesList, path: paths.associates },
  { ...associatesList, path: paths.dealers },
  {
    path: paths.associate,
    parent: { name: "Our Associates", path: paths.dealers },
    page: associatePage,
    seo: (p) => findAssociate(p.slug ?? "")?.name ?? null,
    heading: "Associate",
    description: `${P} associate: demos, installation and local support.`,
    keywords: "jewellery software dealer",
  },
  {
    path: paths.landing,
    form: "demo",
    page: landingPage,
    seo: `${site.product.toLowerCase()}software`,
    heading: `${P} Jewellery Software`,
    description: `Book a free demo of ${P}: 25 years of jewellery software, 75000+ users.`,
    keywords: "jewellery software demo, Zevar ERP",
  },
  {
    path: paths.privacy,
    page: legalPage,
    seo: "privacy-policy",
    heading: "Privacy Policy",
    description: `How ${P} collects, uses and protects your information.`,
    keywords: "privacy policy",
  },
  {
    path: paths.refund,
    page: legalPage,
    seo: "refund-cancellation-policy",
    heading: "Refund and Cancellation Policy",
    description: `Refund and cancellation terms for ${P}.`,
    keywords: "refund policy, cancellation policy",
  },
  {
    path: paths.terms,
    page: legalPage,
    seo: "term-condition",
    heading: "Terms and Conditions",
    description: `Terms and conditions for using ${P} and this website.`,
    keywords: "terms and conditions",
  },
  {
    path: paths.tools,
    page: toolsIndexPage,
    seo: "tools",
    heading: toolsIndexText.heading,
    description: toolsIndexText.description,
    keywords: toolsIndexText.keywords,
  },
  tool("gst", paths.gstCalculator, gstPage),
  tool("girvi", paths.girviCalculator, girviPage),
  tool("huid", paths.huidChecker, huidPage),
  tool("purity", paths.purityConverter, purityPage),
] as const satisfies readonly RouteDef[];

/** The table, typed as routes (the worker walks it). */
export const routeTable: readonly RouteDef[] = routes;

/** The SEO call's page value for a language: Hindi pages ask for `hi-{value}` (issue 17). */
function seoInLocale(page: string, locale: Locale): string {
  return locale === "en" ? page : `${locale}-${page}`;
}

/** Every SEO page value a route can ask for, in every language (bounded key space for the cache). */
export function knownSeoPages(extra: readonly string[] = []): Set<string> {
  const pages = new Set<string>(extra);
  for (const r of routeTable) if (typeof r.seo === "string") for (const locale of localesOf(r)) pages.add(seoInLocale(r.seo, locale));
  return pages;
}

export function seoPageFor(route: RouteDef, params: Params, locale: Locale = "en"): string | null {
  const page = typeof route.seo === "function" ? route.seo(params) : route.seo;
  return page === null ? null : seoInLocale(page, locale);
}

/** The route's canonical path in a language: its own path with the params filled in, unless it names another. */
export function canonicalPathFor(route: RouteDef, params: Params, locale: Locale = "en"): string {
  return localePath(locale, fillPath(route.canonical ?? route.path, params));
}
