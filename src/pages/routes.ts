/**
 * The route table (SPEC section 2, CONVENTIONS 7): every route of the site, read by
 * the worker (routing, SEO call, canonical), the tests and the README. Params in a
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
import { FORM_PATHS, type LeadKind } from "../forms/schemas.ts";

export type PageId =
  | "home"
  | "versions"
  | "edition"
  | "download"
  | "features"
  | "tutorial"
  | "blogs"
  | "blog"
  | "article"
  | "whats-new"
  | "contact"
  | "about"
  | "faqs"
  | "associates"
  | "associate"
  | "landing"
  | "legal";

export type Params = Record<string, string>;

export type RouteDef = {
  path: string;
  page: PageId;
  seo: string | null | ((params: Params) => string | null);
  /** Canonical path, with the route's params filled in. */
  canonical: string | ((params: Params) => string);
  /** The page's <h1> and the base of its default title. */
  heading: string;
  /** Defaults used until (or when) the SEO call answers nothing. */
  description: string;
  keywords: string;
  /** The lead form this page answers plain posts of (the worker registers its POST). */
  form?: LeadKind;
};

const P = site.productName;

/** The associates list, served both at /associates and at its canonical /dealers. */
const associatesList = {
  page: "associates",
  seo: "Dealers",
  canonical: "/dealers",
  heading: "Our Associates",
  description: `${P} associates across India for demos, installation and local support.`,
  keywords: "jewellery software dealers, Zevar ERP associates",
} as const;

export const routes = [
  {
    path: "/",
    page: "home",
    seo: "index",
    canonical: "/",
    heading: "The All-in-One Software for Your Jewellery Business",
    description: `${P}: jewellery software for retail showrooms, wholesalers, manufacturers and Girvi money lenders. GST billing, stock, karigar, RFID and mobile apps.`,
    keywords: "jewellery software, jewellery ERP, jewellery billing software, Girvi software, Zevar ERP",
  },
  {
    path: "/versions",
    page: "versions",
    seo: "versions",
    canonical: "/versions",
    heading: `${P} Versions`,
    description: `Compare the ${P} editions: Retail, Wholesale, Manufacturing and Girvi Money Lending.`,
    keywords: "jewellery software versions, retail, wholesale, manufacturing, Girvi",
  },
  {
    path: "/retail",
    page: "edition",
    seo: "jewellery-retail-software",
    canonical: "/retail",
    heading: "Retail Jewellery Software",
    description: "Retail jewellery software with fast tagging, HUID, RFID, GST billing, OTP approvals and owner alerts.",
    keywords: "retail jewellery software, jewellery showroom software, HUID, RFID billing",
  },
  {
    path: "/wholesale",
    page: "edition",
    seo: "wholesale-jewelley-software",
    canonical: "/wholesale",
    heading: "Wholesale Jewellery Software",
    description: "Wholesale jewellery software: single-screen entries, mobile billing, offline sync and WhatsApp ledgers.",
    keywords: "wholesale jewellery software, bhav fix, metal receipt, jewellery ledger",
  },
  {
    path: "/manufacturing",
    page: "edition",
    seo: "cz-jewellery-software",
    canonical: "/manufacturing",
    heading: "Jewellery Manufacturing Software",
    description: "Manufacturing software for chain, diamond, kundan, CZ, plain gold and silver jewellery.",
    keywords: "jewellery manufacturing software, CZ jewellery software, chain manufacturing software",
  },
  {
    path: "/money-lending",
    page: "edition",
    seo: "money-lending-girvi-software",
    canonical: "/money-lending",
    heading: "Girvi Money Lending Software",
    description: "Girvi software for pledge and money lending: interest by month, week or year, biometric KYC and dual calendars.",
    keywords: "Girvi software, money lending software, pledge software",
  },
  {
    path: "/download",
    page: "download",
    seo: "download",
    canonical: "/download",
    heading: "Downloads",
    description: `Download the ${P} installer, upgrade, complaint app, WhatsApp tool and remote-support software.`,
    keywords: "Zevar ERP download, jewellery software installer, remote support",
  },
  {
    path: "/features",
    page: "features",
    seo: "features",
    canonical: "/features",
    heading: "Features",
    description: `Every feature of ${P}: Girvi, kitty, branches, GST, POS, karigar, RFID, digital gold, mobile apps and more.`,
    keywords: "jewellery software features, jewellery POS, karigar management, digital gold",
  },
  {
    path: "/tutorial",
    page: "tutorial",
    seo: "software-tutorial",
    canonical: "/tutorial",
    heading: "Software Tutorials",
    description: `Video tutorials for ${P}: masters, vouchers and reports, step by step.`,
    keywords: "jewellery software tutorial, Zevar ERP videos",
  },
  {
    path: "/blogs",
    page: "blogs",
    seo: "blogs",
    canonical: "/blogs",
    heading: "Knowledge Hub",
    description: `${P} Insights: articles on running a modern jewellery business.`,
    keywords: "jewellery business blog, jewellery software insights",
  },
  // The static articles are registered before /blog/:id so that they win over it.
  {
    path: "/blog/karigar-management-guide",
    page: "article",
    seo: "karigar-management-guide",
    canonical: "/blog/karigar-management-guide",
    heading: "Complete Guide to Karigar Management",
    description: "How jewellery manufacturers cut wastage by 30% and process karigar wages 50% faster with software.",
    keywords: "karigar management, jewellery manufacturing, karigar wages",
  },
  {
    path: "/blog/digital-transformation-jewellery-business",
    page: "article",
    seo: "digital-transformation-jewellery-business",
    canonical: "/blog/digital-transformation-jewellery-business",
    heading: "From Traditional to Tech-Enabled Business",
    description: "How jewellers move from ledgers to software: less operational time, better inventory accuracy, more repeat customers.",
    keywords: "digital transformation, jewellery business software, jewellery retail technology",
  },
  {
    path: "/blog/:id",
    page: "blog",
    seo: "blogs",
    canonical: (p) => `/blog/${encodeURIComponent(p.id ?? "")}`,
    heading: "Blog Article",
    description: `${P} Insights: articles on running a modern jewellery business.`,
    keywords: "jewellery business blog",
  },
  {
    path: "/what'snew",
    page: "whats-new",
    seo: "whats-new",
    canonical: "/what'snew",
    heading: "What's New",
    description: `The latest releases and improvements in ${P}.`,
    keywords: "Zevar ERP updates, what's new",
  },
  {
    path: FORM_PATHS.contact,
    form: "contact",
    page: "contact",
    seo: "contact",
    canonical: "/contactus",
    heading: "Contact Us",
    description: `Talk to ${P}: head office in Mathura, branches across India, support Mon-Sat 10:00 AM - 7:00 PM.`,
    keywords: "contact Zevar ERP, jewellery software support",
  },
  {
    path: "/aboutus",
    page: "about",
    seo: "aboutus",
    canonical: "/aboutus",
    heading: "About Us",
    description: `${P} has built jewellery software in Mathura, Uttar Pradesh since 1997 for 1 Lakh+ happy users.`,
    keywords: "about Zevar ERP, jewellery software company Mathura",
  },
  {
    path: "/faqs",
    page: "faqs",
    seo: "faqs",
    canonical: "/faqs",
    heading: "Frequently Asked Questions",
    description: `Answers about ${P}: GST, branches, karigar, mobile access, support, AMC and customisation.`,
    keywords: "jewellery software FAQ",
  },
  // SPEC section 7: the associates list points its canonical at /dealers, which serves the same list.
  { ...associatesList, path: "/associates" },
  { ...associatesList, path: "/dealers" },
  {
    path: "/associate/:slug",
    page: "associate",
    seo: (p) => findAssociate(p.slug ?? "")?.name ?? null,
    canonical: (p) => `/associate/${p.slug ?? ""}`,
    heading: "Associate",
    description: `${P} associate: demos, installation and local support.`,
    keywords: "jewellery software dealer",
  },
  {
    path: FORM_PATHS.demo,
    form: "demo",
    page: "landing",
    seo: `${site.product.toLowerCase()}software`,
    canonical: `/${site.product.toLowerCase()}software`,
    heading: `${P} Jewellery Software`,
    description: `Book a free demo of ${P}: 25 years of jewellery software, 75000+ users.`,
    keywords: "jewellery software demo, Zevar ERP",
  },
  {
    path: "/privacy-policy",
    page: "legal",
    seo: "privacy-policy",
    canonical: "/privacy-policy",
    heading: "Privacy Policy",
    description: `How ${P} collects, uses and protects your information.`,
    keywords: "privacy policy",
  },
  {
    path: "/refund-policy",
    page: "legal",
    seo: "refund-cancellation-policy",
    canonical: "/refund-policy",
    heading: "Refund and Cancellation Policy",
    description: `Refund and cancellation terms for ${P}.`,
    keywords: "refund policy, cancellation policy",
  },
  {
    path: "/terms-conditions",
    page: "legal",
    seo: "term-condition",
    canonical: "/terms-conditions",
    heading: "Terms and Conditions",
    description: `Terms and conditions for using ${P} and this website.`,
    keywords: "terms and conditions",
  },
] as const satisfies readonly RouteDef[];

/** Every SEO page value a route can ask for (bounded key space for the cache). */
export function knownSeoPages(extra: readonly string[] = []): Set<string> {
  const pages = new Set<string>(extra);
  for (const r of routes as readonly RouteDef[]) if (typeof r.seo === "string") pages.add(r.seo);
  return pages;
}

export function seoPageFor(route: RouteDef, params: Params): string | null {
  return typeof route.seo === "function" ? route.seo(params) : route.seo;
}

export function canonicalPathFor(route: RouteDef, params: Params): string {
  return typeof route.canonical === "function" ? route.canonical(params) : route.canonical;
}
