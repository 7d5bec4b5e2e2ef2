import { describe, expect, it } from "vitest";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("security");
/** The CSP source of the early tap catcher (src/islands/runtime/early.ts), written out. */
const EARLY = "'sha256-TS99P23mfZGEx5K2QLIRhoean91M7oKlbSV6I9CNGg0='";

describe("security headers", () => {
  it("sends each header with its exact policy on pages, redirects and 404s", async () => {
    for (const path of ["/faqs", "/no/such/page", "/FAQS"]) {
      const { res } = await send(origin, path, { redirect: "manual" });
      const h = (name: string) => res.headers.get(name);
      expect(h("content-security-policy"), path).toBe(
        // Vite's dev server (which these tests run under) injects style elements; the build does not.
        `default-src 'self'; script-src 'self' ${EARLY}; style-src 'self'; style-src-elem 'self'${import.meta.env.DEV ? " 'unsafe-inline'" : ""}; style-src-attr 'unsafe-inline'; ` +
          "img-src 'self'; media-src 'self' data:; font-src 'self'; connect-src 'self'; " +
          "frame-src https://www.youtube-nocookie.com/embed/ https://www.google.com/maps; form-action 'self' https://wa.me; " +
          "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      );
      expect(h("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(h("x-content-type-options")).toBe("nosniff");
      expect(h("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(h("cross-origin-opener-policy")).toBe("same-origin");
      expect(h("x-frame-options")).toBe("DENY");
      expect(h("permissions-policy")).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=(), " +
          'autoplay=(self "https://www.youtube-nocookie.com"), fullscreen=(self "https://www.youtube-nocookie.com"), ' +
          'encrypted-media=(self "https://www.youtube-nocookie.com"), picture-in-picture=(self "https://www.youtube-nocookie.com")',
      );
    }
  });

  it("never lets a script run from anywhere but this site, nor eval; the one inline script is allowed by its own hash", async () => {
    const { res, body } = await send(origin, "/");
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSrc).toBe(`'self' ${EARLY}`);
    expect(res.headers.get("content-security-policy")).not.toContain("unsafe-eval");
    // The page's inline scripts (JSON-LD data blocks aside): exactly one, whose hash is the header's.
    const inline = [...body.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline).toHaveLength(1);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(inline[0]));
    expect(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`).toBe(EARLY);
  });

  it("lets browsers keep HTML only with revalidation, and never keeps a 404", async () => {
    expect((await send(origin, "/faqs")).res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await send(origin, "/no/such/page")).res.headers.get("cache-control")).toBe("no-store");
  });

  it("never lets a shared cache keep a tool link carrying a shop's details or a customer's figures (issue 39 item 13)", async () => {
    for (const path of [
      "/tools/gold-purity-converter?shopName=Soni%20Jewellers&shopPhone=9876543210&shopGstin=24AAAPL1234C1ZV",
      "/tools/girvi-interest-calculator?principal=10000&rate=2&from=2026-01-01&to=2026-07-01",
      "/hi/tools/gold-loan-value?gross=20&karat=22&rate24=75000",
    ]) {
      expect((await send(origin, path)).res.headers.get("cache-control"), path).toBe("private, max-age=0, must-revalidate");
    }
    // The same tool without a query is the same for everyone.
    expect((await send(origin, "/tools/gold-purity-converter")).res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });
});
