/**
 * Cloudflare's rate limiters count in fixed windows of their period, and so does
 * miniflare's (its buckets are emptied when `Date.now() / period` turns over). A test
 * that makes ten posts and expects the eleventh refused therefore fails when the
 * minute turns between them: the limiter starts again from zero (a CI run on a loaded
 * machine did exactly that, 26 November 2026).
 *
 * `inOneWindow` runs `sequence` and returns its result once a run began and ended in
 * the same window. A run that straddled a boundary is run again with the next attempt
 * number, which the sequence puts into its limiter key (a client address), so the
 * new run starts from an empty bucket. The second run begins just after a boundary,
 * so it straddles the next one only if it takes nearly a whole period.
 */
export async function inOneWindow<T>(sequence: (attempt: number) => Promise<T>, periodSeconds = 60): Promise<T> {
  const windowOf = () => Math.floor(Date.now() / (periodSeconds * 1000));
  for (let attempt = 0; attempt < 2; attempt++) {
    const started = windowOf();
    const result = await sequence(attempt);
    if (windowOf() === started) return result;
    console.info(`inOneWindow: run ${attempt + 1} straddled a ${periodSeconds} s limiter window; running it again with a fresh key`);
  }
  throw new Error(`two runs in a row straddled a ${periodSeconds} s limiter window: each took longer than the window`);
}
