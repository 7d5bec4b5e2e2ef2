import { describe, expect, it } from "vitest";
import { config } from "../../worker/config.ts";

describe("the worker's settings", () => {
  it("come with their defaults when a variable is missing", () => {
    expect(config({})).toEqual({
      siteUrl: "https://www.zevar.example",
      originUrl: "https://origin.zevar.example",
      originTimeoutMs: 2500,
      originPostTimeoutMs: 8000,
      originPostAbandonMs: 25_000,
      leadBodyTimeoutMs: 10_000,
      originBreakerMs: 60_000,
      cacheMemoryMs: 30_000,
      htmlCacheMax: 200,
      logLevel: "info",
      leadRateLimit: true,
      leadGiveUpHours: 24,
      leadClockSpeed: 1,
      leadKeySecret: undefined,
      adminToken: undefined,
      toolsOffline: true,
      offlineVersion: "",
      previewLanguages: [],
    });
  });

  it("read each variable, and fall back to the default for a value that cannot be used", () => {
    const c = config({
      SITE_URL: "https://zevar.in",
      ORIGIN_TIMEOUT_MS: "abc",
      ORIGIN_POST_TIMEOUT_MS: "12000",
      CACHE_MEMORY_MS: "0",
      HTML_CACHE_MAX: "-3",
      LOG_LEVEL: "loud",
      LEAD_RATE_LIMIT: "off",
      LEAD_KEY_SECRET: "",
      ADMIN_TOKEN: "t0ken",
      TOOLS_OFFLINE: "off",
      OFFLINE_VERSION: "b/../x",
    });
    expect(c).toMatchObject({
      siteUrl: "https://zevar.in",
      originTimeoutMs: 2500,
      originPostTimeoutMs: 12_000,
      cacheMemoryMs: 0,
      htmlCacheMax: 200,
      logLevel: "info",
      leadRateLimit: false,
      leadKeySecret: undefined,
      adminToken: "t0ken",
      toolsOffline: false,
      // Not a version a cache name should carry: the default.
      offlineVersion: "",
    });
  });

  it("read the preview languages the language links offer: codes separated by commas, or all", () => {
    expect(config({ PREVIEW_LANGUAGES: "" }).previewLanguages).toEqual([]);
    expect(config({ PREVIEW_LANGUAGES: " ta, te ,," }).previewLanguages).toEqual(["ta", "te"]);
    expect(config({ PREVIEW_LANGUAGES: "all" }).previewLanguages).toBe("all");
  });

  it("never let a lead post be abandoned before the visitor's timeout", () => {
    // 30 s to answer the visitor, 25 s in all: the post runs the 30 s.
    expect(config({ ORIGIN_POST_TIMEOUT_MS: "30000" }).originPostAbandonMs).toBe(30_000);
    expect(config({ ORIGIN_POST_TIMEOUT_MS: "2000", ORIGIN_POST_ABANDON_MS: "10000" })).toMatchObject({ originPostTimeoutMs: 2000, originPostAbandonMs: 10_000 });
  });

  it("are parsed once per set of bindings", () => {
    const env = { ORIGIN_TIMEOUT_MS: "900" };
    expect(config(env)).toBe(config(env));
    expect(config({ ORIGIN_TIMEOUT_MS: "900" })).not.toBe(config(env));
  });
});
