/**
 * The HUID checker, the purity converter, Copy link and Print, the demo call to action
 * and the tools without JavaScript on their Hindi twins (issue 17), in Chromium: the
 * same behaviour as tests/e2e/tools.test.ts, read off the page in Hindi. The GST and
 * Girvi figures while typing are in hindi-tutorial-tools.test.ts.
 */
import { describe, expect, it } from "vitest";
import { GST_EXAMPLE_HI } from "../fixtures/gst-example.ts";
import { baseUrl, useBrowser } from "./browser.ts";
import { countPrints, openTool as openToolWith, printed, result, resultLines } from "./tool-page.ts";

const browser = useBrowser();
const openTool = (path: string, options = {}) => openToolWith(browser, path, options);
const where = (url: string) => new URL(url).pathname + new URL(url).search;

describe("the Hindi HUID checker and purity converter in the browser", () => {
  it("says what is wrong with a HUID beside the field in Hindi as it is typed, and takes it back when corrected", async () => {
    const { page, problems } = await openTool("/hi/tools/hallmark-huid-checker");
    const field = page.getByLabel("HUID");
    await field.fill("2JP8FC12");
    await expect.poll(() => page.locator("#huid-error").innerText()).toBe("HUID में ठीक 6 अक्षर होते हैं; इसमें 8 हैं।");
    expect(await field.getAttribute("aria-invalid")).toBe("");
    // Dashes and spaces off the tag are dropped ("2JP 8FC"); a Devanagari letter is not a HUID's.
    await field.fill("2JP8Fक");
    await expect.poll(() => page.locator("#huid-error").innerText()).toBe("HUID में सिर्फ़ A–Z अक्षर और 0–9 अंक होते हैं।");
    await field.fill("2jp-8fc");
    await expect.poll(() => page.locator("#huid-error").innerText()).toBe("");
    expect(await field.getAttribute("aria-invalid")).toBeNull();
    expect(await resultLines(page)).toEqual(["HUID: 2JP8FC"]);
    expect(await result(page).innerText()).toContain("2JP8FC की बनावट HUID जैसी है। अब इसे BIS CARE ऐप में ('Verify HUID') जाँचें: गहने की पक्की पुष्टि सिर्फ़ BIS करता है।");
    // The link keeps the field as typed (the server reads it the same way) and stays under /hi.
    expect(where(page.url())).toBe("/hi/tools/hallmark-huid-checker?huid=2jp-8fc");
    expect(problems).toEqual([]);
  });

  it("converts 22K while typing: 916, 91.6 % टंच, and the fine gold of 10 g with its value at the 999 भाव (issue 23 item 14)", async () => {
    // By hand: 22K is BIS grade 916; 10 g × 916 ÷ 1000 = 9.160 g of fine gold; at ₹75,000
    // per 10 g of 999 that is 9.16 × ₹7,500 = ₹68,700.00.
    const { page, problems } = await openTool("/hi/tools/gold-purity-converter");
    expect(await page.getByLabel("कैरेट", { exact: true }).isChecked()).toBe(true);
    await page.getByLabel("शुद्धता", { exact: true }).fill("22");
    await page.getByLabel("वज़न (ग्राम)").fill("10");
    await page.getByLabel("999 का 10 ग्राम भाव (₹)").fill("75000");
    await expect.poll(() => resultLines(page)).toEqual([
      "कैरेट: 22K",
      "फाइननेस: 916",
      "शुद्धता / टंच (%): 91.6 %",
      "BIS ग्रेड: 22K916",
      "फाइन सोना: 9.160 g",
      "999 भाव पर कीमत: ₹68,700.00",
    ]);
    // A purity given in टंच (%): 75 % is 18K, BIS grade 750.
    await page.getByLabel("शुद्धता / टंच (%)", { exact: true }).check();
    await page.getByLabel("शुद्धता", { exact: true }).fill("75");
    await expect.poll(() => resultLines(page)).toContain("BIS ग्रेड: 18K750");
    await page.getByLabel("शुद्धता", { exact: true }).fill("120");
    await expect.poll(() => page.locator("#purity-error").innerText()).toBe("शुद्धता (%) ज़्यादा से ज़्यादा 99.99 तक लिखें।");
    expect(await result(page).locator("p").innerText()).toBe("नतीजा देखने के लिए ऊपर बताए गए खाने ठीक करें।");
    expect(await result(page).getByRole("link").allInnerTexts()).toEqual(["शुद्धता (%) ज़्यादा से ज़्यादा 99.99 तक लिखें।"]);
    expect(problems).toEqual([]);
  });
});

describe("figures typed with a Hindi keyboard's digits", () => {
  it("works out the GST example from १०, ७२००० and १२, keeping what was typed in the fields", async () => {
    const { page, problems } = await openTool("/hi/tools/jewellery-gst-calculator");
    await page.getByLabel("नेट वज़न (ग्राम)").fill("१०");
    await page.getByLabel("10 ग्राम का भाव (₹)").fill("७२०००");
    await page.getByLabel("मेकिंग चार्ज", { exact: true }).fill("१२");
    await expect.poll(() => resultLines(page)).toEqual(GST_EXAMPLE_HI);
    expect(await page.getByLabel("नेट वज़न (ग्राम)").inputValue()).toBe("१०");
    expect(await page.locator("#weight-error").innerText()).toBe("");
    expect(problems).toEqual([]);
  });
});

describe("Hindi tool pages' buttons", () => {
  it("copies the Hindi page's link, says so in Hindi, and prints the slip", async () => {
    const { context, page } = await openTool("/hi/tools/gold-purity-converter?karat=22&weight=10");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await countPrints(page);
    await page.getByRole("button", { name: "लिंक कॉपी करें" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "लिंक कॉपी हो गया" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://www.zevar.example/hi/tools/gold-purity-converter?karat=22&weight=10");
    await page.getByRole("button", { name: "प्रिंट करें" }).click();
    expect(await printed(page)).toBe(1);
  });

  it("opens the Hindi demo form with the Girvi software chosen from the Girvi calculator, posting its English value", async () => {
    const { page } = await openTool("/hi/tools/girvi-interest-calculator");
    await page.getByRole("button", { name: "फ्री डेमो लें" }).last().click();
    const dialog = page.getByRole("dialog", { name: "फ्री डेमो लें" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const software = dialog.getByLabel("सॉफ्टवेयर");
    expect(await software.inputValue()).toBe("Money lending (Girvi) Software");
    expect(await software.locator("option:checked").innerText()).toBe("गिरवी (मनी लेंडिंग) सॉफ्टवेयर");
  });

  it("works with JavaScript off: the Hindi form is sent, the server answers with the figures and the Hindi messages", async () => {
    const { page } = await browser.open("/hi/tools/girvi-interest-calculator", { javaScriptEnabled: false });
    expect(await page.getByRole("button", { name: "लिंक कॉपी करें" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "प्रिंट करें" }).isVisible()).toBe(false);
    await page.getByLabel("मूल रकम (₹)").fill("10000");
    await page.getByLabel("ब्याज: ₹100 पर महीने के ₹").fill("1.75");
    await page.getByLabel("गिरवी की तारीख़").fill("2026-01-01");
    await page.getByLabel("छुड़ाने की तारीख़").fill("2027-01-01");
    await page.getByLabel("चक्रवृद्धि (ब्याज पर ब्याज)").check();
    await page.getByLabel("ब्याज मूल में हर कितने महीने पर जुड़े").fill("3");
    await Promise.all([page.waitForURL(/principal=10000/), page.getByRole("button", { name: "हिसाब लगाएँ" }).click()]);
    expect(new URL(page.url()).pathname).toBe("/hi/tools/girvi-interest-calculator");
    // By hand: 1.75 % a month added to the principal every 3 months is 5.25 % a quarter;
    // 10,000 × 1.0525⁴ = 12,271.239… → ₹12,271.24, of which ₹2,271.24 interest.
    expect(await resultLines(page)).toEqual(["अवधि: 12 महीने", "ब्याज: ₹2,271.24", "कुल बकाया: ₹12,271.24"]);
    expect(await page.getByRole("table", { name: "गिरवी का खाता" }).locator("tbody tr").count()).toBe(4);
    await page.getByLabel("मूल रकम (₹)").fill("दस हज़ार");
    await Promise.all([page.waitForURL((url) => url.searchParams.get("principal") === "दस हज़ार"), page.getByRole("button", { name: "हिसाब लगाएँ" }).click()]);
    expect(await page.locator("#principal-error").innerText()).toBe("मूल रकम में सिर्फ़ संख्या लिखें, जैसे 12.5।");
    expect(await result(page).locator("p").innerText()).toBe("नतीजा देखने के लिए ऊपर बताए गए खाने ठीक करें।");
    expect(await result(page).getByRole("link").allInnerTexts()).toEqual(["मूल रकम में सिर्फ़ संख्या लिखें, जैसे 12.5।"]);
    expect(page.url().startsWith(`${baseUrl()}/hi/`)).toBe(true);
  });
});
