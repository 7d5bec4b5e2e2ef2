/**
 * The worker's settings, in one place: every variable of wrangler.toml's [vars] (and
 * the secrets) parsed and checked once per set of bindings with valibot, each with its
 * default. A value that cannot be used (a timeout of "abc", a negative size) falls back
 * to its default rather than turning a page into an error. Nothing else reads a
 * setting from `env`; bindings (KV, queues, limiters) are still read from `env`.
 */
import * as v from "valibot";

/** A whole number ≥ min from a variable, or the default. */
const count = (fallback: number, min = 0) =>
  v.fallback(v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.number(), v.integer(), v.minValue(min)), fallback);

/** A positive number (hours, a speed factor), or the default. */
const positive = (fallback: number, min: number) =>
  v.fallback(v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.number(), v.finite(), v.minValue(min)), fallback);

const text = (fallback: string) => v.fallback(v.optional(v.string(), fallback), fallback);
const secret = v.fallback(v.pipe(v.optional(v.string()), v.transform((s) => s || undefined)), undefined);

const schema = v.object({
  SITE_URL: text("https://www.zevar.example"),
  ORIGIN_URL: text("https://origin.zevar.example"),
  ORIGIN_TIMEOUT_MS: count(2500, 1),
  ORIGIN_POST_TIMEOUT_MS: count(8000, 1),
  ORIGIN_POST_ABANDON_MS: count(25_000, 1),
  LEAD_BODY_TIMEOUT_MS: count(10_000, 1),
  ORIGIN_BREAKER_MS: count(60_000),
  CACHE_MEMORY_MS: count(30_000),
  HTML_CACHE_MAX: count(200),
  LOG_LEVEL: v.fallback(v.optional(v.picklist(["debug", "info", "warn", "error"]), "info"), "info"),
  LEAD_RATE_LIMIT: v.fallback(v.pipe(v.optional(v.string(), "on"), v.transform((s) => s !== "off")), true),
  LEAD_GIVE_UP_HOURS: positive(24, Number.MIN_VALUE),
  LEAD_CLOCK_SPEED: positive(1, 1),
  LEAD_KEY_SECRET: secret,
  LEAD_WEBHOOK_URL: text(""),
  LEAD_WEBHOOK_SECRET: secret,
  LEAD_WEBHOOK_TIMEOUT_MS: count(10_000, 1),
  ADMIN_TOKEN: secret,
  TOOLS_OFFLINE: v.fallback(v.pipe(v.optional(v.string(), "on"), v.transform((s) => s !== "off")), true),
  OFFLINE_VERSION: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{0,40}$/)), ""), ""),
  PREVIEW_LANGUAGES: v.fallback(
    v.pipe(
      v.optional(v.string(), ""),
      v.transform((s): "all" | readonly string[] => (s.trim() === "all" ? "all" : s.split(",").map((c) => c.trim()).filter(Boolean))),
    ),
    [],
  ),
});

export type Config = {
  siteUrl: string;
  originUrl: string;
  originTimeoutMs: number;
  originPostTimeoutMs: number;
  /**
   * How long a lead post may run in all (ORIGIN_POST_ABANDON_MS, never below the post
   * timeout): past ORIGIN_POST_TIMEOUT_MS the visitor is answered, but the post is still
   * awaited this long, so a slow origin that then stores it is not posted to again
   * (docs/leads.md, "Duplicates"). Within waitUntil's 30 s after an answer.
   */
  originPostAbandonMs: number;
  /** How long a lead's body may take to arrive (LEAD_BODY_TIMEOUT_MS): then 408. */
  leadBodyTimeoutMs: number;
  /** How long a failed origin read is remembered, answered from the cache or the default meanwhile (ORIGIN_BREAKER_MS; 0: off). */
  originBreakerMs: number;
  cacheMemoryMs: number;
  htmlCacheMax: number;
  logLevel: "debug" | "info" | "warn" | "error";
  /** false: LEAD_RATE_LIMIT=off (load tests and the browser tests only). */
  leadRateLimit: boolean;
  leadGiveUpHours: number;
  leadClockSpeed: number;
  leadKeySecret: string | undefined;
  /**
   * Where every received lead is also handed as signed JSON (LEAD_WEBHOOK_URL: a CRM's
   * endpoint; empty: no hand-off), signed with LEAD_WEBHOOK_SECRET, each post given
   * LEAD_WEBHOOK_TIMEOUT_MS (docs/leads.md, "CRM hand-off").
   */
  leadWebhook: { url: string; secret: string | undefined; timeoutMs: number } | undefined;
  adminToken: string | undefined;
  /** false: TOOLS_OFFLINE=off, no service worker (and one that is installed removes itself: docs/offline.md). */
  toolsOffline: boolean;
  /** Added to the build's id in the service worker's version: OFFLINE_VERSION (the browser test's second deploy only). */
  offlineVersion: string;
  /**
   * The preview languages the language links offer (PREVIEW_LANGUAGES: codes separated by
   * commas, or "all"; docs/i18n.md "A language's status"). A preview language's pages are
   * served whatever it says.
   */
  previewLanguages: "all" | readonly string[];
};

/** The variables config() reads; any of them may be missing. */
export type ConfigVars = Partial<Record<keyof v.InferInput<typeof schema>, string>>;

const parsed = new WeakMap<object, Config>();

export function config(env: object): Config {
  let c = parsed.get(env);
  if (!c) {
    const o = v.parse(schema, Object.fromEntries(Object.keys(schema.entries).map((k) => [k, typeof (env as Record<string, unknown>)[k] === "string" ? (env as Record<string, string>)[k] : undefined])));
    c = {
      siteUrl: o.SITE_URL,
      originUrl: o.ORIGIN_URL,
      originTimeoutMs: o.ORIGIN_TIMEOUT_MS,
      originPostTimeoutMs: o.ORIGIN_POST_TIMEOUT_MS,
      originPostAbandonMs: Math.max(o.ORIGIN_POST_ABANDON_MS, o.ORIGIN_POST_TIMEOUT_MS),
      leadBodyTimeoutMs: o.LEAD_BODY_TIMEOUT_MS,
      originBreakerMs: o.ORIGIN_BREAKER_MS,
      cacheMemoryMs: o.CACHE_MEMORY_MS,
      htmlCacheMax: o.HTML_CACHE_MAX,
      logLevel: o.LOG_LEVEL,
      leadRateLimit: o.LEAD_RATE_LIMIT,
      leadGiveUpHours: o.LEAD_GIVE_UP_HOURS,
      leadClockSpeed: o.LEAD_CLOCK_SPEED,
      leadKeySecret: o.LEAD_KEY_SECRET,
      leadWebhook: /^https?:\/\//.test(o.LEAD_WEBHOOK_URL) ? { url: o.LEAD_WEBHOOK_URL, secret: o.LEAD_WEBHOOK_SECRET, timeoutMs: o.LEAD_WEBHOOK_TIMEOUT_MS } : undefined,
      adminToken: o.ADMIN_TOKEN,
      toolsOffline: o.TOOLS_OFFLINE,
      offlineVersion: o.OFFLINE_VERSION,
      previewLanguages: o.PREVIEW_LANGUAGES,
    };
    parsed.set(env, c);
  }
  return c;
}
