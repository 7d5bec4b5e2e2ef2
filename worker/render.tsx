/**
 * The one module that renders pages (CONVENTIONS 8): React's edge server renderer,
 * streamed through @hono/react-renderer into the shared Document. Data is loaded
 * before rendering, so the whole page is in the shell: an exception while rendering
 * rejects before the first byte and becomes a 500 page instead of a broken stream.
 */
import { reactRenderer } from "@hono/react-renderer";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";
import { assets } from "virtual:client-assets";
import { IslandAssetsContext, type IslandAssets } from "../src/islands/island.tsx";
import { Document, type Head } from "../src/layout/document.tsx";
import { yearInIndia } from "../src/lib/dates.ts";
import { ServerError } from "../src/pages/not-found.tsx";
import type { AppEnv } from "./env.ts";
import { errorFields } from "./log.ts";
import { monitoringFor } from "./monitoring.ts";
import { config } from "./config.ts";
import { pageTitle } from "../src/lib/title.ts";

declare module "@hono/react-renderer" {
  interface Props {
    head: Head;
  }
}

const islandAssets: IslandAssets = { entry: assets.entry, islands: assets.islands, runtime: assets.runtime };

function Shell({ c, head, chat, children }: { c: Context<AppEnv>; head: Head; chat?: boolean; children: ReactNode }) {
  return (
    <IslandAssetsContext value={islandAssets}>
      <Document
        head={head}
        path={c.req.path}
        year={yearInIndia()}
        styles={assets.styles}
        devScripts={assets.devScripts}
        chat={chat}
        monitoring={monitoringFor(c.env)}
      >
        {children}
      </Document>
    </IslandAssetsContext>
  );
}

/** Installs `c.render(page, { head })` for the request. */
export const pageRenderer = createMiddleware<AppEnv>((c, next) =>
  reactRenderer(({ children, head }) => <Shell c={c} head={head}>{children}</Shell>, {
    stream: { "Content-Type": "text/html; charset=UTF-8" },
    readableStreamOptions: {
      onError(error: unknown) {
        c.var.log.error("render error", { path: c.req.path, ...errorFields(error) });
      },
    },
  })(c, next),
);

/** Absolute URL on the public site (canonical links). */
export function siteUrl(c: Context<AppEnv>, path: string): string {
  return new URL(path, config(c.env).siteUrl).href;
}

/**
 * The 500 page. Rendered to a string (not streamed) and guarded: if even the
 * layout fails, a minimal page is sent.
 */
export function renderServerError(c: Context<AppEnv>): Response {
  const head: Head = {
    title: pageTitle("Something went wrong"),
    description: "This page could not be shown.",
    keywords: "",
    canonical: siteUrl(c, "/"),
    noindex: true,
  };
  let html: string;
  try {
    html = `<!DOCTYPE html>${renderToString(
      <Shell c={c} head={head} chat={false}>
        <ServerError />
      </Shell>,
    )}`;
  } catch (error) {
    c.var.log?.error("error page failed", errorFields(error));
    html =
      `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>${pageTitle("Something went wrong")}</title></head>` +
      '<body><h1>Something went wrong</h1><p><a href="/">Go back home</a></p></body></html>';
  }
  return c.html(html, 500, { "Cache-Control": "no-store" });
}
