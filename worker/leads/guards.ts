/**
 * Checks every form post passes before its fields are read: pure functions of the
 * request, unit-tested. Each refusal carries a message a visitor can act on.
 */
export type Refusal = { status: 400 | 403 | 411 | 413 | 415 | 429; message: string };

export const MAX_BODY_BYTES = 32 * 1024;

export const REFUSALS = {
  tooLarge: { status: 413, message: "The form is too large to send. Please shorten your message." },
  lengthRequired: { status: 411, message: "Please send the form from the page again (its size was not given)." },
  contentType: { status: 415, message: "Please send the form as form data." },
  crossSite: { status: 403, message: "Forms can only be sent from the Zevar ERP website." },
  unreadable: { status: 400, message: "We could not read the form. Please try again." },
  file: { status: 400, message: "Files cannot be attached to this form." },
  honeypot: { status: 400, message: "Your request looks automated and was not sent. Please call us instead." },
  rateLimited: { status: 429, message: "Too many requests. Please wait a minute and try again." },
} as const satisfies Record<string, Refusal>;

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

/** How long two identical keyless posts count as one (a double submit, a reload). */
export const CONTENT_KEY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The key of a post that brought none (a plain HTML form): a hash of the validated
 * lead and a ten-minute window. Pressing Send twice, or reloading the result page,
 * without JavaScript then reaches the origin as one lead, while the same person
 * writing again later is a new one.
 */
export async function contentKey(kind: string, fields: Record<string, string | undefined>, now: number): Promise<string> {
  const window = Math.floor(now / CONTENT_KEY_WINDOW_MS);
  const text = JSON.stringify([kind, window, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `form-${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
