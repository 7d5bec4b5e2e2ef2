import { createExecutionContext, env } from "cloudflare:test";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../worker/env.ts";
import { requestContext } from "../../worker/middleware/context.ts";
import { requestLocale } from "../../worker/middleware/locale.ts";
import { pageRenderer, renderServerError } from "../../worker/render.tsx";
import type { Head } from "../../src/lib/head.ts";
import { DEFAULT } from "../fixtures/locales/worker.ts";
import { LANGUAGES } from "../fixtures/locales/language.ts";
import { localePath } from "../spec-routes.ts";
import { clearCache, h1Of, originTenant, send } from "./helpers.ts";

const origin = originTenant("not-found");

describe("the not-found page", () => {
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
  });

  it("answers an unknown route with 404, '404', 'Oops! Page not found' and a link home, logging the path", async () => {
    const warn = vi.spyOn(console, "warn");
    const { status, body, res } = await send(origin, "/no-such-page");
    expect(status).toBe(404);
    expect(body).toContain(">404</p>");
    expect(h1Of(body)).toBe("Oops! Page not found");
    expect(body).toContain('<a href="/" class="mt-8');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const logged = warn.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: "page not found", path: "/no-such-page", requestId: res.headers.get("x-request-id") }),
    );
    warn.mockRestore();
  });

  const odd = [
    "/%E0%A4%A",
    "/%ff%fe%fd",
    "/blog/..%2F..%2Fetc%2Fpasswd",
    "/associate/..%2F..%2Fwrangler.toml",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/aboutus%00",
    `/${"a".repeat(5000)}`,
    `/blog/${"9".repeat(2000)}`,
    "/apis/../../etc/passwd",
    "/apis/seo_api.php/../../x",
    "/<script>alert(1)</script>",
    "/what's%20new",
  ];
  for (const path of odd) {
    it(`answers ${path.slice(0, 40)} with 404 and never calls the origin`, async () => {
      const { status, body } = await send(origin, path);
      expect(status).toBe(404);
      expect(body).toContain("Oops! Page not found");
      expect(body).not.toContain("<script>alert(1)</script>");
      expect(await origin.requests()).toEqual([]);
    });
  }

  it("answers HEAD for a page without a body", async () => {
    const { status, body } = await send(origin, "/faqs", { method: "HEAD" });
    expect(status).toBe(200);
    expect(body).toBe("");
  });
});

describe("an exception while rendering", () => {
  function Boom(): never {
    throw new Error("component exploded");
  }

  const head: Head = { locale: "en", switchLinks: [{ locale: "hi", path: "/hi" }], title: "t", description: "d", keywords: "k", canonical: "https://www.zevar.example/" };
  const app = new Hono<AppEnv>();
  // The app's own order (worker/index.ts): the request's language first.
  app.use(requestLocale);
  app.use(requestId());
  app.use(requestContext);
  app.use(pageRenderer);
  app.get("/boom", (c) => c.render(<Boom />, { head }));
  app.onError((_e, c) => renderServerError(c));

  it("becomes a complete 500 page, not a broken stream", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/boom", {}, { ...env, ORIGIN_URL: origin.url }, createExecutionContext());
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(body).toContain("Something went wrong");
    expect(body.trimEnd().endsWith("</html>")).toBe(true);
    // A page without islands references no island runtime and no island chunk
    // (in these tests the runtime is /src/client.ts; dev's HMR client is allowed).
    expect(body.includes("/src/client.ts")).toBe(false);
    expect(body.includes("modulepreload")).toBe(false);
    expect(body.includes('data-island="')).toBe(false);
    const lines = error.mock.calls.map((c) => String(c[0]));
    expect(lines.some((l) => l.includes("component exploded"))).toBe(true);
    error.mockRestore();
  });
});

/**
 * Its texts in English; in every language its status, lang and texts by rule
 * (tests/worker/language-contract.test.ts). Here, per language, what changes: its noindex
 * and its home link to its own home.
 */
describe.each(LANGUAGES)("the not-found page in $code", (L) => {
  it("answers an unknown page and an unknown dealer with its 404 page, noindex, its home link to its own home", async () => {
    const home = localePath(L.prefix, "/");
    for (const path of [localePath(L.prefix, "/no-such-page"), localePath(L.prefix, "/associate/Jewellery-software-in-Atlantis")]) {
      const { status, body } = await send(origin, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).toContain(`<html lang="${L.htmlLang}">`);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      expect(body).toMatch(new RegExp(`<a[^>]*href="${home}"`));
    }
  });
});

describe("the not-found page's texts, in English", () => {
  it("says the page and the dealer were not found, its home link named", async () => {
    const page = await send(origin, "/no-such-page");
    expect(page.body).toContain(DEFAULT.notFound.title);
    expect(page.body).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>[^<]*${DEFAULT.notFound.home}`));
    expect((await send(origin, "/associate/Jewellery-software-in-Atlantis")).body).toContain(DEFAULT.notFound.dealer);
  });
});
