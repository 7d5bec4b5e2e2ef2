/**
 * Header and footer navigation (SPEC "Header", "Footer"). Download links are
 * configuration placeholders (docs/decisions.md): replace the hosts before going live.
 */
import type { Texts } from "../types.ts";
export type NavItem = {
    /** A stable key for joining other content to the item (its title is a translated text). */
    id?: string;
    title: string;
    href: string;
    /** External links open in a new tab. */
    target?: "_blank";
    /** A file to download rather than a page. */
    download?: boolean;
    dropdown?: NavItem[];
};
/** The six remote-support tools our support team connects with (SPEC "Header"). */
export declare const remoteSupportTools: NavItem[];
/** Support packages: what a Windows PC needs before the desktop edition runs. */
export declare const supportPackages: NavItem[];
/** Download › Support Software, the nested submenu: the tools, then the packages. */
export declare const supportSoftware: NavItem[];
export type DownloadId = "complaint-app" | "installer" | "support-software" | "upgrade" | "whatsapp";
/** The Download menu; `id` "support-software" is also the /download page's anchor. */
export declare const downloadItems: (NavItem & {
    id: DownloadId;
})[];
/** The /download page: a description per Download item, by its id. */
export declare const downloadTexts: {
    lead: string;
    descriptions: {
        "complaint-app": string;
        installer: string;
        "support-software": string;
        upgrade: string;
        whatsapp: string;
    };
    remoteTools: string;
    packages: string;
    open: string;
    download: string;
};
export type DownloadTexts = Texts<typeof downloadTexts>;
export declare const editionLinks: NavItem[];
/** Header items in order; "Get Free Demo" is a button, not a route. */
export declare const headerNav: NavItem[];
export declare const footerColumns: {
    title: string;
    links: NavItem[];
}[];
