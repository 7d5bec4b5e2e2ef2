/**
 * Hindi pages in Chromium (issue 17): the accordions behave as their English twins
 * (home.test.ts), the mobile menu and the language link work from the keyboard, and
 * the longer Hindi text still fits a 360 px phone without sideways scrolling. The
 * expected Hindi is written out here, not imported from the dictionaries.
 */
import { describe, expect, it } from "vitest";
import { close, useBrowser } from "./browser.ts";

const browser = useBrowser();

describe("Hindi pages", () => {
  it("keeps one of the 17 FAQs of /hi/faqs open at a time, in Hindi", async () => {
    const { context, page } = await browser.open("/hi/faqs");
    const faqs = page.locator("main details");
    expect(await faqs.count()).toBe(17);
    expect((await faqs.nth(0).locator("summary").innerText()).split("\n")[0]?.trim()).toBe("Zevar ERP क्या है?");
    const open = () => faqs.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open).map((o, i) => (o ? i : -1)).filter((i) => i >= 0));
    await faqs.nth(0).locator("summary").click();
    expect(await open()).toEqual([0]);
    await faqs.nth(4).locator("summary").click();
    expect(await open()).toEqual([4]);
    await faqs.nth(4).locator("summary").click();
    expect(await open()).toEqual([]);
    await close(context);
  });

  it("keeps one of the home page's 6 FAQs open at a time on /hi", async () => {
    const { context, page } = await browser.open("/hi");
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".splash")!).visibility === "hidden");
    const faqs = page.locator("#faq details");
    expect(await faqs.count()).toBe(6);
    expect((await faqs.nth(1).locator("summary").innerText()).split("\n")[0]?.trim()).toBe("क्या यह छोटी दुकान के लिए भी ठीक है?");
    await faqs.nth(1).locator("summary").click();
    await faqs.nth(3).locator("summary").click();
    expect(await faqs.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([false, false, false, true, false, false]);
    await close(context);
  });

  it("opens the Hindi mobile menu, whose links stay in Hindi, and follows the language link from the keyboard", async () => {
    const { context, page } = await browser.open("/hi/retail", { viewport: { width: 390, height: 844 } });
    await page.locator('summary[aria-label="मेन्यू"]').click();
    const menu = page.getByRole("navigation", { name: "मोबाइल मेन्यू" });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "संपर्क करें" }).getAttribute("href")).toBe("/hi/contactus");
    await page.keyboard.press("Escape");
    const toEnglish = page.locator('header a[hreflang="en-IN"]');
    expect(await toEnglish.innerText()).toBe("English");
    await toEnglish.focus();
    await Promise.all([page.waitForURL((url) => url.pathname === "/retail"), page.keyboard.press("Enter")]);
    expect(new URL(page.url()).pathname).toBe("/retail");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
    expect(await page.locator('header a[hreflang="hi-IN"]').innerText()).toBe("हिन्दी");
    await close(context);
  });

  it("fits the longer Hindi text on a 360 px phone: no page scrolls sideways", async () => {
    for (const path of ["/hi", "/hi/retail", "/hi/contactus", "/hi/tutorial", "/hi/tools/girvi-interest-calculator", "/hi/zevarsoftware", "/hi/aboutus"]) {
      const { context, page } = await browser.open(path, { viewport: { width: 360, height: 740 } });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 360 });
      await close(context);
    }
  });
});
