/**
 * The contact form (SPEC 5, 7 and 8) on the contact page (the demo form: leads.test.ts),
 * in English (behaviour is proved once: docs/testing.md "Languages") — labels, software
 * choices, validation messages, busy states, success and failure, and the English fields
 * and values of SPEC 7 reaching the origin, in one visit with JavaScript and one without,
 * meeting every state of the form in turn (a page load costs more than all the checks in
 * it, docs/testing.md "Warm pages"); the map, the honeypot, the focus on a refused field:
 * lead-refusals.test.ts. A lead's language mark: tests/e2e/languages.test.ts, and every
 * language's messages and refusals in workerd.
 */
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, close, islandsReady, useBrowser } from "./browser.ts";
import { contactForm, describedBy, fillContact, labelsAndLangs, leadsWith, optionsOf, originMode, storedLeads, watchPosts } from "./helpers.ts";

const browser = useBrowser();
/** Remarks unique to this run, so a reused origin stand-in cannot answer for another run. */
const run = Date.now().toString(36);

afterEach(() => originMode("ok"));

describe("the contact form", () => {
  const L = en;
  const C = L.forms.contact;
  const form = (page: Page) => contactForm(page, L);
  const send = (page: Page) => form(page).getByRole("button", { name: C.send });

  // One visit with JavaScript (a page load costs more than every check in it):
  // each text of the form's states in turn, as one visitor meets them.
  it(`speaks the page's language in every state: labels, validation, '${C.sending}', success, '${C.failedTitle}' with the origin's verdict on the phone field, '${C.networkTitle}'; the lead reaches the origin in English`, async () => {
    const { context, page, problems } = await browser.open(`${L.prefix}/contactus`);
    const f = form(page);
    // Labels and software choices in the page's language, posting the English values.
    expect(await f.count()).toBe(1);
    expect(await optionsOf(f.getByLabel(C.software))).toEqual(L.forms.software);
    expect(await f.getByLabel(C.countryCode).inputValue()).toBe("+91");
    // Countries named in the page's language (the origin's English on English pages, marked so for a screen reader).
    expect(await labelsAndLangs(f.getByLabel(C.countryCode))).toEqual(L.forms.countries);
    expect(await f.getByLabel(C.message).count()).toBe(1);
    expect(await f.locator('label[for="contact-message"]').innerText()).toBe(C.messageLabel);
    expect(await send(page).count()).toBe(1);

    // Validates on submit with the exact messages, then again on every change.
    await islandsReady(page);
    const posts = watchPosts(page);
    // The form's script loads on this first tap (issue 15): the tap is held and replayed once it has.
    await send(page).click();
    await expect.poll(() => f.getByRole("alert").allInnerTexts()).toEqual(C.required);
    expect(await f.getByLabel(C.first).getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-firstName");
    await f.getByLabel(C.first).fill("Meera");
    await f.getByLabel(C.email).fill("meera");
    await f.getByLabel(C.phone).fill("12345");
    await expect.poll(() => f.getByRole("alert").allInnerTexts()).toEqual(C.afterFix);
    await f.getByLabel(C.message).fill("<b>urgent</b>");
    await expect.poll(() => f.getByRole("alert").allInnerTexts()).toContain(C.messageHtml);
    expect(posts).toEqual([]);

    // Sending, then the success toast; the form is cleared and the lead reaches the origin in English.
    await originMode("slow", { delayMs: 1200, paths: ["/apis/save_demorequest.php"] });
    const remark = `e2e ${L.lang} contact success ${run}`;
    await fillContact(page, L, remark);
    await f.getByLabel(C.software).selectOption({ label: L.forms.software[1]![1] });
    await f.getByLabel(C.countryCode).selectOption("+971");
    await send(page).click();
    const busy = f.getByRole("button", { name: C.sending });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const sent = page.getByRole("status").filter({ hasText: C.sentTitle });
    await sent.waitFor();
    expect(await sent.innerText()).toContain(C.sentText);
    expect(await f.getByLabel(C.first).inputValue()).toBe("");
    expect(await f.getByLabel(C.message).inputValue()).toBe("");
    // The whole form is reset (SPEC section 4): the selects too.
    expect(await f.getByLabel(C.software).inputValue()).toBe("Wholesale Software");
    expect(await f.getByLabel(C.countryCode).inputValue()).toBe("+91");
    expect(posts).toEqual([`${L.prefix}/contactus`]);
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: "Meera Agarwal",
      email: "meera@example.in",
      number: "+91 98765 43210",
      subject: "Zevar ERP Contact Request",
      sel1: "Retail Showroom Software",
      coden: "+971",
    });
    expect(leads[0]!.remark).toBe(`${remark}${L.forms.remarkMark}`);
    // Before any refusal below: a refused post is a console error of its own.
    expect(problems).toEqual([]);
    await sent.getByRole("button", { name: C.dismiss }).click();
    await sent.waitFor({ state: "detached" });

    // The origin's verdict, in the toast and on the field it names (lead-refusals.test.ts: the focus, in English).
    await originMode("business-error");
    await fillContact(page, L, `e2e ${L.lang} contact refused ${run}`);
    await send(page).click();
    const failed = page.getByRole("alert").filter({ hasText: C.failedTitle });
    await failed.waitFor();
    expect(await failed.innerText()).toContain(L.forms.verdict.mobileInvalid);
    expect(await describedBy(page, f.getByLabel(C.phone))).toBe(L.forms.verdict.mobileInvalid);
    await failed.getByRole("button", { name: C.dismiss }).click();
    await failed.waitFor({ state: "detached" });

    // The origin refuses without a message: the worker answers with the page's fallback.
    await originMode("business-error-bare");
    await send(page).click();
    await failed.waitFor();
    expect(await failed.innerText()).toContain(C.failedText);
    await failed.getByRole("button", { name: C.dismiss }).click();
    await failed.waitFor({ state: "detached" });

    // An answer that is not the endpoint's: the form's own text.
    await originMode("ok");
    const post = `${baseUrl()}${L.prefix}/contactus`;
    await page.route(post, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, contentType: "text/html", body: "oops" }) : route.continue(),
    );
    await send(page).click();
    await failed.waitFor();
    expect(await failed.innerText()).toContain(C.failedText);
    expect(await f.getByLabel(C.first).inputValue()).toBe("Meera");
    await failed.getByRole("button", { name: C.dismiss }).click();
    await failed.waitFor({ state: "detached" });

    // The post cannot be sent at all.
    await page.unroute(post);
    await page.route(post, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await send(page).click();
    const network = page.getByRole("alert").filter({ hasText: C.networkTitle });
    await network.waitFor();
    expect(await network.innerText()).toContain(C.networkText);
    expect(await f.getByLabel(C.first).inputValue()).toBe("Meera");
    expect(await leadsWith(`e2e ${L.lang} contact refused ${run}`)).toEqual([]);
    await close(context);
  });

  // One visit without JavaScript: the worker's answer pages, one after another.
  it(`works without JavaScript: errors on the page, '${C.failedTitle}' with the origin's verdict, then the success toast after a redirect to ${L.prefix}/contactus?sent=1`, async () => {
    const { context, page } = await browser.open(`${L.prefix}/contactus`, { javaScriptEnabled: false });
    await form(page).getByLabel(C.first).fill("Meera");
    await form(page).getByLabel(C.email).fill("meera");
    await send(page).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe(`${L.prefix}/contactus`);
    expect(await form(page).getByRole("alert").allInnerTexts()).toEqual(C.noJsErrors);
    const failed = page.getByRole("alert").filter({ hasText: C.failedTitle });
    expect(await failed.innerText()).toContain(C.invalidContact);
    expect(await form(page).getByLabel(C.first).inputValue()).toBe("Meera");

    // The origin refuses: its verdict in the toast and on the field it names.
    await originMode("business-error");
    await fillContact(page, L, `e2e ${L.lang} no-js contact refused ${run}`);
    await send(page).click();
    await page.waitForLoadState();
    expect(await failed.innerText()).toContain(L.forms.verdict.mobileInvalid);
    expect(await form(page).getByLabel(C.last).inputValue()).toBe("Agarwal");
    expect(await describedBy(page, form(page).getByLabel(C.phone))).toBe(L.forms.verdict.mobileInvalid);

    await originMode("ok");
    const remark = `e2e ${L.lang} no-js contact ${run}`;
    await fillContact(page, L, remark);
    await form(page).getByLabel(C.software).selectOption({ label: L.forms.software[5]![1] });
    await send(page).click();
    await page.waitForURL(`${baseUrl()}${L.prefix}/contactus?sent=1`);
    const toast = page.getByRole("status");
    expect(await toast.innerText()).toContain(C.sentTitle);
    expect(await toast.innerText()).toContain(C.sentText);
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Meera Agarwal", subject: "Zevar ERP Contact Request", sel1: "Money lending (Girvi) Software", coden: "+91" });
    expect(leads[0]!.remark).toBe(`${remark}${L.forms.remarkMark}`);
    await close(context);
  });
});

// ---- what only the English page was tested for ------------------------------------------

describe("contact page (en)", () => {
  const form = (page: Page) => contactForm(page, en);

  it("shows its address, hours, ten branches with tap-to-call numbers and four customer care numbers", async () => {
    const { context, page } = await browser.open("/contactus");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Contact Us");
    expect(await page.getByText("Mon-Sat 10:00 AM - 7:00 PM").first().isVisible()).toBe(true);
    const branches = page.getByRole("region", { name: "Our branches" }).locator(":scope > ul > li");
    expect(await branches.count()).toBe(10);
    expect(await branches.locator("h3").allTextContents()).toEqual([
      "Delhi", "Gurugram", "Kolkata (Bowbazar)", "Kolkata (Salt Lake)", "Lucknow", "Chandigarh", "Shivpuri", "Jaipur", "Mumbai", "Mathura (Head office)",
    ]);
    for (const href of await branches.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^tel:\+91\d{10}$/);
    }
    const care = page.getByRole("region", { name: "Customer care" }).last().locator("a[href^='tel:']");
    expect(await care.count()).toBe(4);
    await close(context);
  });

  it("loads the map only when the visitor asks for it", async () => {
    const { context, page } = await browser.openFresh("/contactus");
    const asked: string[] = [];
    await context.route("https://www.google.com/**", (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
    });
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await page.getByText("Show map").click();
    await expect.poll(() => asked.length).toBe(1);
    await close(context);
  });

  it("works without JavaScript: every missing field is named on the page", async () => {
    const { context, page } = await browser.open("/contactus", { javaScriptEnabled: false });
    const f = form(page);
    await f.getByLabel("First name").fill("Meera");
    await f.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState();
    expect(await form(page).getByRole("alert").allInnerTexts()).toEqual([
      "Last name is required",
      "Email is required",
      "Phone number is required",
    ]);
    expect(await form(page).getByLabel("First name").inputValue()).toBe("Meera");
    await fillContact(page, en, "e2e no-js contact");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/contactus?sent=1");
    expect(await page.getByRole("status").innerText()).toContain("Message Sent Successfully!");
    expect((await storedLeads()).filter((l) => l.remark === "e2e no-js contact")).toHaveLength(1);
    await close(context);
  });
});

describe("without JavaScript, a refused post (en)", () => {
  const noJs = { javaScriptEnabled: false };
  const form = (page: Page) => contactForm(page, en);

  it("a refused post (the honeypot filled) says why, and nothing reaches the origin", async () => {
    const { context, page } = await browser.open("/contactus", noJs);
    await fillContact(page, en, "e2e no-js honeypot");
    await page.locator("#contact-fax_number").fill("bot", { force: true });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState();
    const toast = page.getByRole("alert").filter({ hasText: "Submission Failed" });
    expect(await toast.innerText()).toContain("Your request looks automated and was not sent. Please call us instead.");
    expect((await storedLeads()).filter((l) => l.remark === "e2e no-js honeypot")).toEqual([]);
    await close(context);
  });
});
