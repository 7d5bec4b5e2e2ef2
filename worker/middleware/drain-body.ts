/**
 * Reads what a request's body still holds before its answer leaves (issue 24 item 3,
 * issue 39 item 9). A refusal that never read the body (a 413 by its Content-Length, a
 * 403, 415, 429 or reserved-key 400 of the lead guards, an admin 401, a post to a 404)
 * left the rest of the upload on the connection: under `wrangler dev` the next request on
 * it hung until the client gave up (tests/e2e/edge.test.ts), and a body cancelled part-way
 * (64 KB of a refused 1 MB post read, the rest cancelled) broke the local runtime's
 * connection behind its proxy, so the next POST from another client got 503 "Your worker
 * restarted mid-request". Only a body read to its end avoided both (docs/security.md), as
 * wrangler's own middleware does for the bundled workers it builds, which this unbundled
 * build runs without. So a body nobody read is read to its end, within bounds: at most
 * DRAIN_LIMIT bytes and DRAIN_MS, whichever comes first; then it is cancelled (a larger or
 * slower upload may then have its connection reset, the answer it deserves).
 */
import type { MiddlewareHandler } from "hono";

/** A refused post of up to 2 MiB (sixty-four times the form limit of 32 KB) is still read to its end. */
export const DRAIN_LIMIT = 2 * 1024 * 1024;

/** However much is left, the reading stops after 2 s: a slow client does not hold its refusal longer. */
export const DRAIN_MS = 2_000;

/** Reads and drops at most `limit` bytes of a body within `ms`, then lets the rest go. */
export async function discard(body: ReadableStream<Uint8Array> | null, limit: number, ms = DRAIN_MS) {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((ok) => (timer = setTimeout(() => ok("late"), ms)));
  try {
    for (let seen = 0; seen <= limit; ) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") break;
      if (next.done) return;
      seen += next.value.byteLength;
    }
    await reader.cancel();
  } catch {
    /* the client went away: nothing to answer */
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

/** After the route answered: a body nobody read is read (bounded) before the answer is sent. */
export const drainBody: MiddlewareHandler = async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) await discard(request.body, DRAIN_LIMIT);
};
