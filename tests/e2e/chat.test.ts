import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { close, useBrowser } from "./browser.ts";

const browser = useBrowser();
const WHATSAPP = "https://wa.me/919876543210";

/** WhatsApp is on the internet; the tests answer for it and record what was opened. */
async function interceptWhatsApp(context: BrowserContext) {
  const opened: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" });
  });
  return opened;
}

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat now" }).click();
  const panel = page.getByRole("dialog", { name: "Zevar ERP" });
  await panel.waitFor({ state: "visible" });
  return panel;
}

describe("floating chat", () => {
  it("opens with its greetings, sends url-encoded text to WhatsApp in a new tab and clears the input", async () => {
    const { context, page, problems } = await browser.open("/");
    const opened = await interceptWhatsApp(context);
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    const panel = await openChat(page);
    expect(await panel.getByRole("list", { name: "Messages" }).getByRole("listitem").allInnerTexts()).toEqual([
      "Welcome",
      "How may I help you?",
    ]);
    const input = panel.getByPlaceholder("Type your message...");
    await input.fill("Need a demo & price? ₹");
    const [popup] = await Promise.all([context.waitForEvent("page"), panel.getByRole("button", { name: "Send message" }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${WHATSAPP}?text=Need%20a%20demo%20%26%20price%3F%20%E2%82%B9`);
    expect(opened).toEqual([`${WHATSAPP}?text=Need%20a%20demo%20%26%20price%3F%20%E2%82%B9`]);
    expect(await input.inputValue()).toBe("");
    expect(problems).toEqual([]);
    await close(context);
  });

  it("ignores a blank message", async () => {
    const { context, page } = await browser.open("/faqs");
    const opened = await interceptWhatsApp(context);
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    const panel = await openChat(page);
    const input = panel.getByPlaceholder("Type your message...");
    // The script ignores blanks itself: no browser bubble, no "required" announced.
    expect(await input.getAttribute("required")).toBeNull();
    let popups = 0;
    context.on("page", () => popups++);
    await input.fill("   ");
    await panel.getByRole("button", { name: "Send message" }).click();
    await input.press("Enter");
    expect(await panel.isVisible()).toBe(true);
    // Then a real message: the handler answers in order, so once this one has opened
    // WhatsApp, a blank one sent before it would have opened something already.
    await input.fill("Hi");
    await Promise.all([context.waitForEvent("page"), input.press("Enter")]);
    expect(popups).toBe(1);
    expect(opened).toEqual([`${WHATSAPP}?text=Hi`]);
    await close(context);
  });

  it("closes with the cross and toggles with Chat now", async () => {
    const { context, page } = await browser.open("/features");
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    expect(await page.getByRole("dialog", { name: "Zevar ERP" }).isVisible()).toBe(false);
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "Close chat" }).click();
    await panel.waitFor({ state: "hidden" });
    await openChat(page);
    await page.getByRole("button", { name: "Chat now" }).click();
    await panel.waitFor({ state: "hidden" });
    await close(context);
  });

  it("works without JavaScript: the panel opens, a blank message is held back, the form opens WhatsApp", async () => {
    const { context, page } = await browser.open("/", { javaScriptEnabled: false });
    const opened = await interceptWhatsApp(context);
    const panel = await openChat(page);
    // A blank message is held back by the browser itself: nothing opens.
    await panel.getByPlaceholder("Type your message...").fill("   ");
    await panel.getByRole("button", { name: "Send message" }).click();
    // The browser itself holds it back: the input is invalid and nothing opened.
    expect(await panel.locator("#chat-text:invalid").count()).toBe(1);
    await panel.getByPlaceholder("Type your message...").fill("Hello");
    const [popup] = await Promise.all([context.waitForEvent("page"), panel.getByRole("button", { name: "Send message" }).click()]);
    await popup.waitForLoadState();
    // Only the real message opened a page: the blank one, sent first, opened none.
    expect(opened).toEqual([`${WHATSAPP}?text=Hello`]);
    expect(context.pages()).toHaveLength(2);
    await close(context);
  });
});
