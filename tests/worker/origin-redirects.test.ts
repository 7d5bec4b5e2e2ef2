/**
 * No origin fetch follows a redirect (issue 24 item 4, docs/security.md "Origin answers
 * and caches"): a 3xx is a fault like a 500. The stand-in's "redirect" mode answers
 * every call with 302 (reads) or 307 (posts) to the same path on another host name,
 * where the tenant "{name}-elsewhere" answers normally: a followed redirect would show
 * in that tenant's request log and bring its good answer back.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import worker from "../../worker/index.ts";
import { saveDemoRequest } from "../../worker/origin/save.ts";
import { blogs as sampleBlogs } from "../origin/sample-data.mjs";
import { clearCache, originTenant, send, SITE, titleOf } from "./helpers.ts";

const origin = originTenant("redirects");
const elsewhere = originTenant("redirects-elsewhere");
const DEFAULT_FAQ_TITLE = "Frequently Asked Questions | Zevar ERP";

let warn: MockInstance<typeof console.warn>;
beforeEach(async () => {
  await origin.reset();
  await elsewhere.reset();
  await clearCache();
  warn = vi.spyOn(console, "warn");
});
afterEach(() => warn.mockRestore());

const reasons = () =>
  warn.mock.calls.flatMap((c) => ((JSON.parse(String(c[0])) as { faults?: { reason: string }[] }).faults ?? []).map((f) => f.reason));

describe("an origin answering with redirects", () => {
  it("gives pages and /apis their defaults, follows none and stores nothing", async () => {
    await origin.mode("redirect");
    expect(titleOf((await send(origin, "/faqs")).body)).toBe(DEFAULT_FAQ_TITLE);
    const blogs = await send(origin, "/apis/get_blogs.php");
    expect([blogs.res.headers.get("x-cache"), blogs.body]).toEqual(["DEFAULT", '{"blogs":[]}']);
    expect(await elsewhere.requests()).toEqual([]);
    expect((await env.ORIGIN_CACHE.list()).keys).toEqual([]);
    expect(reasons()).toContain("redirected (HTTP 302)");
  });

  it("answers a named picture that redirects with the placeholder, fetched from no other host", async () => {
    const id = `r${Date.now()}`;
    await origin.content({ blogs: [{ ...sampleBlogs[0], id, image: `uploads/blogs/${id}.png` }] });
    await send(origin, "/blogs");
    await origin.mode("redirect", { paths: ["/uploads/"] });
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${SITE}/origin-media/blogs/t/redirects/uploads/blogs/${id}.png`), { ...env, ORIGIN_URL: origin.url }, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    expect([res.status, res.headers.get("content-type"), res.headers.get("cache-control")]).toEqual([200, "image/svg+xml", "public, max-age=60"]);
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="180"/);
    expect(await elsewhere.requests()).toEqual([]);
    expect(reasons()).toContain("redirected (HTTP 302)");
  });

  it("keeps a lead answered 307 for another attempt at the origin, never sending it elsewhere", async () => {
    await origin.mode("redirect");
    const fields = { name: "Ravi Soni", number: "9876543210", email: "ravi@example.in", sel1: "Retail Showroom Software", remark: "Agra", coden: "+91" };
    const opts = { env: { ...env, ORIGIN_URL: origin.url }, waitUntil: () => {}, onFault: () => {} };
    expect(await saveDemoRequest(opts, fields, "key-307")).toEqual({ kind: "unavailable", reason: "redirected (HTTP 307)" });

    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const { status, body } = await send(origin, "/zevarsoftware", {
      method: "POST",
      body: form,
      headers: { accept: "application/json", origin: SITE, "cf-connecting-ip": "10.24.4.1" },
    });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "success", message: "Enquiry submitted successfully!", queued: true });
    expect(await elsewhere.requests()).toEqual([]);
    expect(await elsewhere.leads()).toEqual([]);
  });
});
