import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { animationFrames, close, islandsReady, useBrowser } from "./browser.ts";

const browser = useBrowser();

describe("landing page (/zevarsoftware)", () => {
  it("has its sections, claims and contact details", async () => {
    const { context, page } = await browser.open("/zevarsoftware");
    for (const name of ["Alliances", "About", "Software Versions", "Advantages", "Integrated features", "What jewellers say"]) {
      expect(await page.getByRole("region", { name, exact: true }).count()).toBe(1);
    }
    const allianceRegion = page.getByRole("region", { name: "Alliances" });
    expect(await allianceRegion.getByRole("img").count()).toBe(5);
    expect(await allianceRegion.locator("li p").allInnerTexts()).toEqual([
      "Tally\nAccounts exported to Tally",
      "BIS Hallmarking\nHUID-linked tagging",
      "GST Network\nGST-compliant billing and returns",
      "WhatsApp Business\nBills, ledgers and catalogues on WhatsApp",
      "RFID hardware\nRFID readers for stock and billing",
    ]);
    expect(await page.getByRole("region", { name: "Software Versions" }).locator("li").allTextContents()).toEqual([
      " Wholesale", " Retail Showroom", " Dia/Kundan Jew. MNFG.", " Gold Manufacturing", " Money Lending (Girvi)",
    ]);
    expect(await page.getByRole("region", { name: "Advantages" }).locator("li").count()).toBe(6);
    expect(await page.getByRole("region", { name: "What jewellers say" }).locator("blockquote").count()).toBe(3);
    const text = await page.locator("main").innerText();
    expect(text).toContain("25 years");
    expect(text).toContain("75000+ users");
    expect(await page.getByRole("link", { name: "sales@zevar.example" }).first().getAttribute("href")).toBe("mailto:sales@zevar.example");
    expect(await page.locator("main").getByRole("link", { name: "+91 98765 43210", exact: true }).getAttribute("href")).toBe("tel:+919876543210");
    await close(context);
  });

  it("opens the demo modal from both Free Demo bands", async () => {
    const { context, page } = await browser.open("/zevarsoftware");
    await islandsReady(page);
    const bands = page.getByRole("button", { name: "Free Demo", exact: true });
    expect(await bands.count()).toBe(2);
    const dialog = page.getByRole("dialog", { name: "Get a Free Demo" });
    for (const i of [0, 1]) {
      await bands.nth(i).click();
      await dialog.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    await close(context);
  });
});

describe("about page (/aboutus)", () => {
  it("has who we are, the four stats, journey, mission, vision, five reasons and the team", async () => {
    const { context, page } = await browser.open("/aboutus");
    const main = page.locator("main");
    expect(await main.innerText()).toContain("1997 in Mathura, Uttar Pradesh");
    expect(await page.locator("#who dd").allTextContents()).toEqual(["28+", "1 Lakh+", "24/7", "100%"]);
    expect(await page.locator("#who dt").allTextContents()).toEqual(["Years", "Happy Users", "Support", "Satisfaction"]);
    for (const name of ["Our journey", "Our mission", "Our vision", "Why choose us", "Our team"]) {
      expect(await page.getByRole("region", { name }).count()).toBe(1);
    }
    expect(await page.locator("#why li").count()).toBe(5);
    await close(context);
  });

  it("turns the banner's gem in 3D once visible, and keeps the still gem under reduced motion or Save-Data", async () => {
    const live = await browser.open("/aboutus");
    await live.page.waitForSelector('[data-scene="3d"] canvas');
    await close(live.context);

    // Under reduced motion or Save-Data the scene's code is never even downloaded.
    const reduced = await browser.open("/faqs", { reducedMotion: "reduce" });
    const reducedScripts: string[] = [];
    reduced.page.on("request", (r) => reducedScripts.push(r.url()));
    await reduced.page.goto(reduced.page.url().replace("/faqs", "/aboutus"));
    await reduced.page.waitForSelector('[data-island="gem-scene"][data-island-state="skipped"]');
    await islandsReady(reduced.page);
    await reduced.page.evaluate(() => window.scrollBy(0, 50));
    await reduced.page.waitForLoadState("networkidle");
    expect(await reduced.page.locator("[data-scene]").getAttribute("data-scene")).toBe("still");
    expect(await reduced.page.locator("[data-scene] canvas").count()).toBe(0);
    expect(reducedScripts.filter((u) => u.includes("gem-scene"))).toEqual([]);
    await close(reduced.context);

    const { context, page } = await browser.openFresh("/faqs");
    await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    const saveDataScripts: string[] = [];
    page.on("request", (r) => saveDataScripts.push(r.url()));
    await page.goto(page.url().replace("/faqs", "/aboutus"));
    await page.waitForSelector('[data-island="gem-scene"][data-island-state="skipped"]');
    await page.waitForLoadState("networkidle");
    expect(await page.locator("[data-scene]").getAttribute("data-scene")).toBe("still");
    expect(saveDataScripts.filter((u) => u.includes("gem-scene"))).toEqual([]);
    await close(context);
  });

  for (const { path, pause, play } of [
    { path: "/aboutus", pause: "Pause the turning gem", play: "Play the turning gem" },
    { path: "/hi/aboutus", pause: "घूमता नग रोकें", play: "घूमता नग चलाएँ" },
  ]) {
    it(`gives the turning gem a pause control that stops and restarts it (${path}, issue 23 item 5)`, async () => {
      const { context, page, problems } = await browser.open(path);
      await page.waitForSelector('[data-scene="3d"] canvas');
      const canvas = page.locator('[data-scene="3d"] canvas');
      const changes = async () => {
        const before = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
        // 24 frames: a turning gem is drawn anew on every one of them.
        await animationFrames(page, 24);
        return (await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())) !== before;
      };
      expect(await changes()).toBe(true);
      const control = page.getByRole("checkbox", { name: pause, exact: true });
      await control.focus();
      await page.keyboard.press("Space");
      const resume = page.getByRole("checkbox", { name: play, exact: true });
      expect(await resume.isChecked()).toBe(true);
      expect(await page.locator("label.motion-toggle", { has: resume }).innerText()).toBe(play);
      await animationFrames(page, 2);
      expect(await changes()).toBe(false);
      // With the pointer too.
      await page.locator("label.motion-toggle", { has: resume }).click();
      expect(await control.isChecked()).toBe(false);
      expect(await changes()).toBe(true);
      expect(problems).toEqual([]);
      await close(context);

      // Under reduced motion the gem stands still: no control to show.
      const reduced = await browser.open(path, { reducedMotion: "reduce" });
      await islandsReady(reduced.page);
      expect(await reduced.page.getByRole("checkbox", { name: pause, exact: true }).count()).toBe(0);
      await close(reduced.context);
    });
  }

  it("does not load the 3D scene's code before the banner is visible", async () => {
    const { context, page } = await browser.open("/faqs");
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    const served = await (await fetch(page.url().replace("/faqs", "/aboutus"))).text();
    expect(served).toMatch(/data-island="gem-scene" data-strategy="visible" data-unless="reduced-motion save-data"/);
    expect(/assets\/gem-scene/.test(served)).toBe(false);
    await page.goto(page.url().replace("/faqs", "/aboutus"));
    await page.waitForSelector('[data-island="gem-scene"][data-hydrated="true"]');
    expect(scripts.some((s) => s.includes("gem-scene"))).toBe(true);
    await close(context);
  });
});

describe("video modal", () => {
  const { prefix, islands: T } = en;
  it("fetches nothing from the video platform until opened, embeds the watch link, and unloads it on close with its named button", async () => {
    const { context, page, problems } = await browser.openFresh(`${prefix}/aboutus`);
    const asked: string[] = [];
    await context.route("https://www.youtube-nocookie.com/**", (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" });
    });
    await islandsReady(page);
    expect(await page.locator("#story-video iframe").count()).toBe(0);
    await page.getByRole("button", { name: T.storyButton }).click();
    const dialog = page.getByRole("dialog", { name: T.storyTitle });
    await dialog.waitFor({ state: "visible" });
    const iframe = dialog.locator("iframe");
    await iframe.waitFor();
    expect(await iframe.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1");
    expect(await iframe.getAttribute("title")).toBe(T.storyTitle);
    await expect.poll(() => asked.length).toBe(1);
    await dialog.getByRole("button", { name: T.closeVideo }).click();
    await dialog.waitFor({ state: "hidden" });
    // The toggle event that unloads the player is dispatched after the dialog hides.
    await expect.poll(() => page.locator("#story-video iframe").count()).toBe(0);
    expect(problems).toEqual([]);
    await close(context);
  });
});
