/**
 * Issue 41, done when: a lead reaches the origin stand-in with its context — from the
 * demo dialog of a Gujarati tool page (the language, the page, the estimate's link), from
 * the contact form two pages after landing from a campaign (its utm_*), and without
 * script (the page and the language) — and after a lead is received, "Continue on
 * WhatsApp" opens a message in the page's language (read decoded). Each test opens a
 * context of its own: the site keeps the visit's context in the browser's storage.
 * Fields are found by name and the dialog by its id, so no language's words are assumed
 * but where a message is the subject; those are written out by hand.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, islandsReady, originUrl, useBrowser } from "./browser.ts";

const browser = useBrowser();
const run = Date.now().toString(36);

type Post = { method: string; path: string; fields?: Record<string, string> | null };

/** The origin's record of the lead posted with this remark (its first line). */
async function posted(remark: string): Promise<Record<string, string>> {
  let found: Post | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${originUrl()}/__control/requests`)).json()) as Post[];
      found = all.find((r) => r.method === "POST" && r.fields?.remark?.split("\n")[0] === remark);
      return Boolean(found);
    })
    .toBe(true);
  return found!.fields!;
}

/** Fills the demo form in `scope` (a dialog or the landing hero) by field names, and sends it. */
async function sendDemo(page: Page, scope: string, remark: string, software?: string) {
  const form = page.locator(`${scope} form`);
  await form.locator('[name="name"]').fill("Bhavesh Soni");
  await form.locator('[name="number"]').fill("98250 12345");
  await form.locator('[name="email"]').fill("bhavesh@example.in");
  if (software) await form.locator('[name="sel1"]').selectOption(software);
  await form.locator('[name="remark"]').fill(remark);
  await form.locator('button[type="submit"]').click();
}

describe("a lead's context, in Chromium against the origin stand-in", () => {
  it("from the demo dialog of a Gujarati estimate: the language, the page and the estimate's link", async () => {
    const { page } = await browser.openFresh("/gu/tools/jewellery-estimate?item1=Ring&metal1=22K&gross1=10&rate1=72000&making1=12&makingBy1=percent");
    await islandsReady(page);
    // A figure changed: the tool works it out again and keeps its address for the visit.
    await page.locator('form [name="gross1"]').fill("11");
    await expect.poll(() => page.evaluate(() => location.search)).toContain("gross1=11");
    await page.locator("button[data-demo-open]").first().click();
    await page.locator("#demo-dialog").waitFor({ state: "visible" });
    const remark = `e2e context gu ${run}`;
    await sendDemo(page, "#demo-dialog", remark);
    const fields = await posted(remark);
    expect(fields.context_language).toBe("gu");
    expect(fields.context_page).toMatch(/^\/gu\/tools\/jewellery-estimate\?.*gross1=11/);
    expect(fields.context_tool).toBe("jewellery-estimate");
    expect(fields.context_tool_link).toMatch(/^\/gu\/tools\/jewellery-estimate\?.*gross1=11/);
    // The specification's fields are as they always were.
    expect(fields.remark).toBe(`${remark}\n[lang=gu]`);
    expect(fields.sel1).toBe("Wholesale Software");
  });

  it("from the contact form two pages after landing from a campaign: its utm_* and where it was sent from", async () => {
    const { page } = await browser.openFresh("/retail?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026");
    // The chat starts when the page is idle, and keeps the touch.
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]', { timeout: 20_000 });
    await page.goto(`${baseUrl()}/features`);
    await page.goto(`${baseUrl()}/contactus`);
    await islandsReady(page);
    const form = page.locator('form[action="/contactus"]');
    const message = `e2e context campaign ${run}`;
    await form.locator('[name="firstName"]').fill("Meera");
    await form.locator('[name="lastName"]').fill("Agarwal");
    await form.locator('[name="email"]').fill("meera@example.in");
    await form.locator('[name="phone"]').fill("98290 54321");
    await form.locator('[name="message"]').fill(message);
    await form.locator('button[type="submit"]').click();
    const fields = await posted(message);
    for (const touch of ["context_touch_first", "context_touch_visit", "context_touch_last"]) {
      expect(Object.fromEntries(new URLSearchParams(fields[touch]))).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali-2026" });
    }
    expect(fields.context_page).toBe("/contactus");
    expect(fields.context_language).toBe("en");
    // What the visitor typed is all the remark holds.
    expect(fields.remark).toBe(message);
  });

  it("without script: the page it was sent from and its language", async () => {
    const { page } = await browser.openFresh("/hi/tools/girvi-interest-calculator?principal=10000&rate=2", { javaScriptEnabled: false });
    await page.locator("button[data-demo-open]").first().click();
    await page.locator("#demo-dialog").waitFor({ state: "visible" });
    const remark = `e2e context no-js hi ${run}`;
    await sendDemo(page, "#demo-dialog", remark);
    await page.waitForURL(/\/hi\/zevarsoftware\?sent=1$/);
    const fields = await posted(remark);
    expect(fields.context_page).toBe("/hi/tools/girvi-interest-calculator?principal=10000&rate=2");
    expect(fields.context_language).toBe("hi");
  });
});

/** The follow-up's message, hand-written per language; REF stands for the lead's reference. */
const FOLLOW_UP: Record<string, { prefix: string; software: string; text: string }> = {
  en: { prefix: "", software: "Retail Showroom Software", text: "Hello Zevar ERP, I have just asked for a demo of Retail Showroom Software. My reference: REF." },
  hi: { prefix: "/hi", software: "Retail Showroom Software", text: "नमस्ते Zevar ERP, मैंने अभी रिटेल शोरूम सॉफ्टवेयर का डेमो माँगा है। मेरा रेफरेंस: REF" },
  gu: { prefix: "/gu", software: "Retail Showroom Software", text: "નમસ્તે Zevar ERP, મેં હમણાં જ રિટેલ શોરૂમ સોફ્ટવેરનો ડેમો માંગ્યો છે. મારો રેફરન્સ: REF" },
  bn: { prefix: "/bn", software: "Retail Showroom Software", text: "নমস্কার Zevar ERP, আমি এইমাত্র রিটেল শোরুম সফটওয়্যার-এর ডেমো চেয়েছি। আমার রেফারেন্স: REF" },
};

describe("Continue on WhatsApp, after a demo request is received", () => {
  for (const [code, f] of Object.entries(FOLLOW_UP)) {
    it(`offers a click-to-chat whose message is in the page's language (${code}), with the lead's reference`, async () => {
      const { page } = await browser.openFresh(`${f.prefix}/zevarsoftware`);
      await islandsReady(page);
      const remark = `e2e follow-up ${code} ${run}`;
      await sendDemo(page, "#demo-form", remark, f.software);
      const link = page.locator("#demo-form a[data-follow-up]");
      await link.waitFor();
      const href = new URL((await link.getAttribute("href"))!);
      expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/919876543210");
      const { context_ref: ref } = await posted(remark);
      expect(ref).toMatch(/^[0-9A-F]{6}$/);
      expect(href.searchParams.get("text")).toBe(f.text.replace("REF", ref!));
      expect(await link.getAttribute("target")).toBe("_blank");
    });
  }
});
