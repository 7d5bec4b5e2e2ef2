/**
 * The islands' own labels on Hindi pages (issue 17): the floating chat, the screenshot
 * carousel and its dialog, the video modal and the island runtime's fallback message
 * show Hindi, and behave as their English twins do (chat.test.ts, product-pages.test.ts,
 * landing-about.test.ts, monitoring.test.ts). The expected Hindi is written out here,
 * not imported from the dictionaries.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, close, islandsReady, useBrowser } from "./browser.ts";

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
  await page.getByRole("button", { name: "चैट करें", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Zevar ERP" });
  await panel.waitFor({ state: "visible" });
  return panel;
}

describe("floating chat on Hindi pages", () => {
  it("opens with Hindi greetings and labels, sends the typed Hindi message to WhatsApp url-encoded and clears the input", async () => {
    const { context, page, problems } = await browser.open("/hi");
    const opened = await interceptWhatsApp(context);
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    const panel = await openChat(page);
    expect(await panel.getByRole("list", { name: "मैसेज" }).getByRole("listitem").allInnerTexts()).toEqual([
      "नमस्ते, आपका स्वागत है",
      "बताइए, हम आपकी क्या मदद करें?",
    ]);
    const input = panel.getByRole("textbox", { name: "मैसेज" });
    expect(await input.getAttribute("placeholder")).toBe("अपना मैसेज लिखें...");
    expect(await input.getAttribute("title")).toBe("भेजने के लिए मैसेज लिखें");
    const message = "गिरवी सॉफ्टवेयर का डेमो चाहिए & भाव? ₹";
    await input.fill(message);
    const [popup] = await Promise.all([context.waitForEvent("page"), panel.getByRole("button", { name: "मैसेज भेजें" }).click()]);
    await popup.waitForLoadState();
    const expected = `${WHATSAPP}?text=${encodeURIComponent(message)}`;
    expect(expected).toContain("%E0%A4%97%E0%A4%BF"); // "गि", url-encoded UTF-8
    expect(popup.url()).toBe(expected);
    expect(opened).toEqual([expected]);
    expect(new URL(opened[0]!).searchParams.get("text")).toBe(message);
    expect(await input.inputValue()).toBe("");
    expect(problems).toEqual([]);
    await close(context);
  });

  it("closes with its Hindi-named cross and toggles with चैट करें; a blank message is ignored", async () => {
    const { context, page } = await browser.open("/hi/features");
    const opened = await interceptWhatsApp(context);
    await page.waitForSelector('[data-island="chat-widget"][data-hydrated="true"]');
    expect(await page.getByRole("dialog", { name: "Zevar ERP" }).isVisible()).toBe(false);
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "चैट बंद करें" }).click();
    await panel.waitFor({ state: "hidden" });
    await openChat(page);
    const input = panel.getByPlaceholder("अपना मैसेज लिखें...");
    await input.fill("   ");
    await input.press("Enter");
    expect(await panel.isVisible()).toBe(true);
    await input.fill("नमस्ते");
    await Promise.all([context.waitForEvent("page"), input.press("Enter")]);
    expect(opened).toEqual([`${WHATSAPP}?text=${encodeURIComponent("नमस्ते")}`]);
    await page.bringToFront();
    await page.getByRole("button", { name: "चैट करें", exact: true }).click();
    await panel.waitFor({ state: "hidden" });
    await close(context);
  });

  it("works without JavaScript: the Hindi form opens WhatsApp with the typed message", async () => {
    const { context, page } = await browser.open("/hi/contactus", { javaScriptEnabled: false });
    const opened = await interceptWhatsApp(context);
    const panel = await openChat(page);
    await panel.getByPlaceholder("अपना मैसेज लिखें...").fill("   ");
    await panel.getByRole("button", { name: "मैसेज भेजें" }).click();
    expect(await panel.locator("#chat-text:invalid").count()).toBe(1);
    await panel.getByPlaceholder("अपना मैसेज लिखें...").fill("हॉलमार्क वाला बिल");
    const [popup] = await Promise.all([context.waitForEvent("page"), panel.getByRole("button", { name: "मैसेज भेजें" }).click()]);
    await popup.waitForLoadState();
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(WHATSAPP);
    expect(url.searchParams.get("text")).toBe("हॉलमार्क वाला बिल");
    await close(context);
  });
});

describe("screenshot carousel on /hi/retail", () => {
  it("moves with its Hindi-named arrows and keys, and opens a screenshot in a dialog that closes with its Hindi button", async () => {
    const { context, page, problems } = await browser.open("/hi/retail");
    const carousel = page.getByRole("region", { name: "रिटेल वर्ज़न के स्क्रीनशॉट" });
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="screenshot-carousel"][data-hydrated="true"]');
    expect(await carousel.getAttribute("aria-roledescription")).toBe("स्लाइड शो");
    const slides = carousel.getByRole("group");
    expect(await slides.count()).toBe(10);
    expect(await slides.first().getAttribute("aria-roledescription")).toBe("स्लाइड");
    const firstVisible = () =>
      slides.evaluateAll((els) => {
        const box = els[0]!.closest("[role=region]")!.getBoundingClientRect();
        const inView = els.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= box.left - 20 && r.left < box.left + 40;
        });
        return inView[0]?.getAttribute("aria-label");
      });
    expect(await firstVisible()).toBe("10 में से 1");
    await carousel.getByRole("button", { name: "अगला स्क्रीनशॉट" }).click();
    await expect.poll(firstVisible).toBe("10 में से 2");
    await carousel.getByRole("button", { name: "पिछला स्क्रीनशॉट" }).click();
    await expect.poll(firstVisible).toBe("10 में से 1");
    await carousel.getByRole("button", { name: "पिछला स्क्रीनशॉट" }).click();
    await expect.poll(firstVisible).toBe("10 में से 10");
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstVisible).toBe("10 में से 1");
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstVisible).toBe("10 में से 2");

    await slides.nth(1).getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "टैगिंग" });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading").innerText()).toBe("टैगिंग");
    expect(await dialog.innerText()).toContain("पहले से तय मज़दूरी, पॉलिश और HUID के साथ टैग।");
    expect(await dialog.locator("img").getAttribute("src")).toBe("/screens/retail-2.svg");
    await dialog.getByRole("button", { name: "स्क्रीनशॉट बंद करें" }).click();
    await dialog.waitFor({ state: "hidden" });
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

describe("video modal on /hi/aboutus", () => {
  it("opens the player only when asked and closes with its Hindi-named button", async () => {
    const { context, page, problems } = await browser.open("/hi/aboutus");
    const asked: string[] = [];
    await context.route("https://www.youtube-nocookie.com/**", (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" });
    });
    await islandsReady(page);
    expect(await page.locator("#story-video iframe").count()).toBe(0);
    await page.getByRole("button", { name: "हमारी कहानी देखें" }).click();
    const dialog = page.getByRole("dialog", { name: "Zevar ERP की कहानी" });
    await dialog.waitFor({ state: "visible" });
    const iframe = dialog.locator("iframe");
    await iframe.waitFor();
    expect(await iframe.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1");
    expect(await iframe.getAttribute("title")).toBe("Zevar ERP की कहानी");
    await expect.poll(() => asked.length).toBe(1);
    await dialog.getByRole("button", { name: "वीडियो बंद करें" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.locator("#story-video iframe").count()).toBe(0);
    expect(problems).toEqual([]);
    await close(context);
  });
});

describe("island runtime on Hindi pages", () => {
  it("shows its fallback in Hindi when an island fails to render", async () => {
    const { context, page } = await browser.blank();
    await context.route(/\/assets\/tutorial-library-[\w-]+\.js$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: 'export default function Broken() { throw new Error("tutorial island exploded"); }',
      }),
    );
    await page.goto(`${baseUrl()}/hi/tutorial`);
    await islandsReady(page);
    // The library starts on the visitor's first pointer over it.
    await page.locator('[data-island="tutorial-library"] > *').first().hover({ position: { x: 4, y: 4 } });
    const fallback = page.locator('[data-island="tutorial-library"] p[role="status"]');
    await fallback.waitFor();
    expect(await fallback.innerText()).toBe("पेज का यह हिस्सा लोड नहीं हो पाया। कृपया पेज रिफ्रेश करें।");
    expect(await fallback.isVisible()).toBe(true);
    // The rest of the page still works, in Hindi.
    await openChat(page);
    await close(context);
  });
});
