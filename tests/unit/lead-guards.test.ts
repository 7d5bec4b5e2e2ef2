import { describe, expect, it } from "vitest";
import { bodySizeRefusal, claimsServerKey, clientBucket, clientKey, isFormContentType, isSameOrigin } from "../../worker/leads/guards.ts";

describe("form post guards", () => {
  it("accepts only form encodings", () => {
    expect(isFormContentType("application/x-www-form-urlencoded")).toBe(true);
    expect(isFormContentType("multipart/form-data; boundary=----x")).toBe(true);
    expect(isFormContentType("Multipart/Form-Data; boundary=x")).toBe(true);
    expect(isFormContentType("application/json")).toBe(false);
    expect(isFormContentType("text/plain")).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
  });

  it("lets same-origin and header-less posts through, refuses other sites", () => {
    const allowed = ["https://www.zevar.example", "http://127.0.0.1:8787"];
    expect(isSameOrigin({ origin: "https://www.zevar.example", secFetchSite: "same-origin" }, allowed)).toBe(true);
    expect(isSameOrigin({}, allowed)).toBe(true);
    expect(isSameOrigin({ origin: "https://evil.example" }, allowed)).toBe(false);
    expect(isSameOrigin({ origin: "null" }, allowed)).toBe(false);
    // A same-origin form navigation under a strict referrer policy says Origin: null.
    expect(isSameOrigin({ origin: "null", secFetchSite: "same-origin" }, allowed)).toBe(true);
    expect(isSameOrigin({ origin: "https://www.zevar.example", secFetchSite: "same-site" }, allowed)).toBe(true);
    expect(isSameOrigin({ origin: "https://blog.zevar.example", secFetchSite: "same-site" }, allowed)).toBe(false);
    expect(isSameOrigin({ origin: "https://www.zevar.example", secFetchSite: "cross-site" }, allowed)).toBe(false);
  });

  it("keeps a plain client idempotency key and refuses anything else", () => {
    expect(clientKey("lead-1234abcd")).toBe("lead-1234abcd");
    expect(clientKey("short")).toBeUndefined();
    expect(clientKey("bad key\r\nX-Injected: 1")).toBeUndefined();
    expect(clientKey(undefined)).toBeUndefined();
  });
});

describe("the rate limiter's bucket", () => {
  it("is the address for IPv4 and the /64 for IPv6, however the address is written", () => {
    expect(clientBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(clientBucket("2001:db8:77:1:abcd::5")).toBe("2001:db8:77:1::/64");
    expect(clientBucket("2001:0DB8:0077:0001:0000:0000:0000:0005")).toBe("2001:db8:77:1::/64");
    expect(clientBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientBucket("::1")).toBe("0:0:0:0::/64");
    expect(clientBucket("2406:7400:63:1b2c:8e3:21ff:fe44:9a01")).toBe("2406:7400:63:1b2c::/64");
  });
});

describe("keys and sizes a client may not choose", () => {
  it("refuses keys with the server's prefixes, in any case", () => {
    expect(claimsServerKey("form-0123456789abcdef")).toBe(true);
    expect(claimsServerKey("LEAD-0123456789abcdef")).toBe(true);
    expect(claimsServerKey("a1b2c3d4-lead")).toBe(false);
    expect(claimsServerKey(undefined)).toBe(false);
  });

  it("refuses a body without a size (chunked) or over 32 KB, before it is read", () => {
    expect(bodySizeRefusal({ contentLength: "120" })).toBeUndefined();
    expect(bodySizeRefusal({ contentLength: String(32 * 1024) })).toBeUndefined();
    expect(bodySizeRefusal({ contentLength: String(32 * 1024 + 1) })?.status).toBe(413);
    expect(bodySizeRefusal({})?.status).toBe(411);
    expect(bodySizeRefusal({ contentLength: "120", transferEncoding: "chunked" })?.status).toBe(411);
    expect(bodySizeRefusal({ contentLength: "-5" })?.status).toBe(411);
  });
});
