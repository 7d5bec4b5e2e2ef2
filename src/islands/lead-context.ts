/**
 * A lead's context in the browser (issue 41, docs/leads.md "Context"): the campaign
 * touches and the tool used in this visit, kept in the browser's storage — never in a
 * cookie, so pages stay cacheable — and added to a lead's post when it is sent. The
 * worker checks every field again (src/forms/context.ts). Storage can be refused
 * (private modes, full quota): then nothing is kept and the lead goes without it.
 */
import { cleanTouch, CONTEXT_FIELDS, TOUCH_KEYS } from "../forms/context.ts";

const FIRST = "zevar:touch-first";
const VISIT = "zevar:touch-visit";
const LAST = "zevar:touch-last";
const TOOL = "zevar:tool";
/** How long the first touch this browser remembers is kept. */
const FIRST_DAYS = 90;
const DAY_MS = 86_400_000;

function read(store: Storage, key: string): string {
  try {
    return store.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function write(store: Storage, key: string, value: string) {
  try {
    store.setItem(key, value);
  } catch {
    /* refused: the lead goes without it */
  }
}

/** The first touch remembered, if it is not older than 90 days: "<ms>|<touch>". */
function firstTouch(now: number): string {
  const [at = "", touch = ""] = read(localStorage, FIRST).split(/\|(.*)/s);
  return touch && now - Number(at) < FIRST_DAYS * DAY_MS ? touch : "";
}

/**
 * This page's campaign touch (its utm_*, gclid, fbclid, and the referring host when
 * another site sent the visitor), kept as the visit's last, the visit's first if none,
 * and the browser's first if none is remembered.
 */
export function keepTouch(now = Date.now()) {
  const params = new URLSearchParams(location.search);
  const touch = new URLSearchParams();
  for (const key of TOUCH_KEYS) {
    const value = params.get(key);
    if (value) touch.set(key, value);
  }
  try {
    const host = document.referrer ? new URL(document.referrer).host : "";
    if (host && host !== location.host) touch.set("referrer", host);
  } catch {
    /* an unreadable referrer is none */
  }
  const clean = cleanTouch(touch.toString());
  if (!clean) return;
  write(sessionStorage, LAST, clean);
  if (!read(sessionStorage, VISIT)) write(sessionStorage, VISIT, clean);
  if (!firstTouch(now)) write(localStorage, FIRST, `${now}|${clean}`);
}

/** The tool worked with in this visit, and the address of its figures (a path of this site). */
export function keepTool(tool: string, link: string) {
  write(sessionStorage, TOOL, `${tool}|${link}`);
}

/** The context fields of a lead sent now, from this page. */
export function contextFields(now = Date.now()): Record<string, string> {
  const [tool = "", link = ""] = read(sessionStorage, TOOL).split(/\|(.*)/s);
  const fields: Record<string, string> = {
    [CONTEXT_FIELDS.page]: location.pathname + location.search,
    [CONTEXT_FIELDS.tool]: tool,
    [CONTEXT_FIELDS.toolLink]: link,
    [CONTEXT_FIELDS.touchFirst]: firstTouch(now),
    [CONTEXT_FIELDS.touchVisit]: read(sessionStorage, VISIT),
    [CONTEXT_FIELDS.touchLast]: read(sessionStorage, LAST),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v));
}
