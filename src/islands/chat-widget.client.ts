/**
 * The floating chat's only script (a plain island: no React). The panel already
 * opens and closes as a native popover; this sends the message to WhatsApp
 * url-encoded in a new tab, ignores blank messages and clears the input
 * (SPEC "Floating chat"). It also keeps the visit's campaign touch (./lead-context.ts).
 */
import { whatsappUrl } from "../content/site.ts";
import type { ChatWidgetProps } from "./chat-widget.tsx";
import { keepTouch } from "./lead-context.ts";

export function mount(el: HTMLElement, { whatsapp, texts }: ChatWidgetProps) {
  // The chat starts when the page is idle on every page that has it: the moment to keep
  // the campaign or site that brought the visitor here, for a lead sent later in the
  // visit (docs/leads.md, "Context"), without a byte of the first load.
  keepTouch();
  keepFocusClear(el);
  const form = el.querySelector("form");
  const input = form?.querySelector<HTMLInputElement>('input[name="text"]');
  if (!form || !input) throw new Error("chat widget markup is missing its form");
  // From here on a blank message is ignored without the browser's validation bubble
  // (and the input no longer announces itself as required).
  form.noValidate = true;
  input.required = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    // The page it was sent from goes with it, so the reply can start from there (docs/leads.md, "Context").
    const from = texts.fromPage.replace("{page}", location.origin + location.pathname + location.search);
    window.open(whatsappUrl(whatsapp, `${text}\n\n${from}`), "_blank", "noopener,noreferrer");
    input.value = "";
  });
}

/**
 * A field or button reached with Tab is never left under the floating button (issue 23
 * item 3). The browser scrolls a focused element clear of it (scroll-padding-bottom,
 * src/styles.css) only when the element was off screen; one already on screen but under
 * the button is scrolled up here, into the room that padding keeps. The page's foot has
 * that room too (src/layout/footer.tsx). Elements in a modal dialog lie above it.
 */
function keepFocusClear(el: HTMLElement) {
  const button = el.querySelector<HTMLElement>("[popovertarget]");
  if (!button) return;
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || el.contains(target) || target.closest("dialog")) return;
    // A visually hidden checkbox (a pause control) is seen as its label.
    const shown = target.closest("label") ?? target;
    const a = shown.getBoundingClientRect();
    const b = button.getBoundingClientRect();
    if (a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right) shown.scrollIntoView({ block: "nearest" });
  });
}
