/**
 * The tutorial library and the jeweller tools on their Hindi twins (issue 17), in
 * Chromium: the same behaviour as tests/e2e/knowledge.test.ts and tests/e2e/tools.test.ts,
 * read off the page in Hindi — headings, counts with Hindi plurals, the empty state and
 * the pager; a search by the Hindi or the English title; every link and the address bar
 * staying under /hi. The tools' figures while typing run in every language in tools.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, validateHtml } from "../../scripts/quality.mjs";
import { baseUrl, hydrateByPointer, islandsReady, useBrowser } from "./browser.ts";

const browser = useBrowser();

const library = (page: Page) => page.getByRole("region", { name: "ट्यूटोरियल लाइब्रेरी" });
const heading = (page: Page) => library(page).getByRole("heading", { level: 2 }).nth(1);
const count = (page: Page) => library(page).getByText(/^\d+ ट्यूटोरियल (मिला|मिले)$/);
const cardTitles = (page: Page) => library(page).locator("li h3").allInnerTexts();
const spinner = (page: Page) => library(page).getByRole("status");
const searchbox = (page: Page) => library(page).getByRole("searchbox", { name: "ट्यूटोरियल खोजें" });
const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function openLibrary(path = "/hi/tutorial", options = {}) {
  const opened = await browser.open(path, options);
  await islandsReady(opened.page);
  // The library hydrates on the first pointer, focus or key inside it (issue 15).
  await hydrateByPointer(opened.page, "tutorial-library");
  return opened;
}

describe("the tutorial library on /hi/tutorial", () => {
  it("lists all 45 with Hindi titles, a Hindi heading and count, and a Hindi pager", async () => {
    const { page, problems } = await openLibrary();
    expect(await heading(page).innerText()).toBe("सभी ट्यूटोरियल");
    expect(await count(page).innerText()).toBe("45 ट्यूटोरियल मिले");
    expect(await cardTitles(page)).toEqual([
      "ग्राहक या सप्लायर का खाता बनाएँ",
      "खातों का ओपनिंग बैलेंस डालें",
      "खातों के ग्रुप बनाएँ और उधार की लिमिट तय करें",
      "कंपनी की सेटिंग और फाइनेंशियल ईयर",
      "GST रेट और HSN कोड सेट करें",
      "बिल का फ़ॉर्मेट और प्रिंटिंग की सेटिंग",
    ]);
    expect(await searchbox(page).getAttribute("placeholder")).toBe("ट्यूटोरियल या फ़ीचर खोजें — हिन्दी या अंग्रेज़ी में…");
    const pager = page.getByRole("navigation", { name: "ट्यूटोरियल के पेज" });
    expect(await pager.getByRole("link").allInnerTexts()).toEqual(["पिछला", "1", "2", "3", "4", "5", "6", "7", "8", "अगला"]);
    expect(await pager.getByRole("link", { name: "पिछला", disabled: true }).getAttribute("href")).toBeNull();
    expect(await pager.getByRole("link", { name: "पेज 1" }).getAttribute("aria-current")).toBe("page");
    expect(await pager.getByRole("link", { name: "पेज 2" }).getAttribute("href")).toBe("/hi/tutorial?page=2");
    expect(await page.getByText("फ़िल्टर हटाएँ").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("searches by the Hindi title and by the English one, counts one in the singular, and keeps the search under /hi/tutorial", async () => {
    const { page, problems } = await openLibrary("/hi/tutorial?page=3");
    await searchbox(page).fill("GST");
    await spinner(page).waitFor({ state: "visible" });
    await spinner(page).waitFor({ state: "detached" });
    expect(await heading(page).innerText()).toBe("“GST” के लिए खोज के नतीजे");
    expect(await count(page).innerText()).toBe("2 ट्यूटोरियल मिले");
    expect(await cardTitles(page)).toEqual(["GST रेट और HSN कोड सेट करें", "GST और HUID के साथ सेल बिल"]);
    expect(where(page)).toBe("/hi/tutorial?q=GST");
    // The Hindi word, and the English one a jeweller may type instead.
    await searchbox(page).fill("कारीगर");
    await expect.poll(() => heading(page).innerText()).toBe("“कारीगर” के लिए खोज के नतीजे");
    expect(await cardTitles(page)).toEqual(["कारीगर को मेटल दें", "कारीगर से तैयार माल वापस लें"]);
    await searchbox(page).fill("karigar");
    await expect.poll(() => heading(page).innerText()).toBe("“karigar” के लिए खोज के नतीजे");
    expect(await cardTitles(page)).toEqual(["कारीगर को मेटल दें", "कारीगर से तैयार माल वापस लें"]);
    // Typed on a phone without the nukta (फॉर्मेट for फ़ॉर्मेट), or with an anusvara for the chandrabindu.
    await searchbox(page).fill("फॉर्मेट");
    await expect.poll(() => cardTitles(page)).toEqual(["बिल का फ़ॉर्मेट और प्रिंटिंग की सेटिंग"]);
    await searchbox(page).fill("बनाएं");
    await expect.poll(() => count(page).innerText()).toBe("6 ट्यूटोरियल मिले");
    await searchbox(page).fill("RFID");
    await expect.poll(() => count(page).innerText()).toBe("1 ट्यूटोरियल मिला");
    expect(await cardTitles(page)).toEqual(["RFID टैग बनाना"]);
    expect(where(page)).toBe("/hi/tutorial?q=RFID");
    expect(problems).toEqual([]);
  });

  it("filters by a category's sub-category with the codes as the software shows them, and clears back to all", async () => {
    const { page } = await openLibrary();
    const sidebar = page.getByRole("navigation", { name: "ट्यूटोरियल की कैटेगरी" });
    const group = (name: string) => sidebar.locator("details", { has: page.locator(`summary:text-is("${name}")`) });
    expect(await sidebar.locator("summary").allInnerTexts()).toEqual(["MAINTAIN", "REPORT", "VOUCHER"]);
    await group("REPORT").locator("summary").click();
    expect(await group("REPORT").getByRole("link").allInnerTexts()).toEqual(["STOCK STATUS", "TRIAL BALANCE"]);
    expect(await group("REPORT").getByRole("link", { name: "STOCK STATUS" }).getAttribute("href")).toBe("/hi/tutorial?category=REPORT&sub=STOCK+STATUS");
    await group("REPORT").getByRole("link", { name: "STOCK STATUS" }).click();
    await spinner(page).waitFor({ state: "visible" });
    await spinner(page).waitFor({ state: "detached" });
    expect(await heading(page).innerText()).toBe("REPORT - STOCK STATUS");
    expect(await count(page).innerText()).toBe("3 ट्यूटोरियल मिले");
    expect(await cardTitles(page)).toEqual(["स्टॉक स्टेटस रिपोर्ट कैसे पढ़ें", "आइटम, वज़न और टंच के हिसाब से स्टॉक स्टेटस", "काउंटर-वार स्टॉक स्टेटस"]);
    expect(where(page)).toBe("/hi/tutorial?category=REPORT&sub=STOCK+STATUS");

    // Another category's sub-category, and a search inside it.
    await group("VOUCHER").locator("summary").click();
    await group("VOUCHER").getByRole("link", { name: "SALE", exact: true }).click();
    await expect.poll(() => heading(page).innerText()).toBe("VOUCHER - SALE");
    expect(await cardTitles(page)).toEqual(["GST और HUID के साथ सेल बिल", "पुराने सोने के एक्सचेंज के साथ बिक्री", "एस्टीमेट से सीधे सेल बिल, एक ही बार में"]);
    await searchbox(page).fill("exchange");
    await expect.poll(() => count(page).innerText()).toBe("1 ट्यूटोरियल मिला");
    expect(await cardTitles(page)).toEqual(["पुराने सोने के एक्सचेंज के साथ बिक्री"]);
    expect(where(page)).toBe("/hi/tutorial?category=VOUCHER&sub=SALE&q=exchange");

    await page.getByRole("link", { name: "फ़िल्टर हटाएँ" }).click();
    await expect.poll(() => heading(page).innerText()).toBe("सभी ट्यूटोरियल");
    expect(await count(page).innerText()).toBe("45 ट्यूटोरियल मिले");
    expect(where(page)).toBe("/hi/tutorial");
  });

  it("shows the Hindi empty state, and its button brings every tutorial back", async () => {
    const { page } = await openLibrary();
    await searchbox(page).fill("platinum bangles");
    await expect.poll(() => count(page).innerText()).toBe("0 ट्यूटोरियल मिला");
    expect(await library(page).getByText("कोई ट्यूटोरियल नहीं मिला").isVisible()).toBe(true);
    expect(await library(page).getByText("कोई दूसरा शब्द लिखकर देखें, या सभी ट्यूटोरियल देखें।").isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "ट्यूटोरियल के पेज" }).count()).toBe(0);
    const all = library(page).getByRole("link", { name: "सभी ट्यूटोरियल देखें" });
    expect(await all.getAttribute("href")).toBe("/hi/tutorial");
    await all.click();
    await expect.poll(() => count(page).innerText()).toBe("45 ट्यूटोरियल मिले");
    expect(await searchbox(page).inputValue()).toBe("");
    expect(where(page)).toBe("/hi/tutorial");
  });

  it("pages with पिछला, numbers and अगला under /hi/tutorial, and Back restores the page before", async () => {
    const { page } = await openLibrary("/hi/tutorial", { viewport: { width: 390, height: 844 } });
    const pager = page.getByRole("navigation", { name: "ट्यूटोरियल के पेज" });
    await pager.getByRole("link", { name: "अगला" }).click();
    expect((await cardTitles(page))[0]).toBe("यूज़र के अधिकार और OTP से मंज़ूरी");
    expect(where(page)).toBe("/hi/tutorial?page=2");
    expect(await pager.getByRole("link", { name: "पेज 2" }).getAttribute("aria-current")).toBe("page");
    await pager.getByRole("link", { name: "पेज 8" }).click();
    expect(await cardTitles(page)).toEqual(["RFID टैग बनाना", "सप्लायर को पेमेंट वाउचर", "कोई भी वाउचर ढूँढें, बदलें और दोबारा छापें"]);
    expect(await pager.getByRole("link", { name: "अगला", disabled: true }).getAttribute("href")).toBeNull();
    await pager.getByRole("link", { name: "पिछला" }).click();
    expect(where(page)).toBe("/hi/tutorial?page=7");
    await page.goBack();
    await expect.poll(() => where(page)).toBe("/hi/tutorial?page=8");
    expect(await cardTitles(page)).toHaveLength(3);
  });

  it("filters and searches without JavaScript, staying on the Hindi page", async () => {
    const { page } = await browser.open("/hi/tutorial?category=VOUCHER&sub=PURCHASE", { javaScriptEnabled: false });
    expect(await heading(page).innerText()).toBe("VOUCHER - PURCHASE");
    expect(await count(page).innerText()).toBe("3 ट्यूटोरियल मिले");
    await page.getByRole("link", { name: "फ़िल्टर हटाएँ" }).click();
    await page.waitForURL(`${baseUrl()}/hi/tutorial`);
    await searchbox(page).fill("stock");
    await searchbox(page).press("Enter");
    await page.waitForURL(/\/hi\/tutorial\?q=stock$/);
    expect(await heading(page).innerText()).toBe("“stock” के लिए खोज के नतीजे");
    expect(await count(page).innerText()).toBe("7 ट्यूटोरियल मिले");
  });
});

describe("the Hindi library and tools with their results shown", () => {
  const paths = [
    "/hi/tutorial?category=VOUCHER&sub=SALE",
    "/hi/tutorial?q=platinum",
    "/hi/tools/jewellery-gst-calculator?weight=abc&rate=72000",
    "/hi/tools/girvi-interest-calculator?principal=10000&rate=1.75&from=2026-01-01&to=2027-01-01&method=compound&every=3",
  ];

  it("have no axe violation at 390 and 1280 px, and valid HTML", async () => {
    const served: { name: string; html: string }[] = [];
    for (const path of paths) {
      for (const width of [390, 1280]) {
        const { context, page } = await browser.blank({ viewport: { width, height: 844 } });
        await page.goto(`${baseUrl()}${path}`);
        await islandsReady(page);
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        await context.close();
      }
      served.push({ name: path, html: await (await fetch(`${baseUrl()}${path}`)).text() });
    }
    expect(validateHtml(served)).toEqual([]);
  }, 120_000);
});
