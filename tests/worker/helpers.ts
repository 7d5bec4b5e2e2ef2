import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import worker from "../../worker/index.ts";
import { clearMemoryCache } from "../../worker/origin/cache.ts";

export const SITE = "https://www.zevar.example";

/**
 * Vars for a test whose subject is the origin's timeout. Every other test runs with the
 * patient 5 s of vitest.config.ts: a short timeout is passed now and then on a loaded
 * machine by the stand-in's own answer, and the fault then reads "timeout".
 */
export const HASTY = { ORIGIN_TIMEOUT_MS: "400" };

export type OriginRequest = { method: string; path: string; fields?: Record<string, string> | null };

/**
 * A test suite's own slice of the origin stand-in (/t/{name}/...): its own fault
 * mode and request log, so suites never see each other's calls. Without a name it
 * is the stand-in's default slice, the ORIGIN_URL the worker (and its queue
 * consumer) is configured with; only tests/worker/leads-queue.test.ts uses it.
 */
export function originTenant(name?: string) {
  const url = name ? `${inject("originUrl")}/t/${name}` : inject("originUrl");
  const control = (path: string, init?: RequestInit) => fetch(`${url}/__control/${path}`, init);
  return {
    url,
    async mode(mode: string, extra: { delayMs?: number; paths?: string[]; chars?: number; items?: number } = {}) {
      const res = await control("mode", { method: "POST", body: JSON.stringify({ mode, ...extra }) });
      if (!res.ok) throw new Error(`mode ${mode}: ${res.status}`);
    },
    /** This tenant's blogs (full objects) and what's-new items instead of the samples, until reset. */
    async content(content: { blogs?: object[]; whatnew?: object[] }) {
      const res = await control("content", { method: "POST", body: JSON.stringify(content) });
      if (!res.ok) throw new Error(`content: ${res.status}`);
    },
    async reset() {
      await control("reset", { method: "POST" });
    },
    async requests(): Promise<OriginRequest[]> {
      return (await control("requests")).json();
    },
    /**
     * Marks this tenant's request log now: the function returned reads only the requests
     * made after the mark, so a test asserts on the calls it caused and not on what
     * earlier tests left in the log. (A reset after the mark makes it read fewer, never more.)
     */
    async mark(): Promise<() => Promise<OriginRequest[]>> {
      const log = async (): Promise<OriginRequest[]> => (await control("requests")).json();
      const seen = (await log()).length;
      return async () => (await log()).slice(seen);
    },
    async leads(): Promise<{ idempotency_key: string | null; name: string; email: string; remark: string }[]> {
      return (await control("leads")).json();
    },
  };
}

export type Tenant = ReturnType<typeof originTenant>;

/** Sends one request through the worker with this tenant as its origin, waiting for waitUntil work. */
export async function send(tenant: Tenant, path: string, init?: RequestInit, vars: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  let request = new Request(path.startsWith("http") ? path : `${SITE}${path}`, init);
  // Over HTTP a browser's form post carries its Content-Length; a Request made here has
  // none until it is sent. A streamed body stays without one: that is a chunked post.
  if (request.body && !(init?.body instanceof ReadableStream) && !request.headers.has("content-length")) {
    const bytes = await request.arrayBuffer();
    const headers = new Headers(request.headers);
    headers.set("content-length", String(bytes.byteLength));
    request = new Request(request.url, { method: request.method, headers, body: bytes, redirect: request.redirect });
  }
  const res = await worker.fetch(request, { ...env, ORIGIN_URL: tenant.url, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, status: res.status };
}

/** Empties KV and the isolate's memory layer: a cold cache. */
export async function clearCache() {
  clearMemoryCache();
  const { keys } = await env.ORIGIN_CACHE.list();
  await Promise.all(keys.map((k) => env.ORIGIN_CACHE.delete(k.name)));
}

/** The text of the first element matching a simple tag/attribute pattern. */
export function headValue(html: string, pattern: RegExp): string | undefined {
  const m = pattern.exec(html);
  return m?.[1]?.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}

export const titleOf = (html: string) => headValue(html, /<title>([^<]*)<\/title>/);
export const descriptionOf = (html: string) => headValue(html, /<meta name="description" content="([^"]*)"/);
export const keywordsOf = (html: string) => headValue(html, /<meta name="keywords" content="([^"]*)"/);
export const canonicalOf = (html: string) => headValue(html, /<link rel="canonical" href="([^"]*)"/);
/** The <h1>'s text, inner tags and React's text separators removed. */
export const h1Of = (html: string) => headValue(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, "");
