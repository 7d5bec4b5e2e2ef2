/**
 * The Hindi site (issue 17) in workerd: every English route has a /hi twin that answers
 * 200 in Hindi, each pair names the other with reciprocal hreflang, the sitemap lists
 * both languages with their alternates, Hindi pages ask the SEO call for `hi-{value}`,
 * and a lead from a Hindi page reaches the origin with the same fields, marked
 * "[lang=hi]" for the sales team.
 */
import { describe, expect, it } from "vitest";
import { hindiPath, translatedRoutes as translated } from "../spec-routes.ts";
import { canonicalOf, clearCache, headValue, originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("hindi");


/** The hreflang links of a page's head, as hreflang → href. */
function alternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  return Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")]));
}

/**
 * What a visitor reads: the body without scripts, styles, closed dialogs, templates and
 * anything marked lang="en" (the origin's English titles), tags and entities removed.
 */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style|template|dialog)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<(\w+)[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ");
}

/** Devanagari letters over all letters (Devanagari and Latin): names, codes and numbers aside, a Hindi page reads Hindi. */
function devanagariShare(text: string): number {
  const deva = text.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return deva / Math.max(1, deva + latin);
}

describe("the Hindi site (issue 17)", () => {
  for (const r of translated) {
    it(`answers ${hindiPath(r.path)} in Hindi: 200, lang hi-IN, mostly Devanagari, its own canonical`, async () => {
      const { status, body } = await send(origin, hindiPath(r.path));
      expect(status).toBe(200);
      expect(body).toContain('<html lang="hi-IN">');
      expect(devanagariShare(visibleText(body))).toBeGreaterThan(0.5);
      const canonical = r.canonical ?? r.path;
      expect(canonicalOf(body)).toBe(`${SITE}${hindiPath(canonical)}`);
      expect(headValue(body, /<meta property="og:locale" content="([^"]*)"/)).toBe("hi_IN");
      expect(headValue(body, /<meta property="og:locale:alternate" content="([^"]*)"/)).toBe("en_IN");
    });
  }

  it("gives every translated pair the same three hreflang links: en-IN, hi-IN and x-default (English)", async () => {
    for (const r of translated) {
      const canonical = r.canonical ?? r.path;
      const expected = { "en-IN": `${SITE}${canonical}`, "hi-IN": `${SITE}${hindiPath(canonical)}`, "x-default": `${SITE}${canonical}` };
      const [en, hi] = await Promise.all([send(origin, r.path), send(origin, hindiPath(r.path))]);
      expect({ path: r.path, links: alternates(en.body) }).toEqual({ path: r.path, links: expected });
      expect({ path: hindiPath(r.path), links: alternates(hi.body) }).toEqual({ path: hindiPath(r.path), links: expected });
    }
  }, 30_000);

  it("links each page to its twin in the header and the footer, named in the other language", async () => {
    const en = await send(origin, "/retail");
    const hi = await send(origin, "/hi/retail");
    const switches = (html: string) => [...html.matchAll(/<a href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)"[^>]*>([^<]+)<\/a>/gi)].map((m) => m.slice(1).join(" "));
    expect(switches(en.body)).toEqual(["/hi/retail hi-IN hi-IN हिन्दी", "/hi/retail hi-IN hi-IN हिन्दी"]);
    expect(switches(hi.body)).toEqual(["/retail en-IN en-IN English", "/retail en-IN en-IN English"]);
  });

  it("keeps the origin's posts in English only: no /hi/blog/:id, no hreflang on a post, its language link goes to /hi", async () => {
    expect((await send(origin, "/hi/blog/7")).status).toBe(404);
    const post = await send(origin, "/blog/7");
    expect(post.status).toBe(200);
    expect(alternates(post.body)).toEqual({});
    expect(post.body).toMatch(/<a href="\/hi" lang="hi-IN" hrefLang="hi-IN"/);
  });

  it("answers an unknown Hindi page with the Hindi 404 page, noindex, its home link to /hi", async () => {
    for (const path of ["/hi/no-such-page", "/hi/associate/Jewellery-software-in-Atlantis"]) {
      const { status, body } = await send(origin, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).toContain('<html lang="hi-IN">');
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      expect(body).toContain("अरे! यह पेज नहीं मिला");
      expect(body).toMatch(/<a[^>]*href="\/hi"[^>]*>[^<]*होम/);
    }
    expect((await send(origin, "/hi/associate/Jewellery-software-in-Atlantis")).body).toContain("डीलर नहीं मिला");
  });

  it("names the six tutorials' play buttons of /hi/tutorial in Hindi", async () => {
    const { body } = await send(origin, "/hi/tutorial");
    expect(body.match(/aria-label="वीडियो चलाएँ: [^"]+"/g)).toHaveLength(6);
    expect(body).not.toContain("Play video:");
  });

  it("sends a Hindi path with the wrong case or a trailing slash to its own path, keeping /hi", async () => {
    for (const [from, to] of [["/hi/", "/hi"], ["/hi/Retail", "/hi/retail"], ["/hi/faqs/", "/hi/faqs"]] as const) {
      const { res, status } = await send(origin, from, { redirect: "manual" });
      expect({ from, status, location: res.headers.get("location") }).toEqual({ from, status: 301, location: to });
    }
  });

  it("asks the origin's SEO call for page=hi-{value} on a Hindi page", async () => {
    await clearCache();
    const since = await origin.mark();
    await send(origin, "/hi/faqs");
    const asked = (await since()).filter((q) => q.path.startsWith("/apis/seo_api.php")).map((q) => new URL(q.path, SITE).searchParams.get("page"));
    expect(asked).toEqual(["hi-faqs"]);
  });

  it("lists both languages in the sitemap, each translated URL with its three alternates, posts once in English", async () => {
    const { body } = await send(origin, "/sitemap.xml");
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link[^>]*\/>)*)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      links: [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => `${l[1]} ${l[2]}`),
    }));
    const retail = [`en-IN ${SITE}/retail`, `hi-IN ${SITE}/hi/retail`, `x-default ${SITE}/retail`];
    expect(urls.find((u) => u.loc === `${SITE}/retail`)?.links).toEqual(retail);
    expect(urls.find((u) => u.loc === `${SITE}/hi/retail`)?.links).toEqual(retail);
    expect(urls.filter((u) => /\/hi\/blog\/\d/.test(u.loc))).toEqual([]);
    expect(urls.find((u) => u.loc === `${SITE}/blog/7`)?.links).toEqual([]);
    expect(urls.filter((u) => u.loc.startsWith(`${SITE}/hi`)).length).toBe(urls.filter((u) => u.links.length > 0).length / 2);
  });

  it("posts a Hindi page's lead with the same fields, its remark marked [lang=hi], and answers in Hindi", async () => {
    const fields = { firstName: "मीरा", lastName: "अग्रवाल", email: "meera.hi@example.in", phone: "+91 98765 43210", message: "शाम 5 बजे के बाद फ़ोन करें", softwareType: "Money lending (Girvi) Software", countryCode: "+91" };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const { status, body } = await send(origin, "/hi/contactus", { method: "POST", body: form, headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": "10.0.1.7" } });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: "आपका संदेश भेज दिया गया!", queued: false });
    const lead = (await origin.leads()).find((l) => l.name === "मीरा अग्रवाल");
    expect(lead?.remark).toBe("शाम 5 बजे के बाद फ़ोन करें\n[lang=hi]");
  });

  it("reads a phone number typed with a Hindi keyboard's digits, and sends the origin Latin digits", async () => {
    const fields = { name: "रमेश सोनी", number: "९८७६५ ४३२१०", email: "", sel1: "Money lending (Girvi) Software", remark: "", coden: "+91" };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const { status, body } = await send(origin, "/hi/zevarsoftware", { method: "POST", body: form, headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": "10.0.1.9" } });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: "आपकी इन्क्वायरी हमें मिल गई है!", queued: false });
    const lead = (await origin.leads()).find((l) => l.name === "रमेश सोनी") as { number?: string; sel1?: string } | undefined;
    expect(lead?.number).toBe("98765 43210");
    expect(lead?.sel1).toBe("Money lending (Girvi) Software");
  });

  it("shows a Hindi page's plain post errors in Hindi, the English page's in English", async () => {
    const bad = new URLSearchParams({ firstName: "", lastName: "Agarwal", email: "x", phone: "12", message: "", softwareType: "Wholesale Software", countryCode: "+91" });
    const headers = { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, "cf-connecting-ip": "10.0.1.8" };
    const hi = await send(origin, "/hi/contactus", { method: "POST", body: bad, headers });
    const en = await send(origin, "/contactus", { method: "POST", body: bad, headers });
    expect(hi.status).toBe(400);
    expect(en.status).toBe(400);
    expect(en.body).toContain("First name is required");
    expect(hi.body).not.toContain("First name is required");
    expect(hi.body).toContain("पहला नाम ज़रूरी है");
    expect(hi.body).toContain('<html lang="hi-IN">');
  });
});
