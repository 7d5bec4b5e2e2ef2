/**
 * The lead forms on Hindi pages (issue 17): the contact form on /hi/contactus and the
 * demo modal (every page's layout) and hero (/hi/zevarsoftware) speak Hindi — labels,
 * software choices, validation messages, busy states, success and failure — and post to
 * the Hindi paths, while what reaches the origin stays the English fields and values of
 * SPEC 7, the remark marked "[lang=hi]". The expected Hindi is written out here, not
 * imported, so a changed dictionary shows up as a failing test.
 */
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { countryCodes } from "../origin/sample-data.mjs";
import { baseUrl, close, islandsReady, originUrl, useBrowser } from "./browser.ts";

const browser = useBrowser();
/** Remarks unique to this run, so a reused origin stand-in cannot answer for another run. */
const run = Date.now().toString(36);

type StoredLead = { name: string; number: string; email: string; sel1: string; remark: string; coden: string; subject: string | null };

async function originMode(mode: string, extra: Record<string, unknown> = {}) {
  await fetch(`${originUrl()}/__control/mode`, { method: "POST", body: JSON.stringify({ mode, ...extra }) });
}
async function storedLeads(): Promise<StoredLead[]> {
  return (await fetch(`${originUrl()}/__control/leads`)).json();
}
/** The leads whose remark is `remark` and the Hindi mark after it. */
async function leadsWith(remark: string): Promise<StoredLead[]> {
  return (await storedLeads()).filter((l) => l.remark.startsWith(remark));
}

afterEach(() => originMode("ok"));

/** The POSTs a page makes, by path. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  return posts;
}

const HINDI_SOFTWARE = [
  ["Wholesale Software", "होलसेल सॉफ्टवेयर"],
  ["Retail Showroom Software", "रिटेल शोरूम सॉफ्टवेयर"],
  ["Dia./Kundan Jew.Mnfg Software", "डायमंड / कुंदन ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर"],
  ["Chain manufacturing Software", "चेन मैन्युफैक्चरिंग सॉफ्टवेयर"],
  ["Cz Jewellery Mfg Software", "CZ ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर"],
  ["Money lending (Girvi) Software", "गिरवी (मनी लेंडिंग) सॉफ्टवेयर"],
];

/** Each option's label and its own lang attribute ("" when it has none). */
async function labelsAndLangs(select: Locator) {
  return select.locator("option").evaluateAll((os) => os.map((o) => [o.textContent, o.getAttribute("lang") ?? ""]));
}

async function optionsOf(select: Locator) {
  return select.locator("option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
}

// ---- the contact form, /hi/contactus ------------------------------------------------

const contactForm = (page: Page) => page.locator('form[action="/hi/contactus"]');

async function fillContact(page: Page, message: string) {
  const f = contactForm(page);
  await f.getByLabel("पहला नाम").fill("Meera");
  await f.getByLabel("सरनेम").fill("Agarwal");
  await f.getByLabel("ईमेल").fill("meera@example.in");
  await f.getByLabel("फ़ोन नंबर").fill("+91 98765 43210");
  await f.getByLabel("संदेश").fill(message);
}

describe("the contact form on /hi/contactus", () => {
  it("shows its labels and software choices in Hindi, posting the English values", async () => {
    const { context, page } = await browser.open("/hi/contactus");
    const f = contactForm(page);
    expect(await f.count()).toBe(1);
    expect(await optionsOf(f.getByLabel("सॉफ्टवेयर"))).toEqual(HINDI_SOFTWARE);
    expect(await f.getByLabel("देश का कोड").inputValue()).toBe("+91");
    // The origin names the countries in English: marked so, for a screen reader.
    expect(await labelsAndLangs(f.getByLabel("देश का कोड"))).toEqual(countryCodes.map((c) => [c.label, "en"]));
    expect(await f.getByLabel("संदेश").count()).toBe(1);
    expect(await f.locator('label[for="contact-message"]').innerText()).toBe("संदेश (ज़रूरी नहीं)");
    expect(await f.getByRole("button", { name: "संदेश भेजें" }).count()).toBe(1);
    await close(context);
  });

  it("validates on submit with the Hindi messages, then again on every change", async () => {
    const { context, page } = await browser.open("/hi/contactus");
    await islandsReady(page);
    const posts = watchPosts(page);
    const f = contactForm(page);
    await f.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect.poll(() => f.getByRole("alert").allInnerTexts()).toEqual([
      "पहला नाम ज़रूरी है",
      "सरनेम ज़रूरी है",
      "ईमेल ज़रूरी है",
      "फ़ोन नंबर ज़रूरी है",
    ]);
    expect(await f.getByLabel("पहला नाम").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-firstName");
    await f.getByLabel("पहला नाम").fill("Meera");
    await f.getByLabel("ईमेल").fill("meera");
    await f.getByLabel("फ़ोन नंबर").fill("12345");
    await expect.poll(() => f.getByRole("alert").allInnerTexts()).toEqual([
      "सरनेम ज़रूरी है",
      "कृपया सही ईमेल डालें",
      "कृपया सही फ़ोन नंबर डालें",
    ]);
    await f.getByLabel("संदेश").fill("<b>जल्दी</b>");
    await expect.poll(() => f.getByRole("alert").allInnerTexts()).toContain("कृपया संदेश में से HTML टैग हटा दें।");
    expect(posts).toEqual([]);
    await close(context);
  });

  it("shows 'भेजा जा रहा है...', then the Hindi success toast, and the lead reaches the origin in English marked [lang=hi]", async () => {
    const { context, page, problems } = await browser.open("/hi/contactus");
    await islandsReady(page);
    const posts = watchPosts(page);
    await originMode("slow", { delayMs: 1200, paths: ["/apis/save_demorequest.php"] });
    const remark = `e2e hi contact success ${run}`;
    await fillContact(page, remark);
    await contactForm(page).getByLabel("सॉफ्टवेयर").selectOption({ label: "रिटेल शोरूम सॉफ्टवेयर" });
    await contactForm(page).getByLabel("देश का कोड").selectOption("+971");
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    const busy = contactForm(page).getByRole("button", { name: "भेजा जा रहा है..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const toast = page.getByRole("status").filter({ hasText: "आपका संदेश भेज दिया गया!" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("हम 24 घंटे के अंदर आपसे संपर्क करेंगे।");
    expect(await toast.getByRole("button", { name: "बंद करें" }).count()).toBe(1);
    expect(await contactForm(page).getByLabel("पहला नाम").inputValue()).toBe("");
    expect(await contactForm(page).getByLabel("सॉफ्टवेयर").inputValue()).toBe("Wholesale Software");
    expect(await contactForm(page).getByLabel("देश का कोड").inputValue()).toBe("+91");
    expect(posts).toEqual(["/hi/contactus"]);
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
    expect(leads[0]!.remark).toBe(`${remark}\n[lang=hi]`);
    expect(leads[0]!.remark.endsWith("[lang=hi]")).toBe(true);
    expect(problems).toEqual([]);
    await close(context);
  });

  it("shows 'संदेश नहीं भेजा जा सका' with the origin's verdict in Hindi, or the Hindi fallback without one", async () => {
    const { context, page } = await browser.open("/hi/contactus");
    await islandsReady(page);
    await originMode("business-error");
    await fillContact(page, `e2e hi contact refused ${run}`);
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "संदेश नहीं भेजा जा सका" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("यह मोबाइल नंबर सही नहीं है। कृपया जाँचकर फिर लिखें।");
    await toast.getByRole("button", { name: "बंद करें" }).click();
    await toast.waitFor({ state: "detached" });

    // The origin refuses without a message: the worker answers with the Hindi text.
    await originMode("business-error-bare");
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    await toast.waitFor();
    expect(await toast.innerText()).toContain("कृपया थोड़ी देर बाद फिर कोशिश करें।");
    await toast.getByRole("button", { name: "बंद करें" }).click();
    await toast.waitFor({ state: "detached" });

    // An answer that is not the endpoint's: the form's own Hindi text.
    await page.route(`${baseUrl()}/hi/contactus`, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, contentType: "text/html", body: "oops" }) : route.continue(),
    );
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    await toast.waitFor();
    expect(await toast.innerText()).toContain("कृपया थोड़ी देर बाद फिर कोशिश करें।");
    expect(await contactForm(page).getByLabel("पहला नाम").inputValue()).toBe("Meera");
    await close(context);
  });

  it("shows 'इंटरनेट की दिक्कत' when the post cannot be sent", async () => {
    const { context, page } = await browser.open("/hi/contactus");
    await islandsReady(page);
    await page.route(`${baseUrl()}/hi/contactus`, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await fillContact(page, `e2e hi offline ${run}`);
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "इंटरनेट की दिक्कत" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("संदेश नहीं भेजा जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।");
    await close(context);
  });

  it("works without JavaScript: Hindi errors on the page, then the Hindi success toast after a redirect to /hi/contactus?sent=1", async () => {
    const { context, page } = await browser.open("/hi/contactus", { javaScriptEnabled: false });
    await contactForm(page).getByLabel("पहला नाम").fill("Meera");
    await contactForm(page).getByLabel("ईमेल").fill("meera");
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/hi/contactus");
    expect(await contactForm(page).getByRole("alert").allInnerTexts()).toEqual([
      "सरनेम ज़रूरी है",
      "कृपया सही ईमेल डालें",
      "फ़ोन नंबर ज़रूरी है",
    ]);
    const failed = page.getByRole("alert").filter({ hasText: "संदेश नहीं भेजा जा सका" });
    expect(await failed.innerText()).toContain("कृपया जिन खानों में ग़लती बताई गई है, उन्हें ठीक करें।");
    expect(await contactForm(page).getByLabel("पहला नाम").inputValue()).toBe("Meera");

    const remark = `e2e hi no-js contact ${run}`;
    await fillContact(page, remark);
    await contactForm(page).getByLabel("सॉफ्टवेयर").selectOption({ label: "गिरवी (मनी लेंडिंग) सॉफ्टवेयर" });
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    await page.waitForURL(`${baseUrl()}/hi/contactus?sent=1`);
    const toast = page.getByRole("status");
    expect(await toast.innerText()).toContain("आपका संदेश भेज दिया गया!");
    expect(await toast.innerText()).toContain("हम 24 घंटे के अंदर आपसे संपर्क करेंगे।");
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Meera Agarwal", subject: "Zevar ERP Contact Request", sel1: "Money lending (Girvi) Software", coden: "+91" });
    expect(leads[0]!.remark).toBe(`${remark}\n[lang=hi]`);
    await close(context);
  });

  it("without JavaScript, an origin refusal shows the Hindi title with the origin's verdict in Hindi", async () => {
    const { context, page } = await browser.open("/hi/contactus", { javaScriptEnabled: false });
    await originMode("business-error");
    await fillContact(page, `e2e hi no-js contact refused ${run}`);
    await contactForm(page).getByRole("button", { name: "संदेश भेजें" }).click();
    await page.waitForLoadState();
    const toast = page.getByRole("alert").filter({ hasText: "संदेश नहीं भेजा जा सका" });
    expect(await toast.innerText()).toContain("यह मोबाइल नंबर सही नहीं है। कृपया जाँचकर फिर लिखें।");
    expect(await contactForm(page).getByLabel("सरनेम").inputValue()).toBe("Agarwal");
    await close(context);
  });
});

// ---- the demo modal and the landing hero ---------------------------------------------

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "फ्री डेमो लें" });
const openDialog = async (page: Page) => {
  await page.getByRole("banner").getByRole("button", { name: "फ्री डेमो लें" }).click();
  const dialog = dialogOf(page);
  await dialog.waitFor({ state: "visible" });
  return dialog;
};

async function fillDemo(scope: Locator, remark: string) {
  await scope.getByLabel("नाम", { exact: true }).fill("Ravi Soni");
  await scope.getByLabel("फ़ोन नंबर").fill("98765 43210");
  await scope.getByLabel("ईमेल").fill("ravi@example.in");
  await scope.getByLabel("सॉफ्टवेयर").selectOption({ label: "CZ ज्वेलरी मैन्युफैक्चरिंग सॉफ्टवेयर" });
  await scope.getByLabel("आपकी बात").fill(remark);
}

describe("the demo modal on Hindi pages", () => {
  it("speaks Hindi and posts to /hi/zevarsoftware (English pages keep /zevarsoftware)", async () => {
    const { context, page } = await browser.open("/hi/faqs", { javaScriptEnabled: false });
    const dialog = await openDialog(page);
    expect(await dialog.locator("form").getAttribute("action")).toBe("/hi/zevarsoftware");
    expect(await optionsOf(dialog.getByLabel("सॉफ्टवेयर"))).toEqual(HINDI_SOFTWARE);
    expect(await dialog.getByLabel("देश का कोड").inputValue()).toBe("+91");
    // Before the origin's list loads, +91 is named in the page's language.
    expect(await labelsAndLangs(dialog.getByLabel("देश का कोड"))).toEqual([["भारत (+91)", ""]]);
    expect(await dialog.getByRole("button", { name: "भेजें", exact: true }).count()).toBe(1);
    await dialog.getByRole("button", { name: "बंद करें" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.goto(`${baseUrl()}/faqs`);
    const english = page.getByRole("dialog", { name: "Get a Free Demo", includeHidden: true });
    expect(await english.locator("form").getAttribute("action")).toBe("/zevarsoftware");
    expect(await optionsOf(english.locator("select[name=sel1]"))).toEqual(HINDI_SOFTWARE.map(([value]) => [value, value]));
    await close(context);
  });

  it("refuses what the worker would refuse with its Hindi message, before posting", async () => {
    const { context, page } = await browser.open("/hi/features");
    await islandsReady(page);
    const posts = watchPosts(page);
    const dialog = await openDialog(page);
    await fillDemo(dialog, `e2e hi demo invalid ${run}`);
    await dialog.getByLabel("ईमेल").fill("ravi");
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe("कृपया सही ईमेल डालें");
    expect(await alert.locator("svg").count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("modal-email");

    // Hydrated, the form has loaded the origin's codes, named in English and marked so.
    await expect.poll(() => labelsAndLangs(dialog.getByLabel("देश का कोड"))).toEqual(countryCodes.map((c) => [c.label, "en"]));
    expect(await dialog.getByLabel("देश का कोड").inputValue()).toBe("+91");

    await dialog.getByLabel("ईमेल").fill("ravi@example.in");
    await dialog.getByLabel("आपकी बात").fill("<script>x</script>");
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    await expect.poll(() => alert.innerText()).toBe("कृपया अपनी बात में से HTML टैग हटा दें।");

    await dialog.getByLabel("आपकी बात").fill("ठीक है");
    await dialog.getByLabel("फ़ोन नंबर").fill("nine eight");
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    await expect.poll(() => alert.innerText()).toBe("कृपया सही फ़ोन नंबर डालें");
    expect(posts).toEqual([]);
    await close(context);
  });

  it("goes to 'भेजा जा रहा है...', then the Hindi success text; the lead reaches the origin in English marked [lang=hi]", async () => {
    const { context, page, problems } = await browser.open("/hi/aboutus");
    await islandsReady(page);
    const posts = watchPosts(page);
    await originMode("slow", { delayMs: 1200, paths: ["/apis/save_demorequest.php"] });
    const dialog = await openDialog(page);
    const remark = `e2e hi demo success ${run}`;
    await fillDemo(dialog, remark);
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    const busy = dialog.getByRole("button", { name: "भेजा जा रहा है..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const result = dialog.getByRole("status");
    await result.waitFor();
    expect(await result.innerText()).toBe("आपकी इन्क्वायरी हमें मिल गई है!");
    expect(await result.locator("svg").count()).toBe(1);
    for (const label of ["फ़ोन नंबर", "ईमेल", "आपकी बात"]) expect(await dialog.getByLabel(label).inputValue()).toBe("");
    expect(await dialog.getByLabel("नाम", { exact: true }).inputValue()).toBe("");
    const software = dialog.getByLabel("सॉफ्टवेयर");
    expect(await software.inputValue()).toBe("Wholesale Software");
    expect(await software.locator("option:checked").textContent()).toBe("होलसेल सॉफ्टवेयर");
    expect(posts).toEqual(["/hi/zevarsoftware"]);
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", sel1: "Cz Jewellery Mfg Software", coden: "+91" });
    expect(leads[0]!.remark).toBe(`${remark}\n[lang=hi]`);
    expect(leads[0]!.remark.endsWith("[lang=hi]")).toBe(true);
    expect(problems).toEqual([]);
    await close(context);
  });

  it("shows the origin's refusal, the Hindi failure text when it gives none, and on a network failure", async () => {
    const { context, page } = await browser.open("/hi/zevarsoftware");
    await islandsReady(page);
    const hero = page.locator("#demo-form");
    expect(await hero.locator("form").getAttribute("action")).toBe("/hi/zevarsoftware");
    await originMode("business-error");
    await fillDemo(hero, `e2e hi demo refused ${run}`);
    await hero.getByRole("button", { name: "भेजें", exact: true }).click();
    const alert = hero.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe("यह मोबाइल नंबर सही नहीं है। कृपया जाँचकर फिर लिखें।");
    expect(await hero.getByLabel("नाम", { exact: true }).inputValue()).toBe("Ravi Soni");

    await originMode("business-error-bare");
    await hero.getByLabel("आपकी बात").fill(`e2e hi demo refused bare ${run}`);
    await hero.getByRole("button", { name: "भेजें", exact: true }).click();
    await expect.poll(() => alert.innerText()).toBe("फ़ॉर्म भेजने में दिक्कत आई। कृपया फिर से कोशिश करें।");

    await originMode("ok");
    await page.route(`${baseUrl()}/hi/zevarsoftware`, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await hero.getByLabel("आपकी बात").fill(`e2e hi demo offline ${run}`);
    await hero.getByRole("button", { name: "भेजें", exact: true }).click();
    await expect.poll(() => alert.innerText()).toBe("फ़ॉर्म भेजने में दिक्कत आई। कृपया फिर से कोशिश करें।");
    expect(await leadsWith(`e2e hi demo offline ${run}`)).toEqual([]);
    await close(context);
  });

  it("works without JavaScript: a Hindi error on /hi/zevarsoftware, then the Hindi success after the redirect", async () => {
    const { context, page } = await browser.open("/hi/features", { javaScriptEnabled: false });
    let dialog = await openDialog(page);
    const remark = `e2e hi no-js demo ${run}`;
    await fillDemo(dialog, remark);
    await dialog.getByLabel("ईमेल").fill("ravi");
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/hi/zevarsoftware");
    const hero = page.locator("#demo-form");
    expect(await hero.getByRole("alert").innerText()).toBe("कृपया सही ईमेल डालें");
    expect(await hero.getByLabel("नाम", { exact: true }).inputValue()).toBe("Ravi Soni");
    expect(await hero.getByLabel("सॉफ्टवेयर").inputValue()).toBe("Cz Jewellery Mfg Software");

    await page.goto(`${baseUrl()}/hi/features`);
    dialog = await openDialog(page);
    await fillDemo(dialog, remark);
    await dialog.getByRole("button", { name: "भेजें", exact: true }).click();
    await page.waitForURL(`${baseUrl()}/hi/zevarsoftware?sent=1`);
    expect(await page.locator("#demo-form").getByRole("status").innerText()).toBe("आपकी इन्क्वायरी हमें मिल गई है!");
    const leads = await leadsWith(remark);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Ravi Soni", sel1: "Cz Jewellery Mfg Software", coden: "+91" });
    expect(leads[0]!.remark).toBe(`${remark}\n[lang=hi]`);
    await close(context);
  });
});
