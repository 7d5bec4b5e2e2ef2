/**
 * The English head and <h1> of every route: its heading, description and keywords, keyed
 * by the route's id (its name in src/lib/paths.ts, as in the route table
 * src/pages/routes.ts); a jeweller tool's head is its own texts (toolHead). Every other
 * language's routes.ts gives the same keys (typed
 * `RouteHeads`, so a route without its texts in a language fails the type check). A
 * route's parent crumb is named by its parent's heading.
 */
import type { PathName } from "../../lib/paths.ts";
import { site } from "../site.ts";
import { toolsIndexText, type ToolId } from "./tools.ts";

export type RouteHead = { heading: string; description: string; keywords: string };
export type RouteHeads = Record<PathName, RouteHead>;

const P = site.productName;

/** A tool's page: its head is the tool's own texts (../tools.ts, keyed by tool id; src/pages/route-locale.ts). */
export const toolHead = (t: Record<ToolId, { name: string; description: string; keywords: string }>, id: ToolId): RouteHead => ({
  heading: t[id].name,
  description: t[id].description,
  keywords: t[id].keywords,
});

/** The associates list, served both at /associates and at its canonical /dealers. */
const associatesList: RouteHead = {
  heading: "Our Associates",
  description: `${P} associates across India for demos, installation and local support.`,
  keywords: "jewellery software dealers, Zevar ERP associates",
};

export const routeHeads: RouteHeads = {
  home: {
    heading: "The All-in-One Software for Your Jewellery Business",
    description: `${P}: jewellery software for retail showrooms, wholesalers, manufacturers and Girvi money lenders. GST billing, stock, karigar, RFID and mobile apps.`,
    keywords: "jewellery software, jewellery ERP, jewellery billing software, Girvi software, Zevar ERP",
  },
  versions: {
    heading: `${P} Versions`,
    description: `Compare the ${P} editions: Retail, Wholesale, Manufacturing and Girvi Money Lending.`,
    keywords: "jewellery software versions, retail, wholesale, manufacturing, Girvi",
  },
  retail: {
    heading: "Retail Jewellery Software",
    description: "Retail jewellery software with fast tagging, HUID, RFID, GST billing, OTP approvals and owner alerts.",
    keywords: "retail jewellery software, jewellery showroom software, HUID, RFID billing",
  },
  wholesale: {
    heading: "Wholesale Jewellery Software",
    description: "Wholesale jewellery software: single-screen entries, mobile billing, offline sync and WhatsApp ledgers.",
    keywords: "wholesale jewellery software, bhav fix, metal receipt, jewellery ledger",
  },
  manufacturing: {
    heading: "Jewellery Manufacturing Software",
    description: "Manufacturing software for chain, diamond, kundan, CZ, plain gold and silver jewellery.",
    keywords: "jewellery manufacturing software, CZ jewellery software, chain manufacturing software",
  },
  moneyLending: {
    heading: "Girvi Money Lending Software",
    description: "Girvi software for pledge and money lending: interest by month, week or year, biometric KYC and dual calendars.",
    keywords: "Girvi software, money lending software, pledge software",
  },
  download: {
    heading: "Downloads",
    description: `Download the ${P} installer, upgrade, complaint app, WhatsApp tool and remote-support software.`,
    keywords: "Zevar ERP download, jewellery software installer, remote support",
  },
  features: {
    heading: "Features",
    description: `Every feature of ${P}: Girvi, kitty, branches, GST, POS, karigar, RFID, digital gold, mobile apps and more.`,
    keywords: "jewellery software features, jewellery POS, karigar management, digital gold",
  },
  tutorial: {
    heading: "Software Tutorials",
    description: `Video tutorials for ${P}: masters, vouchers and reports, step by step.`,
    keywords: "jewellery software tutorial, Zevar ERP videos",
  },
  blogs: {
    heading: "Knowledge Hub",
    description: `${P} Insights: articles on running a modern jewellery business.`,
    keywords: "jewellery business blog, jewellery software insights",
  },
  karigarGuide: {
    heading: "Complete Guide to Karigar Management",
    description: "How jewellery manufacturers cut wastage by 30% and process karigar wages 50% faster with software.",
    keywords: "karigar management, jewellery manufacturing, karigar wages",
  },
  digitalTransformation: {
    heading: "From Traditional to Tech-Enabled Business",
    description: "How jewellers move from ledgers to software: less operational time, better inventory accuracy, more repeat customers.",
    keywords: "digital transformation, jewellery business software, jewellery retail technology",
  },
  blog: {
    heading: "Blog Article",
    description: `${P} Insights: articles on running a modern jewellery business.`,
    keywords: "jewellery business blog",
  },
  whatsNew: {
    heading: "What's New",
    description: `The latest releases and improvements in ${P}.`,
    keywords: "Zevar ERP updates, what's new",
  },
  contact: {
    heading: "Contact Us",
    description: `Talk to ${P}: head office in Mathura, branches across India, support Mon-Sat 10:00 AM - 7:00 PM.`,
    keywords: "contact Zevar ERP, jewellery software support",
  },
  about: {
    heading: "About Us",
    description: `${P} has built jewellery software in Mathura, Uttar Pradesh since 1997 for 1 Lakh+ happy users.`,
    keywords: "about Zevar ERP, jewellery software company Mathura",
  },
  faqs: {
    heading: "Frequently Asked Questions",
    description: `Answers about ${P}: GST, branches, karigar, mobile access, support, AMC and customisation.`,
    keywords: "jewellery software FAQ",
  },
  associates: associatesList,
  dealers: associatesList,
  associate: {
    heading: "Associate",
    description: `${P} associate: demos, installation and local support.`,
    keywords: "jewellery software dealer",
  },
  landing: {
    heading: `${P} Jewellery Software`,
    description: `Book a free demo of ${P}: 25 years of jewellery software, 75000+ users.`,
    keywords: "jewellery software demo, Zevar ERP",
  },
  privacy: {
    heading: "Privacy Policy",
    description: `How ${P} collects, uses and protects your information.`,
    keywords: "privacy policy",
  },
  refund: {
    heading: "Refund and Cancellation Policy",
    description: `Refund and cancellation terms for ${P}.`,
    keywords: "refund policy, cancellation policy",
  },
  terms: {
    heading: "Terms and Conditions",
    description: `Terms and conditions for using ${P} and this website.`,
    keywords: "terms and conditions",
  },
  tools: { heading: toolsIndexText.heading, description: toolsIndexText.description, keywords: toolsIndexText.keywords },
};
