import { describe, expect, it } from "vitest";
import {
  cacheKey,
  expirationTtl,
  freshness,
  isEntry,
  isValidBlogId,
  isValidSeoPage,
  NOT_FOUND_POLICY,
  POLICIES,
} from "../../worker/origin/policy.ts";

const T0 = 1_700_000_000_000;

describe("cache freshness", () => {
  const policy = { fresh: 600, stale: 86_400 };
  it("is fresh inside the fresh window, stale after it, expired after the stale window", () => {
    const entry = { t: T0, d: { title: "x" } };
    expect(freshness(entry, T0 + 599_000, policy)).toBe("fresh");
    expect(freshness(entry, T0 + 600_000, policy)).toBe("stale");
    expect(freshness(entry, T0 + 86_399_000, policy)).toBe("stale");
    expect(freshness(entry, T0 + 86_400_000, policy)).toBe("expired");
  });

  it("keeps a not-found answer for one minute only", () => {
    const entry = { t: T0, d: null };
    expect(freshness(entry, T0 + 59_000, policy)).toBe("fresh");
    expect(freshness(entry, T0 + 60_000, policy)).toBe("expired");
    expect(expirationTtl(entry, policy)).toBe(NOT_FOUND_POLICY.stale);
  });

  it("lets KV expire an entry at the end of its stale-if-error window, never under 60 s", () => {
    expect(expirationTtl({ t: T0, d: [] }, POLICIES.seo)).toBe(7 * 86_400);
    expect(expirationTtl({ t: T0, d: [] }, { fresh: 1, stale: 5 })).toBe(60);
  });

  it("recognises stored entries and rejects anything else", () => {
    expect(isEntry({ t: 1, d: null })).toBe(true);
    expect(isEntry({ t: "1", d: 1 })).toBe(false);
    expect(isEntry({ t: 1 })).toBe(false);
    expect(isEntry("x")).toBe(false);
    expect(isEntry(null)).toBe(false);
  });
});

describe("cache keys", () => {
  it("are versioned and scoped by kind", () => {
    expect(cacheKey("blogs")).toBe("v3:blogs");
    expect(cacheKey("seo", "index")).toBe("v3:seo:index");
    expect(cacheKey("blog", "42")).toBe("v3:blog:42");
  });

  it("accept only plain, short blog ids", () => {
    expect(isValidBlogId("42")).toBe(true);
    expect(isValidBlogId("gst-billing_2")).toBe(true);
    for (const bad of ["", "../etc", "1 OR 1=1", "a/b", "x".repeat(65), "१२", "<script>"]) {
      expect(isValidBlogId(bad)).toBe(false);
    }
  });

  it("accept only SEO page values the site asks for", () => {
    const known = new Set(["index", "Dealers"]);
    expect(isValidSeoPage("index", known)).toBe(true);
    expect(isValidSeoPage("Dealers", known)).toBe(true);
    expect(isValidSeoPage("INDEX", known)).toBe(false);
    expect(isValidSeoPage("anything", known)).toBe(false);
  });
});
