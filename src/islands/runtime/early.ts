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
 */
export const EARLY_SCRIPT =
  '(()=>{var q=window.__zevarHeld=[];function h(e){var t=e.target;if(!(t instanceof Element))return;var i=t.closest("[data-island]");if(!i||i.dataset.hydrated||i.dataset.islandError||i.dataset.islandState=="skipped")return;var c=e.type=="click"?t.closest(\'button[type=button]:not([popovertarget],[commandfor]),[role=button]\'):/^(Arrow|Home$|End$|Page)/.test(e.key)&&!t.closest("input,textarea,select,[contenteditable]")?t:null;if(!c||!i.contains(c))return;e.preventDefault();e.stopImmediatePropagation();q.push({el:c,type:e.type,key:e.key});i.dispatchEvent(new Event("zevar:held"))}addEventListener("click",h,true);addEventListener("keydown",h,true)})()';

/** `'sha256-…'` of EARLY_SCRIPT, for the CSP (tests/unit/early-script.test.ts checks it). */
export const EARLY_SCRIPT_HASH = "'sha256-IGDqWVlihAvlwV+OW5MkrrONdhP87DpU1/abuHsS35Q='";

/** One event held back before its island was alive. */
export type HeldEvent = { el: HTMLElement; type: "click" | "keydown"; key?: string };
