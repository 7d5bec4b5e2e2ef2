/**
 * The floating chat's only script (a plain island: no React). The panel already
 * opens and closes as a native popover; this sends the message to WhatsApp
 * url-encoded in a new tab, ignores blank messages and clears the input
 * (SPEC "Floating chat").
 */
import { whatsappUrl } from "../content/site.ts";
import type { ChatWidgetProps } from "./chat-widget.tsx";

export function mount(el: HTMLElement, { whatsapp }: ChatWidgetProps) {
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
    window.open(whatsappUrl(whatsapp, text), "_blank", "noopener,noreferrer");
    input.value = "";
  });
}
