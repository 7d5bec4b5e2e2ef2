/**
 * Checks every form post passes before its fields are read: pure functions of the
 * request, unit-tested. Each refusal has a message a visitor can act on, in every
 * language (`refusals` in src/content/<code>/forms.ts; worker/leads/answers.ts picks the
 * posting page's).
 */
import type { RefusalCode } from "../../src/content/model/forms.ts";

/** A refused post: its HTTP status, and what it says (the texts, by code and language, in src/content/<code>/forms.ts). */
export type Refusal = { status: 400 | 403 | 408 | 411 | 413 | 415 | 429; code: RefusalCode };

export const MAX_BODY_BYTES = 32 * 1024;

const STATUS = {
  tooLarge: 413,
  lengthRequired: 411,
  contentType: 415,
  crossSite: 403,
  unreadable: 400,
  file: 400,
  honeypot: 400,
  rateLimited: 429,
  siteBusy: 429,
  noClient: 400,
  serverKey: 400,
  slowBody: 408,
} as const satisfies Record<RefusalCode, Refusal["status"]>;

export const REFUSALS = Object.fromEntries(Object.entries(STATUS).map(([code, status]) => [code, { status, code }])) as {
  [K in RefusalCode]: { status: (typeof STATUS)[K]; code: K };
};

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A body is refused before a byte of it is read when it does not say its size
 * (chunked: browsers always give a form's Content-Length) or says it is over the limit.
 */
export function bodySizeRefusal(headers: { contentLength?: string; transferEncoding?: string }): Refusal | undefined {
  if (headers.transferEncoding || headers.contentLength === undefined || !/^\d{1,12}$/.test(headers.contentLength)) return REFUSALS.lengthRequired;
  return Number(headers.contentLength) > MAX_BODY_BYTES ? REFUSALS.tooLarge : undefined;
}

export function isFormContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.includes(type);
}

/**
 * Same-origin posts only. Browsers say where a request comes from in
 * `Sec-Fetch-Site`, which pages cannot forge; when it is there it decides (a form
 * navigation may carry `Origin: null` under a strict referrer policy). Older browsers
 * send only `Origin`; a request with neither (curl, server clients) is let through
 * and the other checks still apply.
 */
export function isSameOrigin(headers: { origin?: string; secFetchSite?: string }, allowed: string[]): boolean {
  const site = headers.secFetchSite;
  if (site === "same-origin" || site === "none") return true;
  if (site === "cross-site") return false;
  // same-site (zevar.example → www.zevar.example), or an older browser: the origin decides.
  if (!headers.origin) return site === undefined;
  return allowed.includes(headers.origin);
}

/** A client-chosen idempotency key, when it is plain and short; else none (the worker makes one). */
export function clientKey(header: string | undefined): string | undefined {
  return header && /^[A-Za-z0-9_-]{8,100}$/.test(header) ? header : undefined;
}

/** The prefixes of the keys the worker makes; a client may not claim them. */
export const SERVER_KEY_PREFIXES = ["form-", "lead-"] as const;

export function claimsServerKey(header: string | undefined): boolean {
  return SERVER_KEY_PREFIXES.some((p) => header?.toLowerCase().startsWith(p));
}

/** How long two identical keyless posts count as one (a double submit, a reload). */
export const CONTENT_KEY_WINDOW_MS = 10 * 60 * 1000;

async function hmacHex(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(text)));
  return Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The key the origin sees for a lead, an HMAC under LEAD_KEY_SECRET, so nobody outside
 * can compute or reuse one:
 *   - with a client key (the form makes one per filled-in form): `lead-` + HMAC(kind |
 *     client key | fields). A resend of the same lead is the same key; the same client
 *     key on another lead (another kind, other fields) is another key, so a key seen
 *     once cannot make the worker drop someone else's lead as "already delivered".
 *   - without one (a plain HTML form): `form-` + HMAC(kind | ten-minute window | fields).
 *     Pressing Send twice, or reloading the result page, is then one lead, while the
 *     same person writing again later is a new one.
 */
export async function leadKey(
  secret: string,
  kind: string,
  fields: Record<string, string | undefined>,
  client: string | undefined,
  now: number,
): Promise<string> {
  const normalised = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (client) return `lead-${await hmacHex(secret, JSON.stringify(["lead", kind, client, normalised]))}`;
  const window = Math.floor(now / CONTENT_KEY_WINDOW_MS);
  return `form-${await hmacHex(secret, JSON.stringify(["form", kind, window, normalised]))}`;
}

/**
 * The rate limiter's bucket for a client address: an IPv6 client is its /64 (one
 * household or phone gets a whole /64 and can rotate inside it), IPv4 the address.
 */
export function clientBucket(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
