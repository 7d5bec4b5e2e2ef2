/**
 * How each refusal of the lead forms (worker/leads/guards.ts, submit.ts) is provoked from a
 * page under `prefix`: shared by the English answers' test (lead-languages.test.ts) and the
 * contract every language keeps (language-contract.test.ts). `accept` asks for the island's
 * JSON or, as a plain post does, for the page.
 */
import { env } from "cloudflare:test";
import type { RefusalCode } from "../../src/content/model/forms.ts";
import { inOneWindow } from "../one-window.ts";
import { send, SITE, type Tenant } from "./helpers.ts";

export const demo = { name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", sel1: "Retail Showroom Software", remark: "Agra", coden: "+91" };
export const contact = { firstName: "Meera", lastName: "Agarwal", email: "meera@example.in", phone: "+91 98765 43210", message: "", softwareType: "Wholesale Software", countryCode: "+91" };

export function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

export type From = {
  /** The page's language: its prefix and code (the limiter's key). */
  prefix: string;
  code: string;
  /** A number of its own among the languages of a run, so no two share a client address. */
  index: number;
  accept?: "application/json" | "text/html";
};

let ip = 0;

/** A post from the page at `path`, as the island sends it (or a plain post, by `accept`). */
export function poster(origin: Tenant, from: From) {
  return (path: string, init: RequestInit & { headers?: Record<string, string> } = {}, vars: Partial<Env> = {}) =>
    send(
      origin,
      `${from.prefix}${path}`,
      {
        method: "POST",
        body: formOf(demo),
        ...init,
        headers: { accept: from.accept ?? "application/json", origin: SITE, "cf-connecting-ip": `10.8.${from.index % 200}.${++ip % 250}`, ...init.headers },
      },
      vars,
    );
}

/** Each refusal, provoked from a page of `from`'s language: its form's path and the answer. */
export function refusals(origin: Tenant, from: From): Record<RefusalCode, () => ReturnType<typeof send>> {
  const post = poster(origin, from);
  const stream = (text: string, close: boolean) =>
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(text));
        if (close) c.close();
      },
    });
  return {
    tooLarge: () => post("/zevarsoftware", { body: new URLSearchParams({ remark: "r".repeat(40 * 1024) }) }),
    lengthRequired: () =>
      post("/contactus", {
        body: stream("firstName=Meera", true),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // @ts-expect-error duplex is required for a streamed request body
        duplex: "half",
      }),
    contentType: () => post("/zevarsoftware", { body: JSON.stringify(demo), headers: { "content-type": "application/json" } }),
    crossSite: () => post("/contactus", { body: formOf(contact), headers: { origin: "https://evil.example" } }),
    unreadable: () =>
      post("/contactus", {
        body: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMeera',
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
      }),
    file: () => {
      const form = formOf({ name: "Ravi" });
      form.append("remark", new File(["x"], "x.txt"));
      return post("/zevarsoftware", { body: form });
    },
    honeypot: () => post("/zevarsoftware", { body: formOf({ ...demo, fax_number: "555" }) }),
    rateLimited: () =>
      inOneWindow(async (attempt) => {
        const client = `203.0.${113 + (from.index % 100)}.${70 + 10 * attempt + (from.accept === "text/html" ? 5 : 0)}`;
        for (let i = 0; i < 10; i++) await post("/zevarsoftware", { body: formOf({ ...demo, fax_number: "bot" }), headers: { "cf-connecting-ip": client } });
        return post("/zevarsoftware", { headers: { "cf-connecting-ip": client } });
      }),
    siteBusy: async () => {
      await origin.mode("down", { paths: ["/apis/save_demorequest.php"] });
      // A real limiter of 2 a minute (vitest.config.ts), fresh for each language and answer by its key.
      const limiter = (env as unknown as { TINY_QUEUE_LIMITER: RateLimit }).TINY_QUEUE_LIMITER;
      const kind = from.accept ?? "json";
      return inOneWindow(async (attempt) => {
        const tiny = { LEAD_QUEUE_LIMITER: { limit: ({ key }: { key: string }) => limiter.limit({ key: `${key}-${from.code}-${kind}-${attempt}` }) } as RateLimit };
        // Leads of their own for each answer kind and attempt: a post without a key is keyed by its
        // fields (worker/leads/guards.ts), so the JSON run's leads posted again as HTML were the same
        // leads, joined to or answered by the first posts' state and never reaching the limiter.
        const lead = (i: number) => formOf({ ...demo, remark: `busy ${from.code} ${kind} ${attempt} ${i}` });
        for (let i = 0; i < 2; i++) await post("/zevarsoftware", { body: lead(i) }, tiny);
        return post("/zevarsoftware", { body: lead(2) }, tiny);
      });
    },
    noClient: () =>
      send(origin, `${from.prefix}/zevarsoftware`, { method: "POST", body: formOf(demo), headers: { accept: from.accept ?? "application/json", origin: SITE } }),
    serverKey: () => post("/zevarsoftware", { headers: { "idempotency-key": "lead-0123456789abcdef" } }),
    // 500 bytes declared, 15 sent, then nothing: cut off at LEAD_BODY_TIMEOUT_MS.
    slowBody: () =>
      post(
        "/contactus",
        {
          body: stream("firstName=Meera", false),
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "500" },
          // @ts-expect-error duplex is required for a streamed request body
          duplex: "half",
        },
        { LEAD_BODY_TIMEOUT_MS: "200" } as Partial<Env>,
      ),
  };
}
