import { aboutPage } from "./about.tsx";
import { articlePage } from "./article.tsx";
import { associatePage, associatesPage } from "./associates.tsx";
import { blogPage } from "./blog.tsx";
import { blogsPage } from "./blogs.tsx";
import { contactPage } from "./contact.tsx";
import { editionPage } from "./edition.tsx";
import { faqsPage } from "./faqs.tsx";
import { featuresPage } from "./features.tsx";
import { legalPage } from "./legal.tsx";
import { downloadPage, versionsPage } from "./versions.tsx";
import { homePage } from "./home.tsx";
import { landingPage } from "./landing.tsx";
import { tutorialPage } from "./tutorial.tsx";
import { whatsNewPage } from "./whats-new.tsx";
import type { PageId } from "./routes.ts";
import type { PageModule } from "./types.ts";

/** Page modules by id. */
export const pages: Record<PageId, PageModule> = {
  home: homePage,
  versions: versionsPage,
  edition: editionPage,
  download: downloadPage,
  features: featuresPage,
  tutorial: tutorialPage,
  blogs: blogsPage,
  blog: blogPage,
  article: articlePage,
  "whats-new": whatsNewPage,
  contact: contactPage,
  about: aboutPage,
  faqs: faqsPage,
  associates: associatesPage,
  associate: associatePage,
  landing: landingPage,
  legal: legalPage,
};
