import { beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { inOneWindow } from "../one-window.ts";
import { originTenant, send, SITE, type Tenant } from "./helpers.ts";

const origin = originTenant("leads");
let ip = 0;

/** Posts a form as a browser would; each call is a different client unless told. */
/**
 * Each post carries a key of its own unless `keyless` (a plain form's post): the same
 * fields posted again in a later test would otherwise be the same lead, already
 * delivered, and answered from its receipt without reaching the origin.
 */
async function post(path: string, fields: Record<string, string>, opts: { headers?: Record<string, string>; urlencoded?: boolean; tenant?: Tenant; vars?: Partial<Env>; keyless?: boolean } = {}) {
  let body: BodyInit;
  if (opts.urlencoded) body = new URLSearchParams(fields);
  else {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    body = form;
  }
  return send(
    opts.tenant ?? origin,
    path,
    {
      method: "POST",
      body,
      headers: {
        accept: "application/json",
        origin: SITE,
        "cf-connecting-ip": `10.0.0.${++ip % 250}`,
        ...(opts.keyless ? {} : { "idempotency-key": `test-${crypto.randomUUID()}` }),
        ...opts.headers,
      },
    },
    opts.vars,
  );
}

const demo = {
  name: "Ravi Soni",
  number: "98765 43210",
  email: "ravi@example.in",
  sel1: "Retail Showroom Software",
  remark: "Two showrooms in Agra",
  coden: "+91",
};
const contact = {
  firstName: "Meera",
  lastName: "Agarwal",
  email: "meera@example.in",
  phone: "+91 98765 43210",
  message: "Please call after 5 pm",
  softwareType: "Money lending (Girvi) Software",
  countryCode: "+91",
};

const forwarded = async () => (await origin.requests()).filter((r) => r.method === "POST");

describe("demo requests", () => {
  beforeEach(() => origin.reset());

  it("forwards exactly the six fields of SPEC section 7 and answers success", async () => {
    const { status, body } = await post("/zevarsoftware", { ...demo, fax_number: "" });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: "Enquiry submitted successfully!", queued: false });
    const sent = await forwarded();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe("/apis/save_demorequest.php");
    // The key also goes as a field, for a PHP that reads $_POST only (docs/leads.md).
    expect(sent[0]?.fields).toEqual({ ...demo, idempotency_key: (sent[0] as { idempotencyKey?: string }).idempotencyKey });
  });

  it("keeps the origin's own endpoint working for other clients", async () => {
    const { status, body } = await post("/apis/save_demorequest.php", demo, { urlencoded: true });
    expect(status).toBe(200);
    expect(JSON.parse(body).status).toBe("success");
    expect((await forwarded())[0]?.fields).toEqual({ ...demo, idempotency_key: expect.stringMatching(/^lead-/) });
  });

  it("forwards an empty demo form with its defaults (nothing blocks submission), and shows the origin's refusal", async () => {
    const { body } = await post("/zevarsoftware", {});
    expect(JSON.parse(body)).toEqual({ status: "error", message: "Name is required.", errors: { name: "Name is required." } });
    expect((await forwarded())[0]?.fields).toEqual({
      name: "", number: "", email: "", sel1: "Wholesale Software", remark: "", coden: "+91", idempotency_key: expect.stringMatching(/^lead-/),
    });
  });

  it("shows a business error from the origin and does not queue it", async () => {
    await origin.mode("business-error");
    const { status, body } = await post("/zevarsoftware", demo);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "error", message: "Invalid mobile number.", errors: { number: "Invalid mobile number." } });
    expect(await forwarded()).toHaveLength(1);
  });

  it("shows a business error the origin sends with 422 and does not queue it", async () => {
    await origin.mode("business-error-422");
    const { status, body } = await post("/zevarsoftware", demo);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "error", message: "Invalid mobile number.", errors: { number: "Invalid mobile number." } });
    expect(await forwarded()).toHaveLength(1);
  });

  it("shows the form's own failure text when the origin refuses without a message, and does not queue it", async () => {
    await origin.mode("business-error-bare");
    const demoAnswer = await post("/zevarsoftware", demo);
    expect(demoAnswer.status).toBe(200);
    expect(JSON.parse(demoAnswer.body)).toEqual({ status: "error", message: "Error submitting form. Please try again." });
    const contactAnswer = await post("/contactus", contact);
    expect(contactAnswer.status).toBe(200);
    expect(JSON.parse(contactAnswer.body)).toEqual({ status: "error", message: "Please try again later." });
    // One origin call each: nothing was queued for another attempt.
    expect(await forwarded()).toHaveLength(2);
  });

  it("re-renders the contact page with 'Submission Failed' and the values when the origin refuses without a message", async () => {
    await origin.mode("business-error-bare");
    const { status, body } = await post("/contactus", contact, { urlencoded: true, headers: { accept: "text/html" } });
    expect(status).toBe(200);
    expect(body).toContain("Submission Failed");
    expect(body).toContain("Please try again later.");
    expect(body).toContain('value="Meera"');
    expect(await forwarded()).toHaveLength(1);
  });

  it("keeps a lead the origin answers 400 without a verdict (queued, the visitor told it was received)", async () => {
    await origin.mode("error400", { paths: ["/apis/save_demorequest.php"] });
    const { status, body } = await post("/zevarsoftware", { ...demo, remark: "origin says 400" });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: "Enquiry submitted successfully!", queued: true });
  });

  it("gives a post without a key one made from its content: a double submit is one lead, a new lead another key", async () => {
    const mine = { ...demo, remark: `Two showrooms in Agra ${crypto.randomUUID().slice(0, 8)}` };
    await post("/zevarsoftware", mine, { urlencoded: true, keyless: true });
    // Pressed again: the same key, answered from the first post's receipt, not forwarded.
    const again = await post("/zevarsoftware", mine, { urlencoded: true, keyless: true });
    expect(JSON.parse(again.body)).toEqual({ status: "success", message: "Enquiry submitted successfully!", queued: false });
    await post("/zevarsoftware", { ...mine, remark: `${mine.remark}, a third showroom` }, { urlencoded: true, keyless: true });
    const keys = (await forwarded()).map((r) => (r as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^form-[0-9a-f]{32}$/);
    // An HMAC under the secret, not a hash anyone could compute from guessable fields.
    const fields = Object.entries(mine).sort(([a], [b]) => (a < b ? -1 : 1));
    const window = Math.floor(Date.now() / (10 * 60 * 1000));
    const plain = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(["demo", window, fields])));
    expect(keys[0]).not.toBe(`form-${[...new Uint8Array(plain).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}`);
    expect([`form-${await hmac16("test-lead-key-secret", JSON.stringify(["form", "demo", window, fields]))}`, `form-${await hmac16("test-lead-key-secret", JSON.stringify(["form", "demo", window - 1, fields]))}`]).toContain(keys[0]);
    expect(keys[1]).not.toBe(keys[0]);
    const stored = await origin.leads();
    expect(stored.filter((l) => l.idempotency_key === keys[0])).toHaveLength(1);
    expect(stored.filter((l) => l.idempotency_key === keys[1])).toHaveLength(1);
  });

  it("binds the client's idempotency key to its lead: an HMAC of kind, key and fields under LEAD_KEY_SECRET", async () => {
    const client = "a1b2c3d4-lead";
    await post("/zevarsoftware", demo, { headers: { "idempotency-key": client } });
    const sent = ((await forwarded())[0] as { idempotencyKey?: string }).idempotencyKey;
    // Worked out here from the documented message, with the test secret.
    const fields = Object.entries({ ...demo, sel1: demo.sel1, coden: "+91" }).sort(([a], [b]) => (a < b ? -1 : 1));
    expect(sent).toBe(`lead-${await hmac16("test-lead-key-secret", JSON.stringify(["lead", "demo", client, fields]))}`);
    expect(sent).not.toContain(client);
  });

  it("cannot be used to suppress someone else's lead with a key seen before", async () => {
    const client = `shared-key-${crypto.randomUUID().slice(0, 8)}`;
    await post("/zevarsoftware", demo, { headers: { "idempotency-key": client } });
    // The same lead again (a resend after a lost answer): the same key, answered from its receipt.
    await post("/zevarsoftware", demo, { headers: { "idempotency-key": client } });
    // Another lead, and a contact message, under the same client key: their own keys.
    await post("/zevarsoftware", { ...demo, name: "Someone Else", remark: "another shop" }, { headers: { "idempotency-key": client } });
    await post("/contactus", contact, { headers: { "idempotency-key": client } });
    const keys = (await forwarded()).map((r) => (r as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    const stored = (await origin.leads()).filter((l) => keys.includes(l.idempotency_key ?? ""));
    expect(stored.map((l) => l.name).sort()).toEqual(["Meera Agarwal", "Ravi Soni", "Someone Else"]);
  });

  it("refuses a client key that claims the server's own prefixes, and forwards nothing", async () => {
    for (const key of ["form-0123456789abcdef", "lead-0123456789abcdef", "FORM-abcdefgh"]) {
      const { status, body } = await post("/zevarsoftware", demo, { headers: { "idempotency-key": key } });
      expect(status, key).toBe(400);
      expect(JSON.parse(body).message).toBe("This request carries a key the website reserves for itself. Please send the form from the page again.");
    }
    expect(await forwarded()).toEqual([]);
  });
});

async function hmac16(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(text)));
  return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("contact requests", () => {
  beforeEach(() => origin.reset());

  it("forwards name joined by a space, the fixed subject and the message as remark", async () => {
    const { status, body } = await post("/contactus", contact);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: "Message Sent Successfully!", queued: false });
    expect((await forwarded())[0]?.fields).toEqual({
      idempotency_key: expect.stringMatching(/^lead-/),
      name: "Meera Agarwal",
      email: "meera@example.in",
      number: "+91 98765 43210",
      subject: "Zevar ERP Contact Request",
      remark: "Please call after 5 pm",
      coden: "+91",
      sel1: "Money lending (Girvi) Software",
    });
  });

  it("sends an empty remark when there is no message", async () => {
    await post("/contactus", { ...contact, message: "" });
    expect((await forwarded())[0]?.fields?.remark).toBe("");
  });

  const rules: [string, Record<string, string>, Record<string, string>][] = [
    ["first name", { firstName: "" }, { firstName: "First name is required" }],
    ["last name", { lastName: "" }, { lastName: "Last name is required" }],
    ["email missing", { email: "" }, { email: "Email is required" }],
    ["email shape", { email: "meera.example.in" }, { email: "Please enter a valid email" }],
    ["phone missing", { phone: "" }, { phone: "Phone number is required" }],
    ["phone short", { phone: "98765" }, { phone: "Please enter a valid phone number" }],
    ["phone letters", { phone: "98765abcde1" }, { phone: "Please enter a valid phone number" }],
  ];
  for (const [label, patch, errors] of rules) {
    it(`refuses with 400 and a field message (${label}), forwarding nothing`, async () => {
      const { status, body } = await post("/contactus", { ...contact, ...patch });
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({ status: "error", message: "Please correct the highlighted fields.", errors });
      expect(await forwarded()).toEqual([]);
    });
  }
});

describe("refusals", () => {
  beforeEach(() => origin.reset());

  const cases: [string, () => ReturnType<typeof post>, number, string][] = [
    ["the honeypot is filled", () => post("/zevarsoftware", { ...demo, fax_number: "555" }), 400, "Your request looks automated and was not sent. Please call us instead."],
    [
      "the body is JSON",
      () => send(origin, "/zevarsoftware", { method: "POST", body: JSON.stringify(demo), headers: { "content-type": "application/json", accept: "application/json" } }),
      415,
      "Please send the form as form data.",
    ],
    [
      "the multipart body is broken",
      () =>
        send(origin, "/contactus", {
          method: "POST",
          body: "--xyz\r\nContent-Disposition: form-data; name=\"firstName\"\r\n\r\nMeera",
          headers: { "content-type": "multipart/form-data; boundary=xyz", accept: "application/json", "cf-connecting-ip": "10.0.9.1" },
        }),
      400,
      "We could not read the form. Please try again.",
    ],
    ["a field is 1 MB", () => post("/zevarsoftware", { ...demo, remark: "x".repeat(1024 * 1024) }), 413, "The form is too large to send. Please shorten your message."],
    ["another site posts it", () => post("/contactus", contact, { headers: { origin: "https://evil.example" } }), 403, "Forms can only be sent from the Zevar ERP website."],
    ["a file is attached", async () => {
      const form = new FormData();
      form.append("name", "Ravi");
      form.append("remark", new File(["x"], "x.txt"));
      return send(origin, "/zevarsoftware", { method: "POST", body: form, headers: { accept: "application/json", "cf-connecting-ip": "10.0.9.2" } });
    }, 400, "Files cannot be attached to this form."],
    ["the name is markup", () => post("/zevarsoftware", { ...demo, name: "<script>alert(1)</script>" }), 400, "Please enter a valid name."],
    ["the name is an SQL payload", () => post("/zevarsoftware", { ...demo, name: "x'; DROP TABLE leads;--" }), 400, "Please enter a valid name."],
    ["the name is emoji", () => post("/zevarsoftware", { ...demo, name: "💍💍" }), 400, "Please enter a valid name."],
    ["the phone is an SQL payload", () => post("/zevarsoftware", { ...demo, number: "1 OR 1=1" }), 400, "Please enter a valid phone number"],
    ["the software is unknown", () => post("/zevarsoftware", { ...demo, sel1: "Pirated Software" }), 400, "Please choose a software."],
    ["the country code is not a dialling code", () => post("/zevarsoftware", { ...demo, coden: "91; DROP" }), 400, "Please choose a country code."],
    ["the e-mail has no @", () => post("/zevarsoftware", { ...demo, email: "ravi.example.in" }), 400, "Please enter a valid email"],
    ["the remark carries HTML", () => post("/zevarsoftware", { ...demo, remark: 'See <img src=x onerror="alert(1)">' }), 400, "Please remove HTML tags from your remark."],
    ["the name is over 100 characters", () => post("/zevarsoftware", { ...demo, name: "R".repeat(101) }), 400, "Name must be at most 100 characters."],
    ["the phone is over 40 characters", () => post("/zevarsoftware", { ...demo, number: "9".repeat(41) }), 400, "Phone number must be at most 40 characters."],
    ["the remark is over 2000 characters", () => post("/zevarsoftware", { ...demo, remark: "r".repeat(2001) }), 400, "Remark must be at most 2000 characters."],
    ["the contact message is over 2000 characters", () => post("/contactus", { ...contact, message: "m".repeat(2001) }), 400, "Please correct the highlighted fields."],
    ["the contact first name is over 100 characters", () => post("/contactus", { ...contact, firstName: "M".repeat(101) }), 400, "Please correct the highlighted fields."],
    ["the contact phone is over 20 characters", () => post("/contactus", { ...contact, phone: "9".repeat(21) }), 400, "Please correct the highlighted fields."],
  ];
  for (const [label, make, status, message] of cases) {
    it(`answers ${status} with a message when ${label}, and forwards nothing`, async () => {
      const res = await make();
      expect(res.status).toBe(status);
      expect(JSON.parse(res.body)).toMatchObject({ status: "error", message });
      expect(await forwarded()).toEqual([]);
    });
  }

  it("accepts a same-origin form navigation that says Origin: null (strict referrer policy)", async () => {
    const { status, res } = await post("/contactus", contact, {
      urlencoded: true,
      headers: { accept: "text/html", origin: "null", "sec-fetch-site": "same-origin" },
    });
    expect(status).toBe(303);
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(await forwarded()).toHaveLength(1);
  });

  it("forwards names in any script and emoji in remarks, minus control characters", async () => {
    const { status } = await post("/zevarsoftware", { ...demo, name: "रवि\r\nसोनी", remark: "GST 🙂\u0000 please" });
    expect(status).toBe(200);
    expect((await forwarded())[0]?.fields).toMatchObject({ name: "रवि सोनी", remark: "GST 🙂 please" });
  });

  it("limits each client to 10 posts a minute", async () => {
    const { statuses, last } = await inOneWindow(async (attempt) => {
      const client = { "cf-connecting-ip": `203.0.113.${9 + attempt}` };
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await post("/zevarsoftware", { ...demo, fax_number: "bot" }, { headers: client })).status);
      return { statuses, last: await post("/zevarsoftware", demo, { headers: client }) };
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(JSON.parse(last.body)).toEqual({ status: "error", message: "Too many requests. Please wait a minute and try again." });
    expect(await forwarded()).toEqual([]);
  });

  it("counts an IPv6 client by its /64, so rotating addresses inside it gains nothing", async () => {
    const statuses = await inOneWindow(async (attempt) => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const ip = `2001:db8:77:${1 + attempt * 16}:${(i * 7919).toString(16)}::${i + 1}`;
        statuses.push((await post("/zevarsoftware", { ...demo, fax_number: "bot" }, { headers: { "cf-connecting-ip": ip } })).status);
      }
      return statuses;
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another /64 is another client.
    const other = await post("/zevarsoftware", { ...demo, fax_number: "bot" }, { headers: { "cf-connecting-ip": "2001:db8:77:2::1" } });
    expect(other.status).toBe(400);
  });

  it("refuses a post that did not come through the edge (no CF-Connecting-IP)", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(demo)) form.append(k, v);
    const { status, body } = await send(origin, "/zevarsoftware", { method: "POST", body: form, headers: { accept: "application/json", origin: SITE } });
    expect(status).toBe(400);
    expect(JSON.parse(body).message).toBe("We could not tell where this request came from. Please send the form from our website.");
    expect(await forwarded()).toEqual([]);
  });

  it("refuses, not queues, leads beyond the site-wide queue limit, with a clear message and the values kept", async () => {
    await origin.mode("down", { paths: ["/apis/save_demorequest.php"] });
    // A test-only binding (vitest.config.ts), so not in the generated Env.
    const limiter = (env as unknown as { TINY_QUEUE_LIMITER: RateLimit }).TINY_QUEUE_LIMITER;
    const answers = await inOneWindow(async (attempt) => {
      const tiny = { LEAD_QUEUE_LIMITER: { limit: ({ key }: { key: string }) => limiter.limit({ key: `${key}-flood-${attempt}` }) } as RateLimit };
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const form = new URLSearchParams({ ...demo, remark: `flood ${i}` });
        answers.push(
          await send(origin, "/zevarsoftware", { method: "POST", body: form, headers: { accept: "text/html", origin: SITE, "cf-connecting-ip": `10.1.1.${i}` }, redirect: "manual" }, tiny),
        );
      }
      return answers;
    });
    expect(answers.map((a) => a.status)).toEqual([303, 303, 429]);
    expect(answers[2]!.body).toContain("We are receiving very many requests right now. Please try again in a few minutes, or call us.");
    expect(answers[2]!.body).toContain(">flood 2</textarea>");
  });
});

describe("logs", () => {
  beforeEach(() => origin.reset());

  it("never carry what a visitor typed: refusals, queued leads and unreadable answers log the key and the reason only", async () => {
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))),
    );
    try {
      const lead = { ...demo, name: "Kavita Unique", number: "91234 56780", email: "kavita.unique@example.in", remark: "secret-remark-xyz" };
      for (const mode of ["business-error", "garbage", "error500", "down"] as const) {
        await origin.mode(mode, { paths: ["/apis/save_demorequest.php"] });
        const { status } = await post("/zevarsoftware", { ...lead, remark: `${lead.remark}-${mode}` }, { vars: { LOG_LEVEL: "debug" } });
        expect(status, mode).toBe(200);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const logged = lines.join("\n");
    expect(logged).toContain("lead refused by the origin");
    expect(logged).toContain("lead queued");
    for (const value of ["Kavita Unique", "91234 56780", "kavita.unique@example.in", "secret-remark-xyz", "Invalid mobile number."]) {
      expect(logged).not.toContain(value);
    }
  });
});

describe("plain HTML posts (no JavaScript)", () => {
  beforeEach(() => origin.reset());
  const html = { accept: "text/html,application/xhtml+xml" };

  it("redirects a successful contact post to the page with ?sent=1, which shows the toast", async () => {
    const { status, res } = await post("/contactus", contact, { urlencoded: true, headers: html });
    expect(status).toBe(303);
    expect(res.headers.get("location")).toBe("/contactus?sent=1");
    const page = await send(origin, "/contactus?sent=1");
    expect(page.body).toContain("Message Sent Successfully!");
    expect(page.body).toContain("We&#x27;ll get back to you within 24 hours.");
  });

  it("re-renders the contact page with field messages and the values typed", async () => {
    const { status, body } = await post("/contactus", { ...contact, email: "nope", phone: "" }, { urlencoded: true, headers: html });
    expect(status).toBe(400);
    expect(body).toContain('<h1 class="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">Contact Us</h1>');
    expect(body).toContain("Please enter a valid email");
    expect(body).toContain("Phone number is required");
    expect(body).toContain("Submission Failed");
    expect(body).toContain('value="Meera"');
    expect(await forwarded()).toEqual([]);
  });

  it("answers a demo post with the landing page and the success message", async () => {
    const { status, res } = await post("/zevarsoftware", demo, { urlencoded: true, headers: html });
    expect(status).toBe(303);
    expect(res.headers.get("location")).toBe("/zevarsoftware?sent=1");
    const page = await send(origin, "/zevarsoftware?sent=1");
    expect(page.body).toContain("Enquiry submitted successfully!");
  });

  it("shows the origin's business error on the landing page", async () => {
    await origin.mode("business-error");
    const { status, body } = await post("/zevarsoftware", demo, { urlencoded: true, headers: html });
    expect(status).toBe(200);
    expect(body).toContain("Invalid mobile number.");
    expect(body).toContain('value="Ravi Soni"');
  });
});
