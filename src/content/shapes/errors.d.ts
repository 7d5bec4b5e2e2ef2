import type { Texts } from "../types.ts";
/**
 * The error catalogue: the 404 and 500 pages (SPEC "Not-found") and the messages a
 * page gives when what was asked for does not exist or cannot be shown now.
 */
export declare const errorTexts: {
    notFound: {
        code: string;
        title: string;
        home: string;
        headTitle: string;
        description: string;
    };
    serverError: {
        code: string;
        title: string;
        text: string;
        home: string;
        description: string;
    };
    blogNotFound: string;
    dealerNotFound: string;
    /** /blog/:id when the origin could not be asked and nothing is cached (status 503). */
    blogUnavailable: {
        title: string;
        text: string;
    };
    /** What the tools' service worker answers, with no connection, for a page it never kept (src/pages/offline.tsx). */
    offline: {
        headTitle: string;
        description: string;
        title: string;
        text: string;
        retry: string;
    };
};
export type ErrorTexts = Texts<typeof errorTexts>;
