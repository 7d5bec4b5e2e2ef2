/**
 * The Workers edge cache (caches.default) for the picture routes, made safe to lose
 * (issue 24 item 11, docs/security.md "Origin answers and caches"): its calls can throw
 * (locally when two servers share .wrangler/state), and a picture must then be fetched
 * or replaced by the placeholder, never answered with a 500. The first failure of a
 * request is reported once; the request's later calls skip the cache.
 */
export type EdgeCache = {
  match(key: Request): Promise<Response | undefined>;
  /** Keeps `res` under `key`; never rejects. */
  put(key: Request, res: Response): Promise<void>;
};

export function edgeCache(onFailure: (reason: string) => void): EdgeCache {
  let broken = false;
  const fail = (e: unknown) => {
    if (broken) return;
    broken = true;
    onFailure(String(e));
  };
  // The DOM lib's CacheStorage (one tsconfig for both sides) lacks the Workers' default cache.
  const cache = () => (caches as unknown as { default: Cache }).default;
  return {
    async match(key) {
      if (broken) return undefined;
      try {
        return await cache().match(key);
      } catch (e) {
        fail(e);
        return undefined;
      }
    },
    async put(key, res) {
      if (broken) return void (await res.body?.cancel());
      try {
        await cache().put(key, res);
      } catch (e) {
        fail(e);
      }
    },
  };
}
