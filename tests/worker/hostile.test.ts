/**
 * Whatever a stranger sends — path, query, headers, body — the worker answers 2xx, 3xx
 * to a page of this site, or 4xx: never a 5xx, never "unhandled error", never a
 * redirect off the site (issue 13, items 1, 2 and 7).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { originTenant, send, SITE } from "./helpers.ts";

const origin = originTenant("hostile");

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, "error");
});
afterEach(() => errors.mockRestore());

/** Nothing reached onError (it logs "unhandled error"). */
const unhandled = () => errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("unhandled error"));

const HOSTILE_PATHS = [
  "/%5Cevil.com/",
  "/%5Cevil.com",
  "/%09/evil.com/",
  "/%0D%0AX-Injected:%201/",
  "/%0D%0AX-Injected:%201",
  "/%0AX-Injected:%201/",
  "//evil.com/",
  "///evil.com/",
  "/%2F%2Fevil.com/",
  "/%2Fevil.com",
  "/%5C%5Cevil.com/",
  "/FAQS%0D%0A/",
  "/%00",
  "/%00/",
  "/faqs%00",
  "/faqs%00/",
  "/%C0%AF",
  "/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd",
  "/%E0%A4%A",
  "/%",
  "/%ZZ/",
  "/%FF%FE/",
  "/..%2F..%2Fetc%2Fpasswd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/blog/..%2F..%2Fadmin%2Fleads%2Fdead",
  "/blog/%0D%0A",
  "/blog/%0D%0A/",
  "/BLOG/x%0D%0Ay/",
  "/associate/%0D%0A/",
  "/Associate/%5Cevil.com/",
  "/associate/Jewellery-software-in-Amritsar%0D%0A/",
  "/" + "a".repeat(8192),
  "/blog/" + "x".repeat(8000),
  "/" + "%2F".repeat(2000),
  "/tutorial?q=%00&page=-1&category=%0D%0A&sub=%C0%AF",
  "/tutorial?page=99999999999999999999999",
  "/tutorial?" + "q=x&".repeat(2000),
  "/apis/get_details.blog.php?id=%00",
  "/apis/get_details.blog.php?id=%0D%0A",
  "/apis/seo_api.php?page=%0D%0AX:1",
  "/apis/seo_api.php?page=" + "p".repeat(5000),
  "/apis/..%2F..%2Fadmin",
  "/origin-media/blogs/%2e%2e/%2e%2e/etc/passwd",
  "/origin-media/blog-%0D%0A/x.png",
  "/origin-media/%00",
  "/video-thumbnails/%0D%0A",
  "/video-thumbnails/" + "v".repeat(5000),
  "/sitemap.xml?x=%00",
  "/robots.txt/%0D%0A",
  "/admin/leads/dead",
  "/admin/leads/dead?cursor=%00&limit=-5",
  "/what%27snew/%0D%0A",
  "/contactus?sent=%0D%0A",
];

describe("hostile paths", () => {
  for (const path of HOSTILE_PATHS) {
    it(`answers ${path.length > 60 ? `${path.slice(0, 60)}… (${path.length} chars)` : path} without a 5xx or a redirect off the site`, async () => {
      const { res, status } = await send(origin, path, { redirect: "manual" });
      expect(status, path).toBeLessThan(500);
      if (status >= 300 && status < 400) {
        const location = res.headers.get("location") ?? "";
        // Only to a path of this site: one slash, then no slash, backslash or control character.
        expect(location, path).toMatch(/^\/(?![\\/])[^\s\\\u0000-\u001f\u007f]*$/);
        expect(new URL(location, SITE).origin).toBe(SITE);
      }
      expect(unhandled(), path).toEqual([]);
    });
  }

  it("sends a backslash, tab or CR/LF path to the 404 page, not to another host", async () => {
    for (const path of ["/%5Cevil.com/", "/%09/evil.com/", "/%0D%0AX-Injected:%201/", "//evil.com/"]) {
      const { status, res } = await send(origin, path, { redirect: "manual" });
      expect(status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
      expect(res.headers.get("x-injected"), path).toBeNull();
    }
  });

  it("still redirects the spellings of real routes, and only to what the route table knows", async () => {
    const cases: [string, string | null][] = [
      ["/FAQS", "/faqs"],
      ["/faqs/", "/faqs"],
      ["/AboutUs/?x=1", "/aboutus?x=1"],
      ["/blog/7/", "/blog/7"],
      ["/associate/Jewellery-software-in-Amritsar/", "/associate/Jewellery-software-in-Amritsar"],
      // A parameter that fails its check is not a page: no redirect, the 404 page.
      ["/associate/no-such-dealer/", null],
      ["/blog/not%20an%20id/", null],
      ["/no/such/page/", null],
    ];
    for (const [path, target] of cases) {
      const { status, res } = await send(origin, path, { redirect: "manual" });
      if (target === null) {
        expect(status, path).toBe(404);
      } else {
        expect(status, path).toBe(301);
        expect(res.headers.get("location"), path).toBe(target);
      }
    }
  });
});

const big = "x".repeat(16 * 1024);

describe("hostile headers", () => {
  const cases: [string, HeadersInit][] = [
    ["an oversized cookie", { cookie: `a=${big}` }],
    ["an oversized accept", { accept: big }],
    ["an oversized accept-language", { "accept-language": big }],
    ["duplicated accept headers", [["accept", "text/html"], ["accept", "application/json"], ["accept", "*/*"]]],
    ["a cf-ray that is not a ray id", { "cf-ray": "<script>alert(1)</script>" }],
    ["an oversized cf-ray", { "cf-ray": big }],
    ["a cf-connecting-ip that is not an address", { "cf-connecting-ip": "not-an-ip\u00a0" }],
    ["an odd host", { host: "evil.example" }],
    ["an oversized if-none-match", { "if-none-match": big }],
    ["an oversized range", { range: `bytes=${"0-1,".repeat(3000)}` }],
    ["an x-forwarded-host", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" }],
  ];
  for (const [name, headers] of cases) {
    it(`answers a page with ${name} without a 5xx`, async () => {
      for (const path of ["/", "/faqs", "/FAQS/", "/apis/getcountrycode.php", "/no/such/page"]) {
        const { status } = await send(origin, path, { headers, redirect: "manual" });
        expect(status, `${name} ${path}`).toBeLessThan(500);
      }
      expect(unhandled()).toEqual([]);
    });
  }

  it("never takes a request id from a cf-ray that does not look like one", async () => {
    const { res } = await send(origin, "/faqs", { headers: { "cf-ray": "<script>alert(1)</script>" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const ray = await send(origin, "/faqs", { headers: { "cf-ray": "8f1c2d3e4a5b6c7d-BOM" } });
    expect(ray.res.headers.get("x-request-id")).toBe("8f1c2d3e4a5b6c7d-BOM");
  });
});

describe("hostile posts", () => {
  const post = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
    send(origin, path, {
      method: "POST",
      ...init,
      headers: { origin: SITE, "cf-connecting-ip": "10.9.9.9", accept: "application/json", ...init.headers },
    });

  it("refuses a chunked body (no Content-Length) with 411 before reading it", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode(`remark=${"r".repeat(4096)}&`);
        for (let i = 0; i < 10; i++) controller.enqueue(piece);
        controller.close();
      },
    });
    const { status, body, res } = await post("/contactus", {
      body: chunks,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // @ts-expect-error duplex is required for a streamed request body
      duplex: "half",
    });
    expect(status).toBe(411);
    expect(JSON.parse(body)).toEqual({ status: "error", message: "Please send the form from the page again (its size was not given)." });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a body that says it is over the limit with 413", async () => {
    const { status, body } = await post("/zevarsoftware", {
      body: new URLSearchParams({ remark: "r".repeat(40 * 1024) }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ status: "error", message: "The form is too large to send. Please shorten your message." });
  });

  it("answers a broken multipart body, a bogus content type and an empty body with a 4xx", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nRavi"],
      ["multipart/form-data", "no boundary at all"],
      ["application/json", '{"name":"Ravi"}'],
      ["application/x-www-form-urlencoded", ""],
      ["application/x-www-form-urlencoded", "%E0%A4%A=%ZZ&name=%00"],
    ] as const) {
      const { status } = await post("/zevarsoftware", { body, headers: { "content-type": type } });
      expect(status, `${type}: ${body}`).toBeLessThan(500);
    }
    expect(unhandled()).toEqual([]);
  });

  it("sends Cache-Control: no-store with every lead answer: JSON, 303 and 4xx", async () => {
    const demo = new URLSearchParams({ name: "Ravi Soni", number: "98765 43210", email: "ravi@example.in", remark: "no-store check" });
    const answers = [
      await post("/zevarsoftware", { body: demo, headers: { "content-type": "application/x-www-form-urlencoded" } }),
      await post("/zevarsoftware", { body: demo, headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, redirect: "manual" }),
      await post("/contactus", { body: new URLSearchParams({ firstName: "" }), headers: { "content-type": "application/x-www-form-urlencoded" } }),
      await post("/contactus", { body: "x", headers: { "content-type": "text/plain" } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 303, 400, 415]);
    for (const a of answers) expect(a.res.headers.get("cache-control")).toBe("no-store");
  });
});
