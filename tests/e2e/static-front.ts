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
 * answers in about 30,000 GETs in the e2e logs, every one a static file, none a worker
 * route), which failed whatever test waited on it. The files used to be served through a
 * Playwright route on every context instead, which cost the browser process a protocol
 * round trip per file and turned Chromium's HTTP cache off for every page (Playwright
 * disables it while a route is set), so each page load fetched, parsed and compiled
 * every script again. Served here with the headers `public/_headers` gives them, they
 * are cached as a visitor's browser caches them. The static files' headers as wrangler
 * serves them are tested against wrangler itself (`workerUrl`, tests/e2e/pages.test.ts,
 * and tests/e2e/edge.test.ts).
 */
export async function startStaticFront(clientDir: string, workerUrl: string) {
  const files = staticFiles(clientDir);
  const rules = headerRules(join(clientDir, "_headers"));
  const upstream = new URL(workerUrl);
  const server = createServer((req, res) => {
    const pathname = safePathname(req.url ?? "/");
    if ((req.method === "GET" || req.method === "HEAD") && pathname && files.has(pathname)) {
      res.writeHead(200, { "content-type": TYPES[extname(pathname)]!, ...headersFor(rules, pathname) });
      if (req.method === "HEAD") res.end();
      else createReadStream(join(clientDir, pathname)).pipe(res);
      return;
    }
    const started = Date.now();
    // A connection of its own per request (agent: false): a kept-alive socket that wrangler
    // closes while it is being reused would fail the request with nothing to show for it.
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
        answer.on("end", () => {
          const ms = Date.now() - started;
          if (ms > 5_000) console.error(`static front: ${req.method} ${req.url} took ${ms} ms in wrangler`);
        });
      },
    );
    forward.on("error", (error) => {
      console.error(`static front: ${req.method} ${req.url} failed after ${Date.now() - started} ms: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`static front: ${error.message}`);
    });
    req.pipe(forward);
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
