import { describe, expect, it } from "vitest";
import { clientKey, isFormContentType, isSameOrigin } from "../../worker/leads/guards.ts";

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
