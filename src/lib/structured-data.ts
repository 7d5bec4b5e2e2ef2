/**
 * JSON-LD (schema.org) for search engines: pure builders (the content they describe is
 * passed in by the page), and the one serialiser that makes the JSON safe inside a
 * <script> element whatever text the origin sent (no "</script>", no "<!--", no line
 * separators that end a string).
 */
import { indexedLocales } from "./locale.ts";

/**
 * What search engines are told about the company, in the page's language: the names and
 * addresses as the page shows them; numbers, e-mail, links and hours' machine values the
 * same in every language. Each language's content supplies one (src/content/<code>/contact.ts).
 */
export type CompanyFacts = {
  site: {
    productName: string;
    company: string;
    since: number;
    email: string;
    phone: string;
    address: { lines: readonly string[]; city: string; region: string; postalCode: string };
    social: readonly { href: string }[];
  };
  customerCare: readonly string[];
  hours: { opens: string; closes: string };
  branches: readonly { city: string; label?: string; numbers: readonly string[] }[];
  /** Follows the company's name in the head office's name: "Zevar Software Solutions, head office". */
  headOffice: string;
};

export type Thing = { "@type": string; [key: string]: unknown };

/** Absolute URL on the public site, from a path. */
export type SiteUrl = (path: string) => string;

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const openingHours = (hours: CompanyFacts["hours"]) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: DAYS,
  opens: hours.opens,
  closes: hours.closes,
});

const orgId = (url: SiteUrl) => `${url("/")}#organization`;

/**
 * The company, with a contact point for each customer-care number. `facts` are the
 * page's language's (the worker adds this to every page).
 */
export function organization(url: SiteUrl, { site, customerCare, hours }: CompanyFacts): Thing {
  return {
    "@type": "Organization",
    "@id": orgId(url),
    name: site.productName,
    legalName: site.company,
    url: url("/"),
    logo: url("/favicon.svg"),
    foundingDate: String(site.since),
    email: site.email,
    sameAs: site.social.map((s) => s.href),
    contactPoint: customerCare.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "customer service",
      areaServed: "IN",
      // The languages the site speaks in, complete ones only: a preview one is not told to search engines.
      availableLanguage: indexedLocales(),
      hoursAvailable: openingHours(hours),
    })),
  };
}

/**
 * The headquarters and each branch, open Mon-Sat 10:00-19:00, named and addressed in
 * the page's language (`facts` are its content's). schema.org has no inLanguage on a
 * LocalBusiness (an Organization and a Place, not a CreativeWork): the page's WebPage
 * carries the language.
 */
export function localBusinesses(url: SiteUrl, { site, branches, hours, headOffice }: CompanyFacts): Thing[] {
  const hq: Thing = {
    "@type": "LocalBusiness",
    "@id": `${url("/contactus")}#headquarters`,
    name: `${site.company}, ${headOffice}`,
    parentOrganization: { "@id": orgId(url) },
    url: url("/contactus"),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.lines.join(", "),
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    openingHoursSpecification: openingHours(hours),
  };
  const branchList = branches.map((b) => ({
    "@type": "LocalBusiness",
    name: `${site.company}, ${b.city}${b.label ? ` (${b.label})` : ""}`,
    parentOrganization: { "@id": orgId(url) },
    telephone: b.numbers[0],
    address: { "@type": "PostalAddress", addressLocality: b.city, addressCountry: "IN" },
    openingHoursSpecification: openingHours(hours),
  }));
  return [hq, ...branchList];
}

export function softwareApplication(url: SiteUrl, edition: { name: string; description: string; path: string }): Thing {
  return {
    "@type": "SoftwareApplication",
    name: edition.name,
    description: edition.description,
    url: url(edition.path),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "Jewellery ERP",
    operatingSystem: "Windows, Android, iOS",
    publisher: { "@id": orgId(url) },
  };
}

export function breadcrumbs(trail: { name: string; url: string }[]): Thing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: t.url })),
  };
}

export function blogPosting(
  url: SiteUrl,
  post: { headline: string; description: string; datePublished?: string; image?: string; canonical: string },
): Thing {
  const thing: Thing = {
    "@type": "BlogPosting",
    headline: post.headline.slice(0, 110),
    description: post.description,
    mainEntityOfPage: post.canonical,
    url: post.canonical,
    image: post.image || url("/og-image.jpg"),
    author: { "@id": orgId(url) },
    publisher: { "@id": orgId(url) },
  };
  if (post.datePublished) thing.datePublished = post.datePublished;
  return thing;
}

/** A tutorial video; its description is the page's text (a translated page describes it in its language). */
export function videoObject(url: SiteUrl, t: { title: string; youtubeId: string }, description: string): Thing {
  return {
    "@type": "VideoObject",
    name: t.title,
    description,
    thumbnailUrl: url(`/video-thumbnails/${t.youtubeId}`),
    embedUrl: `https://www.youtube-nocookie.com/embed/${t.youtubeId}`,
    contentUrl: `https://www.youtube.com/watch?v=${t.youtubeId}`,
    publisher: { "@id": orgId(url) },
  };
}

/**
 * The page's graph as the text of a <script type="application/ld+json">. Characters
 * that could end the element or open a comment are escaped as JSON unicode escapes,
 * which parse back to the same text.
 */
export function serializeJsonLd(graph: Thing[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
