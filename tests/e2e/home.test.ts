import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import en from "../fixtures/locales/en/browser.ts";
import { animationFrames, baseUrl, close, islandsReady, useBrowser } from "./browser.ts";
import { countAnnouncements } from "./helpers.ts";

const browser = useBrowser();

describe("home page", () => {
  it("shows the splash with 'Loading...' for 2 s, then fades it without blocking the page", async () => {
    const { context, page } = await browser.open("/");
    const splash = page.locator(".splash");
    expect(await splash.innerText()).toContain("Loading...");
    expect(await splash.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    const style = await splash.evaluate((el) => {
      const s = getComputedStyle(el);
      return { delay: s.animationDelay, duration: s.animationDuration };
    });
    expect(style).toEqual({ delay: "2s", duration: "0.5s" });
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".splash")!).visibility === "hidden", undefined, { timeout: 5000 });
    // The hero was in the page all along (crawlers, and the browser's first paint).
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("The All-in-One Software for Your Jewellery Business");
    await close(context);
  });

  it("animates 50 particles, and draws a still frame under reduced motion", async () => {
    const moving = await browser.open("/");
    await islandsReady(moving.page);
    const canvas = moving.page.locator("canvas[data-particles]");
    expect(await canvas.getAttribute("data-particles")).toBe("50");
    await moving.page.waitForSelector('canvas[data-running="animated"]');
    await close(moving.context);

    const still = await browser.open("/", { reducedMotion: "reduce" });
    await islandsReady(still.page);
    await still.page.waitForSelector('canvas[data-running="still"]');
    await close(still.context);
  });

  it("stops drawing while off screen or while the tab is hidden, and draws again on return", async () => {
    const { context, page } = await browser.open("/");
    await page.waitForSelector('canvas[data-running="animated"]', { timeout: 30_000 });
    const canvas = page.locator("canvas[data-particles]");
    const running = () => canvas.getAttribute("data-running");
    const snapshot = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const changes = async () => {
      const before = await snapshot();
      // 24 frames: an animated canvas draws on every one of them.
      await animationFrames(page, 24);
      return (await snapshot()) !== before;
    };
    await expect.poll(running).toBe("animated");
    expect(await changes()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(running).toBe("paused");
    expect(await changes()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(running).toBe("animated");
    expect(await changes()).toBe(true);

    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    await setHidden(true);
    await expect.poll(running).toBe("paused");
    expect(await changes()).toBe(false);
    await setHidden(false);
    await expect.poll(running).toBe("animated");
    expect(await changes()).toBe(true);
    await close(context);
  });

  it("draws the particles in a worker, off the page's main thread, and on the page where a canvas cannot be handed to a worker", async () => {
    // Who holds the canvas: once handed to a worker, the page can no longer draw on it.
    const drawer = (c: HTMLCanvasElement) => {
      try {
        return c.getContext("2d") ? "page" : "none";
      } catch {
        return "worker";
      }
    };
    // Whether the canvas shows a new frame within `frames` animation frames (a drawer at
    // 12 frames a second has a chance every 5), read on each frame: a moving canvas says
    // true as soon as it changes; 600 frames is ten seconds at 60 Hz.
    const changesOver = (canvas: Locator, frames = 600) =>
      canvas.evaluate(
        (c: HTMLCanvasElement, count) =>
          new Promise<boolean>((resolve) => {
            const before = c.toDataURL();
            let left = count;
            const look = () => {
              if (c.toDataURL() !== before) resolve(true);
              else if (--left <= 0) resolve(false);
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          }),
        frames,
      );

    const withWorker = await browser.open("/");
    const canvas = withWorker.page.locator("canvas[data-particles]");
    await withWorker.page.waitForSelector('canvas[data-running="animated"]');
    expect(await canvas.evaluate(drawer)).toBe("worker");
    expect(await changesOver(canvas)).toBe(true);
    await close(withWorker.context);

    const { context, page } = await browser.blank();
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    await page.goto(`${baseUrl()}/`);
    const onPage = page.locator("canvas[data-particles]");
    await page.waitForSelector('canvas[data-running="animated"]');
    expect(await onPage.evaluate(drawer)).toBe("page");
    expect(await changesOver(onPage)).toBe(true);
    await page.getByRole("checkbox", { name: "Pause background animation", exact: true }).check({ force: true });
    await page.waitForSelector('canvas[data-running="paused"]');
    // Paused: not one new frame in 30 (six chances to draw).
    expect(await changesOver(onPage, 30)).toBe(false);
    await close(context);
  });

  it("has the intro, then six feature blocks whose text and picture swap sides on wide screens", async () => {
    const { context, page } = await browser.open("/");
    // Written out here, not read from src/, so a changed text fails: the intro as the site
    // words it, the blocks' titles as SPEC section 1 lists them, in that order.
    expect(await page.locator("#intro h2").innerText()).toBe("Built for jewellers, by people who know jewellery");
    expect(await page.locator("#intro").innerText()).toContain(
      "Since 1997 Zevar ERP has grown with the jewellers who use it: from a single counter in Mathura to multi-branch chains, " +
        "wholesalers and manufacturing units across India. Every screen speaks the language of the trade — tunch, wastage, " +
        "making charges, bhav, HUID — so your staff learn it in a day and your books stay right.",
    );
    const titles = ["Inventory Management", "Customer Management", "Smart Catalog", "Smart Alerts", "Data Analytics", "Financial Reports"];
    expect(await page.locator("#features article h3").allInnerTexts()).toEqual(titles);
    const sides: string[] = [];
    for (const title of titles) {
      const block = page.locator("#features article", { has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
      const [text, art] = await block.locator(":scope > div").evaluateAll((divs) => divs.map((d) => d.getBoundingClientRect().left));
      sides.push(text! < art! ? "text-left" : "text-right");
    }
    expect(sides).toEqual(["text-left", "text-right", "text-left", "text-right", "text-left", "text-right"]);
    await close(context);
  });

  it("shows the Secure, Scalable and Customizable block", async () => {
    const { context, page } = await browser.open("/");
    const block = page.locator("#pillars");
    // SPEC section 1: role-based permissions, cloud and desktop on-premise, custom workflows.
    const pillars = [
      { title: "Secure", text: "Role-based permissions, user restrictions, OTP approvals and a full audit trail of every edit." },
      { title: "Scalable", text: "From one counter to many branches: cloud or desktop on-premise, online or offline." },
      { title: "Customizable", text: "Custom workflows, bill formats and reports made for the way your business works." },
    ];
    expect(await block.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(pillars.map((p) => p.title));
    for (const p of pillars) expect(await block.getByText(p.text, { exact: true }).count()).toBe(1);
    await close(context);
  });

  it("opens the demo modal from 'Try Zevar ERP' and links 'Watch Demo' to the tutorials", async () => {
    const { context, page } = await browser.open("/");
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".splash")!).visibility === "hidden");
    expect(await page.getByRole("link", { name: "Watch Demo" }).getAttribute("href")).toBe("/tutorial");
    await page.getByRole("button", { name: "Try Zevar ERP" }).click();
    await page.getByRole("dialog", { name: "Get a Free Demo" }).waitFor({ state: "visible" });
    await close(context);
  });

  it("lists the five ribbon items and the 14 modules", async () => {
    const { context, page } = await browser.open("/");
    const ribbon = page.getByRole("region", { name: "Why Choose Us" }).locator("li:not([aria-hidden])");
    expect(await ribbon.allTextContents()).toEqual([
      " 28+ Years of Expertise", " 1 Lakh+ Happy Users", " AI For Jewellery Business", " Pan India Support", " Multiple Award Winner",
    ]);
    expect(await page.locator("#modules li").count()).toBe(14);
    await close(context);
  });

  it("shows 9 testimonials in 3 moving columns, hides columns 2 and 3 on a phone, and stops under reduced motion", async () => {
    const desktop = await browser.open("/");
    const columns = desktop.page.locator("[data-testimonial-column]");
    expect(await columns.count()).toBe(3);
    expect(await desktop.page.locator("[data-testimonial-column] li:not([aria-hidden])").count()).toBe(9);
    const durations = await columns.locator("ul").evaluateAll((uls) => uls.map((u) => getComputedStyle(u).animationDuration));
    expect(durations).toEqual(["15s", "19s", "17s"]);
    for (const i of [0, 1, 2]) expect(await columns.nth(i).isVisible()).toBe(true);
    await close(desktop.context);

    const phone = await browser.open("/", { viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    const cols = phone.page.locator("[data-testimonial-column]");
    expect(await cols.nth(0).isVisible()).toBe(true);
    expect(await cols.nth(1).isVisible()).toBe(false);
    expect(await cols.nth(2).isVisible()).toBe(false);
    expect(await cols.nth(0).locator("ul").evaluate((u) => getComputedStyle(u).animationName)).toBe("none");
    await close(phone.context);
  });

  it("keeps one FAQ open at a time, and closes the open one when clicked", async () => {
    const { context, page } = await browser.open("/");
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".splash")!).visibility === "hidden");
    const faqs = page.locator("#faq details");
    expect(await faqs.count()).toBe(6);
    const open = () => faqs.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    await faqs.nth(0).locator("summary").click();
    expect(await open()).toEqual([true, false, false, false, false, false]);
    await faqs.nth(2).locator("summary").click();
    expect(await open()).toEqual([false, false, true, false, false, false]);
    await faqs.nth(2).locator("summary").click();
    expect(await open()).toEqual([false, false, false, false, false, false]);
    await close(context);
  });

  it("ends with app-store and play-store links", async () => {
    const { context, page } = await browser.open("/");
    const closing = page.getByRole("region", { name: "Run your whole jewellery business from one place" });
    expect(await closing.getByRole("link", { name: "Download on the App Store" }).getAttribute("href")).toContain("apps.apple.com");
    expect(await closing.getByRole("link", { name: "Get it on Google Play" }).getAttribute("href")).toContain("play.google.com");
    await close(context);
  });
});

describe("showcase announcements (issue 23 item 4, en)", () => {
  const [top, keyed, chosen, bottom] = en.home.editions as [string, string, string, string];
  it("says nothing while scrolling picks the card on /, and once when the visitor chooses one", async () => {
    const { context, page } = await browser.open("/");
    const section = page.locator("#unique");
    await section.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="showcase"][data-hydrated="true"]');
    const live = await countAnnouncements(section);
    expect(await live.regions()).toBe(1);
    const pressed = () => section.locator('button[aria-pressed="true"]').innerText();
    // Scrolling through moves the selection three times, and nothing is said.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(pressed).toBe(top);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(pressed).toBe(bottom);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
    await expect.poll(pressed).toBe(keyed);
    expect(await live.announced()).toEqual([]);
    // A click: said once, the card's name.
    await section.getByRole("button", { name: chosen, exact: true }).click();
    await expect.poll(pressed).toBe(chosen);
    await expect.poll(live.announced).toEqual([chosen]);
    // From the keyboard: once more.
    await section.getByRole("button", { name: keyed, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(live.announced).toEqual([chosen, keyed]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await animationFrames(page, 4);
    expect(await live.announced()).toEqual([chosen, keyed]);
    await close(context);
  });
});

describe("the edition showcase (en)", () => {
  const { prefix, home: T } = en;
  it("lets scroll pick the edition card until one is clicked, then keeps the click; its link follows the card", async () => {
    const { context, page, problems } = await browser.open(prefix || "/");
    const section = page.locator("#unique");
    await section.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="showcase"][data-hydrated="true"]');
    const [wholesale, retail, manufacturing, girvi] = T.editions as [string, string, string, string];
    const pressed = () => section.locator('button[aria-pressed="true"]').innerText();
    const learnMore = section.getByRole("link", { name: new RegExp(`^${T.learnMore} `) });
    const panelFeatures = () => section.locator("#showcase-panel li").allInnerTexts();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(pressed).toBe(wholesale);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(pressed).toBe(girvi);
    expect(await learnMore.getAttribute("href")).toBe(`${prefix}/money-lending`);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
    await expect.poll(pressed).toBe(retail);
    // The link's name: "Learn More" and, for screen readers, which edition it is about.
    expect(await section.getByRole("link", { name: T.learnMoreAbout(retail), exact: true }).getAttribute("href")).toBe(`${prefix}/retail`);
    expect(await section.locator("#showcase-panel h3").innerText()).toBe(retail);
    expect(await panelFeatures()).toEqual(T.retailFeatures);

    await section.getByRole("button", { name: manufacturing, exact: true }).click();
    await expect.poll(pressed).toBe(manufacturing);
    expect(await section.getByRole("link", { name: T.learnMoreAbout(manufacturing), exact: true }).getAttribute("href")).toBe(`${prefix}/manufacturing`);
    expect(await panelFeatures()).toEqual(T.manufacturingFeatures);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Two frames: the scroll handler reads the position once per frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await pressed()).toBe(manufacturing);
    expect(await learnMore.getAttribute("href")).toBe(`${prefix}/manufacturing`);
    expect(problems).toEqual([]);
    await close(context);
  });
});

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };

/** The page's layout shifts since it began loading (buffered), with what moved, so that a failure says where to look. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        let sum = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            sum += e.value;
            for (const s of e.sources ?? []) moved.push(`${(s.node as Element | undefined)?.outerHTML?.slice(0, 80)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)} at ${Math.round(e.startTime)} ms`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ sum, moved })));
      }),
  );
}

/**
 * Every text of the home page's moving parts, in one visit, in English (behaviour is proved
 * once: docs/testing.md "Languages"): what only scrolls, clicks and frames prove is the
 * English blocks' above and visitor.test.ts's.
 */
describe("the home page in the page's language", () => {
  const { lang, prefix, home: T, pages: P } = en;
  it("draws the hero's billing window and phone with no layout shift at 1280 px (issue 29), and names the FAQs, the pause controls, the showcase's cards, panels and links, and what it says, in the page's language", async () => {
    // Wide screens only: on a phone the drawing would be the largest paint, waiting on its own request (src/pages/home.tsx).
    const { context, page, problems } = await browser.open(prefix || "/", { viewport: { width: 1280, height: 800 } });
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const images = hero.locator("img");
    expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute("src")))).toEqual([`/screens/${lang}/retail-1.svg`, `/screens/${lang}/owner-phone.svg`]);
    // Fetched at once (not lazy) and drawn at their own size.
    await expect.poll(() => images.evaluateAll((els) => (els as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth))).toEqual([1200, 300]);
    expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute("loading")))).toEqual([null, null]);
    const shift = await layoutShift(page);
    expect(shift.sum, shift.moved.join("; ")).toBe(0);

    const faqs = page.locator("#faq details");
    expect(await faqs.count()).toBe(6);
    expect((await faqs.nth(1).locator("summary").innerText()).split("\n")[0]?.trim()).toBe(P.homeFaqSecond);

    // Each pause control is named after what it pauses, and once paused after what it now does (issue 23 item 5).
    await islandsReady(page);
    for (const { pause, play } of [T.pauseBackground, T.pauseRibbon, T.pauseTestimonials]) {
      const control = page.getByRole("checkbox", { name: pause, exact: true });
      expect(await control.count()).toBe(1);
      expect(await page.locator("label.motion-toggle", { has: control }).innerText()).toBe(pause);
      await control.focus();
      await page.keyboard.press("Space");
      const resume = page.getByRole("checkbox", { name: play, exact: true });
      expect(await resume.isChecked()).toBe(true);
      expect(await control.count()).toBe(0);
      expect(await page.locator("label.motion-toggle", { has: resume }).innerText()).toBe(play);
      await page.keyboard.press("Space");
      expect(await page.getByRole("checkbox", { name: pause, exact: true }).isChecked()).toBe(false);
    }

    const section = page.locator("#unique");
    await section.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="showcase"][data-hydrated="true"]');
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe(T.showcaseHeading);
    expect(await section.getByRole("button").allInnerTexts()).toEqual(T.editions);
    const [, retail, manufacturing, girvi] = T.editions as [string, string, string, string];
    const live = await countAnnouncements(section);
    const pressed = () => section.locator('button[aria-pressed="true"]').innerText();
    const panelFeatures = () => section.locator("#showcase-panel li").allInnerTexts();
    // Chosen by a click, then from the keyboard: each said once, by its name (issue 23 item 4).
    await section.getByRole("button", { name: manufacturing, exact: true }).click();
    await expect.poll(pressed).toBe(manufacturing);
    await expect.poll(live.announced).toEqual([manufacturing]);
    // The link's name: "Learn More" and, for screen readers, which edition it is about; its address in the page's language.
    expect(await section.getByRole("link", { name: T.learnMoreAbout(manufacturing), exact: true }).getAttribute("href")).toBe(`${prefix}/manufacturing`);
    expect(await panelFeatures()).toEqual(T.manufacturingFeatures);
    await section.getByRole("button", { name: retail, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(live.announced).toEqual([manufacturing, retail]);
    expect(await section.locator("#showcase-panel h3").innerText()).toBe(retail);
    expect(await section.getByRole("link", { name: T.learnMoreAbout(retail), exact: true }).getAttribute("href")).toBe(`${prefix}/retail`);
    expect(await panelFeatures()).toEqual(T.retailFeatures);
    await section.getByRole("button", { name: girvi, exact: true }).click();
    await expect.poll(live.announced).toEqual([manufacturing, retail, girvi]);
    expect(await section.getByRole("link", { name: T.learnMoreAbout(girvi), exact: true }).getAttribute("href")).toBe(`${prefix}/money-lending`);
    expect(problems).toEqual([]);
    await close(context);
  });
});

/**
 * The product on a phone (issue 38, item 5): below 1024 px the hero has no drawing (it
 * would be the largest paint); the owner app is drawn after the introduction instead,
 * lazy and below the fold, at its own size.
 */
describe("the home page on a phone (en)", () => {
  it("draws the owner app at its own size below the fold, lazily, and never as the largest paint", async () => {
    const { page, problems } = await browser.open("/", { viewport: { width: 412, height: 823 } });
    const phone = page.locator('#intro img[src="/screens/en/owner-phone.svg"]');
    expect(await phone.count()).toBe(1);
    expect(await phone.getAttribute("loading")).toBe("lazy");
    expect(await phone.getAttribute("alt")).toContain("₹4,86,250");
    // Below the first screen as the page opens (the splash aside, nothing has scrolled).
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect((await phone.boundingBox())!.y).toBeGreaterThan(823);
    // What Chromium took as the largest paint so far: not the drawing.
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            new PerformanceObserver((list) => resolve(list.getEntries().map((e) => (e as PerformanceEntry & { element?: Element }).element?.outerHTML.slice(0, 80) ?? ""))).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
    expect((await largest()).some((html) => html.includes("owner-phone"))).toBe(false);
    await phone.scrollIntoViewIfNeeded();
    await expect.poll(() => phone.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    // Drawn 300 px wide, as drawn: its words 13–28 px.
    expect(Math.round((await phone.boundingBox())!.width)).toBe(300);
    expect(await phone.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
