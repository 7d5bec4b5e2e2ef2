/**
 * Reads what a request's body still holds before its answer leaves (issue 24 item 3).
 * A refusal that never read the body (a 413 by its Content-Length, a 403, 415, 429 or
 * reserved-key 400 of the lead guards, an admin 401, a post to a 404) left the rest of
 * the upload on the connection: under `wrangler dev` the next request on it hung until
 * the client gave up (tests/e2e/edge.test.ts). Reading is bounded: at most
 * DRAIN_LIMIT bytes, then the body is cancelled. Cancelling is not enough on its own:
 * reading 32 KB of a 40 KB post and cancelling the rest still hung the next request
 * under wrangler dev, so a refused post is read to its end up to twice the form limit;
 * a larger upload is cut off (its connection may then be reset, which is the answer
 * such an upload deserves).
 */
import type { MiddlewareHandler } from "hono";
import { MAX_BODY_BYTES } from "../leads/guards.ts";

/** Twice the form limit (32 KB): a post refused for being a little too large is still read to its end. */
export const DRAIN_LIMIT = 2 * MAX_BODY_BYTES;

/** Reads and drops at most `limit` bytes of a body, then lets the rest go. */
export async function discard(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    for (let seen = 0; seen <= limit; ) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    /* the client went away: nothing to answer */
  } finally {
    reader.releaseLock();
  }
}

/** After the route answered: a body nobody read is read (bounded) before the answer is sent. */
export const drainBody: MiddlewareHandler = async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) await discard(request.body, DRAIN_LIMIT);
};
