/**
 * The island runtime (docs/architecture.md, "Islands"), the only script a page references, and
 * only when it has an island. It finds each [data-island], waits for the island's
 * strategy, then lazily imports React and the island and hydrates it. One island's
 * failure is reported and the others carry on. `body[data-islands="ready"]` is set
 * once every island with a load or idle strategy has hydrated or failed.
 */
import "@vitejs/plugin-react/preamble";
import { islandLoaders, type IslandName, type Strategy } from "./islands/registry.ts";
import { reportIslandError } from "./islands/runtime/report.ts";
import { hasHeld, replayHeld } from "./islands/runtime/held.ts";
import { schedule, skipped } from "./islands/runtime/strategies.ts";
import { watchForMonitoring } from "./monitoring/index.ts";

// First, so that errors from the start of the page are kept for monitoring.
watchForMonitoring();

type Runtime = typeof import("./islands/runtime/hydrate.tsx");
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime ??= import("./islands/runtime/hydrate.tsx"));

async function start(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  try {
    const loader = islandLoaders[name];
    if (!loader) throw new Error(`unknown island "${name}"`);
    const props = JSON.parse(el.dataset.props ?? "{}") as object;
    const mod = await loader();
    if ("mount" in mod) {
      // A plain island: listeners on server markup, no React.
      await mod.mount(el, props as never);
      el.dataset.hydrated = "true";
    } else {
      const { hydrate } = await loadRuntime();
      await new Promise<void>((resolve) => hydrate(el, name, mod.default as never, props, resolve));
    }
  } catch (error) {
    el.dataset.islandError = "true";
    reportIslandError({ island: name, error, phase: "load" });
  }
  // Alive (or failed: a held link or submit button then does what it does without
  // script): what the visitor did before is acted on now, once each.
  replayHeld(el);
}

function boot() {
  const eager: Promise<void>[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    // Marked before anything else, so an island is never hydrated twice.
    if (el.dataset.islandState) continue;
    if (skipped(el)) {
      el.dataset.islandState = "skipped";
      continue;
    }
    el.dataset.islandState = "scheduled";
    const strategy = (el.dataset.strategy ?? "load") as Strategy;
    const done = new Promise<void>((resolve) => {
      let started = false;
      const go = () => {
        if (started) return;
        started = true;
        void start(el).finally(resolve);
      };
      // A visitor already used one of its controls: start now, whatever the strategy.
      el.addEventListener("zevar:held", go, { once: true });
      if (hasHeld(el)) go();
      else schedule(el, strategy, go);
    });
    if (strategy === "load" || strategy === "idle") eager.push(done);
  }
  void Promise.all(eager).then(() => {
    document.body.dataset.islands = "ready";
  });
  if (document.querySelector("[data-not-found]")) console.info(`404: no page at ${location.pathname}`);
  headerScrollFallback();
  invokerFallback();
  demoPreselect();
  dropdownDismissal();
  menus();
}

/**
 * The header's two disclosures, the mobile menu and the language menu, are <details> that
 * open without script. While one is open, Escape closes it with the focus back on its
 * toggle, and a click or tap outside closes it. The mobile menu covers the page, so Tab
 * and Shift+Tab go round its own items instead of reaching the page hidden under it; the
 * language menu is a small list, so focus leaving it (Tab past its last link) closes it
 * (WCAG 2.4.3, 2.4.11, 1.4.13).
 */
function menus() {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("[data-mobile-menu], [data-language-menu]")) {
    const toggle = menu.querySelector<HTMLElement>(":scope > summary")!;
    const trap = menu.hasAttribute("data-mobile-menu");
    menu.addEventListener("keydown", (e) => {
      if (!menu.open) return;
      if (e.key === "Escape") {
        e.preventDefault();
        menu.open = false;
        toggle.focus();
        return;
      }
      if (!trap || e.key !== "Tab") return;
      // What can take the focus now: items inside closed sub-menus are not rendered.
      const stops = [...menu.querySelectorAll<HTMLElement>("summary, a[href], button")].filter((el) => el.checkVisibility());
      const first = stops[0];
      const last = stops.at(-1);
      if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      } else if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      }
    });
    // A click outside closes either; the focus moving to another element outside, the language menu.
    const outside = (e: Event) => {
      if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
    };
    document.addEventListener("click", outside);
    if (!trap) document.addEventListener("focusin", outside);
  }
}

/**
 * Header dropdowns open by CSS alone (:hover, :focus-within). This script adds what
 * CSS cannot: WCAG 1.4.13, an open dropdown is dismissed with Escape without moving
 * the pointer or the focus (it stays hidden until the pointer or focus leaves its
 * item), and each item's link tells assistive technology whether its dropdown is
 * shown (aria-expanded, kept in step with what is on screen).
 */
function dropdownDismissal() {
  const nav = document.querySelector<HTMLElement>("[data-site-header] nav");
  if (!nav) return;
  const items = [...nav.querySelectorAll<HTMLElement>("li:has(> ul)")];
  const isOpen = (li: HTMLElement) => li.matches(":hover, :focus-within") && li.dataset.dismissed === undefined;
  // After the event: :hover and :focus-within have caught up by then.
  const sync = () =>
    setTimeout(() => {
      for (const li of items) li.querySelector(":scope > a")?.setAttribute("aria-expanded", String(isOpen(li)));
    });
  for (const li of items) {
    const clear = () => delete li.dataset.dismissed;
    li.addEventListener("pointerleave", clear);
    li.addEventListener("focusout", (e) => {
      if (!li.contains(e.relatedTarget as Node | null)) clear();
    });
    for (const type of ["pointerenter", "pointerleave", "focusin", "focusout"]) li.addEventListener(type, sync);
  }
  sync();
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const open = items.filter(isOpen);
    if (!open.length) return;
    for (const li of open) li.dataset.dismissed = "";
    // Focus inside a dropdown goes back to the item that opened it (the outermost one).
    const top = open[0]!;
    if (top.contains(document.activeElement)) top.querySelector<HTMLElement>(":scope > a")?.focus();
    sync();
  });
}

/**
 * Buttons open and close the demo dialog with invoker commands (command/commandfor),
 * which need no script; this covers browsers that do not have them yet.
 */
function invokerFallback() {
  if ("command" in HTMLButtonElement.prototype) return;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[commandfor]");
    if (!button) return;
    const target = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !target.open) target.showModal();
    else if (command === "close") target.close();
  });
}

/**
 * A call to action for one edition (the jeweller tools') opens the demo form with that
 * software chosen: `data-software` names it (SPEC section 3's value).
 */
function demoPreselect() {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>("[data-demo-open][data-software]");
    const select = button && (document.querySelector(`#${button.getAttribute("commandfor")} select[name="sel1"]`) as { value: string } | null);
    if (select) select.value = button.dataset.software ?? select.value;
  });
}

/** Where CSS scroll timelines are missing, mark the header once scrolled > 10 px. */
function headerScrollFallback() {
  if (CSS.supports("animation-timeline: scroll()")) return;
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  let queued = false;
  const update = () => {
    queued = false;
    header.toggleAttribute("data-scrolled", window.scrollY > 10);
  };
  window.addEventListener("scroll", () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  }, { passive: true });
  update();
}

// The script is an async module: it may run before the body has been parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
else boot();
