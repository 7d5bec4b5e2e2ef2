/**
 * Reading an answer's body with a byte bound (docs/security.md, "Origin answers and
 * caches"): a Content-Length over the bound is refused before any byte is read, and
 * bytes are counted as they arrive, so an answer that says nothing (chunked) or lies
 * about its length costs at most `maxBytes` of memory before it is dropped. An isolate
 * has 128 MB; a 10 MB answer read whole, parsed, rendered and cached cost far more.
 */

export type BoundedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: string };

/** Reads `res`'s body, at most `maxBytes`; past that the body is cancelled and it is a fault. */
export async function readBounded(res: Response, maxBytes: number): Promise<BoundedBody> {
  const over: BoundedBody = { ok: false, reason: `over ${maxBytes} bytes` };
  if (Number(res.headers.get("content-length")) > maxBytes) {
    await res.body?.cancel();
    return over;
  }
  if (!res.body) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return over;
    }
    chunks.push(value);
  }
  return { ok: true, bytes: join(chunks, size) };
}

function join(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  // A fetched body's chunks are never shared memory.
  if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
