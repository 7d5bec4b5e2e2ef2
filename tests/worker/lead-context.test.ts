import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import worker from "../../worker/index.ts";
import type { LeadMessage } from "../../worker/leads/queue.ts";
import { phoneKey } from "../../worker/leads/repeat.ts";
import { originTenant, send, SITE } from "./helpers.ts";

/**
 * Issue 41 items 1, 2 and 6: a lead carries its context to the origin as extra fields
 * after the specification's, which stay exactly as they are; what is forged or too long
 * is dropped with a log line that names the field only, and the lead goes through.
 */
const origin = originTenant("lead-context");
const run = crypto.randomUUID().slice(0, 8);
let n = 0;
let ip = 0;

/** A phone no other lead of this run has (the ledger marks a phone seen within a day). */
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

function lead(label: string) {
  return {
    name: "Bhavesh Soni",
    number: phone(),
    email: "bhavesh@example.in",
    sel1: "Retail Showroom Software",
    remark: `${label} ${run} ${++n}`,
    coden: "+91",
  };
}

/** The specification's six fields and the key, in this order, as every lead posts them (SPEC section 7). */
const SPEC_FIELDS = ["name", "number", "email", "sel1", "remark", "coden", "idempotency_key"];

async function post(path: string, fields: Record<string, string>, vars: Record<string, unknown> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const headers = { accept: "application/json", origin: SITE, "cf-connecting-ip": `10.41.0.${++ip % 250}` };
  const { status, body: text } = await send(origin, path, { method: "POST", body, headers }, vars as Partial<Env>);
  return { status, answer: JSON.parse(text) as { status: string; queued?: boolean } };
}

/** The fields the origin stand-in received for a remark, in the order they were posted. */
async function received(remark: string): Promise<[string, string][]> {
  // A page in another language marks the remark with its language on a last line.
  const posts = (await origin.requests()).filter((r) => r.method === "POST" && r.fields?.remark?.split("\n")[0] === remark);
  expect(posts).toHaveLength(1);
  return Object.entries(posts[0]!.fields!);
}

const ESTIMATE = "/gu/tools/jewellery-estimate?weight=10&rate=72000";

describe("a lead's context", () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(async () => {
    await origin.reset();
    warn = vi.spyOn(console, "warn");
  });
  afterEach(() => warn.mockRestore());

  it("reaches the origin after the specification's fields: the page, the tool and its link, the touches, the language and the time", async () => {
    const fields = lead("context");
    const before = Date.now();
    const { status } = await post("/gu/zevarsoftware", {
      ...fields,
      context_page: ESTIMATE,
      context_tool: "jewellery-estimate",
      context_tool_link: ESTIMATE,
      context_touch_first: "utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&referrer=www.google.com",
      context_touch_visit: "utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&referrer=www.google.com",
      context_touch_last: "referrer=l.facebook.com&fbclid=IwAR0abc",
      context_ref: "3FA9C2",
    });
    expect(status).toBe(200);
    const got = await received(fields.remark);
    expect(got.map(([k]) => k)).toEqual([
      ...SPEC_FIELDS,
      "context_page",
      "context_tool",
      "context_tool_link",
      "context_touch_first",
      "context_touch_visit",
      "context_touch_last",
      "context_ref",
      "context_language",
      "context_received_at",
    ]);
    const values = Object.fromEntries(got);
    expect(values.context_ref).toBe("3FA9C2");
    // The remark keeps what was typed and the language mark, as before.
    expect(values.remark).toBe(`${fields.remark}\n[lang=gu]`);
    expect(values.context_page).toBe(ESTIMATE);
    expect(values.context_tool).toBe("jewellery-estimate");
    expect(values.context_touch_first).toBe("utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&referrer=www.google.com");
    expect(values.context_touch_last).toBe("fbclid=IwAR0abc&referrer=l.facebook.com");
    expect(values.context_language).toBe("gu");
    const at = Date.parse(values.context_received_at!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("drops what is forged, unknown or too long, says which in the log without its value, and delivers the lead", async () => {
    const fields = lead("forged");
    const { status } = await post("/zevarsoftware", {
      ...fields,
      context_page: "https://evil.example/phish",
      context_tool: "<script>alert(1)</script>",
      context_tool_link: `/tools/jewellery-estimate?${"w=1&".repeat(300)}`,
      context_touch_first: "utm_source=<b>google</b>&utm_evil=x",
      context_touch_visit: "utm_source=newsletter&utm_medium=email&session=abc",
      context_admin: "1",
      context_ref: "3fa9c2'--",
    });
    expect(status).toBe(200);
    const values = Object.fromEntries(await received(fields.remark));
    expect(Object.keys(values).filter((k) => k.startsWith("context_")).sort()).toEqual([
      "context_language",
      "context_received_at",
      "context_touch_visit",
    ]);
    // Only the campaign's known parameters are kept.
    expect(values.context_touch_visit).toBe("utm_source=newsletter&utm_medium=email");
    const lines = warn.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; fields?: string[] });
    const dropped = lines.find((l) => l.msg === "lead context dropped");
    expect(dropped?.fields).toEqual(["context_page", "context_tool", "context_tool_link", "context_touch_first", "context_admin", "context_ref"]);
    expect(JSON.stringify(lines)).not.toContain("evil.example");
    expect(JSON.stringify(lines)).not.toContain("script");
  });

  it("leaves a post of another client to the origin's endpoint as it was: the specification's fields and the key, nothing more", async () => {
    const fields = lead("api");
    const { status } = await post("/apis/save_demorequest.php", fields);
    expect(status).toBe(200);
    const got = await received(fields.remark);
    expect(got.map(([k]) => k)).toEqual(SPEC_FIELDS);
    expect(Object.fromEntries(got).remark).toBe(fields.remark);
  });

  it("says the lead waited on the queue when the queue's consumer delivers it", async () => {
    const fields = lead("queued");
    const message: LeadMessage = {
      v: 1,
      kind: "demo",
      fields,
      key: `ctx-${run}-queued`,
      receivedAt: "2026-11-28T10:00:00.000Z",
      context: { context_page: "/retail", context_language: "en", context_received_at: "2026-11-28T10:00:00.000Z" },
    };
    const batch = createMessageBatch<LeadMessage>("zevar-leads", [{ id: "ctx-1", timestamp: new Date(), attempts: 1, body: message }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, ORIGIN_URL: origin.url } as Env, ctx);
    await getQueueResult(batch, ctx);
    const got = await received(fields.remark);
    expect(got.map(([k]) => k)).toEqual([...SPEC_FIELDS, "context_page", "context_language", "context_received_at", "context_queued"]);
    expect(Object.fromEntries(got).context_queued).toBe("1");
  });
});

describe("a lead posted without script", () => {
  beforeEach(() => origin.reset());

  it("carries the page it was sent from, as the browser names it, and its language", async () => {
    const fields = lead("no-js");
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const headers = { origin: SITE, referer: `${SITE}/hi/tools/girvi-interest-calculator?principal=10000&rate=2`, "cf-connecting-ip": "10.41.1.1" };
    const { status } = await send(origin, "/hi/zevarsoftware", { method: "POST", body, headers, redirect: "manual" });
    expect(status).toBe(303);
    const values = Object.fromEntries(await received(fields.remark));
    expect(values.context_page).toBe("/hi/tools/girvi-interest-calculator?principal=10000&rate=2");
    expect(values.context_language).toBe("hi");
  });

  it("never takes another site's address for the page", async () => {
    const fields = lead("no-js-foreign");
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const headers = { origin: SITE, referer: "https://evil.example/zevarsoftware", "cf-connecting-ip": "10.41.1.2" };
    await send(origin, "/zevarsoftware", { method: "POST", body, headers, redirect: "manual" });
    expect((await received(fields.remark)).map(([k]) => k)).toEqual(SPEC_FIELDS);
  });
});

describe("a repeat lead (issue 41 item 4)", () => {
  beforeEach(() => origin.reset());

  it("is sent, marked with the earlier lead's key, when the same phone asks again within a day, however the number is typed", async () => {
    const digits = phone();
    const first = { ...lead("repeat-1"), number: `0${digits.slice(0, 5)} ${digits.slice(5)}`, coden: "+91" };
    const second = { ...lead("repeat-2"), number: `91-${digits.slice(0, 5)}-${digits.slice(5)}`, coden: "+91", sel1: "Money lending (Girvi) Software" };
    const other = lead("repeat-3");
    for (const f of [first, second, other]) expect((await post("/zevarsoftware", { ...f, context_page: "/retail" })).status).toBe(200);
    const one = Object.fromEntries(await received(first.remark));
    const two = Object.fromEntries(await received(second.remark));
    const three = Object.fromEntries(await received(other.remark));
    expect(one.context_repeat).toBeUndefined();
    expect(two.context_repeat).toBe("1");
    expect(two.context_repeat_of).toBe(one.idempotency_key);
    expect(three.context_repeat).toBeUndefined();
    // Both leads reached the origin: marked, not dropped.
    expect(two.sel1).toBe("Money lending (Girvi) Software");
  });
});

describe("one phone, however it is typed", () => {
  it("is the dialling code's digits and the number's, without a trunk 0 or the code typed twice", () => {
    expect(phoneKey("+91", "098765 43210")).toBe("919876543210");
    expect(phoneKey("+91", "91 98765-43210")).toBe("919876543210");
    expect(phoneKey("+91", "(98765) 43210")).toBe("919876543210");
    // A ten-digit number that happens to start with 91 keeps its digits.
    expect(phoneKey("+91", "9198765432")).toBe("919198765432");
    expect(phoneKey("+1", "415 555 0100")).toBe("14155550100");
  });
});
