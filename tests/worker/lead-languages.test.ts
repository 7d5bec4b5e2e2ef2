/**
 * Every answer to a lead post speaks the language of the page it came from (issue 23
 * item 9; the rule in worker/leads/answers.ts and docs/security.md): each refusal of the
 * worker, the origin's known verdicts and the contact form's summary, in English and in
 * Hindi, as JSON (the islands) and as the answer page (a plain post). The texts are
 * written out here, not imported, so a changed dictionary shows up as a failing test.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { WORKER_LOCALES } from "../fixtures/locales/worker.ts";
import { originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("lead-languages");
let ip = 0;

const demo = { name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", sel1: "Retail Showroom Software", remark: "Agra", coden: "+91" };
const contact = { firstName: "Meera", lastName: "Agarwal", email: "meera@example.in", phone: "+91 98765 43210", message: "", softwareType: "Wholesale Software", countryCode: "+91" };

type Lang = "en" | "hi";
const prefix = (lang: Lang) => (lang === "hi" ? "/hi" : "");

/** The texts a visitor must read, by refusal. */
const TEXTS: Record<string, Record<Lang, string>> = {
  tooLarge: {
    en: "The form is too large to send. Please shorten your message.",
    hi: "फ़ॉर्म बहुत लंबा हो गया है। कृपया अपनी बात छोटी करके फिर भेजें।",
  },
  lengthRequired: {
    en: "Please send the form from the page again (its size was not given).",
    hi: "फ़ॉर्म पूरा नहीं पहुँचा। कृपया पेज रिफ़्रेश करके फिर भेजें।",
  },
  contentType: { en: "Please send the form as form data.", hi: "फ़ॉर्म सही तरह से नहीं पहुँचा। कृपया पेज रिफ़्रेश करके फिर भेजें।" },
  crossSite: {
    en: "Forms can only be sent from the Zevar ERP website.",
    hi: "यह फ़ॉर्म सिर्फ़ Zevar ERP की वेबसाइट से भेजा जा सकता है। कृपया हमारी वेबसाइट खोलकर फिर भेजें।",
  },
  unreadable: { en: "We could not read the form. Please try again.", hi: "फ़ॉर्म पढ़ा नहीं जा सका। कृपया पेज रिफ़्रेश करके फिर भेजें।" },
  file: { en: "Files cannot be attached to this form.", hi: "इस फ़ॉर्म के साथ फ़ाइल या फ़ोटो नहीं भेजी जा सकती। कृपया सिर्फ़ लिखकर भेजें।" },
  honeypot: {
    en: "Your request looks automated and was not sent. Please call us instead.",
    hi: "यह फ़ॉर्म अपने-आप भरा हुआ लगता है, इसलिए नहीं भेजा गया। कृपया हमें फ़ोन करें।",
  },
  rateLimited: { en: "Too many requests. Please wait a minute and try again.", hi: "आपने थोड़ी देर में कई बार फ़ॉर्म भेजा है। कृपया एक मिनट रुककर फिर भेजें।" },
  siteBusy: {
    en: "We are receiving very many requests right now. Please try again in a few minutes, or call us.",
    hi: "अभी बहुत लोग एक साथ फ़ॉर्म भेज रहे हैं। कृपया कुछ मिनट बाद फिर भेजें, या हमें फ़ोन करें।",
  },
  noClient: {
    en: "We could not tell where this request came from. Please send the form from our website.",
    hi: "पता नहीं चल पाया कि फ़ॉर्म कहाँ से आया। कृपया हमारी वेबसाइट पर पेज रिफ़्रेश करके फिर भेजें।",
  },
  serverKey: {
    en: "This request carries a key the website reserves for itself. Please send the form from the page again.",
    hi: "फ़ॉर्म की जाँच पूरी नहीं हो पाई। कृपया पेज रिफ़्रेश करके फिर भेजें।",
  },
};

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** A post from the page at `path` in `lang`, as the island sends it (JSON answer). */
function post(lang: Lang, path: string, init: RequestInit & { headers?: Record<string, string> } = {}, vars: Partial<Env> = {}) {
  return send(
    origin,
    `${prefix(lang)}${path}`,
    {
      method: "POST",
      body: formOf(demo),
      ...init,
      headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": `10.7.0.${++ip % 250}`, ...init.headers },
    },
    vars,
  );
}

/** How each refusal is provoked, from a page in `lang`. */
const provoke: Record<string, (lang: Lang) => ReturnType<typeof send>> = {
  tooLarge: (lang) => post(lang, "/zevarsoftware", { body: new URLSearchParams({ remark: "r".repeat(40 * 1024) }) }),
  lengthRequired: (lang) =>
    post(lang, "/contactus", {
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode("firstName=Meera"));
          c.close();
        },
      }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // @ts-expect-error duplex is required for a streamed request body
      duplex: "half",
    }),
  contentType: (lang) => post(lang, "/zevarsoftware", { body: JSON.stringify(demo), headers: { "content-type": "application/json" } }),
  crossSite: (lang) => post(lang, "/contactus", { body: formOf(contact), headers: { origin: "https://evil.example" } }),
  unreadable: (lang) =>
    post(lang, "/contactus", {
      body: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMeera',
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    }),
  file: (lang) => {
    const form = formOf({ name: "Ravi" });
    form.append("remark", new File(["x"], "x.txt"));
    return post(lang, "/zevarsoftware", { body: form });
  },
  honeypot: (lang) => post(lang, "/zevarsoftware", { body: formOf({ ...demo, fax_number: "555" }) }),
  rateLimited: async (lang) => {
    const client = `203.0.113.${lang === "hi" ? 71 : 70}`;
    for (let i = 0; i < 10; i++) await post(lang, "/zevarsoftware", { body: formOf({ ...demo, fax_number: "bot" }), headers: { "cf-connecting-ip": client } });
    return post(lang, "/zevarsoftware", { headers: { "cf-connecting-ip": client } });
  },
  siteBusy: async (lang) => {
    await origin.mode("down", { paths: ["/apis/save_demorequest.php"] });
    // A real limiter of 2 a minute (vitest.config.ts), fresh for each language by its key.
    const limiter = (env as unknown as { TINY_QUEUE_LIMITER: RateLimit }).TINY_QUEUE_LIMITER;
    const tiny = { LEAD_QUEUE_LIMITER: { limit: ({ key }: { key: string }) => limiter.limit({ key: `${key}-${lang}` }) } as RateLimit };
    for (let i = 0; i < 2; i++) await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark: `busy ${lang} ${i}` }) }, tiny);
    return post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark: `busy ${lang} 2` }) }, tiny);
  },
  noClient: (lang) =>
    send(origin, `${prefix(lang)}/zevarsoftware`, { method: "POST", body: formOf(demo), headers: { accept: "application/json", origin: SITE } }),
  serverKey: (lang) => post(lang, "/zevarsoftware", { headers: { "idempotency-key": "lead-0123456789abcdef" } }),
};

describe.each(["en", "hi"] as const)("lead answers from a page in %s", (lang) => {
  beforeEach(() => origin.reset());

  for (const [code, make] of Object.entries(provoke)) {
    it(`says why the post was refused (${code}) in the page's language`, async () => {
      const { body, status } = await make(lang);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(body)).toEqual({ status: "error", message: TEXTS[code]![lang] });
    });
  }

  it("says which fields of the contact form to correct, in the page's language", async () => {
    const { status, body } = await post(lang, "/contactus", { body: formOf({ ...contact, firstName: "" }) });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual(
      lang === "hi"
        ? { status: "error", message: "कृपया जिन खानों में ग़लती बताई गई है, उन्हें ठीक करें।", errors: { firstName: "पहला नाम ज़रूरी है" } }
        : { status: "error", message: "Please correct the highlighted fields.", errors: { firstName: "First name is required" } },
    );
  });

  it("says the origin's 'Name is required.' in the page's language, marking the name field", async () => {
    const { status, body } = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, name: "" }) });
    expect(status).toBe(200);
    const message = lang === "hi" ? "कृपया अपना नाम लिखें।" : "Name is required.";
    expect(JSON.parse(body)).toEqual({ status: "error", message, errors: { name: message } });
  });

  it("says the origin's 'Invalid mobile number.' in the page's language, marking the phone field of either form", async () => {
    await origin.mode("business-error");
    const message = lang === "hi" ? "यह मोबाइल नंबर सही नहीं है। कृपया जाँचकर फिर लिखें।" : "Invalid mobile number.";
    const demoAnswer = await post(lang, "/zevarsoftware");
    expect(JSON.parse(demoAnswer.body)).toEqual({ status: "error", message, errors: { number: message } });
    const contactAnswer = await post(lang, "/contactus", { body: formOf(contact) });
    expect(JSON.parse(contactAnswer.body)).toEqual({ status: "error", message, errors: { phone: message } });
  });

  it("answers the origin's own endpoint in the language of the page that posted to it (its Referer)", async () => {
    const referer = `${SITE}${prefix(lang)}/tools/gst-calculator`;
    const refused = await send(origin, "/apis/save_demorequest.php", {
      method: "POST",
      body: formOf({ ...demo, fax_number: "x" }),
      headers: { accept: "application/json", origin: SITE, referer, "cf-connecting-ip": "10.7.1.1" },
    });
    expect(JSON.parse(refused.body)).toEqual({ status: "error", message: TEXTS.honeypot![lang] });
    const sent = await send(origin, "/apis/save_demorequest.php", {
      method: "POST",
      body: formOf({ ...demo, name: "" }),
      headers: { accept: "application/json", origin: SITE, referer, "cf-connecting-ip": "10.7.1.2" },
    });
    const message = lang === "hi" ? "कृपया अपना नाम लिखें।" : "Name is required.";
    expect(JSON.parse(sent.body)).toEqual({ status: "error", message, errors: { name: message } });
  });

  it("answers a plain post with the page in its language: the refusal, and the refused field marked and focused", async () => {
    const html = { accept: "text/html" };
    const tooLarge = await post(lang, "/zevarsoftware", { body: new URLSearchParams({ remark: "r".repeat(40 * 1024) }), headers: html });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain(`<html lang="${lang === "hi" ? "hi-IN" : "en-IN"}">`);
    expect(tooLarge.body).toContain(TEXTS.tooLarge![lang]);

    const noName = await post(lang, "/zevarsoftware", { body: new URLSearchParams({ ...demo, name: "" }), headers: html });
    const message = lang === "hi" ? "कृपया अपना नाम लिखें।" : "Name is required.";
    const input = /<input id="hero-name"[^>]*>/.exec(noName.body)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="hero-name-error"');
    expect(input).toContain("autofocus");
    expect(/<p id="hero-name-error"[^>]*>([^<]*)<\/p>/.exec(noName.body)?.[1]).toBe(message);
    // Only the refused field takes the focus.
    expect(noName.body.match(/autofocus/g)).toHaveLength(1);
  });
});

describe.each(["en", "hi"] as const)("markup and hidden direction marks in lead fields, from a page in %s (issue 24 item 6)", (lang) => {
  beforeEach(() => origin.reset());
  const MESSAGES = {
    remarkHtml: { en: "Please remove HTML tags from your remark.", hi: "कृपया अपनी बात में से HTML टैग हटा दें।" },
    messageHtml: { en: "Please remove HTML tags from your message.", hi: "कृपया संदेश में से HTML टैग हटा दें।" },
    hidden: {
      en: "Please type this again: it contains hidden characters that change the direction of the text.",
      hi: "इसमें कुछ छिपे हुए अक्षर हैं जो लिखावट की दिशा बदल देते हैं। कृपया इसे फिर से टाइप करें।",
    },
  } as const;
  const forwarded = async () => (await origin.requests()).filter((r) => r.method === "POST");

  // An unclosed tag still runs in a browser that renders it (`<img src=x onerror=alert(1)//`).
  for (const remark of ["<img src=x onerror=alert(1)//", "see </textarea", "<!-- x", "<?php echo 1", "<svg/onload=alert(1)"]) {
    it(`refuses the remark ${JSON.stringify(remark)}`, async () => {
      const { status, body } = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark }) });
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({ status: "error", message: MESSAGES.remarkHtml[lang], errors: { remark: MESSAGES.remarkHtml[lang] } });
      expect(await forwarded()).toEqual([]);
    });
  }

  it("refuses markup in the contact form's message", async () => {
    const { status, body } = await post(lang, "/contactus", { body: formOf({ ...contact, message: "hello <b onclick=x" }) });
    expect(status).toBe(400);
    expect(JSON.parse(body).errors).toEqual({ message: MESSAGES.messageHtml[lang] });
  });

  it("keeps a '<' that starts no tag: '< 50 g', '<5 mm', 'a <= b'", async () => {
    const { status } = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark: "< 50 g, <5 mm, a <= b" }) });
    expect(status).toBe(200);
    expect((await forwarded())[0]?.fields?.remark).toBe(`< 50 g, <5 mm, a <= b${lang === "hi" ? "\n[lang=hi]" : ""}`);
  });

  // U+202A–202E (embeddings, overrides) and U+2066–2069 (isolates): "Trojan source" text.
  for (const [label, mark] of [["U+202E", "\u202e"], ["U+202A", "\u202a"], ["U+2066", "\u2066"], ["U+2069", "\u2069"]] as const) {
    it(`refuses ${label} in a remark, an e-mail and a contact message`, async () => {
      const remark = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, remark: `order ${mark}gnp.exe` }) });
      expect(JSON.parse(remark.body)).toEqual({ status: "error", message: MESSAGES.hidden[lang], errors: { remark: MESSAGES.hidden[lang] } });
      const email = await post(lang, "/zevarsoftware", { body: formOf({ ...demo, email: `ravi${mark}@example.in` }) });
      expect(JSON.parse(email.body).errors).toEqual({ email: MESSAGES.hidden[lang] });
      const message = await post(lang, "/contactus", { body: formOf({ ...contact, message: `call ${mark}me` }) });
      expect(JSON.parse(message.body).errors).toEqual({ message: MESSAGES.hidden[lang] });
      expect(await forwarded()).toEqual([]);
    });
  }
});

describe.each(WORKER_LOCALES)("a lead from a page in $code (issue 17)", (L) => {
  const client = (n: number) => `10.0.1.${10 * WORKER_LOCALES.indexOf(L) + n}`;
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };

  it("reaches the origin with the same fields, its remark marked with the language for the sales team, and is answered in the language", async () => {
    const c = L.leads.contact;
    const fields = { ...c, phone: "+91 98765 43210", softwareType: "Money lending (Girvi) Software", countryCode: "+91" };
    const { status, body } = await send(origin, `${L.prefix}/contactus`, { method: "POST", body: formOf(fields), headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": client(7) } });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: L.leads.contactSent, queued: false });
    const lead = (await origin.leads()).find((l) => l.name === `${c.firstName} ${c.lastName}`);
    expect(lead?.remark).toBe(`${c.message}${L.leads.remarkTag}`);
  });

  // Only where the language has digits of its own: a test per language that has them, none skipped.
  if (L.leads.nativeDigitsPhone) it("reads a phone number typed with the language's keyboard digits, and sends the origin Latin digits", async () => {
    const fields = { name: L.leads.demoName, number: L.leads.nativeDigitsPhone!, email: "", sel1: "Money lending (Girvi) Software", remark: "", coden: "+91" };
    const { status, body } = await send(origin, `${L.prefix}/zevarsoftware`, { method: "POST", body: formOf(fields), headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": client(9) } });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: L.leads.demoSent, queued: false });
    const lead = (await origin.leads()).find((l) => l.name === L.leads.demoName) as { number?: string; sel1?: string } | undefined;
    expect(lead?.number).toBe("98765 43210");
    expect(lead?.sel1).toBe("Money lending (Girvi) Software");
  });

  it("shows a plain post's errors on a page in the language, no other language's", async () => {
    const bad = new URLSearchParams({ firstName: "", lastName: "Agarwal", email: "x", phone: "12", message: "", softwareType: "Wholesale Software", countryCode: "+91" });
    const headers = { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, "cf-connecting-ip": client(8) };
    const { status, body } = await send(origin, `${L.prefix}/contactus`, { method: "POST", body: bad, headers });
    expect(status).toBe(400);
    expect(body).toContain(L.firstNameRequired);
    for (const o of WORKER_LOCALES.filter((o) => o !== L)) expect(body).not.toContain(o.firstNameRequired);
    expect(body).toContain(`<html lang="${L.htmlLang}">`);
  });
});
