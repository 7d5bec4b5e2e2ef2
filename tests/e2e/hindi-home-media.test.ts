/**
 * The home page's moving parts and the tutorial player on their Hindi twins (issue 17),
 * in Chromium: the edition showcase (tests/e2e/home.test.ts and visitor.test.ts), the
 * pause controls of the ribbon, the testimonials and the particles (visitor.test.ts),
 * and the tutorial video facade (knowledge.test.ts and visitor.test.ts) — the same
 * behaviour, read off /hi and /hi/tutorial in Hindi. The expected Hindi is written out
 * here (from src/content/hi/home.ts, ui.ts and tutorials.ts), not imported.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, close, hydrateByPointer, hydrated, islandsReady, openWithScriptsHeld, useBrowser } from "./browser.ts";

const browser = useBrowser();
const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com/;

/** Two frames: the showcase's scroll handler reads the position once per frame. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const RETAIL_FEATURES = [
  "पहले से तय लेबर और पॉलिश चार्ज से फटाफट टैगिंग",
  "HUID से जुड़ी टैग हिस्ट्री, टैग स्प्लिट और मर्ज",
  "बिलिंग, स्टॉक और एस्टीमेट के लिए RFID",
  "हर बदलाव पर OTP से मंज़ूरी और मालिक को अलर्ट",
  "बारकोड के साथ GST बिलिंग और ज्वेलरी इंश्योरेंस",
];
const MANUFACTURING_FEATURES = [
  "चेन, डायमंड, कुंदन, CZ, प्लेन सोना और चाँदी की यूनिट",
  "डिपार्टमेंट-वार स्टॉक, अपने-आप ट्रांसफर के साथ",
  "हर स्टेप की घटत (लॉस) रिपोर्ट",
  "कितना वज़न लगाया और कितना माल बना — आमने-सामने",
  "डिज़ाइन मास्टर और बिल ऑफ मटीरियल (BOM)",
];

describe("the edition showcase on /hi", () => {
  it("lets scroll pick the Hindi edition card until one is clicked, then keeps the click; its link stays under /hi", async () => {
    const { context, page, problems } = await browser.open("/hi");
    const section = page.locator("#unique");
    await section.scrollIntoViewIfNeeded();
    await hydrated(page, "showcase");
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Zevar ERP को खास क्या बनाता है");
    expect(await section.getByRole("button").allInnerTexts()).toEqual(["होलसेल", "रिटेल वर्ज़न", "मैन्युफैक्चरिंग", "गिरवी मनी लेंडिंग"]);
    const pressed = () => section.locator('button[aria-pressed="true"]').innerText();
    const learnMore = section.getByRole("link", { name: /^और जानें / });
    const panelFeatures = () => section.locator("#showcase-panel li").allInnerTexts();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(pressed).toBe("होलसेल");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(pressed).toBe("गिरवी मनी लेंडिंग");
    expect(await learnMore.getAttribute("href")).toBe("/hi/money-lending");
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
    await expect.poll(pressed).toBe("रिटेल वर्ज़न");
    // The link's name: "और जानें" and, for screen readers, which edition it is about.
    const retailLink = section.getByRole("link", { name: "और जानें रिटेल वर्ज़न के बारे में", exact: true });
    expect(await retailLink.getAttribute("href")).toBe("/hi/retail");
    expect(await section.locator("#showcase-panel h3").innerText()).toBe("रिटेल वर्ज़न");
    expect(await panelFeatures()).toEqual(RETAIL_FEATURES);

    await section.getByRole("button", { name: "मैन्युफैक्चरिंग", exact: true }).click();
    await expect.poll(pressed).toBe("मैन्युफैक्चरिंग");
    const manufacturingLink = section.getByRole("link", { name: "और जानें मैन्युफैक्चरिंग के बारे में", exact: true });
    expect(await manufacturingLink.getAttribute("href")).toBe("/hi/manufacturing");
    expect(await panelFeatures()).toEqual(MANUFACTURING_FEATURES);
    await page.evaluate(() => window.scrollTo(0, 0));
    await twoFrames(page);
    expect(await pressed()).toBe("मैन्युफैक्चरिंग");
    expect(await learnMore.getAttribute("href")).toBe("/hi/manufacturing");
    expect(problems).toEqual([]);
    await close(context);
  });

  it("selects the Hindi card tapped while its script is on its way, and scroll no longer moves it", async () => {
    const { context, page, release } = await openWithScriptsHeld(browser, "/hi");
    const section = page.locator("#unique");
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: "मैन्युफैक्चरिंग", exact: true }).click();
    expect(await page.locator('[data-island="showcase"][data-hydrated]').count()).toBe(0);
    release();
    await hydrated(page, "showcase");
    const learnMore = section.getByRole("link", { name: /^और जानें / });
    await expect.poll(() => learnMore.getAttribute("href")).toBe("/hi/manufacturing");
    expect(await section.locator('button[aria-pressed="true"]').innerText()).toBe("मैन्युफैक्चरिंग");
    expect(await section.locator("#showcase-panel li").allInnerTexts()).toEqual(MANUFACTURING_FEATURES);
    for (const y of ["top", "bottom"] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === "top" ? 0 : document.documentElement.scrollHeight), y);
      await twoFrames(page);
      expect(await learnMore.getAttribute("href")).toBe("/hi/manufacturing");
    }
    await close(context);
  });
});

describe("pause controls on /hi", () => {
  it("gives the ribbon, the testimonials and the particles a Hindi-named pause control for keyboard and touch", async () => {
    const { context, page, problems } = await browser.open("/hi");
    await islandsReady(page);
    // The three controls, each named in Hindi.
    expect(await page.getByRole("checkbox", { name: /रोकें$/ }).count()).toBe(3);
    const playState = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).animationPlayState);
    for (const [label, playLabel, selector] of [
      ["चलती पट्टी रोकें", "चलती पट्टी चलाएँ", ".marquee-x"],
      ["ग्राहकों की राय रोकें", "ग्राहकों की राय चलाएँ", ".marquee-y"],
    ] as const) {
      expect(await playState(selector)).toBe("running");
      const control = page.getByRole("checkbox", { name: label, exact: true });
      await control.focus();
      await page.keyboard.press("Space");
      // Paused, the control is named after what it now does.
      const play = page.getByRole("checkbox", { name: playLabel, exact: true });
      expect(await play.isChecked()).toBe(true);
      expect(await playState(selector)).toBe("paused");
      await play.click({ force: true });
      expect(await control.isChecked()).toBe(false);
      expect(await playState(selector)).toBe("running");
    }
    // The testimonials' control pauses all three columns, and only them.
    const testimonials = page.getByRole("checkbox", { name: "ग्राहकों की राय रोकें", exact: true });
    await testimonials.check({ force: true });
    expect(await page.locator(".marquee-y").evaluateAll((els) => els.map((el) => getComputedStyle(el).animationPlayState))).toEqual(["paused", "paused", "paused"]);
    expect(await playState(".marquee-x")).toBe("running");
    await page.getByRole("checkbox", { name: "ग्राहकों की राय चलाएँ", exact: true }).uncheck({ force: true });

    // Back to the hero: the particles only run while they are on screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector('canvas[data-running="animated"]');
    const particles = page.getByRole("checkbox", { name: "पीछे का एनिमेशन रोकें", exact: true });
    await particles.check({ force: true });
    await page.waitForSelector('canvas[data-running="paused"]');
    await page.getByRole("checkbox", { name: "पीछे का एनिमेशन चलाएँ", exact: true }).uncheck({ force: true });
    await page.waitForSelector('canvas[data-running="animated"]');
    expect(problems).toEqual([]);
    await close(context);

    // Nothing moves under reduced motion, so there is nothing to pause: the three controls are in the page, not shown.
    const reduced = await browser.open("/hi", { reducedMotion: "reduce" });
    expect(await reduced.page.locator("input[data-pause-motion]").count()).toBe(3);
    expect(await reduced.page.getByRole("checkbox", { name: /रोकें$/ }).count()).toBe(0);
    await close(reduced.context);
  });

  it("pauses the ribbon and the testimonials without JavaScript too", async () => {
    const { context, page } = await browser.open("/hi", { javaScriptEnabled: false });
    const playState = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await playState(".marquee-x")).toBe("running");
    await page.getByRole("checkbox", { name: "चलती पट्टी रोकें", exact: true }).check({ force: true });
    expect(await playState(".marquee-x")).toBe("paused");
    expect(await playState(".marquee-y")).toBe("running");
    await page.getByRole("checkbox", { name: "ग्राहकों की राय रोकें", exact: true }).check({ force: true });
    expect(await playState(".marquee-y")).toBe("paused");
    await close(context);
  });
});

describe("the tutorial player on /hi/tutorial", () => {
  const library = (page: Page) => page.getByRole("region", { name: "ट्यूटोरियल लाइब्रेरी" });

  it("loads the player only when a video is played, from its Hindi-named play button, and stays on the Hindi page", async () => {
    const path = "/hi/tutorial?category=VOUCHER&sub=SALE";
    const { context, page, problems } = await browser.open(path);
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (VIDEO_HOSTS.test(new URL(r.url()).hostname)) videoRequests.push(r.url());
    });
    await context.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    await islandsReady(page);
    await hydrateByPointer(page, "tutorial-library");
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    expect(await library(page).locator("iframe").count()).toBe(0);
    const plays = library(page).getByRole("link", { name: /^वीडियो चलाएँ: / });
    expect(await plays.evaluateAll((links) => links.map((a) => a.getAttribute("aria-label")))).toEqual([
      "वीडियो चलाएँ: GST और HUID के साथ सेल बिल",
      "वीडियो चलाएँ: पुराने सोने के एक्सचेंज के साथ बिक्री",
      "वीडियो चलाएँ: एस्टीमेट से सीधे सेल बिल, एक ही बार में",
    ]);
    expect(await library(page).getByRole("link", { name: /^Play video/ }).count()).toBe(0);
    // Hydrated without a mismatch. (Checked before playing: Chromium then warns that the
    // player's allow="…fullscreen" takes precedence over allowfullscreen, on English pages too.)
    expect(problems).toEqual([]);

    await page.getByRole("link", { name: "वीडियो चलाएँ: पुराने सोने के एक्सचेंज के साथ बिक्री", exact: true }).click();
    const iframe = library(page).locator("iframe");
    await iframe.waitFor();
    expect(await iframe.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/Zv7sQr3UyK9?rel=0&autoplay=1");
    expect(await iframe.getAttribute("title")).toBe("पुराने सोने के एक्सचेंज के साथ बिक्री");
    expect(await library(page).locator("iframe").count()).toBe(1);
    // The other two facades are still there, still in Hindi.
    expect(await plays.count()).toBe(2);
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseUrl()}${path}`);
    await close(context);
  });

  it("moves the focus to the player when a tutorial is played from the keyboard", async () => {
    const { context, page } = await browser.open("/hi/tutorial");
    await context.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    await islandsReady(page);
    await hydrateByPointer(page, "tutorial-library");
    const play = library(page).getByRole("link", { name: /^वीडियो चलाएँ: / }).first();
    expect(await play.getAttribute("aria-label")).toBe("वीडियो चलाएँ: ग्राहक या सप्लायर का खाता बनाएँ");
    await play.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("iframe");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("title"))).toBe("ग्राहक या सप्लायर का खाता बनाएँ");
    expect(page.url()).toBe(`${baseUrl()}/hi/tutorial`);
    await close(context);
  });
});
