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

/**
 * Tabs through the whole page once and lists every focused element whose box overlaps
 * the floating "Chat now" button (issue 23 item 3): the focus must never be under it.
 */
async function coveredByChat(page: Page): Promise<string[]> {
  const covered: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press("Tab");
    const step = await page.evaluate((n) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { done: true as const };
      // The checkbox of a pause control is visually hidden: its label is what is seen.
      const shown = el.closest<HTMLElement>("label.motion-toggle") ?? el;
      el.dataset.tabStep ??= String(n);
      const chat = document.querySelector<HTMLElement>('button[popovertarget="chat-panel"]')!;
      if (chat.contains(el) || el.closest("#chat-panel")) return { done: false as const, key: el.dataset.tabStep, over: false, what: "" };
      const a = shown.getBoundingClientRect();
      const b = chat.getBoundingClientRect();
      const over = a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30) || el.id || el.getAttribute("name");
      return { done: false as const, key: el.dataset.tabStep, over, what: `${el.tagName.toLowerCase()} "${name}" at ${Math.round(a.top)}–${Math.round(a.bottom)}` };
    }, i);
    if (step.done || seen.has(step.key)) break;
    seen.add(step.key);
    if (step.over) covered.push(step.what);
  }
  expect(seen.size).toBeGreaterThan(10);
  return covered;
}

describe("floating chat and the keyboard focus (issue 23 item 3)", () => {
  for (const width of [360, 320]) {
    for (const path of ["/contactus", "/hi/contactus", "/tools/jewellery-gst-calculator", "/"]) {
      it(`never covers an element reached with Tab on ${path} at ${width} px`, async () => {
        const { context, page } = await browser.open(path, { viewport: { width, height: 640 }, isMobile: true, hasTouch: true });
        await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
        expect(await coveredByChat(page)).toEqual([]);
        await close(context);
      });
    }
  }
});
