/**
 * The tools' service worker as the worker serves it (issue 28 item 6, docs/offline.md):
 * its headers, what it keeps (the tool pages of every language and the build's files,
 * never a form post, /apis, /origin-media, /admin or a page of origin data), its version,
 * where it is registered (each language's root), the offline page of each language, and
 * the switch that turns it off. Its behaviour in a browser
 * (offline, and a deploy) is tested in Chromium: tests/e2e/offline.test.ts.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { localePath, specRoutes } from "../spec-routes.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("offline");

/** The tool pages the issues named (tests/spec-routes.ts: /tools and the pages under it), in each language. */
const TOOL_PAGES = LANGUAGES.flatMap((L) =>
  specRoutes.filter((r) => r.route === "/tools" || r.route.startsWith("/tools/")).map((r) => localePath(L.prefix, r.route)),
);

/** The lists the script keeps, read out of its text. */
function lists(script: string) {
  const json = (name: string) => JSON.parse(new RegExp(`const ${name} = (?:new Set\\()?(\\[[^\\]]*\\])`).exec(script)?.[1] ?? "null") as string[] | null;
  const scopes = JSON.parse(/const SCOPES = (\{[^}]*\})/.exec(script)?.[1] ?? "null") as Record<string, string> | null;
  return { pages: json("PAGES"), files: json("FILES"), scopes, version: /const VERSION = "([^"]+)"/.exec(script)?.[1] };
}

/** A language's root: its scope ("/" for English, "/hi" for Hindi). */
const root = (prefix: string) => prefix || "/";

/**
 * The offline page's heading and its "try again", by hand from each language's errors
 * catalogue; a language added later is held to its catalogue by the language contract
 * (tests/worker/language-contract.test.ts) until its words are written here.
 */
const OFFLINE_PAGE: Record<string, { title: string; retry: string }> = {
  en: { title: "You are offline", retry: "Try again" },
  hi: { title: "अभी इंटरनेट नहीं है", retry: "फिर से कोशिश करें" },
  gu: { title: "અત્યારે ઇન્ટરનેટ નથી", retry: "ફરી પ્રયત્ન કરો" },
  bn: { title: "এখন ইন্টারনেট নেই", retry: "আবার চেষ্টা করুন" },
};

/** The tools' paths, under /tools: the spec's table of routes (docs/tools.md). */
const TOOLS = specRoutes.flatMap((r) => (r.path.startsWith("/tools/") ? [r.path.slice("/tools/".length)] : []));

/** The offline island's registration on a page: its script's path, or undefined. */
const registration = (html: string) => /data-island="offline"[^>]*data-props="([^"]*)"/.exec(html)?.[1]?.replaceAll("&quot;", '"');

describe("the tools' service worker", () => {
  it("is served from the root as a script the browser checks on every visit, under the site's CSP", async () => {
    const { res, body } = await send(origin, "/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    // Registered for /tools and /hi/tools, both under the script's own folder: no wider scope is asked for.
    expect(res.headers.get("service-worker-allowed")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("connect-src 'self'");
    expect(body).toContain('addEventListener("fetch"');
  });

  it("keeps the tool pages of every language and the build's files, and nothing a form, /apis, /origin-media or /admin answers", async () => {
    const { pages, files } = lists((await send(origin, "/sw.js")).body);
    // Every tool named by the issues, in English and Hindi, and the /tools index (tools added since are kept too).
    for (const path of TOOL_PAGES) expect(pages, path).toContain(path);
    // Each under a language's /tools (a prefix of the fixtures', or none).
    const prefixes = LANGUAGES.map((L) => L.prefix).filter(Boolean).join("|");
    for (const path of pages ?? []) expect(path).toMatch(new RegExp(`^(${prefixes})?/tools(/[a-z-]+)?$`));
    expect(files?.length).toBeGreaterThan(0);
    // Under the test's dev server the build's files are the sources Vite serves.
    for (const file of files ?? []) expect(file).toMatch(/^\/(assets|src)\/[\w./-]+\.(js|ts|css)$|^\/favicon\.svg$/);
    for (const path of [...(pages ?? []), ...(files ?? [])]) {
      expect(path).not.toMatch(/^\/(apis|origin-media|admin|video-thumbnails)\b|^\/(contactus|zevarsoftware)$/);
    }
  });

  it("carries the build's id as its version (its caches' names), and the test's second deploy's when OFFLINE_VERSION is set", async () => {
    // Under the dev server the build is "dev" (scripts/vite-plugins.ts).
    const { body } = await send(origin, "/sw.js");
    expect(lists(body).version).toBe("dev");
    expect(body).toContain('const MINE = "zevar-tools:" + SCOPE + ":";');
    expect(lists((await send(origin, "/sw.js", undefined, { OFFLINE_VERSION: "b" } as never)).body).version).toBe("dev-b");
  });

  it("answers, for each language's root, with that language's offline page: every tool linked, each marked for the worker, never indexed", async () => {
    const { scopes } = lists((await send(origin, "/sw.js")).body);
    expect(scopes).toEqual(Object.fromEntries(LANGUAGES.map((L) => [root(L.prefix), `${L.prefix}/offline`])));
    const pages = await Promise.all(LANGUAGES.map((L) => send(origin, `${L.prefix}/offline`)));
    LANGUAGES.forEach((L, i) => {
      const { res, body } = pages[i]!;
      expect(res.status, L.code).toBe(200);
      // Kept at each install of a new build: never a day-old copy from the HTTP cache.
      expect(res.headers.get("cache-control"), L.code).toBe("no-cache");
      expect(body).toContain(`<html lang="${L.htmlLang}"`);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      const words = OFFLINE_PAGE[L.code];
      if (words) {
        expect(body).toContain(`<h1 class="text-2xl font-semibold text-ink">${words.title}</h1>`);
        expect(body).toMatch(new RegExp(`<a href="" [^>]*>${words.retry}</a>`));
      }
      // Each tool an <li> whose only attribute names the page the worker may have kept (src/pages/offline.tsx).
      const kept = [...body.matchAll(/<li data-kept="([^"]*)"><a href="([^"]*)"/g)].map((m) => [m[1], m[2]]);
      expect(kept.map(([marked]) => marked).sort()).toEqual(TOOLS.map((p) => `${L.prefix}/tools/${p}`).sort());
      for (const [marked, href] of kept) expect(href).toBe(marked);
      // The offline page registers no worker: only tool pages do.
      expect(registration(body)).toBeUndefined();
    });
  });

  // A full render per tool page per language (8 × 3 and 9 more): 5 s is too short on a busy machine.
  it("is registered on the tool pages of every language only, for that language's root", async () => {
    for (const L of LANGUAGES) {
      const mine = TOOL_PAGES.filter((p) => (L.prefix ? p.startsWith(`${L.prefix}/`) : !LANGUAGES.some((o) => o.prefix && p.startsWith(`${o.prefix}/`))));
      const bodies = await Promise.all(mine.map(async (path) => (await send(origin, path)).body));
      mine.forEach((path, i) => expect(registration(bodies[i]!), path).toBe(`{"script":"/sw.js","scope":"${root(L.prefix)}"}`));
    }
    for (const L of LANGUAGES) {
      for (const path of ["/", "/contactus", "/faqs"]) {
        const page = localePath(L.prefix, path);
        const { status, body } = await send(origin, page);
        expect(status, page).toBe(200);
        expect(registration(body), page).toBeUndefined();
      }
    }
  }, 30_000);

  it("with TOOLS_OFFLINE=off: no page registers it, and one a browser has removes its caches and itself", async () => {
    const off = { TOOLS_OFFLINE: "off" } as never;
    // The switch is one condition of the page's render (worker/render.tsx), the same for
    // every page: one tool page per language, rendered together, shows it. Every tool page
    // of every language one after the other (32 full renders) took 1.9 s on a quiet machine
    // and passed Vitest's 5 s on a machine at load 11–17 (issue 38, item 17).
    const one = LANGUAGES.map((L) => localePath(L.prefix, "/tools/jewellery-estimate"));
    const bodies = await Promise.all(one.map(async (path) => (await send(origin, path, undefined, off)).body));
    one.forEach((path, i) => expect(registration(bodies[i]!), path).toBeUndefined());
    const { res, body } = await send(origin, "/sw.js", undefined, off);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(body).toContain("self.registration.unregister()");
    expect(body).toContain('name.startsWith("zevar-tools:")');
    expect(lists(body).pages).toBeNull();
    expect(body).not.toContain('addEventListener("fetch"');
  });
});
