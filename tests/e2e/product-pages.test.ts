/**
 * The product pages in Chromium. The FAQs' accordion and the retail screenshot carousel
 * are tested in English (behaviour is proved once: docs/testing.md "Languages"); each
 * language's pages are visited in tests/e2e/languages.test.ts.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BrowserLocale } from "../fixtures/locales/browser.ts";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, close, settled, useBrowser } from "./browser.ts";
import { countAnnouncements } from "./helpers.ts";

const browser = useBrowser();

describe("FAQs page", () => {
  it("lists 17 questions, the first its own, and keeps one open at a time", async () => {
    const { context, page } = await browser.open("/faqs");
    const items = page.locator("main details");
    expect(await items.count()).toBe(17);
    expect(await firstQuestion(items)).toBe(en.pages.faqFirst);
    const open = () => items.evaluateAll((ds) => ds.map((d, i) => ((d as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    await items.nth(3).locator("summary").click();
    expect(await open()).toEqual([3]);
    expect(await items.nth(3).innerText()).toContain("GST-compliant");
    await items.nth(15).locator("summary").click();
    expect(await open()).toEqual([15]);
    await items.nth(15).locator("summary").click();
    expect(await open()).toEqual([]);
    await close(context);
  });
});

/** The first question's own words (its summary also holds the open/close mark). */
const firstQuestion = async (faqs: Locator) => (await faqs.nth(0).locator("summary").innerText()).split("\n")[0]?.trim();

describe("features page", () => {
  it("shows 34 cards, each with a title, a description and an icon", async () => {
    const { context, page } = await browser.open("/features");
    const cards = page.locator("main ul > li");
    expect(await cards.count()).toBe(34);
    for (const i of [0, 17, 33]) {
      const card = cards.nth(i);
      expect((await card.locator("h2").innerText()).length).toBeGreaterThan(2);
      expect((await card.locator("p").innerText()).length).toBeGreaterThan(30);
      expect(await card.locator("svg").count()).toBe(1);
    }
    await close(context);
  });
});

describe("associates", () => {
  it("lists 16 numbered cards fading in 0.05 s apart, in 1, 2 or 3 columns", async () => {
    const { context, page } = await browser.open("/associates");
    const cards = page.locator("main ul > li");
    expect(await cards.count()).toBe(16);
    expect(await cards.nth(0).locator("span").first().innerText()).toBe("1");
    expect(await cards.nth(15).locator("span").first().innerText()).toBe("16");
    expect(await cards.nth(2).locator("h2").innerText()).toBe("Name: Pink City Software Services");
    expect(await cards.nth(2).locator("p").first().innerText()).toBe("Experience: Above 20+ years");
    const delays = await cards.evaluateAll((lis) => lis.map((li) => getComputedStyle(li).animationDelay));
    expect(delays.slice(0, 4)).toEqual(["0s", "0.05s", "0.1s", "0.15s"]);
    const columns = async () => new Set(await cards.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().left)))).size;
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await columns()).toBe(1);
    await cards.nth(11).getByRole("link", { name: /View Detail/ }).click();
    await page.waitForURL("**/associate/Jewellery-software-in-Bengaluru-Urban");
    await close(context);
  });

  it("does not animate the cards under reduced motion", async () => {
    const { context, page } = await browser.open("/associates", { reducedMotion: "reduce" });
    expect(await page.locator("main ul > li").first().evaluate((li) => getComputedStyle(li).animationName)).toBe("none");
    await close(context);
  });

  it("serves the same list at /dealers, its canonical address", async () => {
    const { context, page, response } = await browser.open("/dealers");
    expect(response?.status()).toBe(200);
    expect(await page.locator("main ul > li").count()).toBe(16);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe("https://www.zevar.example/dealers");
    await close(context);
  });

  it("shows an associate's A4 certificate with a way back, and 'Dealer not found' for an unknown one", async () => {
    const { context, page } = await browser.open("/associate/Jewellery-software-in-Surat");
    expect(await page.getByRole("link", { name: "Back to Dealers", exact: true }).getAttribute("href")).toBe("/associates");
    const img = page.locator("main figure img");
    expect(await img.count()).toBe(1);
    expect(await img.getAttribute("width")).toBe("794");
    expect(await img.getAttribute("height")).toBe("1123");
    await img.evaluate((el: HTMLImageElement) => el.decode());
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(794);

    const missing = await page.goto(page.url().replace("Surat", "Atlantis"));
    expect(missing?.status()).toBe(404);
    expect(await page.getByText("Dealer not found").isVisible()).toBe(true);
    await close(context);
  });
});

describe("legal pages", () => {
  for (const [path, heading, sections] of [
    ["/privacy-policy", "Privacy Policy", 7],
    ["/refund-policy", "Refund and Cancellation Policy", 4],
    ["/terms-conditions", "Terms and Conditions", 8],
  ] as const) {
    it(`${path} shows its ${sections} sections`, async () => {
      const { context, page } = await browser.open(path);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
      expect(await page.locator("main article h2").count()).toBe(sections);
      await close(context);
    });
  }
});

describe("static articles", () => {
  for (const [path, title, button] of [
    ["/blog/karigar-management-guide", "Complete Guide to Karigar Management", "Book a Manufacturing Demo"],
    ["/blog/digital-transformation-jewellery-business", "From Traditional to Tech-Enabled Business", "Start Your Digital Journey"],
  ] as const) {
    it(`${path} has its title, links back to /blogs and opens the demo modal from '${button}'`, async () => {
      const { context, page } = await browser.open(path);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
      expect(await page.getByRole("link", { name: "Back to Blogs", exact: true }).first().getAttribute("href")).toBe("/blogs");
      await page.getByRole("button", { name: button }).click();
      await page.getByRole("dialog", { name: "Get a Free Demo" }).waitFor({ state: "visible" });
      await close(context);
    });
  }
});

describe("versions and download pages", () => {
  it("/versions links to the four editions", async () => {
    const { context, page } = await browser.open("/versions");
    const links = page.locator("main a[href^='/']");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/wholesale", "/retail", "/manufacturing", "/money-lending"]);
    await close(context);
  });

  it("/download lists the Download menu with the six support tools and the support packages", async () => {
    const { context, page } = await browser.open("/download");
    expect(await page.locator("main > ul > li h2").allTextContents()).toEqual([
      "Complaint App", "Software Installer", "Support Software", "Software Upgrade", "Whatsapp Download",
    ]);
    expect(await page.locator("#remote-support-tools li > span").allInnerTexts()).toEqual([
      "AnyDesk", "TeamViewer QuickSupport", "UltraViewer", "RustDesk", "Supremo", "AeroAdmin",
    ]);
    expect(await page.locator("#support-packages li > span").allInnerTexts()).toEqual(["Runtime Support Package", "Database Support Package"]);
    expect(await page.getByRole("link", { name: "Download Database Support Package" }).getAttribute("download")).toBe("");
    expect(await page.getByRole("link", { name: "Download AnyDesk" }).getAttribute("download")).toBe("");
    expect(await page.getByRole("link", { name: "Open Complaint App" }).getAttribute("target")).toBe("_blank");
    await close(context);
  });
});

describe("edition pages", () => {
  it("show the hero, numbered selling points and the manufacturing types", async () => {
    const { context, page } = await browser.open("/manufacturing");
    const h1 = page.getByRole("heading", { level: 1 });
    expect(await h1.innerText()).toBe("Jewellery Manufacturing Software");
    // The two-part title: its second part highlighted.
    expect(await h1.locator("span").innerText()).toBe("Software");
    const hero = page.locator("main > section").first();
    expect(await hero.locator("p").first().innerText()).toBe("Manufacturing");
    const description = "Karigars, departments, losses and designs for chain, diamond, kundan, CZ, gold and silver units.";
    expect(await hero.getByText(description, { exact: true }).count()).toBe(1);
    expect(await page.locator("#points ol > li").count()).toBe(10);
    expect(await page.locator("#types li").allTextContents()).toEqual([" CZ", " Chain", " Diamond", " Kundan", " Plain Gold", " Silver"]);
    await close(context);
  });

  it("show 1 slide on phones and hide the arrows there, 2 with arrows on medium screens, 3 on wide screens", async () => {
    const { context, page } = await browser.open("/wholesale", { viewport: { width: 390, height: 844 } });
    const carousel = page.getByRole("region", { name: "Wholesale screenshots" });
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.getByRole("button", { name: "Next screenshot" }).isVisible()).toBe(false);
    const width = (await carousel.getByRole("group").first().boundingBox())!.width;
    const viewport = (await carousel.boundingBox())!.width;
    expect(Math.round(viewport / width)).toBe(1);
    const perView = async () => Math.round((await carousel.boundingBox())!.width / (await carousel.getByRole("group").first().boundingBox())!.width);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(perView).toBe(2);
    expect(await carousel.getByRole("button", { name: "Next screenshot" }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(perView).toBe(3);
    await close(context);
  });
});

type Islands = BrowserLocale["islands"];

/** The retail page's carousel, alive: its region and slides named in the page's language. */
async function retailCarousel(page: Page, T: Islands) {
  const carousel = page.getByRole("region", { name: T.retailScreenshots });
  await carousel.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="screenshot-carousel"][data-hydrated="true"]');
  expect(await carousel.getAttribute("aria-roledescription")).toBe(T.carousel);
  const slides = carousel.getByRole("group");
  expect(await slides.count()).toBe(10);
  expect(await slides.first().getAttribute("aria-roledescription")).toBe(T.slide);
  return { carousel, slides };
}

/** Opens the second screenshot (Tagging): its dialog, texts and drawing in the page's language. */
async function taggingDialog(page: Page, T: Islands, lang: string, slides: Locator) {
  await slides.nth(1).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: T.tagging.title });
  await dialog.waitFor({ state: "visible" });
  expect(await dialog.getByRole("heading").innerText()).toBe(T.tagging.title);
  expect(await dialog.innerText()).toContain(T.tagging.description);
  // The same drawing as the thumbnail, in the page's language, drawn in full (issue 29).
  const large = dialog.locator("img");
  expect(await large.getAttribute("src")).toBe(`/screens/${lang}/retail-2.svg`);
  expect(await slides.nth(1).locator("img").getAttribute("src")).toBe(`/screens/${lang}/retail-2.svg`);
  expect(await large.getAttribute("alt")).toContain("3F8KX1");
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  return dialog;
}

describe("the screenshot carousel on the retail page (en)", () => {
  const { lang, prefix, islands: T } = en;
  it("loops with its named arrows and keys, and opens a screenshot in a dialog that closes (button or Escape) and clears", async () => {
    const { context, page, problems } = await browser.open(`${prefix}/retail`);
    const { carousel, slides } = await retailCarousel(page, T);
    const firstVisible = () =>
      slides.evaluateAll((els) => {
        const box = els[0]!.closest("[role=region]")!.getBoundingClientRect();
        const inView = els.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= box.left - 20 && r.left < box.left + 40;
        });
        return inView[0]?.getAttribute("aria-label");
      });
    expect(await firstVisible()).toBe(T.slideOf10(1));
    await carousel.getByRole("button", { name: T.next }).click();
    await expect.poll(firstVisible).toBe(T.slideOf10(2));
    await carousel.getByRole("button", { name: T.previous }).click();
    await expect.poll(firstVisible).toBe(T.slideOf10(1));
    await carousel.getByRole("button", { name: T.previous }).click();
    await expect.poll(firstVisible).toBe(T.slideOf10(10));
    await page.locator("[data-island='screenshot-carousel'] [tabindex='0']").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstVisible).toBe(T.slideOf10(1));
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstVisible).toBe(T.slideOf10(2));

    const dialog = await taggingDialog(page, T, lang, slides);
    await dialog.getByRole("button", { name: T.closeScreenshot }).click();
    await dialog.waitFor({ state: "hidden" });
    // The native dialog closes first; React clears the selection on the next render.
    await expect.poll(() => page.locator("[data-island='screenshot-carousel'] dialog img").count()).toBe(0);
    await slides.nth(1).getByRole("button").click();
    await dialog.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.locator("[data-island='screenshot-carousel'] dialog img").count()).toBe(0);
    expect(problems).toEqual([]);
    await close(context);
  });
});

/** The retail carousel's "n of 10" under the slides (a live region: said once per step). */
const counter = (carousel: Locator) => carousel.locator("[aria-live=polite]");

describe("the screenshot carousel on a phone and to a screen reader (issue 38, items 5 and 7, en)", () => {
  const { prefix, islands: T } = en;

  it("names each slide's button by its title, described apart by its description, and says '2 of 10' once after Next", async () => {
    const { page, problems } = await browser.open(`${prefix}/retail`);
    const { carousel } = await retailCarousel(page, T);
    // The whole name is the title: before, it was the picture's 150-character description, the title and the description run together.
    const tagging = carousel.getByRole("button", { name: T.tagging.title, exact: true });
    expect(await tagging.count()).toBe(1);
    expect(await page.locator(`[id="${await tagging.getAttribute("aria-describedby")}"]`).innerText()).toBe(T.tagging.description);
    expect(await carousel.getByRole("button", { name: "Billing", exact: true }).count()).toBe(1);
    const live = counter(carousel);
    expect(await live.count()).toBe(1);
    expect(await live.getAttribute("aria-atomic")).toBe("true");
    expect(await live.innerText()).toBe("1 of 10");
    expect(await live.isVisible()).toBe(true);
    const spoken = await countAnnouncements(carousel);
    await carousel.getByRole("button", { name: T.next }).click();
    await expect.poll(() => live.innerText()).toBe("2 of 10");
    await settled(carousel.getByRole("group").nth(1));
    // Said once: the slide's own name is not a live region too.
    expect(await spoken.regions()).toBe(1);
    expect(await spoken.announced()).toEqual(["2 of 10"]);
    await carousel.getByRole("button", { name: T.previous }).click();
    await carousel.getByRole("button", { name: T.previous }).click();
    await expect.poll(() => live.innerText()).toBe("10 of 10");
    expect(problems).toEqual([]);
  });

  it("jumps a step instead of sliding under reduced motion", async () => {
    const { page, problems } = await browser.open(`${prefix}/retail`, { reducedMotion: "reduce" });
    const { carousel } = await retailCarousel(page, T);
    const track = carousel.locator(".touch-pan-y");
    // Every frame's position of the slides' track, from before the tap until it stops.
    await track.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const tick = () => {
        seen.push((el as HTMLElement).style.transform);
        if (!(window as unknown as { stopSampling?: boolean }).stopSampling) requestAnimationFrame(tick);
      };
      tick();
    });
    await carousel.getByRole("button", { name: T.next }).click();
    await expect.poll(() => counter(carousel).innerText()).toBe("2 of 10");
    await settled(track.locator("[role=group]").nth(1));
    const seen = await page.evaluate(() => {
      (window as unknown as { stopSampling: boolean }).stopSampling = true;
      return (window as unknown as { seen: string[] }).seen;
    });
    // Where it was, then where it ends: no frame in between (a slide draws a dozen or more).
    expect(new Set(seen).size).toBe(2);
    expect(problems).toEqual([]);
  });

  it("shows the enlarged screen at its own size on a phone, panned by touch, scroll or the arrow keys without moving the carousel", async () => {
    const { page, problems } = await browser.open(`${prefix}/retail`, { viewport: { width: 390, height: 844 } });
    const { carousel, slides } = await retailCarousel(page, T);
    await slides.first().getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Billing" });
    await dialog.waitFor({ state: "visible" });
    const large = dialog.locator("img");
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    // Drawn 1,200 px wide, as drawn: its smallest words 14 px (before, 390 px: 4–6 px).
    expect(Math.round((await large.boundingBox())!.width)).toBe(1200);
    const pan = dialog.getByRole("region", { name: "Drag or scroll to see the whole screen" });
    expect(await dialog.getByText("Drag or scroll to see the whole screen", { exact: true }).isVisible()).toBe(true);
    const box = (await pan.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await pan.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await pan.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => pan.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press("End");
    // The carousel behind did not take the keys.
    expect(await counter(carousel).innerText()).toBe("1 of 10");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
  });

  it("fits the enlarged screen in the dialog from 1024 px", async () => {
    const { page } = await browser.open(`${prefix}/retail`, { viewport: { width: 1280, height: 800 } });
    const { slides } = await retailCarousel(page, T);
    await slides.first().getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Billing" });
    await dialog.waitFor({ state: "visible" });
    const pan = dialog.getByRole("region");
    await expect.poll(() => dialog.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await pan.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    expect(await dialog.getByText("Drag or scroll to see the whole screen", { exact: true }).isVisible()).toBe(false);
  });
});
