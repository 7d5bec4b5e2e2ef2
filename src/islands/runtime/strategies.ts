/**
 * When an island hydrates (docs/architecture.md, "Islands"). Each strategy calls `start` once.
 * The island wrapper has `display: contents`, so "visible" watches its children.
 */
import type { SkipCondition, Strategy } from "../registry.ts";
import { hold } from "./held.ts";

type Start = () => void;

/** After the load event: nothing an island does competes with the page's own first parse, style and layout. */
function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", () => run(), { once: true });
}

/** Once the page has loaded and the main thread is idle (at the latest 2 s after load). */
export function onIdle(start: () => void) {
  afterLoad(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => start(), { timeout: 2000 });
    else setTimeout(() => start(), 200);
  });
}

/** Near the viewport, and not before the page has loaded and gone idle (a banner's scene waits for the page). */
function onVisible(el: HTMLElement, start: Start) {
  onIdle(() => watchVisible(el, start));
}

function watchVisible(el: HTMLElement, start: Start) {
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
const CLICKABLE = "button, a, summary, label, input, select, textarea, [role=button]";

/**
 * Hydrates on the first sign of interest. A click that lands before the island is
 * live (it usually follows the pointerdown that started hydration) is held back —
 * on any control here, links and submit buttons too, since the island's script is
 * already on its way — and replayed on the same control once the island has
 * hydrated (src/client.ts).
 */
function onInteraction(el: HTMLElement, start: Start) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, go);
    start();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, go, { passive: true });
  const catchClick = (event: Event) => {
    if (el.dataset.hydrated || el.dataset.islandError) {
      el.removeEventListener("click", catchClick, { capture: true });
      return;
    }
    const control = (event.target as Element).closest<HTMLElement>(CLICKABLE);
    event.preventDefault();
    event.stopPropagation();
    if (control && el.contains(control)) hold({ el: control, type: "click" });
    go();
  };
  el.addEventListener("click", catchClick, { capture: true });
}

export function schedule(el: HTMLElement, strategy: Strategy, start: Start) {
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

const SKIP: Record<SkipCondition, () => boolean> = {
  "reduced-motion": () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  "save-data": () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData),
};

/** True when one of the island's `data-unless` conditions holds: it is then never loaded. */
export function skipped(el: HTMLElement): boolean {
  const conditions = (el.dataset.unless ?? "").split(" ").filter(Boolean) as SkipCondition[];
  return conditions.some((c) => SKIP[c]?.());
}
