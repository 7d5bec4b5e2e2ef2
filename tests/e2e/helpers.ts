/**
 * What several browser test files do alike: steer the origin stand-in (tests/origin/server.mjs),
 * read the leads it stored, answer for WhatsApp, open the chat and fill the lead forms in a
 * page's language. The site and the stand-in are reached only through baseUrl() and originUrl()
 * (./browser.ts).
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { BrowserLocale } from "../fixtures/locales/browser.ts";
import { expect, type ExpectStatic } from "vitest";
import { BUDGET, watchWeight } from "../../scripts/quality.mjs";
import { baseUrl, islandsReady, originUrl } from "./browser.ts";

/** Sets how the origin stand-in answers (ok, slow, business-error, …) until told otherwise. */
export async function originMode(mode: string, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${originUrl()}/__control/mode`, { method: "POST", body: JSON.stringify({ mode, ...extra }) });
  if (!res.ok) throw new Error(`origin stand-in refused mode ${mode}: ${res.status}`);
}

/** Any other control call of the origin stand-in (content, reset, …). */
export const originControl = (path: string, body?: unknown) =>
  fetch(`${originUrl()}/__control/${path}`, { method: "POST", body: body ? JSON.stringify(body) : undefined });

export type StoredLead = { name: string; number: string; email: string; sel1: string; remark: string; coden: string; subject: string | null };

export async function storedLeads(): Promise<StoredLead[]> {
  return (await fetch(`${originUrl()}/__control/leads`)).json();
}

/** The leads whose remark starts with `remark` (a page's language mark may follow it). */
export async function leadsWith(remark: string): Promise<StoredLead[]> {
  return (await storedLeads()).filter((l) => l.remark.startsWith(remark));
}

/** The POSTs a page makes, by path. */
export function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  return posts;
}

export const WHATSAPP = "https://wa.me/919876543210";

/** WhatsApp is on the internet; the tests answer for it and record what was opened. */
export async function interceptWhatsApp(context: BrowserContext) {
  const opened: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" });
  });
  return opened;
}

/** Opens the floating chat with its button, named `chatNow` in the page's language. */
export async function openChat(page: Page, chatNow: string) {
  await page.getByRole("button", { name: chatNow, exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Zevar ERP" });
  await panel.waitFor({ state: "visible" });
  return panel;
}

/** The contact form of the page (its action is the page's own path). */
export const contactForm = (page: Page, L: BrowserLocale) => page.locator(`form[action="${L.prefix}/contactus"]`);

export async function fillContact(page: Page, L: BrowserLocale, message: string) {
  const f = contactForm(page, L);
  const c = L.forms.contact;
  await f.getByLabel(c.first).fill("Meera");
  await f.getByLabel(c.last).fill("Agarwal");
  await f.getByLabel(c.email).fill("meera@example.in");
  await f.getByLabel(c.phone).fill("+91 98765 43210");
  await f.getByLabel(c.message).fill(message);
}

/** Fills the demo form inside `scope` (the dialog or the landing page's hero), choosing the CZ software. */
export async function fillDemo(scope: Locator, L: BrowserLocale, remark: string) {
  const d = L.forms.demo;
  await scope.getByLabel(d.name, { exact: true }).fill("Ravi Soni");
  await scope.getByLabel(d.phone).fill("98765 43210");
  await scope.getByLabel(d.email).fill("ravi@example.in");
  // Chosen by the label the page shows; the value posted is "Cz Jewellery Mfg Software".
  await scope.getByLabel(d.software).selectOption({ label: L.forms.software[4]![1] });
  await scope.getByLabel(d.remark).fill(remark);
}

/** Each option's label and its own lang attribute ("" when it has none). */
export async function labelsAndLangs(select: Locator) {
  return select.locator("option").evaluateAll((os) => os.map((o) => [o.textContent, o.getAttribute("lang") ?? ""]));
}

/** Each option's value and label. */
export async function optionsOf(select: Locator) {
  return select.locator("option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
}

/** The message a refused field is described by (aria-describedby): what a screen reader reads with it. */
export async function describedBy(page: Page, field: Locator) {
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  return page.locator(`[id="${await field.getAttribute("aria-describedby")}"]`).innerText();
}

/** Counts every change of text in the live regions inside `section` from now on (what a screen reader would speak). */
export async function countAnnouncements(section: Locator) {
  await section.evaluate((root) => {
    const regions = [...root.querySelectorAll<HTMLElement>("[aria-live]:not([aria-live=off]), [role=status], [role=alert]")];
    const w = window as unknown as { announced: string[]; liveRegions: number };
    w.announced = [];
    w.liveRegions = regions.length;
    const last = new Map(regions.map((r) => [r, r.textContent]));
    new MutationObserver(() => {
      for (const r of regions) {
        if (r.textContent !== last.get(r)) {
          last.set(r, r.textContent);
          w.announced.push(r.textContent ?? "");
        }
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  return {
    announced: () => section.page().evaluate(() => (window as unknown as { announced: string[] }).announced),
    regions: () => section.page().evaluate(() => (window as unknown as { liveRegions: number }).liveRegions),
  };
}

/**
 * Loads `path` on a warm page at 360 px and checks what every page owes the quality gate:
 * its first load measured and within budget (JavaScript and CSS), nothing wider than the
 * phone. `expect` is the test's own (concurrent tests).
 */
export async function loadWithinBudget(page: Page, path: string, expect: ExpectStatic) {
  const weight = watchWeight(page);
  await page.goto(`${baseUrl()}${path}`);
  await islandsReady(page);
  await page.waitForLoadState("networkidle");
  const first = await weight();
  // The client runtime loads on every page: a weight of nothing would mean nothing was measured.
  expect(first.jsFirst, `first-load JS of ${path} measured`).toBeGreaterThan(0);
  expect(first.jsFirst, `first-load JS of ${path}`).toBeLessThanOrEqual(BUDGET.jsKb);
  expect(first.cssFirst, `first-load CSS of ${path}`).toBeLessThanOrEqual(BUDGET.cssKb);
  // On a 360 px phone every language's longer words fit: nothing scrolls sideways (issue 30).
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `width of ${path} at 360 px`).toBe(360);
  return weight;
}
