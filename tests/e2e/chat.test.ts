/**
 * The floating chat (SPEC "Floating chat"), in English (behaviour is proved once:
 * docs/testing.md "Languages"): its greetings and labels and the typed message sent to
 * WhatsApp url-encoded; its handling of blanks and Enter, with and without JavaScript;
 * and, on narrow phones, never covering what the keyboard reaches.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, close, useBrowser } from "./browser.ts";
import { interceptWhatsApp, openChat, WHATSAPP } from "./helpers.ts";

const browser = useBrowser();

describe("floating chat", () => {
  const { prefix, chat: T } = en;
  it(`opens with '${T.open}', its greetings and labels, sends the typed message to WhatsApp url-encoded in a new tab, clears the input, closes with its cross and toggles with '${T.open}'`, async () => {
    const { context, page, problems } = await browser.openFresh(prefix || "/");
    const opened = await interceptWhatsApp(context);
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    expect(await page.getByRole("dialog", { name: "Zevar ERP" }).isVisible()).toBe(false);
    const panel = await openChat(page, T.open);
    expect(await panel.getByRole("list", { name: T.messages }).getByRole("listitem").allInnerTexts()).toEqual(T.greetings);
    const input = panel.getByRole("textbox", { name: T.inputLabel });
    expect(await input.getAttribute("placeholder")).toBe(T.placeholder);
    expect(await input.getAttribute("title")).toBe(T.inputHint);
    await input.fill(T.typed);
    const [popup] = await Promise.all([context.waitForEvent("page"), panel.getByRole("button", { name: T.send }).click()]);
    await popup.waitForLoadState();
    // What was typed, then the page it was sent from (issue 41 item 5: "(sent from …)").
    const message = `${T.typed}\n\n(sent from ${baseUrl()}/)`;
    const expected = `${WHATSAPP}?text=${encodeURIComponent(message)}`;
    // "&", "?", the spaces and "₹" (and any Devanagari) are url-encoded UTF-8.
    expect(expected).toContain("%20%26%20");
    expect(expected).toContain("%E2%82%B9");
    expect(popup.url()).toBe(expected);
    expect(opened).toEqual([expected]);
    expect(new URL(opened[0]!).searchParams.get("text")).toBe(message);
    expect(await input.inputValue()).toBe("");
    await page.bringToFront();
    await panel.getByRole("button", { name: T.close }).click();
    await panel.waitFor({ state: "hidden" });
    await openChat(page, T.open);
    await page.getByRole("button", { name: T.open, exact: true }).click();
    await panel.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await close(context);
  });
});

// The mechanics, in English: the script's own handling of a blank message and of Enter
// reads no text of the page (src/islands/chat-widget.client.ts), the same in every language.
describe("floating chat: blank messages and Enter (en)", () => {
  const T = en.chat;
  it(`closes with its cross and toggles with '${T.open}'; a blank message is ignored`, async () => {
    const { context, page } = await browser.openFresh("/features");
    const opened = await interceptWhatsApp(context);
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    expect(await page.getByRole("dialog", { name: "Zevar ERP" }).isVisible()).toBe(false);
    const panel = await openChat(page, T.open);
    await panel.getByRole("button", { name: T.close }).click();
    await panel.waitFor({ state: "hidden" });
    await openChat(page, T.open);
    const input = panel.getByPlaceholder(T.placeholder);
    // The script ignores blanks itself: no browser bubble, no "required" announced.
    expect(await input.getAttribute("required")).toBeNull();
    let popups = 0;
    context.on("page", () => popups++);
    await input.fill("   ");
    await panel.getByRole("button", { name: T.send }).click();
    await input.press("Enter");
    expect(await panel.isVisible()).toBe(true);
    // Then a real message: the handler answers in order, so once this one has opened
    // WhatsApp, a blank one sent before it would have opened something already.
    await input.fill(T.typedShort);
    await Promise.all([context.waitForEvent("page"), input.press("Enter")]);
    expect(popups).toBe(1);
    expect(opened).toEqual([`${WHATSAPP}?text=${encodeURIComponent(`${T.typedShort}\n\n(sent from ${baseUrl()}/features)`)}`]);
    await page.bringToFront();
    await page.getByRole("button", { name: T.open, exact: true }).click();
    await panel.waitFor({ state: "hidden" });
    await close(context);
  });
});

// Without JavaScript the browser itself sends the form (src/islands/chat-widget.tsx): the
// same markup in every language, so English proves the mechanics, its typed message
// multi-byte UTF-8 (a rupee sign and a jeweller's Hindi word) for the form's encoding.
describe("floating chat without JavaScript", () => {
  const { prefix, chat: T } = en;
  it("works without JavaScript: the panel opens, a blank message is held back, the form opens WhatsApp with the typed message", async () => {
    const { context, page } = await browser.openFresh(`${prefix}/contactus`, { javaScriptEnabled: false });
    const opened = await interceptWhatsApp(context);
    const panel = await openChat(page, T.open);
    // A blank message is held back by the browser itself: the input is invalid and nothing opened.
    await panel.getByPlaceholder(T.placeholder).fill("   ");
    await panel.getByRole("button", { name: T.send }).click();
    expect(await panel.locator("#chat-text:invalid").count()).toBe(1);
    await panel.getByPlaceholder(T.placeholder).fill(T.typedNoJs);
    const [popup] = await Promise.all([context.waitForEvent("page"), panel.getByRole("button", { name: T.send }).click()]);
    await popup.waitForLoadState();
    // Only the real message opened a page: the blank one, sent first, opened none.
    expect(opened).toHaveLength(1);
    expect(context.pages()).toHaveLength(2);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(WHATSAPP);
    expect(url.searchParams.get("text")).toBe(T.typedNoJs);
    // The browser sends the form as a form does: "text=…", spaces as "+".
    expect(opened[0]).toBe(`${WHATSAPP}?${new URLSearchParams({ text: T.typedNoJs })}`);
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
