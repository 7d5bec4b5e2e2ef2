/**
 * What a visitor did to islands before they were alive: filled by the page's inline
 * catcher (early.ts) and by the interaction strategy, drained by the runtime once an
 * island has hydrated. Each event is replayed once, in the order it happened, on the
 * control it happened on.
 */
import type { HeldEvent } from "./early.ts";

declare global {
  interface Window {
    __zevarHeld?: HeldEvent[];
  }
}

/** The page's queue (the inline catcher made it; a page without it gets an empty one). */
const queue = (): HeldEvent[] => (window.__zevarHeld ??= []);

export function hold(event: HeldEvent) {
  queue().push(event);
}

/** True when something inside this island is waiting for it. */
export function hasHeld(island: HTMLElement): boolean {
  return queue().some((h) => island.contains(h.el));
}

/** Removes this island's held events from the queue and acts on each, in order. */
export function replayHeld(island: HTMLElement) {
  // In place: the inline catcher keeps pushing to this same array.
  const q = queue();
  const mine = q.filter((h) => island.contains(h.el));
  for (const h of mine) q.splice(q.indexOf(h), 1);
  for (const h of mine) {
    if (!h.el.isConnected) continue;
    if (h.type === "click") h.el.click();
    else h.el.dispatchEvent(new KeyboardEvent("keydown", { key: h.key, bubbles: true, cancelable: true }));
  }
}
