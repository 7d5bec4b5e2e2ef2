/**
 * The demo form (SPEC 5, 7 and 8): the modal on every page and the landing page's hero
 * (the contact form: contact.test.ts), in English (behaviour is proved once:
 * docs/testing.md "Languages") — labels, software choices, validation messages, busy
 * states, success and failure, and the English fields and values of SPEC 7 reaching the
 * origin, in one visit with JavaScript and one without, meeting every state of both forms
 * in turn (a page load costs more than all the checks in it, docs/testing.md "Warm
 * pages"); keyboard focus and Escape, the country codes failing to load, the focus on a
 * refused field: lead-refusals.test.ts. Each language's demo dialog and its lead's
 * language mark: tests/e2e/languages.test.ts; its messages and refusals: workerd.
 */
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import en from "../fixtures/locales/en/browser.ts";
import { baseUrl, close, islandsReady, useBrowser } from "./browser.ts";
import { describedBy, fillDemo, labelsAndLangs, leadsWith, optionsOf, originMode, watchPosts } from "./helpers.ts";

const browser = useBrowser();
/** Remarks unique to this run, so a reused origin stand-in cannot answer for another run. */
const run = Date.now().toString(36);

afterEach(() => originMode("ok"));

describe("the demo modal and the landing hero", () => {
  const L = en;
  const D = L.forms.demo;
  const dialogOf = (page: Page) => page.getByRole("dialog", { name: D.title });
  const openDialog = async (page: Page) => {
    await page.getByRole("banner").getByRole("button", { name: D.opener }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor({ state: "visible" });
    return dialog;
  };
  const submit = (scope: Locator) => scope.getByRole("button", { name: D.submit, exact: true });

  // One visit with JavaScript, on the landing page, which has both forms:
  // every text of their states in turn (a page load costs more than all the checks in it).
  it(`speaks the page's language in every state: the modal's refusals, '${D.submitting}', the success text; the hero's '${D.name}' refused by the origin, the failure text and the origin's verdict; the lead reaches the origin in English`, async () => {
    const { context, page, problems } = await browser.open(`${L.prefix}/zevarsoftware`);
    await islandsReady(page);
    const posts = watchPosts(page);
    const dialog = await openDialog(page);

    // The modal refuses what the worker would refuse with its message, before posting.
    await fillDemo(dialog, L, `e2e ${L.lang} demo invalid ${run}`);
    await dialog.getByLabel(D.email).fill("ravi");
    await submit(dialog).click();
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe(D.emailInvalid);
    expect(await alert.locator("svg").count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("modal-email");
    // Hydrated, the form has loaded the origin's codes, each country named in the page's language.
    const code = dialog.getByLabel(D.countryCode);
    await expect.poll(() => labelsAndLangs(code)).toEqual(L.forms.countries);
    expect(await code.inputValue()).toBe("+91");
    await dialog.getByLabel(D.email).fill("ravi@example.in");
    await dialog.getByLabel(D.remark).fill("<script>x</script>");
    await submit(dialog).click();
    await expect.poll(() => alert.innerText()).toBe(D.remarkHtml);
    await dialog.getByLabel(D.remark).fill(D.plainRemark);
    await dialog.getByLabel(D.phone).fill("nine eight");
    await submit(dialog).click();
    await expect.poll(() => alert.innerText()).toBe(D.phoneInvalid);
    expect(posts).toEqual([]);

    // Idle → submitting → a tick and the success text, then all but the country code cleared.
    await originMode("slow", { delayMs: 1200, paths: ["/apis/save_demorequest.php"] });
    const remark = `e2e ${L.lang} demo success ${run}`;
    await fillDemo(dialog, L, remark);
    await code.selectOption("+971");
    await submit(dialog).click();
    const busy = dialog.getByRole("button", { name: D.submitting });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const result = dialog.getByRole("status");
    await result.waitFor();
    expect(await result.innerText()).toBe(D.sent);
    expect(await result.locator("svg").count()).toBe(1);
    for (const label of [D.phone, D.email, D.remark]) expect(await dialog.getByLabel(label).inputValue()).toBe("");
    expect(await dialog.getByLabel(D.name, { exact: true }).inputValue()).toBe("");
    const software = dialog.getByLabel(D.software);
    expect(await software.inputValue()).toBe("Wholesale Software");
    expect(await software.locator("option:checked").textContent()).toBe(L.forms.software[0]![1]);
    expect(await code.inputValue()).toBe("+971");
    expect(posts).toEqual([`${L.prefix}/zevarsoftware`]);
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", sel1: "Cz Jewellery Mfg Software", coden: "+971" });
    expect(leads[0]!.remark).toBe(`${remark}${L.forms.remarkMark}`);
    // Before any refusal below: a refused post is a console error of its own.
    expect(problems).toEqual([]);
    await dialog.getByRole("button", { name: D.close }).click();
    await dialog.waitFor({ state: "hidden" });

    // The hero: nothing but a phone number (the demo form blocks nothing, SPEC 5); the origin
    // wants a name, and the field says so (lead-refusals.test.ts: the focus, in English).
    const hero = page.locator("#demo-form");
    expect(await hero.locator("form").getAttribute("action")).toBe(`${L.prefix}/zevarsoftware`);
    const heroAlert = hero.getByRole("alert");
    await originMode("ok");
    await hero.getByLabel(D.phone).fill("98765 43210");
    await submit(hero).click();
    await expect.poll(() => heroAlert.innerText()).toBe(L.forms.verdict.nameRequired);
    expect(await describedBy(page, hero.getByLabel(D.name, { exact: true }))).toBe(L.forms.verdict.nameRequired);
    expect(await hero.getByLabel(D.phone).inputValue()).toBe("98765 43210");

    // The failure text on a network failure, a cross and the origin's refusal, and the failure
    // text when it gives none: each answer changes what the alert says.
    const post = `${baseUrl()}${L.prefix}/zevarsoftware`;
    await page.route(post, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await fillDemo(hero, L, `e2e ${L.lang} demo offline ${run}`);
    await submit(hero).click();
    await expect.poll(() => heroAlert.innerText()).toBe(D.failed);
    await page.unroute(post);

    await originMode("business-error");
    await hero.getByLabel(D.remark).fill(`e2e ${L.lang} demo refused ${run}`);
    await submit(hero).click();
    await expect.poll(() => heroAlert.innerText()).toBe(L.forms.verdict.mobileInvalid);
    expect(await heroAlert.locator("svg").count()).toBe(1);
    expect(await hero.getByLabel(D.name, { exact: true }).inputValue()).toBe("Ravi Soni");

    await originMode("business-error-bare");
    await hero.getByLabel(D.remark).fill(`e2e ${L.lang} demo refused bare ${run}`);
    await submit(hero).click();
    await expect.poll(() => heroAlert.innerText()).toBe(D.failed);
    expect(await leadsWith(`e2e ${L.lang} demo offline ${run}`)).toEqual([]);
    await close(context);
  });

  // One visit without JavaScript: the modal as the server draws it, then the
  // worker's answer pages, one after another.
  it(`works without JavaScript: opens from '${D.opener}', speaks the page's language, closes with the cross; an error and the origin's '${D.name}' refusal on ${L.prefix}/zevarsoftware, then the success text after the redirect`, async () => {
    const { context, page } = await browser.open(`${L.prefix}/faqs`, { javaScriptEnabled: false });
    expect(await dialogOf(page).isVisible()).toBe(false);
    let dialog = await openDialog(page);
    expect(await dialog.locator("form").getAttribute("action")).toBe(`${L.prefix}/zevarsoftware`);
    expect(await optionsOf(dialog.getByLabel(D.software))).toEqual(L.forms.software);
    expect(await dialog.getByLabel(D.countryCode).inputValue()).toBe("+91");
    // Before the origin's list loads, +91 is named in the page's language.
    expect(await labelsAndLangs(dialog.getByLabel(D.countryCode))).toEqual([[L.forms.indiaOption, ""]]);
    expect(await submit(dialog).count()).toBe(1);
    await dialog.getByRole("button", { name: D.close }).click();
    await dialog.waitFor({ state: "hidden" });

    dialog = await openDialog(page);
    const remark = `e2e ${L.lang} no-js demo ${run}`;
    await fillDemo(dialog, L, remark);
    await dialog.getByLabel(D.email).fill("ravi");
    await submit(dialog).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe(`${L.prefix}/zevarsoftware`);
    const hero = page.locator("#demo-form");
    expect(await hero.getByRole("alert").innerText()).toBe(D.emailInvalid);
    expect(await hero.getByLabel(D.name, { exact: true }).inputValue()).toBe("Ravi Soni");
    expect(await hero.getByLabel(D.software).inputValue()).toBe("Cz Jewellery Mfg Software");

    // No name: the origin wants one, and the answer page marks the field with its verdict.
    await hero.getByLabel(D.name, { exact: true }).fill("");
    await hero.getByLabel(D.email).fill("ravi@example.in");
    await submit(hero).click();
    await page.waitForLoadState();
    expect(await hero.getByRole("alert").innerText()).toBe(L.forms.verdict.nameRequired);
    expect(await describedBy(page, hero.getByLabel(D.name, { exact: true }))).toBe(L.forms.verdict.nameRequired);
    expect(await hero.getByLabel(D.phone).inputValue()).toBe("98765 43210");

    dialog = await openDialog(page);
    await fillDemo(dialog, L, remark);
    await submit(dialog).click();
    await page.waitForURL(`${baseUrl()}${L.prefix}/zevarsoftware?sent=1`);
    expect(await page.locator("#demo-form").getByRole("status").innerText()).toBe(D.sent);
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Ravi Soni", sel1: "Cz Jewellery Mfg Software", coden: "+91" });
    expect(leads[0]!.remark).toBe(`${remark}${L.forms.remarkMark}`);
    await close(context);
  });
});

// ---- what only the English pages were tested for ----------------------------------------

describe("demo-request modal (en)", () => {
  const D = en.forms.demo;
  const dialogOf = (page: Page) => page.getByRole("dialog", { name: D.title });

  it("moves focus into the form, closes on Escape and gives focus back to the button", async () => {
    const { context, page } = await browser.open("/features");
    await islandsReady(page);
    const opener = page.getByRole("banner").getByRole("button", { name: D.opener });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await dialog.waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("modal-name");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await close(context);
  });

  for (const failure of ["network", "parse"] as const) {
    it(`shows a cross and 'Error submitting form. Please try again.' on a ${failure} failure`, async () => {
      const { context, page } = await browser.open("/zevarsoftware");
      await islandsReady(page);
      await page.route(`${baseUrl()}/zevarsoftware`, (route) =>
        route.request().method() !== "POST"
          ? route.continue()
          : failure === "network"
            ? route.abort("internetdisconnected")
            : route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
      );
      const hero = page.locator("#demo-form");
      await fillDemo(hero, en, `e2e ${failure}`);
      await hero.getByRole("button", { name: "Submit" }).click();
      const alert = hero.getByRole("alert");
      await alert.waitFor();
      expect(await alert.innerText()).toBe("Error submitting form. Please try again.");
      await close(context);
    });
  }

  it("keeps +91 and only logs when the country codes cannot be loaded", async () => {
    const { context, page, problems } = await browser.open("/faqs");
    const logs: string[] = [];
    page.on("console", (m) => m.type() === "log" && logs.push(m.text()));
    // Asked with the page's language (?lang=en-IN).
    await page.route(/\/apis\/getcountrycode\.php(\?|$)/, (route) => route.abort("connectionrefused"));
    await islandsReady(page);
    await page.getByRole("banner").getByRole("button", { name: D.opener }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor({ state: "visible" });
    await dialog.getByLabel("Name").click();
    await page.waitForSelector('#demo-dialog [data-island="demo-form"][data-hydrated="true"]', { timeout: 45_000 });
    await expect.poll(() => logs.some((l) => l.startsWith("Country codes could not be loaded"))).toBe(true);
    expect(await dialog.getByLabel("Country code").inputValue()).toBe("+91");
    expect(await page.locator("#modal-coden option").count()).toBe(1);
    expect(problems.filter((p) => !p.includes("net::ERR_CONNECTION_REFUSED"))).toEqual([]);
    await close(context);
  });
});

describe("without JavaScript, every failure is shown on the page (en)", () => {
  const noJs = { javaScriptEnabled: false };

  it("the landing form shows a cross and the origin's message, with the values kept", async () => {
    const { context, page } = await browser.open("/zevarsoftware", noJs);
    await originMode("business-error");
    await fillDemo(page.locator("#demo-form"), en, "e2e no-js refused");
    await page.locator("#demo-form").getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState();
    const hero = page.locator("#demo-form");
    expect(await hero.getByRole("alert").innerText()).toBe("Invalid mobile number.");
    expect(await hero.getByRole("alert").locator("svg").count()).toBe(1);
    expect(await hero.getByLabel("Name").inputValue()).toBe("Ravi Soni");
    expect(await hero.getByLabel("Remark").inputValue()).toBe("e2e no-js refused");
    await close(context);
  });
});
