/**
 * What each route must show, written from the specification (docs/architecture.md,
 * "The specification") and docs/decisions.md
 * (never from src/pages/routes.ts): the <h1>, the SEO page value the route asks the
 * origin for (SPEC section 7), the <title> that follows, and the canonical link.
 *
 * The <title> comes from the SEO call (SPEC section 2: "loads title, description and
 * keywords from the SEO call"). The stand-in (tests/origin/sample-data.mjs) answers a
 * record for every SEO page value of SPEC section 7, so those pages show the record's
 * title; for the five pages the spec's list leaves out it answers [] and the page
 * keeps its own title, "{h1} | Zevar ERP".
 *
 * `basis` says how sure each heading is:
 *   "quoted"    the spec gives the text ("Headed Knowledge Hub", "Header Our Associates", …)
 *   "named"     the spec names the screen or its menu item; the exact wording is the
 *               site's, pinned here so that a change to it is a decision, not an accident
 *   "data"      the heading is content from the origin or the associates list
 *   "issue"     a page added after the spec by an issue (the jeweller tools), as it names it
 *
 * A route added to the table without an entry here fails tests/worker/routes.test.ts.
 */
import { associateSeo, blogs, seo } from "./origin/sample-data.mjs";

const P = "Zevar ERP";

export type RouteExpectation = {
  /** The route as the table writes it (Hono syntax). */
  route: string;
  /** A concrete URL path for it. */
  path: string;
  h1: string;
  basis: "quoted" | "named" | "data" | "issue";
  /** SEO page value of SPEC section 7 (or the page's own path name where the spec leaves it out). */
  seoPage: string;
  /** The <title> with the stand-in's answers. */
  title: string;
  /** Path of the canonical link. */
  canonical: string;
  /** og:type: articles are "article", every other page "website". */
  ogType: "website" | "article";
  /** Further texts the spec ties to the page's heading. */
  shows?: string[];
};

/** The title of a page whose SEO call the stand-in answers with a record. */
const recordTitle = (page: string) => {
  const record = (seo as Record<string, { title: string }>)[page];
  if (!record) throw new Error(`the stand-in has no SEO record for ${page}`);
  return record.title;
};

/** A page the stand-in answers [] for keeps its own title. */
const ownTitle = (h1: string) => `${h1} | ${P}`;

/** SPEC section 3: slug pattern 'Jewellery-software-in-{place}'; Jaipur is one of the places. */
const ASSOCIATE = { slug: "Jewellery-software-in-Jaipur", name: "Pink City Software Services" };
/** The stand-in's blog 7 (tests/origin/sample-data.mjs). */
const BLOG = blogs.find((b) => String(b.id) === "7")!;

type Entry = Omit<RouteExpectation, "path" | "title" | "ogType" | "canonical"> &
  Partial<Pick<RouteExpectation, "path" | "canonical" | "ogType">> & { ownTitle?: true };

const entries: Entry[] = [
  // "Hero about an all-in-one jewellery business"; buttons "Try {product} ERP", "Watch Demo".
  { route: "/", h1: "The All-in-One Software for Your Jewellery Business", basis: "named", seoPage: "index", shows: [`Try ${P}`, "Watch Demo"] },
  // "Versions parent (menu entry)"; docs/decisions.md: an overview of the four editions. Not in SPEC 7's list.
  { route: "/versions", h1: `${P} Versions`, basis: "named", seoPage: "versions", ownTitle: true },
  // Edition pages: "two-part title"; menu items Retail Version, Wholesale, Manufacturing, Girvi Money Lending.
  { route: "/retail", h1: "Retail Jewellery Software", basis: "named", seoPage: "jewellery-retail-software" },
  { route: "/wholesale", h1: "Wholesale Jewellery Software", basis: "named", seoPage: "wholesale-jewelley-software" },
  { route: "/manufacturing", h1: "Jewellery Manufacturing Software", basis: "named", seoPage: "cz-jewellery-software" },
  { route: "/money-lending", h1: "Girvi Money Lending Software", basis: "named", seoPage: "money-lending-girvi-software" },
  // "Download menu entry"; docs/decisions.md: the download items of the header's Download menu. Not in SPEC 7's list.
  { route: "/download", h1: "Downloads", basis: "named", seoPage: "download", ownTitle: true },
  { route: "/features", h1: "Features", basis: "named", seoPage: "features" },
  // Menu item "Tutorial"; the sidebar is "Tutorial Category", the unfiltered list "All Tutorials".
  { route: "/tutorial", h1: "Software Tutorials", basis: "named", seoPage: "software-tutorial", shows: ["Tutorial Category", "All Tutorials"] },
  // "Headed Knowledge Hub, {product} ERP Insights."
  { route: "/blogs", h1: "Knowledge Hub", basis: "quoted", seoPage: "blogs", shows: [`${P} Insights`] },
  { route: "/blog/karigar-management-guide", h1: "Complete Guide to Karigar Management", basis: "quoted", seoPage: "karigar-management-guide", ownTitle: true, ogType: "article", shows: ["Book a Manufacturing Demo"] },
  { route: "/blog/digital-transformation-jewellery-business", h1: "From Traditional to Tech-Enabled Business", basis: "quoted", seoPage: "digital-transformation-jewellery-business", ownTitle: true, ogType: "article", shows: ["Start Your Digital Journey"] },
  // "a hero with badge 'Blog Article', the topic split into first three words and the remaining words as title".
  { route: "/blog/:id", path: "/blog/7", h1: BLOG.topic, basis: "data", seoPage: "blogs", ogType: "article", shows: ["Blog Article", "Schedule a Free Demo"] },
  { route: "/what'snew", h1: "What's New", basis: "quoted", seoPage: "whats-new" },
  // Menu item "Contact Us"; business hours "Mon-Sat 10:00 AM - 7:00 PM".
  { route: "/contactus", h1: "Contact Us", basis: "named", seoPage: "contact", shows: ["Mon-Sat 10:00 AM - 7:00 PM"] },
  // Footer banner "About Us".
  { route: "/aboutus", h1: "About Us", basis: "named", seoPage: "aboutus" },
  { route: "/faqs", h1: "Frequently Asked Questions", basis: "named", seoPage: "faqs" },
  // "Header Our Associates"; SPEC 7: the list's canonical is the site's /dealers page (which serves the same list).
  { route: "/associates", h1: "Our Associates", basis: "quoted", seoPage: "Dealers", canonical: "/dealers" },
  { route: "/dealers", h1: "Our Associates", basis: "quoted", seoPage: "Dealers" },
  // SPEC 7: the SEO page value is the associate's name; the spec gives the page no heading: the name heads it.
  { route: "/associate/:slug", path: `/associate/${ASSOCIATE.slug}`, h1: ASSOCIATE.name, basis: "data", seoPage: ASSOCIATE.name, shows: ["Back to Dealers"] },
  // docs/decisions.md: /{product}software is /zevarsoftware. "Demo-request form in a hero"; not in SPEC 7's list.
  { route: "/zevarsoftware", h1: `${P} Jewellery Software`, basis: "named", seoPage: "zevarsoftware", ownTitle: true, shows: ["Alliances", "Software Versions"] },
  // Static legal pages: "Privacy policy sections", "Refund and cancellation", "Terms and conditions".
  { route: "/privacy-policy", h1: "Privacy Policy", basis: "named", seoPage: "privacy-policy", shows: ["Our Commitment", "Information We Collect"] },
  // "the canonical path of that page is not shown": its own path.
  { route: "/refund-policy", h1: "Refund and Cancellation Policy", basis: "named", seoPage: "refund-cancellation-policy" },
  { route: "/terms-conditions", h1: "Terms and Conditions", basis: "named", seoPage: "term-condition" },
  // Issue 16 (the jeweller tools): not in the spec; each asks the SEO call by its path name, the origin has no record.
  { route: "/tools", h1: "Free Tools for Jewellers", basis: "issue", seoPage: "tools", ownTitle: true, shows: ["Open the tool"] },
  { route: "/tools/jewellery-gst-calculator", h1: "Jewellery GST and Price Calculator", basis: "issue", seoPage: "jewellery-gst-calculator", ownTitle: true, shows: ["Share on WhatsApp"] },
  { route: "/tools/jewellery-estimate", h1: "Jewellery Estimate", basis: "issue", seoPage: "jewellery-estimate", ownTitle: true, shows: ["Estimate — not a tax invoice", "Add a piece", "Old gold in exchange"] },
  { route: "/tools/old-gold-exchange", h1: "Old Gold Exchange Calculator", basis: "issue", seoPage: "old-gold-exchange", ownTitle: true, shows: ["Melting loss or deduction (%)"] },
  { route: "/tools/girvi-interest-calculator", h1: "Girvi Interest Calculator", basis: "issue", seoPage: "girvi-interest-calculator", ownTitle: true, shows: ["Part payments"] },
  // Issue 28 item 5: how much to lend on an ornament, linked from the Girvi calculator.
  { route: "/tools/gold-loan-value", h1: "Gold Loan Value Calculator", basis: "issue", seoPage: "gold-loan-value", ownTitle: true, shows: ["Loan-to-value (%)", "Girvi Interest Calculator"] },
  { route: "/tools/hallmark-huid-checker", h1: "Hallmark and HUID Checker", basis: "issue", seoPage: "hallmark-huid-checker", ownTitle: true, shows: ["The three marks of a BIS hallmark", "BIS CARE"] },
  { route: "/tools/gold-purity-converter", h1: "Gold Purity Converter", basis: "issue", seoPage: "gold-purity-converter", ownTitle: true, shows: ["Fine gold"] },
  // Issue 42: the shop's morning rates, for its screen and for WhatsApp.
  { route: "/tools/gold-rate-board", h1: "Gold Rate Board", basis: "issue", seoPage: "gold-rate-board", ownTitle: true, shows: ["Today's rates (₹)", "Make the board"] },
];

export const specRoutes: readonly RouteExpectation[] = entries.map(({ ownTitle: own, ...e }) => {
  const path = e.path ?? e.route;
  const title = own ? ownTitle(e.h1) : e.basis === "data" && e.seoPage === ASSOCIATE.name ? associateSeo(ASSOCIATE.name).title : recordTitle(e.seoPage);
  return { ...e, path, title, canonical: e.canonical ?? path, ogType: e.ogType ?? "website" };
});

/** SEO page values: SPEC section 7's list, and the five pages it leaves out asking by their path name. */
export const specSeoPages = new Set(specRoutes.map((r) => r.seoPage));

/** A path in the language under `prefix` (issue 17): ("/hi", "/") → "/hi", ("/hi", "/retail") → "/hi/retail"; ("", path) → path. */
export const localePath = (prefix: string, path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);

/** A path's Hindi twin: "/" → "/hi", "/retail" → "/hi/retail". */
export const hindiPath = (path: string) => localePath("/hi", path);

/** The routes with a Hindi twin: all but the origin's own posts, which exist in English only. */
export const translatedRoutes: readonly RouteExpectation[] = specRoutes.filter((r) => r.route !== "/blog/:id");
