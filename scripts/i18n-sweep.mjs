// @ts-check
/**
 * The i18n sweep (issue 40): every page of every language, rendered by the production
 * build, saved so that two builds can be compared page by page.
 *
 *   node scripts/i18n-sweep.mjs <outdir>                 render and save (outdir is emptied first)
 *   node scripts/i18n-sweep.mjs --diff <before> <after>  compare two sweeps (scripts/i18n-sweep-diff.mjs; --full: whole diffs)
 *
 * A sweep builds when needed, starts the origin stand-in and `wrangler dev` on 127.0.0.1
 * with their own state in a scratch directory (scripts/server.mjs), then asks for: every
 * URL of /sitemap.xml and the sitemap itself; in every language (its prefix read from the
 * sitemap's hreflang links) the 404 page, /offline, the tools with worked queries, the
 * tutorial filters and the refusal pages of both forms posted without JavaScript
 * (scripts/i18n-sweep-cases.mjs); and every drawn screen (/screens/…svg) those pages show.
 * Each answer goes to <outdir>/<name>.<ext>, with only what varies between two runs or two
 * builds normalised (see `normalise`); <outdir>/index.tsv lists url, method, status,
 * content type and bytes (of the saved file). The form posts run with LEAD_RATE_LIMIT=off,
 * as the browser tests do: every post comes from 127.0.0.1.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXTRA_PAGES, POSTS, QUERY_PAGES } from "./i18n-sweep-cases.mjs";
import { compare, TSV_HEAD } from "./i18n-sweep-diff.mjs";
import { buildIfNeeded, ensureOrigin, startWorker } from "./server.mjs";

/** @typedef {import("./i18n-sweep-cases.mjs").PostCase} PostCase */
/** @typedef {{ url: string, method: "GET" | "POST", post?: PostCase }} Ask */
/** @typedef {{ paths: string[], prefixes: string[] }} Sitemap */

/**
 * A path under a language's prefix ("" at the root): "/hi" + "/tools/x?q" → "/hi/tools/x?q"; "/hi" + "/" → "/hi".
 * @param {string} prefix @param {string} path
 */
const under = (prefix, path) => (path === "/" && prefix ? prefix : `${prefix}${path}`);

/**
 * The sitemap's paths, and the languages' prefixes: the alternates of the home page (the
 * entry whose x-default is "/"), "/" being the root language's prefix "".
 * @param {string} base
 * @returns {Promise<Sitemap>}
 */
async function readSitemap(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(unescapeXml(m[1] ?? "")));
  /** @type {string[]} */
  const prefixes = [];
  for (const [entry] of xml.matchAll(/<url>.*?<\/url>/gs)) {
    const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ hreflang: m[1], path: pathOf(unescapeXml(m[2] ?? "")) }));
    if (!links.some((l) => l.hreflang === "x-default" && l.path === "/")) continue;
    for (const l of links) if (l.hreflang !== "x-default") prefixes.push(l.path === "/" ? "" : l.path);
    break;
  }
  return { paths, prefixes: [...new Set(prefixes)] };
}
const unescapeXml = (/** @type {string} */ s) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
const pathOf = (/** @type {string} */ url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Every request of the sweep, in a fixed order. @param {Sitemap} sitemap */
function asks(sitemap) {
  /** @type {Ask[]} */
  const list = [{ url: "/sitemap.xml", method: "GET" }, ...sitemap.paths.map((url) => ({ url, method: /** @type {const} */ ("GET") }))];
  for (const prefix of sitemap.prefixes) {
    for (const path of [...EXTRA_PAGES, ...QUERY_PAGES]) list.push({ url: under(prefix, path), method: "GET" });
    for (const post of POSTS) list.push({ url: under(prefix, post.path), method: "POST", post });
  }
  return list;
}

/** The request a post case makes, as a browser without JavaScript would send it. @param {string} base @param {Ask} ask */
function postInit(base, ask) {
  const post = /** @type {PostCase} */ (ask.post);
  const fields = post.fields ?? {};
  /** @type {Record<string, string>} */
  const headers = {
    accept: "text/html,application/xhtml+xml",
    origin: post.crossSite ? "https://evil.example" : base,
    "sec-fetch-site": post.crossSite ? "cross-site" : "same-origin",
    referer: `${base}${ask.url}`,
    ...post.headers,
  };
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: "POST", headers, redirect: "manual" };
  switch (post.body ?? "urlencoded") {
    case "urlencoded":
      init.body = new URLSearchParams(fields);
      break;
    case "json":
      init.body = JSON.stringify(fields);
      headers["content-type"] = "application/json";
      break;
    case "file": {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append("remark", new File(["x"], "x.txt"));
      init.body = form;
      break;
    }
    case "unreadable":
      init.body = '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMeera';
      headers["content-type"] = "multipart/form-data; boundary=xyz";
      break;
    case "chunked": {
      // No Content-Length: a streamed body goes chunked.
      const bytes = new TextEncoder().encode(new URLSearchParams(fields).toString());
      init.body = new ReadableStream({
        start(c) {
          c.enqueue(bytes);
          c.close();
        },
      });
      init.duplex = "half";
      headers["content-type"] = "application/x-www-form-urlencoded";
      break;
    }
  }
  return init;
}

/** The origin stand-in's mode for the lead endpoint (its control API). @param {string} originUrl @param {string} mode */
async function originMode(originUrl, mode) {
  const res = await fetch(`${originUrl}/__control/mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode, paths: ["/apis/save_demorequest.php"] }),
  });
  if (!res.ok) throw new Error(`the origin stand-in refused mode ${mode}: ${res.status}`);
}

/** A file name for an answer: readable, unique, the same in every run. @param {Ask} ask @param {string} type */
function fileName(ask, type) {
  const ext = /xml/.test(type) ? "xml" : /svg/.test(type) ? "svg" : "html";
  const label = ask.post ? `${ask.url}~${ask.post.name}` : ask.url;
  let slug = `${ask.method}${label}`.replace(/\?/g, "~").replace(/[^A-Za-z0-9.~-]+/g, "_").replace(/_+$/, "");
  if (slug.length > 90 || /[^\x20-\x7e]/.test(label)) {
    slug = `${slug.slice(0, 90)}~${createHash("sha256").update(`${ask.method} ${label}`).digest("hex").slice(0, 8)}`;
  }
  return `${slug}.${ext}`;
}

/** The dates a page may print as "today" (India's date, the day either side of it in case midnight passes), in the page's locales. @param {string} body */
function todays(body) {
  const locales = new Set([...body.matchAll(/<html lang="([^"]+)"|&quot;locale&quot;:&quot;([^&]+)&quot;/g)].map((m) => m[1] ?? m[2] ?? ""));
  const out = new Set();
  for (const locale of locales) {
    if (!locale) continue;
    for (const shift of [-1, 0, 1]) {
      const day = new Date(Date.now() + shift * 86_400_000);
      out.add(new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(day));
    }
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/**
 * What varies between two runs of one build, or two builds of one text, replaced by a
 * placeholder: the servers' ports; content hashes in the build's file names
 * (/assets/client-BarWMuU3.js → /assets/client.js); CSP nonces and request ids (UUIDs),
 * should a page carry any; and the printed-on date of the tools (today, in the page's
 * locale as Intl writes it, so a changed format still shows).
 * @param {string} body @param {{ workerUrl: string, originUrl: string }} servers
 */
export function normalise(body, { workerUrl, originUrl }) {
  let s = body.replaceAll(workerUrl, "http://WORKER").replaceAll(originUrl, "http://ORIGIN");
  s = s.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|mjs|css|svg|png|webp|avif|jpe?g|woff2?|json|wasm))\b/g, "$1$2");
  s = s.replace(/\bnonce="[^"]*"/g, 'nonce="NONCE"');
  s = s.replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "UUID");
  for (const today of todays(s)) s = s.replaceAll(today, "{today}");
  return s;
}

/** @param {string} outdir */
async function sweep(outdir) {
  const started = Date.now();
  buildIfNeeded();
  const scratch = mkdtempSync(join(tmpdir(), "zevar-i18n-sweep-"));
  const ownOrigin = !process.env.ORIGIN_URL;
  const origin = await ensureOrigin({ dbFile: join(scratch, "origin.sqlite"), port: 0 });
  /** @type {Awaited<ReturnType<typeof startWorker>> | undefined} */
  let worker;
  const stop = async () => {
    worker?.stop();
    await origin.close();
  };
  const interrupted = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    worker = await startWorker({ originUrl: origin.url, persistTo: join(scratch, "state"), logFile: join(scratch, "wrangler.log"), vars: { LEAD_RATE_LIMIT: "off", LOG_LEVEL: "warn" } });
    const base = worker.url;
    const sitemap = await readSitemap(base);
    if (!sitemap.prefixes.includes("")) throw new Error("the sitemap names no language at the root");
    rmSync(outdir, { recursive: true, force: true });
    mkdirSync(outdir, { recursive: true });
    const rows = [TSV_HEAD];
    const screens = new Set();
    const seen = new Set();
    const fetchOne = async (/** @type {Ask} */ ask) => {
      const mode = ask.post?.originMode;
      if (mode && !ownOrigin) return;
      if (mode) await originMode(origin.url, mode);
      const res = await fetch(`${base}${ask.url}`, ask.post ? postInit(base, ask) : { headers: { accept: "text/html,application/xhtml+xml" }, redirect: "manual" });
      const raw = await res.text();
      if (mode) await originMode(origin.url, "ok");
      const type = res.headers.get("content-type") ?? "";
      const body = normalise(raw, { workerUrl: base, originUrl: origin.url });
      const file = fileName(ask, type);
      if (seen.has(file)) throw new Error(`two requests would be saved as ${file}`);
      seen.add(file);
      writeFileSync(join(outdir, file), body);
      rows.push([ask.url, ask.method, res.status, type, Buffer.byteLength(body), file, ask.post?.name ?? ""].join("\t"));
      for (const m of raw.matchAll(/["'(](\/screens\/[^"'()\s?#]+\.svg)/g)) screens.add(m[1]);
    };
    for (const ask of asks(sitemap)) await fetchOne(ask);
    for (const url of [...screens].sort()) await fetchOne({ url, method: "GET" });
    writeFileSync(join(outdir, "index.tsv"), `${rows.join("\n")}\n`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`i18n sweep: ${rows.length - 1} answers (${sitemap.prefixes.length} languages: ${sitemap.prefixes.map((p) => p || "/").join(" ")}) in ${seconds} s -> ${outdir}`);
    rmSync(scratch, { recursive: true, force: true });
  } catch (error) {
    console.error(`i18n sweep failed; the servers' state and log are in ${scratch}`);
    throw error;
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await stop();
  }
}

const args = process.argv.slice(2);
if (args[0] === "--diff") {
  const full = args.includes("--full");
  const [before, after] = args.slice(1).filter((a) => a !== "--full");
  if (!before || !after || !existsSync(before) || !existsSync(after)) {
    console.error("usage: node scripts/i18n-sweep.mjs --diff <before> <after> [--full]");
    process.exit(2);
  }
  compare(before, after, { full });
} else if (args.length === 1 && !args[0]?.startsWith("-")) {
  const outdir = /** @type {string} */ (args[0]);
  if (existsSync(outdir) && readdirSync(outdir).length && !existsSync(join(outdir, "index.tsv"))) {
    console.error(`${outdir} is not empty and not a sweep: refusing to empty it`);
    process.exit(2);
  }
  await sweep(outdir);
} else {
  console.error("usage: node scripts/i18n-sweep.mjs <outdir>\n       node scripts/i18n-sweep.mjs --diff <before> <after> [--full]");
  process.exit(2);
}
