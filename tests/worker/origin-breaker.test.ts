import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCache, originTenant, send } from "./helpers.ts";

/**
 * Issue 39 item 7: with the SEO script dripping its answer (200, then a byte every
 * 200 ms), only the first request pays the origin's timeout; the script is not asked
 * again for ORIGIN_BREAKER_MS, and the pages answer at once from the default.
 */
const origin = originTenant("breaker");
const other = originTenant("breaker-other");
const vars = { ORIGIN_TIMEOUT_MS: "1500", ORIGIN_BREAKER_MS: "60000" } as Partial<Env>;

describe("a dripping origin", () => {
  beforeAll(async () => {
    await origin.reset();
    await clearCache();
    // Each page rendered once while the origin is well: the measured renders are warm.
    for (const path of ["/versions", "/download", "/tools/gold-purity-converter", "/hi/aboutus"]) await send(origin, path, undefined, vars);
    await clearCache();
    await origin.mode("drip", { delayMs: 200, paths: ["/apis/seo_api.php"] });
  });
  afterAll(async () => {
    await origin.reset();
    await clearCache();
  });

  it("costs the first request its timeout, and the next ones in the minute under 300 ms", async () => {
    const seoCalls = async () => (await origin.requests()).filter((r) => r.path.startsWith("/apis/seo_api.php")).length;
    const before = await seoCalls();
    let started = Date.now();
    const first = await send(origin, "/versions", undefined, vars);
    const firstMs = Date.now() - started;
    expect(first.status).toBe(200);
    // It waited for the SEO answer until the timeout.
    expect(firstMs).toBeGreaterThanOrEqual(1500);
    for (const path of ["/download", "/tools/gold-purity-converter", "/hi/aboutus", "/versions"]) {
      started = Date.now();
      const { status } = await send(origin, path, undefined, vars);
      const ms = Date.now() - started;
      expect(status, path).toBe(200);
      expect(ms, path).toBeLessThan(300);
    }
    // The SEO script was asked once, by the first request.
    expect((await seoCalls()) - before).toBe(1);
    // Another origin (another ORIGIN_URL) is not this one: its script is still asked.
    await other.reset();
    const mark = await other.mark();
    expect((await send(other, "/download", undefined, vars)).status).toBe(200);
    expect((await mark()).filter((r) => r.path.startsWith("/apis/seo_api.php"))).toHaveLength(1);
  });
});
