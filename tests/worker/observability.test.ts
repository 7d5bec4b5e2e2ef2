import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { EARLY_SCRIPT_HASH } from "../../src/islands/runtime/early.ts";
import { clearCache, originTenant, send } from "./helpers.ts";

const origin = originTenant("observability");
const APP_ID = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const POOL = "ap-south-1:11111111-2222-4333-8444-555555555555";

/** The JSON lines printed through console.log / warn / error during the test. */
function lines(...spies: MockInstance[]) {
  return spies.flatMap((s) => s.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>));
}

function csp(res: Response): Record<string, string> {
  const header = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(" ")];
      }),
  );
}

/** The production log level (wrangler.toml); the worker project runs at "warn" (vitest.config.ts). */
const info = { LOG_LEVEL: "info" };

describe("request logs and Server-Timing", () => {
  let log: MockInstance<typeof console.log>;
  let warn: MockInstance<typeof console.warn>;
  beforeEach(async () => {
    await origin.reset();
    await clearCache();
    log = vi.spyOn(console, "log");
    warn = vi.spyOn(console, "warn");
  });
  afterEach(() => {
    log.mockRestore();
    warn.mockRestore();
  });

  it("logs one JSON line per request with the request id, method, path, status, duration and each origin call's cache source", async () => {
    const first = await send(origin, "/faqs?x=1", undefined, info);
    const id = first.res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = lines(log).filter((l) => l.msg === "request");
    expect(line).toMatchObject({ level: "info", msg: "request", requestId: id, method: "GET", path: "/faqs", status: 200 });
    expect(typeof line!.durationMs).toBe("number");
    expect(line!.cache).toEqual([{ key: "v3:seo:faqs", source: "origin" }]);

    log.mockClear();
    const second = await send(origin, "/faqs", undefined, info);
    const [again] = lines(log).filter((l) => l.msg === "request");
    expect(again!.requestId).toBe(second.res.headers.get("x-request-id"));
    expect(again!.requestId).not.toBe(id);
    expect(again!.cache).toEqual([{ key: "v3:seo:faqs", source: "kv" }]);
  });

  it("uses Cloudflare's ray id as the request id when there is one, and logs 404s with their status", async () => {
    const { res } = await send(origin, "/no/such/page", { headers: { "cf-ray": "8f1a2b3c4d5e6f70-BOM" } }, info);
    expect(res.headers.get("x-request-id")).toBe("8f1a2b3c4d5e6f70-BOM");
    const all = lines(log, warn);
    expect(all.find((l) => l.msg === "request")).toMatchObject({ requestId: "8f1a2b3c4d5e6f70-BOM", path: "/no/such/page", status: 404 });
    expect(all.find((l) => l.msg === "page not found")).toMatchObject({ requestId: "8f1a2b3c4d5e6f70-BOM" });
  });

  it("logs origin faults with the request id", async () => {
    await origin.mode("error500");
    const { res } = await send(origin, "/blogs", undefined, info);
    const fault = lines(warn).find((l) => l.msg === "origin fault");
    expect(fault).toMatchObject({ requestId: res.headers.get("x-request-id"), path: "/blogs", status: 200 });
    expect((fault!.faults as { call: string }[]).map((f) => f.call).sort()).toEqual(["GET /apis/get_blogs.php", "GET /apis/seo_api.php?page=blogs"]);
  });

  it("sends no Server-Timing at the default log level: a stranger cannot tell what others looked at", async () => {
    // Issue 24 item 7: render;desc="memory" told whether a tool URL was rendered lately.
    const on = { HTML_CACHE_MAX: "50" };
    for (const path of ["/faqs", "/faqs", "/tools/girvi-interest-calculator", "/tools/girvi-interest-calculator", "/apis/get_blogs.php", "/origin-media/blogs/uploads/blogs/huid.png", "/no/such/page"]) {
      const { res, status } = await send(origin, path, undefined, on);
      expect(status, path).toBe(path === "/no/such/page" ? 404 : 200);
      expect(res.headers.get("server-timing"), path).toBeNull();
    }
    const warned = { ...on, LOG_LEVEL: "warn" };
    expect((await send(origin, "/faqs", undefined, warned)).res.headers.get("server-timing")).toBeNull();
  });

  it("sends Server-Timing with render, origin and cache timings when LOG_LEVEL is debug", async () => {
    const debug = { LOG_LEVEL: "debug" };
    const first = await send(origin, "/blogs", undefined, debug);
    const timing = first.res.headers.get("server-timing") ?? "";
    expect(timing).toMatch(/(^|,)render;dur=\d+(\.\d+)?;desc="shell"/);
    expect(timing).toMatch(/(^|,)origin;dur=\d+(\.\d+)?;desc="origin fetches"/);
    expect(timing).toMatch(/(^|,)cache;dur=\d+(\.\d+)?;desc="0 hit, 2 miss"/);
    const second = (await send(origin, "/blogs", undefined, debug)).res.headers.get("server-timing") ?? "";
    expect(second).toMatch(/cache;dur=\d+(\.\d+)?;desc="2 hit, 0 miss"/);
    expect(second).not.toContain("origin;");
  });
});

describe("monitoring settings and the Content-Security-Policy", () => {
  beforeEach(async () => {
    await origin.reset();
  });

  it("without an application id: no settings in the page and no AWS host in the policy", async () => {
    const { res, body } = await send(origin, "/");
    expect(body).not.toContain('name="zevar-monitoring"');
    const policy = csp(res);
    expect(policy["connect-src"]).toBe("'self'");
    // This site's files and the page's one inline script (by hash; security.test.ts checks the hash).
    expect(policy["script-src"]).toBe(`'self' ${EARLY_SCRIPT_HASH}`);
    expect(policy["default-src"]).toBe("'self'");
    expect(policy["object-src"]).toBe("'none'");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["base-uri"]).toBe("'self'");
    expect(policy["form-action"]).toBe("'self' https://wa.me");
    expect(policy["frame-src"]).toBe("https://www.youtube-nocookie.com/embed/ https://www.google.com/maps");
    expect(policy["img-src"]).toBe("'self'");
    expect(res.headers.get("content-security-policy")).not.toContain("amazonaws");
  });

  it("with an application id: the settings in a <meta> and exactly the region's data plane and identity pool hosts", async () => {
    const vars = { RUM_APPLICATION_ID: APP_ID, RUM_IDENTITY_POOL_ID: POOL } as Partial<Env>;
    const { res, body } = await send(origin, "/faqs", undefined, vars);
    const meta = /<meta name="zevar-monitoring" content="([^"]*)"\/>/.exec(body)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(meta!)).toEqual({
      applicationId: APP_ID,
      applicationVersion: "1.0.0",
      region: "ap-south-1",
      endpoint: "https://dataplane.rum.ap-south-1.amazonaws.com",
      identityPoolId: POOL,
    });
    expect(csp(res)["connect-src"]).toBe("'self' https://dataplane.rum.ap-south-1.amazonaws.com https://cognito-identity.ap-south-1.amazonaws.com");

    const guest = await send(origin, "/faqs", undefined, { ...vars, RUM_GUEST_ROLE_ARN: "arn:aws:iam::123456789012:role/RUM-Monitor-ap-south-1-Unauth" } as Partial<Env>);
    expect(csp(guest.res)["connect-src"]).toBe(
      "'self' https://dataplane.rum.ap-south-1.amazonaws.com https://cognito-identity.ap-south-1.amazonaws.com https://sts.ap-south-1.amazonaws.com",
    );
  });

  it("turns monitoring off, and keeps the policy closed, when the settings could widen it", async () => {
    for (const extra of [
      { RUM_ENDPOINT: "https://evil.example" },
      { RUM_REGION: "us-east-1" },
      { RUM_REGION: "ap-south-1 https://evil.example" },
      { RUM_IDENTITY_POOL_ID: "us-east-1:11111111-2222-4333-8444-555555555555" },
      { RUM_APPLICATION_ID: "not-a-uuid" },
    ]) {
      const { res, body } = await send(origin, "/faqs", undefined, { RUM_APPLICATION_ID: APP_ID, RUM_IDENTITY_POOL_ID: POOL, ...extra } as Partial<Env>);
      expect(body, JSON.stringify(extra)).not.toContain("zevar-monitoring");
      expect(csp(res)["connect-src"]).toBe("'self'");
    }
  });
});
