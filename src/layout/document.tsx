import type { CSSProperties, ReactNode } from "react";
import type { Head } from "../lib/head.ts";
import { useContent } from "../components/locale.tsx";
import { indexedLocales, localeInfo } from "../lib/locale.ts";
import { MONITORING_META, type MonitoringConfig } from "../lib/monitoring-config.ts";
import { DemoDialog } from "./demo-dialog.tsx";
import { GlyphSprite } from "../components/glyphs.tsx";
import { ChatWidgetIsland, OfflineIsland } from "../islands/index.ts";
import { EARLY_SCRIPT, HEADER_END } from "../islands/runtime/early.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";


export type DocumentProps = {
  head: Head;
  /** Path of the request, for the header's current item. */
  path: string;
  year: number;
  styles: string[];
  devScripts: string[];
  /** The floating chat and the demo modal; off on the 500 page, which must not depend on any script. */
  chat?: boolean;
  /** Where the demo modal's form posts (English path; the route table's demo form route). */
  demoAction: string;
  /** The service worker's script and scope on a page kept for offline use (docs/offline.md); absent elsewhere. */
  offline?: { script: string; scope: string };
  /** Real-user monitoring settings; absent when it is not configured (nothing is loaded then). */
  monitoring?: MonitoringConfig | null;
  children: ReactNode;
};

/** The site around a page: the header, the footer, the demo form and the chat. */
function SiteFrame({ path, year, switchLinks, chat, demoAction, children }: Pick<DocumentProps, "path" | "year" | "chat" | "demoAction" | "children"> & { switchLinks: Head["switchLinks"] }) {
  const { layout, site } = useContent();
  const { layoutTexts, chatTexts } = layout;
  return (
    <>
      {/* First, so icons above the fold draw as soon as they stream in. */}
      <GlyphSprite />
      <a href="#main" className="skip-link rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg">
        {layoutTexts.skipLink}
      </a>
      <Header path={path} switchLinks={switchLinks} />
      <main id="main" className="flex-1 pt-(--header-height)">
        {children}
      </main>
      <Footer year={year} switchLinks={switchLinks} />
      {chat ? <DemoDialog action={demoAction} /> : null}
      {chat ? <ChatWidgetIsland whatsapp={site.site.whatsapp} company={site.site.productName} texts={chatTexts} /> : null}
    </>
  );
}

/** The whole HTML document every route renders into (SPEC section 2, "Common"). */
export function Document({ head, path, year, styles, devScripts, chat = true, demoAction, monitoring, offline, children }: DocumentProps) {
  const { layout, site } = useContent();
  const { islandTexts } = layout;
  const locale = localeInfo[head.locale];
  // A script of its own gets its font stack on <body>, from the registry (src/styles.css, "Scripts").
  const style = locale.fonts ? ({ "--script-fonts": locale.fonts } as CSSProperties) : undefined;
  return (
    <html lang={locale.lang}>
      <head>
        <meta charSet="utf-8" />
        {/* Before any island's markup: holds back taps on controls not yet alive. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="keywords" content={head.keywords} />
        {head.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={head.canonical} />}
        {head.noindex
          ? null
          : head.alternates?.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        <meta property="og:type" content={head.type ?? "website"} />
        <meta property="og:site_name" content={site.site.productName} />
        <meta property="og:locale" content={locale.og} />
        {head.alternates
          ? indexedLocales().filter((l) => l !== head.locale).map((l) => <meta key={l} property="og:locale:alternate" content={localeInfo[l].og} />)
          : null}
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <meta name="twitter:card" content={head.image ? "summary_large_image" : "summary"} />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        {head.image ? <meta name="twitter:image" content={head.image} /> : null}
        <meta name="theme-color" content="#7a1f2e" />
        {head.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} /> : null}
        {monitoring ? <meta name={MONITORING_META} content={JSON.stringify(monitoring)} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {devScripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      {/* data-island-failed: the island runtime's fallback message, in the page's language. */}
      <body className="flex min-h-dvh flex-col" style={style} data-island-failed={islandTexts.failed}>
        {/* A screen of its own (the rate board) is the page alone: no header for the first frame to wait for (the
            early script's expect link), so its mark comes first, and Chromium does not warn of one never parsed. */}
        {head.bare ? (
          <>
            <span id={HEADER_END} hidden />
            <main id="main">{children}</main>
          </>
        ) : <SiteFrame path={path} year={year} switchLinks={head.switchLinks} chat={chat} demoAction={demoAction}>{children}</SiteFrame>}
        {offline ? <OfflineIsland script={offline.script} scope={offline.scope} /> : null}
      </body>
    </html>
  );
}
