import type { Texts } from "../types.ts";

/**
 * The error catalogue: the 404 and 500 pages (SPEC "Not-found") and the messages a
 * page gives when what was asked for does not exist or cannot be shown now.
 */
export const errorTexts = {
  notFound: { code: "404", title: "Oops! Page not found", home: "Go back home", headTitle: "Page not found", description: "The page you asked for does not exist." },
  serverError: {
    code: "500",
    title: "Something went wrong",
    text: "We could not show this page. Please try again in a moment.",
    home: "Go back home",
    description: "This page could not be shown.",
  },
  blogNotFound: "Blog not found.",
  dealerNotFound: "Dealer not found",
  /** /blog/:id when the origin could not be asked and nothing is cached (status 503). */
  blogUnavailable: { title: "This article is not available right now", text: "Please try again in a few minutes." },
  /** What the tools' service worker answers, with no connection, for a page it never kept (src/pages/offline.tsx). */
  offline: {
    headTitle: "Offline",
    description: "No connection: the tools kept on this device open without one.",
    title: "You are offline",
    text: "This page is not saved on this device, so it needs a connection. These tools open and work without one:",
    retry: "Try again",
  },
};
export type ErrorTexts = Texts<typeof errorTexts>;
