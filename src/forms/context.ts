/**
 * A lead's context (issue 41, docs/leads.md "Context"): where the visitor asked from,
 * the tool they worked with in this visit, and the campaign that brought them. It goes
 * to the origin as extra fields of the same multipart post, after the specification's
 * fields, which stay exactly as they are. The browser sends what it knows (the page,
 * the tool, the touches it kept); the worker adds what it knows (the language, the
 * time, whether the lead waited on the queue) and drops whatever is not well formed:
 * a forged or oversized context never blocks a lead.
 *
 * Shared by the form islands and the worker: small, no dependency.
 */

/** Sent by the page (a hidden field without script, the islands with it). */
export const CONTEXT_FIELDS = {
  /** The page the lead was sent from: path and query ("/gu/tools/jewellery-estimate?…"). */
  page: "context_page",
  /** The tool used in this visit, by its path name ("jewellery-estimate"). */
  tool: "context_tool",
  /** The link to the figures worked out with it: a path of this site with its query. */
  toolLink: "context_tool_link",
  /** The first campaign touch this browser remembers (90 days), as a query string. */
  touchFirst: "context_touch_first",
  /** The first and the last touch of this visit. */
  touchVisit: "context_touch_visit",
  touchLast: "context_touch_last",
  /** The lead's short reference, which the visitor may quote on WhatsApp (./follow-up.ts). */
  ref: "context_ref",
} as const;

/** Added by the worker. */
export const SERVER_CONTEXT_FIELDS = {
  /** The language of the page the lead was posted from (the registry's code). */
  language: "context_language",
  /** When the worker received the lead (ISO 8601, UTC). */
  receivedAt: "context_received_at",
  /** "1" when the lead reached the origin from the queue, the origin having failed. */
  queued: "context_queued",
} as const;

/** What a touch may name: the campaign's parameters and the referring host. */
export const TOUCH_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "referrer"] as const;

/** The bounds of a context field (characters). */
export const CONTEXT_MAX = { page: 1024, tool: 40, touchValue: 200, touch: 1024 } as const;

/** A path of this site with its query: no scheme, no host, nothing a page could run. */
function isSitePath(value: string): boolean {
  return value.length <= CONTEXT_MAX.page && /^\/(?!\/)[\x21-\x7e]*$/.test(value) && !/[<>"'`\\]/.test(value);
}

/** A touch re-written with only its known parameters, each bounded; "" when nothing is left. */
export function cleanTouch(value: string): string {
  if (value.length > CONTEXT_MAX.touch) return "";
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(value);
  } catch {
    return "";
  }
  const out = new URLSearchParams();
  for (const key of TOUCH_KEYS) {
    const v = params.get(key);
    // Printable text only, no markup: a campaign name is a label, not HTML.
    if (v && v.length <= CONTEXT_MAX.touchValue && !/[\p{Cc}<>"`\\]/u.test(v)) out.set(key, v);
  }
  return out.toString();
}

/**
 * The context fields of a post, each checked: what is kept, and the names of what was
 * dropped (forged, oversized, unknown), for a log line that never holds the values.
 */
export function cleanContext(values: Readonly<Record<string, string>>): { context: Record<string, string>; dropped: string[] } {
  const context: Record<string, string> = {};
  const dropped: string[] = [];
  const known = new Set<string>(Object.values(CONTEXT_FIELDS));
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith("context_")) continue;
    if (value === "") continue;
    const kept = !known.has(name)
      ? ""
      : name === CONTEXT_FIELDS.page || name === CONTEXT_FIELDS.toolLink
        ? (isSitePath(value) ? value : "")
        : name === CONTEXT_FIELDS.tool
          ? (/^[a-z0-9-]{1,40}$/.test(value) ? value : "")
          : name === CONTEXT_FIELDS.ref
            ? (/^[0-9A-F]{6}$/.test(value) ? value : "")
            : cleanTouch(value);
    if (kept) context[name] = kept;
    else dropped.push(name.slice(0, 40).replace(/[^\w-]/g, "?"));
  }
  return { context, dropped };
}
