/**
 * Every answer to a lead post speaks the language of the page it came from (issue 23
 * item 9; the rule in worker/leads/answers.ts and docs/security.md): each refusal of the
 * worker, the origin's known verdicts and the contact form's summary, as JSON (the islands)
 * and as the answer page (a plain post). Their texts are written by hand in English
 * (tests/fixtures/locales/en/worker.ts), not imported, so a changed text shows up as a
 * failing test; in every other language the same answers keep the contract by rule (in its
 * language and script, nothing left in English: tests/worker/language-contract.test.ts).
 * What a language changes in behaviour runs in each: the remark's language marker, digits
 * typed on its keyboard, a plain post's page in its language.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { RefusalCode } from "../../src/content/model/forms.ts";
import { DEFAULT, type EnglishWorker } from "../fixtures/locales/worker.ts";
import { LANGUAGES, scriptShare, typed } from "../fixtures/locales/language.ts";
import { originTenant, send, SITE } from "./helpers.ts";
import { refusals } from "./lead-refusals.ts";

const origin = originTenant("lead-languages");
let ip = 0;

const demo = { name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", sel1: "Retail Showroom Software", remark: "Agra", coden: "+91" };
const contact = { firstName: "Meera", lastName: "Agarwal", email: "meera@example.in", phone: "+91 98765 43210", message: "", softwareType: "Wholesale Software", countryCode: "+91" };

type Lang = EnglishWorker;
function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** A post from the page at `path` in `lang`, as the island sends it (JSON answer). */
function post(lang: Lang, path: string, init: RequestInit & { headers?: Record<string, string> } = {}, vars: Partial<Env> = {}) {
  return send(
    origin,
    `${lang.prefix}${path}`,
    {
      method: "POST",
      body: formOf(demo),
      ...init,
      headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": `10.7.0.${++ip % 250}`, ...init.headers },
    },
    vars,
  );
}

describe.each([DEFAULT])("lead answers from a page in $code", (lang) => {
  beforeEach(() => origin.reset());

  for (const code of Object.keys(lang.leadAnswers.refusals) as RefusalCode[]) {
    it(`says why the post was refused (${code}) in the page's language`, async () => {
      const { body, status } = await refusals(origin, { prefix: lang.prefix, code: lang.code, index: 50 })[code]();
      expect(status).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(body)).toEqual({ status: "error", message: lang.leadAnswers.refusals[code] });
    });
  }

  it("says which fields of the contact form to correct, in the page's language", async () => {
    const { status, body } = await post(lang, "/contactus", { body: formOf({ ...contact, firstName: "" }) });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ status: "error", message: lang.leadAnswers.invalidContact, errors: { firstName: lang.firstNameRequired } });
  });

  it("says the origin's 'Name is required.' in the page's language, marking the name field", async () => {
    const { status, body } = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, name: "" }) });
    expect(status).toBe(200);
    const message = lang.leadAnswers.nameRequired;
    expect(JSON.parse(body)).toEqual({ status: "error", message, errors: { name: message } });
  });

  it("says the origin's 'Invalid mobile number.' in the page's language, marking the phone field of either form", async () => {
    await origin.mode("business-error");
    const message = lang.leadAnswers.mobileInvalid;
    const demoAnswer = await post(lang, "/zevarsoftware");
    expect(JSON.parse(demoAnswer.body)).toEqual({ status: "error", message, errors: { number: message } });
    const contactAnswer = await post(lang, "/contactus", { body: formOf(contact) });
    expect(JSON.parse(contactAnswer.body)).toEqual({ status: "error", message, errors: { phone: message } });
  });

  it("answers the origin's own endpoint in the language of the page that posted to it (its Referer)", async () => {
    const referer = `${SITE}${lang.prefix}/tools/gst-calculator`;
    const refused = await send(origin, "/apis/save_demorequest.php", {
      method: "POST",
      body: formOf({ ...demo, fax_number: "x" }),
      headers: { accept: "application/json", origin: SITE, referer, "cf-connecting-ip": "10.7.1.1" },
    });
    expect(JSON.parse(refused.body)).toEqual({ status: "error", message: lang.leadAnswers.refusals.honeypot });
    const sent = await send(origin, "/apis/save_demorequest.php", {
      method: "POST",
      body: formOf({ ...demo, name: "" }),
      headers: { accept: "application/json", origin: SITE, referer, "cf-connecting-ip": "10.7.1.2" },
    });
    const message = lang.leadAnswers.nameRequired;
    expect(JSON.parse(sent.body)).toEqual({ status: "error", message, errors: { name: message } });
  });

  it("answers a plain post with the page in its language: the refusal, and the refused field marked and focused", async () => {
    const html = { accept: "text/html" };
    const tooLarge = await post(lang, "/zevarsoftware", { body: new URLSearchParams({ remark: "r".repeat(40 * 1024) }), headers: html });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain(`<html lang="${lang.htmlLang}">`);
    expect(tooLarge.body).toContain(lang.leadAnswers.refusals.tooLarge);

    const noName = await post(lang, "/zevarsoftware", { body: new URLSearchParams({ ...demo, name: "" }), headers: html });
    const message = lang.leadAnswers.nameRequired;
    const input = /<input id="hero-name"[^>]*>/.exec(noName.body)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="hero-name-error"');
    expect(input).toContain("autofocus");
    expect(/<p id="hero-name-error"[^>]*>([^<]*)<\/p>/.exec(noName.body)?.[1]).toBe(message);
    // Only the refused field takes the focus.
    expect(noName.body.match(/autofocus/g)).toHaveLength(1);
  });
});

describe.each([DEFAULT])("markup and hidden direction marks in lead fields, from a page in $code (issue 24 item 6)", (lang) => {
  beforeEach(() => origin.reset());
  const MESSAGES = { remarkHtml: lang.leadAnswers.remarkHtml, messageHtml: lang.leadAnswers.messageHtml, hidden: lang.leadAnswers.hiddenCharacters };
  const forwarded = async () => (await origin.requests()).filter((r) => r.method === "POST");

  // An unclosed tag still runs in a browser that renders it (`<img src=x onerror=alert(1)//`).
  for (const remark of ["<img src=x onerror=alert(1)//", "see </textarea", "<!-- x", "<?php echo 1", "<svg/onload=alert(1)"]) {
    it(`refuses the remark ${JSON.stringify(remark)}`, async () => {
      const { status, body } = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark }) });
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({ status: "error", message: MESSAGES.remarkHtml, errors: { remark: MESSAGES.remarkHtml } });
      expect(await forwarded()).toEqual([]);
    });
  }

  it("refuses markup in the contact form's message", async () => {
    const { status, body } = await post(lang, "/contactus", { body: formOf({ ...contact, message: "hello <b onclick=x" }) });
    expect(status).toBe(400);
    expect(JSON.parse(body).errors).toEqual({ message: MESSAGES.messageHtml });
  });

  it("keeps a '<' that starts no tag: '< 50 g', '<5 mm', 'a <= b'", async () => {
    const { status } = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark: "< 50 g, <5 mm, a <= b" }) });
    expect(status).toBe(200);
    // An English page's remark reaches the origin as typed, unmarked.
    expect((await forwarded())[0]?.fields?.remark).toBe("< 50 g, <5 mm, a <= b");
  });

  // U+202A–202E (embeddings, overrides) and U+2066–2069 (isolates): "Trojan source" text.
  for (const [label, mark] of [["U+202E", "\u202e"], ["U+202A", "\u202a"], ["U+2066", "\u2066"], ["U+2069", "\u2069"]] as const) {
    it(`refuses ${label} in a remark, an e-mail and a contact message`, async () => {
      const remark = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark: `order ${mark}gnp.exe` }) });
      expect(JSON.parse(remark.body)).toEqual({ status: "error", message: MESSAGES.hidden, errors: { remark: MESSAGES.hidden } });
      const email = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, email: `ravi${mark}@example.in` }) });
      expect(JSON.parse(email.body).errors).toEqual({ email: MESSAGES.hidden });
      const message = await post(lang, "/contactus", { body: formOf({ ...contact, message: `call ${mark}me` }) });
      expect(JSON.parse(message.body).errors).toEqual({ message: MESSAGES.hidden });
      expect(await forwarded()).toEqual([]);
    });
  }
});

describe.each(LANGUAGES)("a lead from a page in $code (issue 17)", (L) => {
  const client = (n: number) => `10.0.1.${10 * LANGUAGES.indexOf(L) + n}`;
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };

  /** A lead typed on this language's page: a message holding a date in the language's words (its script, for most). */
  const c = { firstName: "Meera", lastName: `Agarwal (${L.code})`, email: `meera.${L.code}@example.in`, message: `Please call after 5 pm, ${L.date}` };
  /** What the worker adds to the remark the origin stores, so that a call back is in the visitor's language: nothing in English. */
  const mark = L.code === DEFAULT.code ? "" : `\n[lang=${L.code}]`;

  it("reaches the origin with the same fields, its remark marked with the language for the sales team, and is answered in the language", async () => {
    const fields = { ...c, phone: "+91 98765 43210", softwareType: "Money lending (Girvi) Software", countryCode: "+91" };
    const { status, body } = await send(origin, `${L.prefix}/contactus`, { method: "POST", body: formOf(fields), headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": client(7) } });
    expect(status).toBe(200);
    const answer = JSON.parse(body) as { status: string; message: string; queued: boolean };
    expect(answer).toMatchObject({ status: "success", queued: false });
    // English's words on an English page; another language's in its script (the contract holds the rest).
    if (L.code === DEFAULT.code) expect(answer.message).toBe(DEFAULT.leads.contactSent);
    else expect(scriptShare(L, answer.message)).toBeGreaterThanOrEqual(0.6);
    const lead = (await origin.leads()).find((l) => l.email === c.email);
    expect(lead?.remark).toBe(`${c.message}${mark}`);
    expect(lead?.name).toBe(`${c.firstName} ${c.lastName}`);
  });

  // Only where the language has digits of its own: a test per language that has them, none skipped.
  if (L.digits) it("reads a phone number typed with the language's keyboard digits, and sends the origin Latin digits", async () => {
    const name = `Ramesh (${L.code})`;
    const fields = { name, number: typed(L, "98765 43210"), email: "", sel1: "Money lending (Girvi) Software", remark: "", coden: "+91" };
    expect(fields.number).not.toMatch(/[0-9]/);
    const { status, body } = await send(origin, `${L.prefix}/zevarsoftware`, { method: "POST", body: formOf(fields), headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": client(9) } });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ status: "success", queued: false });
    const lead = (await origin.leads()).find((l) => l.name === name) as { number?: string; sel1?: string } | undefined;
    expect(lead?.number).toBe("98765 43210");
    expect(lead?.sel1).toBe("Money lending (Girvi) Software");
  });

  it("shows a plain post's errors on a page in the language, no other language's", async () => {
    const bad = new URLSearchParams({ firstName: "", lastName: "Agarwal", email: "x", phone: "12", message: "", softwareType: "Wholesale Software", countryCode: "+91" });
    const headers = { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, "cf-connecting-ip": client(8) };
    const { status, body } = await send(origin, `${L.prefix}/contactus`, { method: "POST", body: bad, headers });
    expect(status).toBe(400);
    // Its texts by rule in every language (language-contract.test.ts); English's only on an English page.
    expect(body.includes(DEFAULT.firstNameRequired)).toBe(L.code === DEFAULT.code);
    expect(body).toContain('aria-invalid="true"');
    expect(body).toContain(`<html lang="${L.htmlLang}">`);
  });
});
