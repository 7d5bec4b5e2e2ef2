/**
 * The browser tests' front (tests/e2e/static-front.ts) asks wrangler again for a GET it
 * holds (about 30 s, now and then), never for a post: here against a stand-in upstream
 * that holds the first request it gets.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARK_PATH, startStaticFront } from "../e2e/static-front.ts";

describe("the browser tests' front", () => {
  const seen: string[] = [];
  let holding = true;
  const upstream = createServer((req: IncomingMessage, res) => {
    seen.push(`${req.method} ${req.url}`);
    // The first request is held (never answered); every later one is answered at once.
    if (holding) {
      holding = false;
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" }).end(`answer to ${req.method} ${req.url}`);
  });
  let front: Awaited<ReturnType<typeof startStaticFront>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const dir = mkdtempSync(join(tmpdir(), "front-"));
    writeFileSync(join(dir, "_headers"), "");
    front = await startStaticFront(dir, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, { heldMs: 200 });
  });
  afterAll(async () => {
    await front.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("asks again, once, for a GET the upstream holds", async () => {
    seen.length = 0;
    holding = true;
    const res = await fetch(`${front.url}/screens/en/owner-phone.svg`);
    expect(await res.text()).toBe("answer to GET /screens/en/owner-phone.svg");
    expect(seen).toEqual(["GET /screens/en/owner-phone.svg", "GET /screens/en/owner-phone.svg"]);
  });

  it("never sends a post twice: a held post waits for its answer", async () => {
    seen.length = 0;
    holding = true;
    const answer = fetch(`${front.url}/contactus`, { method: "POST", body: "a=1", signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status,
      (e: Error) => e.name,
    );
    expect(await answer).toBe("TimeoutError");
    expect(seen).toEqual(["POST /contactus"]);
  });

  // The page a warm page waits on between tests keeps its renderer process only if it has
  // the pages' opener policy (tests/worker/security.test.ts checks the pages' own).
  it("answers the page between tests itself, empty, with the pages' opener policy", async () => {
    seen.length = 0;
    holding = false;
    const res = await fetch(`${front.url}${PARK_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(await res.text()).not.toContain("<script");
    expect(seen).toEqual([]);
  });
});
