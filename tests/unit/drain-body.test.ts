/**
 * The bounded reading of a body nobody read (worker/middleware/drain-body.ts, issue 39
 * item 9): read to its end when it ends within the bounds, cancelled at the byte bound or
 * at the deadline, whichever comes first. What it fixes under wrangler dev (the next
 * client's 503 after a refused 1 MB post) is tested in tests/e2e/edge.test.ts.
 */
import { describe, expect, it } from "vitest";
import { discard } from "../../worker/middleware/drain-body.ts";

/** A body of `chunks` chunks of `size` bytes, then (when `endless`) nothing more, ever; it notes what happened to it. */
function body(chunks: number, size: number, endless = false) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled < chunks) {
        seen.pulled++;
        controller.enqueue(new Uint8Array(size));
      } else if (!endless) controller.close();
      else return new Promise(() => {}); // the client sends nothing more and keeps the connection
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("reading a refused body", () => {
  it("reads a 1 MiB body to its end, without cancelling it", async () => {
    // 16 chunks of 64 KiB = 1,048,576 bytes, under the 2 MiB bound.
    const { stream, seen } = body(16, 64 * 1024);
    await discard(stream, 2 * 1024 * 1024);
    expect(seen).toEqual({ pulled: 16, cancelled: false });
  });

  it("cancels a body past the byte bound once the bound is passed", async () => {
    // A bound of 100 bytes and chunks of 40: 40, 80, 120 > 100 after the third; the rest is cancelled.
    const { stream, seen } = body(10, 40);
    await discard(stream, 100);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(4); // the third, and at most one the stream pulled ahead
  });

  it("stops at the deadline a body that sends a little and then nothing", async () => {
    const { stream, seen } = body(1, 10, true);
    await discard(stream, 1024, 50);
    expect(seen).toEqual({ pulled: 1, cancelled: true });
  });
});
