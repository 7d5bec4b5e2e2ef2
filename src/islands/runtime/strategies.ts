/**
 * When an island hydrates (CONVENTIONS 9). Each strategy calls `start` once.
 * The island wrapper has `display: contents`, so "visible" watches its children.
 */
import type { Strategy } from "../registry.ts";

type Start = () => void;

function onIdle(start: Start) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => start(), { timeout: 2000 });
  else setTimeout(() => start(), 200);
}

function onVisible(el: HTMLElement, start: Start) {
  const targets = [...el.children];
  if (!("IntersectionObserver" in window) || targets.length === 0) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: "200px" },
  );
  for (const t of targets) observer.observe(t);
}

const INTERACTIONS = ["pointerover", "pointerdown", "focusin", "touchstart", "keydown"] as const;

/**
 * Hydrates on the first sign of interest. A click that lands before hydration is
 * held back and replayed on the same element once the island is live.
 */
function onInteraction(el: HTMLElement, start: (replay?: HTMLElement) => void) {
  let started = false;
  const go = (replay?: HTMLElement) => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, trigger);
    start(replay);
  };
  const trigger = () => go();
  for (const type of INTERACTIONS) el.addEventListener(type, trigger, { once: true, passive: true });
  el.addEventListener(
    "click",
    (event) => {
      if (el.dataset.hydrated) return;
      event.preventDefault();
      event.stopPropagation();
      go(event.target as HTMLElement);
    },
    { capture: true, once: true },
  );
}

export function schedule(el: HTMLElement, strategy: Strategy, start: (replay?: HTMLElement) => void) {
  switch (strategy) {
    case "load":
      return start();
    case "idle":
      return onIdle(start);
    case "visible":
      return onVisible(el, start);
    case "interaction":
      return onInteraction(el, start);
  }
}
