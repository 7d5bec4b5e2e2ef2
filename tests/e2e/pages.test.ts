import { describe, expect, it } from "vitest";
import { specRoutes } from "../spec-routes.ts";
import { baseUrl, close, islandsReady, useBrowser, workerUrl } from "./browser.ts";

const browser = useBrowser();

describe("every route in Chromium", () => {
  for (const { path, h1, title } of specRoutes) {
    it(`renders ${path} and hydrates its islands without a console error or warning`, async () => {
      const { context, page, response, problems } = await browser.open(path);
      expect(response?.status()).toBe(200);
      await islandsReady(page);
      // The heading and title of the spec (tests/spec-routes.ts), after hydration too.
      expect(await page.locator("h1").count()).toBe(1);
      expect((await page.locator("h1").textContent())?.replace(/\s+/g, " ").trim()).toBe(h1);
      expect(await page.title()).toBe(title);
      // Islands that wait for the visitor (the demo form in the modal, the forms of the
      // contact and landing pages, the tutorial library, the tools) are not hydrated yet;
      // the others are.
      const eager = '[data-island][data-strategy="load"], [data-island][data-strategy="idle"]';
      expect(await page.locator(eager).count()).toBeGreaterThan(0);
      expect(await page.locator(`:is(${eager})[data-hydrated="true"]`).count()).toBe(await page.locator(eager).count());
      const waiting = page.locator('[data-island][data-strategy="interaction"]');
      expect(await page.locator('#demo-dialog [data-island="demo-form"][data-strategy="interaction"]').count()).toBe(1);
      // A second one: the page's form, the about page's video, the tutorial library or a tool.
      const second = ["/zevarsoftware", "/contactus", "/aboutus", "/tutorial"].includes(path) || path.startsWith("/tools/");
      expect(await waiting.count()).toBe(second ? 2 : 1);
      expect(await page.locator('[data-island][data-strategy="interaction"][data-hydrated]').count()).toBe(0);
      expect(problems).toEqual([]);
      await close(context);
    });
  }
});

describe("the not-found page", () => {
  it("answers 404 with '404', 'Oops! Page not found' and a link home", async () => {
    const { context, page, response } = await browser.open("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Page not found");
    await page.getByRole("link", { name: "Go back home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await close(context);
  });

  it("logs the attempted path to the browser console", async () => {
    const { context, page } = await browser.open("/faqs");
    const logs: string[] = [];
    page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
    await page.goto(page.url().replace("/faqs", "/no/such/page?x=1"));
    await expect.poll(() => logs).toContain("info: 404: no page at /no/such/page");
    await close(context);
  });
});

describe("static assets", () => {
  // Asked of wrangler itself: the browser tests' front serves the files from disk.
  it("serves hashed assets immutable for a year and keeps the Vite manifest private", async () => {
    const html = await (await fetch(`${workerUrl()}/`)).text();
    const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)?.[1];
    const js = /src="(\/assets\/client-[^"]+\.js)"/.exec(html)?.[1];
    for (const path of [css, js]) {
      const res = await fetch(`${workerUrl()}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    expect((await fetch(`${workerUrl()}/.vite/manifest.json`)).status).toBe(404);
    const page = await fetch(`${workerUrl()}/faqs`);
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // The production build allows style elements from this site only.
    expect(page.headers.get("content-security-policy")).toContain("style-src 'self'; style-src-elem 'self'; style-src-attr 'unsafe-inline';");
  });
});
