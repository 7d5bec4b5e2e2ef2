/**
 * Identifier rules shared by pages and the worker: an id becomes a cache key and an
 * origin query string only after passing these (a bounded key space:
 * docs/architecture.md, "The origin layer").
 */
export function isValidBlogId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
