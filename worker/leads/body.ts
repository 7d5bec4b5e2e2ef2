/**
 * A lead's body read against a deadline (issue 39 item 8): a body that says it is 2,000
 * bytes and sends one a second would otherwise hold the request (and a connection) as
 * long as the client likes. The whole body must arrive within `deadlineMs`
 * (LEAD_BODY_TIMEOUT_MS, 10 s); then the read is cancelled and the post answered 408.
 * Its size is already bounded (guards.ts: a Content-Length of at most 32 KB).
 */
export type ReadBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; timedOut: boolean };

export async function readBody(req: Request, deadlineMs: number): Promise<ReadBody> {
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((ok) => (timer = setTimeout(() => ok("late"), deadlineMs)));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") {
        reader.cancel().catch(() => undefined);
        return { ok: false, timedOut: true };
      }
      if (next.done) break;
      chunks.push(next.value);
      size += next.value.byteLength;
    }
  } catch {
    return { ok: false, timedOut: false };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
