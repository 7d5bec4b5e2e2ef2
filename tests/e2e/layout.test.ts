import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { supportSoftware } from "../../src/content/en/navigation.ts";
import { BROWSER_LOCALES } from "../fixtures/locales/browser.ts";
import { close, islandsReady, openWithScriptHeld, settled, useBrowser } from "./browser.ts";

const browser = useBrowser();

describe("header on a desktop", () => {
  it("opens the Versions dropdown on hover", async () => {
    const { context, page } = await browser.open("/");
    const menu = page.getByRole("list", { name: "Versions menu" });
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Versions" }).hover();
    await menu.getByRole("link", { name: "Retail Version" }).waitFor({ state: "visible" });
    expect(await menu.getByRole("link").allInnerTexts()).toEqual([
      "Retail Version",
      "Wholesale",
      "Manufacturing",
      "Girvi Money Lending",
    ]);
    await close(context);
  });

  it("opens Download and its nested Support Software submenu on hover", async () => {
    const { context, page } = await browser.open("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Download" }).hover();
    const download = page.getByRole("list", { name: "Download menu" });
    await download.getByRole("link", { name: "Support Software" }).hover();
    const support = page.getByRole("list", { name: "Support Software menu" });
    await support.getByRole("link", { name: "AnyDesk" }).waitFor({ state: "visible" });
    expect(await support.getByRole("link").allInnerTexts()).toEqual(supportSoftware.map((s) => s.title));
    expect(supportSoftware).toHaveLength(8);
    const complaint = download.getByRole("link", { name: "Complaint App" });
    expect(await complaint.getAttribute("target")).toBe("_blank");
    expect(await download.getByRole("link", { name: "Software Installer" }).getAttribute("download")).toBe("");
    await close(context);
  });

  it("opens dropdowns for keyboard users as focus moves into them", async () => {
    const { context, page } = await browser.open("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Versions");
    const retail = page.getByRole("list", { name: "Versions menu" }).getByRole("link", { name: "Retail Version" });
    await retail.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Retail Version");
    await close(context);
  });

  it("dismisses an open dropdown with Escape, without moving the pointer or the focus away, and keeps aria-expanded in step", async () => {
    const { context, page } = await browser.open("/");
    await islandsReady(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.getByRole("list", { name: "Versions menu" });
    const versions = nav.getByRole("link", { name: "Versions" });
    // The link says whether its dropdown is shown, in step with the screen.
    const expanded = () => versions.getAttribute("aria-expanded");
    await expect.poll(expanded).toBe("false");
    await versions.hover();
    await menu.waitFor({ state: "visible" });
    await expect.poll(expanded).toBe("true");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect.poll(expanded).toBe("false");
    // Leaving and coming back opens it again.
    await page.mouse.move(640, 600);
    await versions.hover();
    await menu.waitFor({ state: "visible" });
    await expect.poll(expanded).toBe("true");
    await page.mouse.move(640, 600);
    await expect.poll(expanded).toBe("false");

    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(expanded).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Retail Version");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Versions");
    await expect.poll(expanded).toBe("false");
    await close(context);
  });

  it("has every header item and the Get Free Demo button", async () => {
    const { context, page } = await browser.open("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const top = nav.locator(":scope > ul > li > a");
    expect(await top.allInnerTexts()).toEqual([
      "Home", "Versions", "Download", "Features", "Tutorial", "Blog", "What's new", "Contact Us",
    ]);
    expect(await page.getByRole("banner").getByRole("button", { name: "Get Free Demo" }).isVisible()).toBe(true);
    await close(context);
  });

  it("turns translucent after scrolling more than 10 px", async () => {
    const { context, page } = await browser.open("/", { viewport: { width: 1280, height: 400 } });
    const header = page.locator("[data-site-header]");
    const bg = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bg()).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 10));
    // Two frames: the scroll timeline (or the runtime's fallback) has had its turn.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await bg()).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(() => getComputedStyle(document.querySelector("[data-site-header]")!).backgroundColor !== "rgb(255, 255, 255)");
    expect(await bg()).toBe("rgba(255, 255, 255, 0.82)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => getComputedStyle(document.querySelector("[data-site-header]")!).backgroundColor === "rgb(255, 255, 255)");
    await close(context);
  });
});

describe("header on a phone", () => {
  it("hides the desktop menu and opens the collapsible mobile menu", async () => {
    const { context, page } = await browser.open("/", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    expect(await mobile.isVisible()).toBe(false);
    await page.locator("summary[aria-label=Menu]").tap();
    await mobile.waitFor({ state: "visible" });
    await mobile.getByText("Versions", { exact: true }).tap();
    const retail = mobile.getByRole("link", { name: "Retail Version" });
    await retail.waitFor({ state: "visible" });
    await mobile.getByText("Download", { exact: true }).tap();
    await mobile.getByText("Support Software", { exact: true }).tap();
    await mobile.getByRole("link", { name: "UltraViewer" }).waitFor({ state: "visible" });
    await retail.tap();
    await page.waitForURL("**/retail");
    expect(await page.locator("h1").innerText()).toBe("Retail Jewellery Software");
    await close(context);
  });
});

describe("footer", () => {
  it("shows its columns, banners, phone, WhatsApp, Mathura address and the copyright with the current year", async () => {
    const { context, page } = await browser.open("/faqs");
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "About Us", "Our Associates", "Versions", "Company", "Contact Us", "Social Links",
    ]);
    expect(await footer.getByRole("link", { name: "Know More" }).getAttribute("href")).toBe("/aboutus");
    expect(await footer.getByRole("link", { name: "View Our Associates" }).getAttribute("href")).toBe("/associates");
    // The year in India (UTC+05:30), as the footer counts it.
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    expect(await footer.getByText(`© ${year} Zevar ERP. All rights reserved.`).count()).toBe(1);
    for (const s of ["Facebook", "Instagram", "YouTube", "X"]) {
      expect(await footer.getByRole("link", { name: s, exact: true }).getAttribute("target")).toBe("_blank");
    }
    expect(await footer.getByRole("link", { name: "sales@zevar.example" }).getAttribute("href")).toBe("mailto:sales@zevar.example");
    expect(await footer.getByRole("link", { name: "+91 98765 43210", exact: true }).getAttribute("href")).toBe("tel:+919876543210");
    const whatsapp = footer.getByRole("link", { name: "WhatsApp +91 98765 43210" });
    expect(await whatsapp.getAttribute("href")).toBe("https://wa.me/919876543210");
    expect(await whatsapp.getAttribute("target")).toBe("_blank");
    expect(await footer.locator("address").innerText()).toBe("2nd Floor, Krishna Plaza, Dampier Nagar, Mathura, Uttar Pradesh 281001");
    for (const claim of ["No setup cost", "No installation", "Custom work offered"]) {
      expect(await footer.getByText(claim, { exact: true }).count()).toBe(1);
    }
    await islandsReady(page);
    await close(context);
  });
});

/** How many lines an element's text takes on screen: the distinct tops of its text's line boxes (icons left out). */
function textLines(el: Element): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
  }
  return tops.size;
}
const lineCount = (target: Locator) => target.evaluate(textLines);

describe("header between 1024 and 1099 px (issue 23 item 6)", () => {
  const cases = [
    { path: "/", items: ["What's new", "Contact Us"], demo: "Get Free Demo" },
    { path: "/hi", items: ["नया क्या है", "संपर्क करें"], demo: "फ्री डेमो लें" },
    // Bengali from its fixture (its Contact link and demo button), the longest row of the three.
    ...BROWSER_LOCALES.filter((L) => L.lang === "bn").map((L) => ({ path: L.prefix, items: [L.pages.contactUs], demo: L.forms.demo.opener })),
  ];
  for (const { path, items, demo } of cases) {
    for (const width of [1024, 1060, 1099]) {
      it(`keeps every header item on one line on ${path} at ${width} px`, async () => {
        const { context, page } = await browser.open(path, { viewport: { width, height: 800 } });
        const banner = page.getByRole("banner");
        const nav = banner.locator("nav").first();
        expect(await nav.isVisible()).toBe(true);
        for (const name of items) expect([name, await lineCount(nav.getByRole("link", { name, exact: true }))]).toEqual([name, 1]);
        expect([demo, await lineCount(banner.getByRole("button", { name: demo }))]).toEqual([demo, 1]);
        // Every top-level item (8), a link to each other language and the button, none wrapped.
        const all = banner.locator("nav:visible > ul > li > a, a[hreflang], button:visible");
        const lines: string[] = [];
        for (const item of await all.all()) lines.push(`${await item.textContent()}: ${await lineCount(item)}`);
        expect(lines).toEqual(lines.map((l) => l.replace(/\d+$/, "1")));
        expect(lines.length).toBe(8 + (BROWSER_LOCALES.length - 1) + 1);
        // And nothing was pushed off the row: the menu ends before the language link, the button inside the
        // screen; nor off the page (the footer's social icons made it 14 px too wide at 1024 px).
        const edges = await banner.evaluate((h) => ({
          navRight: h.querySelector("nav")!.getBoundingClientRect().right,
          switchLeft: h.querySelector("a[hreflang]")!.getBoundingClientRect().left,
          demoRight: [...h.querySelectorAll("button")].at(-1)!.getBoundingClientRect().right,
          page: document.documentElement.scrollWidth,
        }));
        expect(edges.navRight).toBeLessThanOrEqual(edges.switchLeft);
        expect(edges.demoRight).toBeLessThanOrEqual(width);
        expect(edges.page).toBe(width);
        await close(context);
      });
    }
  }
});

/**
 * Whether the select's chosen option shows whole: the select is at least as wide as a
 * copy of it holding that option alone at its natural ("auto") width, which is the width
 * the browser needs to draw the option's text, the padding and the arrow (rounded up to
 * a whole pixel there, hence the 1 px of slack: the cut select was 4 px short).
 */
const codeFits = (page: Page) =>
  page.locator('select[name="countryCode"]:visible, select[name="coden"]:visible').evaluateAll((selects) =>
    selects.map((select) => {
      const s = select as unknown as HTMLSelectElement;
      const probe = s.cloneNode(false) as HTMLSelectElement;
      probe.removeAttribute("id");
      probe.removeAttribute("name");
      probe.appendChild(s.selectedOptions[0]!.cloneNode(true));
      Object.assign(probe.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none", fieldSizing: "fixed" });
      s.parentElement!.appendChild(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      return { option: s.selectedOptions[0]!.text, fits: s.getBoundingClientRect().width >= needed - 1 };
    }),
  );

describe("country-code select (issue 23 item 6)", () => {
  // The dialog's form starts with India alone, named in the page's language (src/content/hi/forms.ts).
  for (const [path, dialogOption] of [["/contactus", "India (+91)"], ["/hi/contactus", "भारत (+91)"]] as const) {
    for (const width of [320, 360, 768, 1280]) {
      it(`shows "India (+91)" whole in the contact form and the demo form on ${path} at ${width} px`, async () => {
        // The dialog's list of countries is held until the test has seen its first option
        // (it used to arrive first on some runs, so the first state went unchecked).
        const { context, page, release } = await openWithScriptHeld(browser, path, /\/apis\/getcountrycode\.php/, { viewport: { width, height: 800 } });
        expect(await codeFits(page)).toEqual([{ option: "India (+91)", fits: true }]);
        // The demo dialog's form.
        await page.evaluate(() => (document.getElementById("demo-dialog") as HTMLDialogElement).showModal());
        // The contact form's behind the backdrop, and the dialog's own.
        expect(await codeFits(page)).toEqual([
          { option: "India (+91)", fits: true },
          { option: dialogOption, fits: true },
        ]);
        // Once the list is in, India is named as the origin names it, and still fits.
        release();
        await page.waitForFunction(() => (document.querySelector("#modal-coden") as HTMLSelectElement | null)?.options.length! > 1);
        expect(await codeFits(page)).toEqual([
          { option: "India (+91)", fits: true },
          { option: "India (+91)", fits: true },
        ]);
        await close(context);
      });
    }
  }
});

describe("demo dialog on a 320 × 640 screen (issue 23 item 6)", () => {
  for (const [path, open, closeName] of [
    ["/", "Try Zevar ERP", "Close"],
    ["/hi", "Zevar ERP आज़माएँ", "बंद करें"],
  ] as const) {
    it(`keeps its close button on screen and usable while its form scrolls (${path})`, async () => {
      const { context, page } = await browser.open(path, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
      await islandsReady(page);
      await page.getByRole("button", { name: open }).first().click();
      const dialog = page.getByRole("dialog", { name: /demo|डेमो/i });
      await dialog.waitFor({ state: "visible" });
      const closeButton = dialog.getByRole("button", { name: closeName, exact: true });
      // Scroll whatever scrolls inside the dialog to its end.
      const scrolled = await dialog.evaluate((d) => {
        let moved = 0;
        for (const el of [d, ...d.querySelectorAll<HTMLElement>("*")]) {
          if (el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== "visible") {
            el.scrollTop = el.scrollHeight;
            moved += el.scrollTop;
          }
        }
        return moved;
      });
      expect(scrolled).toBeGreaterThan(0);
      await settled(closeButton);
      const box = (await closeButton.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      // Nothing lies over it: the point at its centre is the button.
      expect(
        await closeButton.evaluate((b) => {
          const r = b.getBoundingClientRect();
          return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        }),
      ).toBe(true);
      await closeButton.click();
      await dialog.waitFor({ state: "hidden" });
      await close(context);
    });
  }
});

describe("language switch keeps the query (issue 23 item 8)", () => {
  const switchLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

  it("renders the link with the request's query, without JavaScript", async () => {
    const { context, page } = await browser.open("/tools/girvi-interest-calculator?principal=50000&rate=2", { javaScriptEnabled: false });
    expect(await switchLink(page, "हिन्दी").getAttribute("href")).toBe("/hi/tools/girvi-interest-calculator?principal=50000&rate=2");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "हिन्दी", exact: true }).getAttribute("href")).toBe(
      "/hi/tools/girvi-interest-calculator?principal=50000&rate=2",
    );
    await page.goto(`${page.url().replace(/\/tools.*/, "")}/hi/tutorial?category=REPORT`);
    expect(await switchLink(page, "English").getAttribute("href")).toBe("/tutorial?category=REPORT");
    await close(context);
  });

  for (const [from, name, to] of [
    ["/tools/girvi-interest-calculator?principal=50000&rate=2", "हिन्दी", "/hi/tools/girvi-interest-calculator?principal=50000&rate=2"],
    ["/tutorial?category=REPORT", "हिन्दी", "/hi/tutorial?category=REPORT"],
    ["/hi/tutorial?category=REPORT", "English", "/tutorial?category=REPORT"],
  ] as const) {
    it(`goes from ${from} to ${to}`, async () => {
      const { context, page } = await browser.open(from);
      await islandsReady(page);
      await switchLink(page, name).click();
      await page.waitForURL((u) => u.pathname.startsWith(to.split("?")[0]!) && u.pathname !== from.split("?")[0]);
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(to);
      await close(context);
    });
  }

  it("keeps what was typed into a tool after the page loaded (the address the tool wrote)", async () => {
    const { context, page } = await browser.open("/tools/girvi-interest-calculator?principal=50000&rate=2");
    await islandsReady(page);
    const principal = page.getByLabel("Loan amount (₹)");
    await principal.fill("75000");
    await page.waitForURL((u) => u.searchParams.get("principal") === "75000");
    await switchLink(page, "हिन्दी").click();
    await page.waitForURL((u) => u.pathname === "/hi/tools/girvi-interest-calculator");
    const url = new URL(page.url());
    expect(url.searchParams.get("principal")).toBe("75000");
    expect(url.searchParams.get("rate")).toBe("2");
    expect(await page.locator('input[name="principal"]').inputValue()).toBe("75000");
    await close(context);
  });
});

describe.each(BROWSER_LOCALES)("the frame in the page's language ($lang)", ({ prefix, pages: T }) => {
  it("opens the mobile menu, whose links stay in the language, and follows the language link from the keyboard", async () => {
    const { context, page } = await browser.open(`${prefix}/retail`, { viewport: { width: 390, height: 844 } });
    await page.locator(`summary[aria-label="${T.menuButton}"]`).click();
    const menu = page.getByRole("navigation", { name: T.mobileNav });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: T.contactUs }).getAttribute("href")).toBe(`${prefix}/contactus`);
    await page.keyboard.press("Escape");
    const other = page.locator(`header a[hreflang="${T.switchTo.hreflang}"]`);
    expect(await other.innerText()).toBe(T.switchTo.name);
    await other.focus();
    const target = `${T.switchTo.prefix}/retail`;
    await Promise.all([page.waitForURL((url) => url.pathname === target), page.keyboard.press("Enter")]);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(T.switchTo.htmlLang);
    expect(await page.locator(`header a[hreflang="${T.hreflang}"]`).innerText()).toBe(T.name);
    await close(context);
  });

  it("fits the text on a 360 px phone: no page scrolls sideways", async () => {
    for (const path of ["", "/retail", "/contactus", "/tutorial", "/tools/girvi-interest-calculator", "/zevarsoftware", "/aboutus"].map((p) => `${prefix}${p}` || "/")) {
      const { context, page } = await browser.open(path, { viewport: { width: 360, height: 740 } });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 360 });
      await close(context);
    }
  });
});
