/**
 * The id of an empty element closing the header (src/layout/header.tsx), which the first
 * frame waits for. Chromium lets the frame through as soon as that element is inserted,
 * not when its end is parsed (measured here with Chromium 156), so it comes after
 * everything the header shows.
 */
export const HEADER_END = "header-end";

/**
 * The one inline script of every page (its hash is in the CSP's script-src). It runs
 * in <head>, before any island's markup arrives, and holds back what a visitor does
 * to an island before its JavaScript is alive, so that nothing is lost on a slow
 * phone (issue: a tap before hydration):
 *   - a click or tap on a control that does nothing without JavaScript: a
 *     `button[type=button]` or `[role=button]` without a native action of its own
 *     (popovertarget and commandfor buttons work without script and are left alone);
 *   - an arrow, Home, End or Page key on anything but a text field (a carousel).
 * Each is recorded in `window.__zevarHeld` with its control, and the island is told
 * with a `zevar:held` event. Links, summaries, submit buttons and fields keep their
 * native behaviour and are never held. The island runtime (src/client.ts) starts
 * such an island at once, whatever its strategy, and once it has hydrated replays
 * each held event, in order, exactly once, on the same control.
 *
 * It also holds the page's first frame until the header is whole: a page whose HTML
 * arrives in pieces (a slow network's first round trip, a busy server) would otherwise
 * draw half the menu at the far end of the row and move it when the rest arrived (a
 * layout shift, seen in the browser tests). `<link rel=expect blocking=render>` added to
 * the head while it is parsed (Chromium 124+; elsewhere nothing happens); written by the
 * script rather than in the markup because the HTML checker (vnu.jar 26.9) does not yet
 * know `blocking` on an expect link and would report every page.
 */
export const EARLY_SCRIPT =
  '(()=>{var l=document.createElement("link");l.rel="expect";l.href="#' + HEADER_END + '";l.setAttribute("blocking","render");document.head.append(l);var q=window.__zevarHeld=[];function h(e){var t=e.target;if(!(t instanceof Element))return;var i=t.closest("[data-island]");if(!i||i.dataset.hydrated||i.dataset.islandError||i.dataset.islandState=="skipped")return;var c=e.type=="click"?t.closest(\'button[type=button]:not([popovertarget],[commandfor]),[role=button]\'):/^(Arrow|Home$|End$|Page)/.test(e.key)&&!t.closest("input,textarea,select,[contenteditable]")?t:null;if(!c||!i.contains(c))return;e.preventDefault();e.stopImmediatePropagation();q.push({el:c,type:e.type,key:e.key});i.dispatchEvent(new Event("zevar:held"))}addEventListener("click",h,true);addEventListener("keydown",h,true)})()';

/** `'sha256-…'` of EARLY_SCRIPT, for the CSP (tests/unit/early-script.test.ts checks it). */
export const EARLY_SCRIPT_HASH = "'sha256-TS99P23mfZGEx5K2QLIRhoean91M7oKlbSV6I9CNGg0='";

/** One event held back before its island was alive. */
export type HeldEvent = { el: HTMLElement; type: "click" | "keydown"; key?: string };
