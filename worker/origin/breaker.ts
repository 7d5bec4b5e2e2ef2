/**
 * A circuit breaker per origin call (issue 39 item 7): when a read of the origin fails
 * slowly (its timeout, or a failure that took at least half of it: a dripping answer, a
 * stalled connection), the call's path is remembered as failing for ORIGIN_BREAKER_MS
 * (60 s). Meanwhile that path is not asked: the cache's stale copy or the default answers
 * at once, so one visitor a minute pays the timeout, not every visitor. The first request
 * after the window asks the origin again; a success closes the breaker. A fast failure
 * (a refused connection, a 500 page) costs nothing to repeat and trips nothing, so a
 * fresh answer is back as soon as the origin is.
 *
 * Per isolate, like the memory cache: each isolate pays once a minute at most.
 */
const open = new Map<string, number>();
const MAX_PATHS = 100;

/** The path's breaker, when open: until when it stays open. */
export function openUntil(path: string, now = Date.now()): number | undefined {
  const until = open.get(path);
  if (until === undefined) return undefined;
  if (until > now) return until;
  open.delete(path);
  return undefined;
}

/** A failed call of `path` that took `tookMs` of a `timeoutMs` budget. */
export function failed(path: string, tookMs: number, timeoutMs: number, windowMs: number, now = Date.now()) {
  if (windowMs <= 0 || tookMs < timeoutMs / 2) return;
  if (open.size >= MAX_PATHS) open.clear();
  open.set(path, now + windowMs);
}

export function succeeded(path: string) {
  open.delete(path);
}

/** Forgets every breaker (tests; a new isolate starts with none). */
export function clearBreakers() {
  open.clear();
}
