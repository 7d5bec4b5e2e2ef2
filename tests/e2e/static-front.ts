import { createReadStream, readdirSync, readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, relative } from "node:path";

/**
 * What the browser tests talk to: the build's static files from disk, every other
 * request passed through to the lane's `wrangler dev` untouched (pages, forms, APIs,
 * redirects, the worker's own headers).
 *
 * In production Cloudflare's asset layer serves the static files, never the worker;
 * under `wrangler dev` its asset server now and then held one for about 30 s (16 such
 * answers in about 30,000 GETs in the e2e logs, every one a static file then; since, once
 * a worker route's: a drawn screen, 29,965 ms in wrangler's own log), which failed
 * whatever test waited on it. A GET still held after 10 s is asked again (below). The files used to be served through a
 * Playwright route on every context instead, which cost the browser process a protocol
 * round trip per file and turned Chromium's HTTP cache off for every page (Playwright
 * disables it while a route is set), so each page load fetched, parsed and compiled
 * every script again. Served here with the headers `public/_headers` gives them, they
 * are cached as a visitor's browser caches them. The static files' headers as wrangler
 * serves them are tested against wrangler itself (`workerUrl`, tests/e2e/pages.test.ts,
 * and tests/e2e/edge.test.ts).
 */
export async function startStaticFront(clientDir: string, workerUrl: string, { heldMs = HELD_MS } = {}) {
  const files = staticFiles(clientDir);
  const rules = headerRules(join(clientDir, "_headers"));
  const upstream = new URL(workerUrl);
  const server = createServer((req, res) => {
    const pathname = safePathname(req.url ?? "/");
    if (req.method === "GET" && pathname === PARK_PATH) {
      res.writeHead(200, PARK_HEADERS).end(PARK_PAGE);
      return;
    }
    if ((req.method === "GET" || req.method === "HEAD") && pathname && files.has(pathname)) {
      res.writeHead(200, { "content-type": TYPES[extname(pathname)]!, ...headersFor(rules, pathname) });
      if (req.method === "HEAD") res.end();
      else createReadStream(join(clientDir, pathname)).pipe(res);
      return;
    }
    const started = Date.now();
    const idempotent = req.method === "GET" || req.method === "HEAD";
    // A connection of its own per request (agent: false): a kept-alive socket that wrangler
    // closes while it is being reused would fail the request with nothing to show for it.
    const forward = (attempt: number) => {
      let abandoned = false;
      const upstreamRequest = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: false },
        (answer) => {
          clearTimeout(held);
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(res);
          answer.on("end", () => {
            const ms = Date.now() - started;
            if (ms > 5_000) console.error(`static front: ${req.method} ${req.url} took ${ms} ms in wrangler`);
          });
        },
      );
      // wrangler dev now and then holds an answer for about 30 s, a worker route's too (a
      // drawn screen, once in a run: the page's load waited past its 30 s timeout; the
      // same request asked again is answered at once). A GET or HEAD it has not begun to
      // answer in 10 s (the slowest page here, under a slow origin, answers in about 3 s) is
      // asked again once, and logged: a post is never sent twice.
      const held =
        idempotent && attempt === 0
          ? setTimeout(() => {
              console.error(`static front: ${req.method} ${req.url} held by wrangler for ${heldMs} ms, asked again`);
              abandoned = true;
              upstreamRequest.destroy();
              forward(1);
            }, heldMs)
          : undefined;
      upstreamRequest.on("error", (error) => {
        clearTimeout(held);
        if (abandoned) return;
        console.error(`static front: ${req.method} ${req.url} failed after ${Date.now() - started} ms: ${error.message}`);
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`static front: ${error.message}`);
      });
      // A GET has no body to send (and a second attempt could not read it again).
      if (idempotent) upstreamRequest.end();
      else req.pipe(upstreamRequest);
    };
    forward(0);
  });
  // The browser's idle sockets are not closed under it (Chromium keeps one for minutes and
  // would race the close with its next request); teardown closes them all.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Where a warm page waits between tests (tests/e2e/browser.ts): an empty page of the site's
 * own origin with the pages' Cross-Origin-Opener-Policy (worker/security.ts), so the next
 * test's page loads in the same renderer process. From about:blank, a page with that header
 * opens in a new browsing context group and so a new renderer process, and so does
 * about:blank after it: two processes started per page load, about 0.13 CPU-seconds of
 * Chromium's each time (docs/performance.md, "The test loop").
 */
export const PARK_PATH = "/__park";
const PARK_HEADERS = { "content-type": "text/html; charset=utf-8", "cross-origin-opener-policy": "same-origin", "cache-control": "no-store" };
const PARK_PAGE = "<!doctype html><html lang=en><title>between tests</title>";

/** How long a GET may wait for wrangler's answer to begin before it is asked again. */
const HELD_MS = 10_000;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

/** Every servable file of the build, as its URL path (wrangler's own files, dot- and underscore-named, left out). */
function staticFiles(clientDir: string) {
  return new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => `/${relative(clientDir, join(f.parentPath, f.name)).split("\\").join("/")}`)
      .filter((p) => !/(^|\/)[._]/.test(p) && TYPES[extname(p)] !== undefined),
  );
}

function safePathname(url: string) {
  try {
    const pathname = decodeURIComponent(new URL(url, "http://x").pathname);
    return pathname.includes("..") ? undefined : pathname;
  } catch {
    return undefined;
  }
}

type Rule = { prefix: string; exact: boolean; headers: [string, string][] };

/** The `_headers` file's rules (a path, "/x/*" or "/x", then indented "Name: value" lines). */
function headerRules(file: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      rules.push({ prefix: path.replace(/\*$/, ""), exact: !path.endsWith("*"), headers: [] });
    } else {
      const at = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function headersFor(rules: Rule[], pathname: string): IncomingHttpHeaders {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.exact ? pathname === rule.prefix : pathname.startsWith(rule.prefix)) {
      for (const [name, value] of rule.headers) out[name] = value;
    }
  }
  return out;
}
