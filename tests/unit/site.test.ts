import { describe, expect, it } from "vitest";
import { associates, findAssociate } from "../../src/content/associates.ts";
import { contentFor } from "../../src/content/index.ts";
import { phoneDigits, whatsappUrl } from "../../src/content/site.ts";
import { paths, pathOf } from "../../src/lib/paths.ts";
import { canonicalPathFor, knownSeoPages, routeTable } from "../../src/pages/routes.ts";
import { specRoutes, specSeoPages } from "../spec-routes.ts";
import { ALL_LANGUAGES } from "../fixtures/locales/language.ts";
import { tools } from "../../src/tools/index.ts";
import { assetsFromManifest, chunkClosure } from "../../scripts/vite-plugins.ts";

const { downloadItems, editionLinks, headerNav, remoteSupportTools, supportPackages, supportSoftware } = contentFor("en").navigation;

describe("route table (SPEC section 2)", () => {
  it("registers every route of the spec exactly once", () => {
    // The hand-written expectations' routes (tests/spec-routes.ts), each once, none more. Sorted:
    // the table's order matters only where a fixed path must win over a parameter (next test),
    // so a new route is not made to sit at the same place in two lists.
    expect(routeTable.map((r) => r.path).sort()).toEqual(specRoutes.map((r) => r.route).sort());
  });

  it("puts the static articles before /blog/:id so that they win", () => {
    const order = routeTable.map((r) => r.path);
    expect(order.indexOf("/blog/karigar-management-guide")).toBeLessThan(order.indexOf("/blog/:id"));
    expect(order.indexOf("/blog/digital-transformation-jewellery-business")).toBeLessThan(order.indexOf("/blog/:id"));
  });

  it("knows the SEO page values of SPEC section 7, and one for each content page the list leaves out, each also as {code}-{value} in every translation", () => {
    // Every value the hand-written expectations name, but an associate's (its name: no fixed value).
    const english = [...specSeoPages].filter((p) => specRoutes.some((r) => r.seoPage === p && r.route !== "/associate/:slug"));
    const translated = ALL_LANGUAGES.slice(1).flatMap((L) => english.map((p) => `${L.seoPrefix}${p}`));
    expect([...knownSeoPages()].sort()).toEqual([...english, ...translated].sort());
  });

  it("gives every named path and every tool's path exactly one route, and every route a named path or a tool's", () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual([...Object.values(paths), ...tools.map((t) => t.path)].sort());
  });

  it("builds links from a path's name, its parameters encoded", () => {
    expect(pathOf("faqs")).toBe("/faqs");
    expect(pathOf("whatsNew")).toBe("/what'snew");
    expect(pathOf("blog", { id: "a b/c" })).toBe("/blog/a%20b%2Fc");
    expect(pathOf("associate", { slug: "shree-ji" })).toBe("/associate/shree-ji");
  });

  it("points a route's canonical at its own path, params filled, unless it names another", () => {
    const at = (path: string) => routeTable.find((r) => r.path === path)!;
    expect(canonicalPathFor(at("/associates"), {})).toBe("/dealers");
    expect(canonicalPathFor(at("/dealers"), {})).toBe("/dealers");
    expect(canonicalPathFor(at("/blog/:id"), { id: "7 x" })).toBe("/blog/7%20x");
    expect(canonicalPathFor(at("/retail"), {})).toBe("/retail");
  });

  it("makes an SEO call on every content page (SPEC section 2)", () => {
    for (const r of routeTable) expect(r.seo, r.path).not.toBeNull();
  });
});

describe("navigation (SPEC 'Header')", () => {
  it("has the header items in order", () => {
    expect(headerNav.map((i) => [i.title, i.href])).toEqual([
      ["Home", "/"], ["Versions", "/versions"], ["Download", "/download"], ["Features", "/features"],
      ["Tutorial", "/tutorial"], ["Blog", "/blogs"], ["What's new", "/what'snew"], ["Contact Us", "/contactus"],
    ]);
  });

  it("has the Versions and Download submenus with the nested support tools", () => {
    expect(editionLinks.map((i) => [i.title, i.href])).toEqual([
      ["Retail Version", "/retail"], ["Wholesale", "/wholesale"], ["Manufacturing", "/manufacturing"],
      ["Girvi Money Lending", "/money-lending"],
    ]);
    expect(downloadItems.map((i) => i.title)).toEqual([
      "Complaint App", "Software Installer", "Support Software", "Software Upgrade", "Whatsapp Download",
    ]);
    expect(downloadItems[0]?.target).toBe("_blank");
    expect(downloadItems[2]?.dropdown).toEqual(supportSoftware);
    expect(remoteSupportTools.map((s) => s.title)).toEqual([
      "AnyDesk", "TeamViewer QuickSupport", "UltraViewer", "RustDesk", "Supremo", "AeroAdmin",
    ]);
    expect(supportPackages.map((s) => s.title)).toEqual(["Runtime Support Package", "Database Support Package"]);
    expect(supportSoftware).toEqual([...remoteSupportTools, ...supportPackages]);
    for (const s of supportSoftware) expect(s.download).toBe(true);
  });
});

describe("associates (SPEC section 3)", () => {
  it("has 16 with slugs 'Jewellery-software-in-{place}' and experience from 6 to 20 years", () => {
    expect(associates).toHaveLength(16);
    expect(associates.map((a) => a.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    // SPEC section 3's sixteen places, spelled as the spec spells them.
    expect(associates.map((a) => a.place).sort()).toEqual(
      [
        "Amritsar", "Chattisgarh", "Jaipur", "Punjab", "Uttrakhand", "Unnao", "Ranchi", "Kanpur",
        "Jaunpur", "Mumbai", "Rajkot", "Bengaluru Urban", "Hyderabad", "Agra", "Indore", "Surat",
      ].sort(),
    );
    for (const a of associates) expect(a.slug).toBe(`Jewellery-software-in-${a.place.replace(/ /g, "-")}`);
    const years = associates.map((a) => a.experienceYears);
    expect(Math.min(...years)).toBe(6);
    expect(Math.max(...years)).toBe(20);
    expect(findAssociate("Jewellery-software-in-Bengaluru-Urban")?.place).toBe("Bengaluru Urban");
    expect(findAssociate("jewellery-software-in-agra")).toBeUndefined();
  });
});

describe("contact helpers", () => {
  it("builds a WhatsApp click-to-chat URL with digits only and url-encoded text", () => {
    expect(whatsappUrl("+91 98765-43210", "Need a demo & price?")).toBe(
      "https://wa.me/919876543210?text=Need%20a%20demo%20%26%20price%3F",
    );
    expect(phoneDigits("+91 98765 43210")).toBe("+919876543210");
  });
});

describe("client manifest", () => {
  const manifest = {
    "src/client.ts": { file: "assets/client-1.js", isEntry: true, dynamicImports: ["src/islands/chat-widget.tsx"] },
    "src/styles.css": { file: "assets/styles-1.css", isEntry: true },
    "src/islands/chat-widget.tsx": { file: "assets/chat-1.js", isDynamicEntry: true, imports: ["_jsx.js"] },
    "src/islands/runtime/hydrate.tsx": { file: "assets/hydrate-1.js", isDynamicEntry: true, imports: ["_jsx.js"] },
    "_jsx.js": { file: "assets/jsx-1.js" },
  };

  it("gives each island its chunk and the chunks it imports", () => {
    expect(chunkClosure(manifest, "src/islands/chat-widget.tsx")).toEqual(["/assets/chat-1.js", "/assets/jsx-1.js"]);
    const assets = assetsFromManifest(manifest);
    expect(assets.entry).toBe("/assets/client-1.js");
    expect(assets.styles).toEqual(["/assets/styles-1.css"]);
    expect(Object.keys(assets.islands)).toEqual(["chat-widget"]);
    expect(assets.runtime).toEqual(["/assets/hydrate-1.js", "/assets/jsx-1.js"]);
  });
});
