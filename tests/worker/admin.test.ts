/**
 * The operator's endpoints, hardened (issue 24 item 5): a short ADMIN_TOKEN keeps them
 * off, failed attempts are limited per client, and no error answer may be kept by a
 * browser or a proxy. The listing and replaying themselves are in leads-queue.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { inOneWindow } from "../one-window.ts";
import { originTenant, send } from "./helpers.ts";

const origin = originTenant("admin");
/** 40 characters: long enough. */
const TOKEN = "k3y-0f-the-0perat0r-f0r-dead-leads-40chr";
const vars = { ADMIN_TOKEN: TOKEN } as Partial<Env>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

afterEach(() => vi.restoreAllMocks());

describe("the admin endpoints", () => {
  it("stay off (404) with a token shorter than 32 characters, and say why in the log", async () => {
    const lines: string[] = [];
    for (const m of ["warn", "error"] as const) vi.spyOn(console, m).mockImplementation((...a: unknown[]) => void lines.push(a.map(String).join(" ")));
    const short = "a".repeat(31);
    const res = await send(origin, "/admin/leads/dead", { headers: bearer(short) }, { ADMIN_TOKEN: short } as Partial<Env>);
    expect(res.status).toBe(404);
    expect(res.res.headers.get("cache-control")).toBe("no-store");
    expect(lines.join("\n")).toContain("ADMIN_TOKEN is shorter than 32 characters: /admin stays off");
    // 32 characters are enough.
    const ok = "b".repeat(32);
    expect((await send(origin, "/admin/leads/dead", { headers: bearer(ok) }, { ADMIN_TOKEN: ok } as Partial<Env>)).status).toBe(200);
  });

  it("refuse a wrong or missing token with 401, JSON and Cache-Control: no-store", async () => {
    for (const headers of [{}, bearer("wrong"), { authorization: `Basic ${btoa(`x:${TOKEN}`)}` }, bearer(`${TOKEN}x`)]) {
      const { status, body, res } = await send(origin, "/admin/leads/dead", { headers: { ...headers, "cf-connecting-ip": "198.51.100.1" } }, vars);
      expect(status, JSON.stringify(headers)).toBe(401);
      expect(JSON.parse(body)).toEqual({ status: "error", message: "Unauthorized." });
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
    }
  });

  it("keep every error answer out of caches: a bad cursor (400) and a method they do not take", async () => {
    const bad = await send(origin, "/admin/leads/dead?cursor=%3Cx%3E", { headers: { ...bearer(TOKEN), "cf-connecting-ip": "198.51.100.2" } }, vars);
    expect(bad.status).toBe(400);
    expect(bad.res.headers.get("cache-control")).toBe("no-store");
    const wrongMethod = await send(origin, "/admin/leads/dead", { method: "DELETE", headers: { ...bearer(TOKEN), "cf-connecting-ip": "198.51.100.2" } }, vars);
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuse a client with 429 after 5 failed attempts a minute, even with the right token; other clients are not held", async () => {
    const { statuses, right } = await inOneWindow(async (attempt) => {
      const net = `2001:db8:5:${5 + attempt}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await send(origin, "/admin/leads/dead", { headers: { ...bearer(`guess-${i}`), "cf-connecting-ip": `${net}::1` } }, vars)).status);
      // The same /64, with the right token: still held.
      return { statuses, right: await send(origin, "/admin/leads/dead", { headers: { ...bearer(TOKEN), "cf-connecting-ip": `${net}::2` } }, vars) };
    });
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(right.status).toBe(429);
    expect(right.res.headers.get("cache-control")).toBe("no-store");
    expect(right.res.headers.get("retry-after")).toBe("60");
    expect(JSON.parse(right.body)).toEqual({ status: "error", message: "Too many failed attempts. Try again in a minute." });
    const other = await send(origin, "/admin/leads/dead", { headers: { ...bearer(TOKEN), "cf-connecting-ip": "198.51.100.3" } }, vars);
    expect(other.status).toBe(200);
  });
});
