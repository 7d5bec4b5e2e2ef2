/**
 * The tool island: the same view as the server's, recomputed on every change of the
 * form; the address bar, the WhatsApp link and Copy link follow, so what is shared is
 * what is seen. Only fields with something typed in show their message while typing;
 * an empty required field is said on Calculate (the server's answer).
 */
import type { ToolId } from "../content/tools.ts";
import { MAX_PAYMENTS } from "../lib/tools/girvi.ts";
import { canonicalQuery, toolViews } from "../lib/tools/index.ts";
import { resultHtml } from "../lib/tools/result-html.ts";
import { errorId, shareLink, whatsappHref } from "../lib/tools/share.ts";
import type { ToolFormProps } from "./tool-form.tsx";

export function mount(el: HTMLElement, { tool, url, t: strings }: ToolFormProps) {
  const t = strings.form;
  const form = el.querySelector<HTMLFormElement>("form[data-tool]");
  const result = el.querySelector<HTMLElement>("[data-tool-result]");
  const share = el.querySelector<HTMLAnchorElement>("[data-tool-share]");
  const status = el.querySelector<HTMLElement>("[data-tool-status]");
  if (!form || !result || !share || !status) throw new Error(`tool ${tool}: missing markup`);
  let link = location.href;
  let shownHtml = result.innerHTML;

  /**
   * Part payments: the form always ends with an empty payment row (the server renders
   * one); once the visitor starts filling it in, another empty row follows.
   */
  const payments = form.querySelector<HTMLElement>("[data-payments]");
  const keepEmptyPaymentRow = () => {
    const rows = payments?.querySelectorAll<HTMLElement>("[data-payment]");
    const last = rows?.[rows.length - 1];
    if (!payments || !last || rows.length >= MAX_PAYMENTS) return;
    if (![...last.querySelectorAll("input")].some((input) => input.value.trim() !== "")) return;
    const row = last.cloneNode(true) as HTMLElement;
    const n = rows.length;
    for (const el of row.querySelectorAll<HTMLElement>("[id], [for], [aria-describedby]")) {
      for (const attr of ["id", "for", "aria-describedby", "data-error-for"]) {
        const value = el.getAttribute(attr);
        if (value) el.setAttribute(attr, value.replace(/paid-\d+/g, `paid-${n}`));
      }
    }
    for (const input of row.querySelectorAll("input")) input.value = "";
    for (const message of row.querySelectorAll("[data-error-for]")) message.textContent = "";
    payments.appendChild(row);
  };

  const update = () => {
    keepEmptyPaymentRow();
    const query = canonicalQuery(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    const view = toolViews[tool as ToolId](query, strings);
    for (const input of form.querySelectorAll<HTMLInputElement>("input[id]")) {
      const message = form.querySelector<HTMLElement>(`#${CSS.escape(errorId(input.id))}`);
      if (!message) continue;
      const error = input.value.trim() !== "" ? view.errors[input.id] : undefined;
      message.textContent = error ?? "";
      input.toggleAttribute("aria-invalid", Boolean(error));
      input.classList.toggle("border-red-700", Boolean(error));
      input.classList.toggle("border-ink-soft/40", !error);
    }
    const html = resultHtml(view.result, { empty: Object.keys(view.errors).length ? t.fixErrors : t.fillIn, scrollTable: t.scrollTable });
    // Announced only when it changes (aria-live reads a replaced region out again).
    if (html !== shownHtml) result.innerHTML = shownHtml = html;
    link = shareLink(url, query);
    share.href = whatsappHref(view.summary, link);
    history.replaceState(history.state, "", link.slice(new URL(link).origin.length));
  };

  form.addEventListener("input", update);
  form.addEventListener("change", update);

  const copy = el.querySelector<HTMLButtonElement>("[data-tool-copy]");
  const print = el.querySelector<HTMLButtonElement>("[data-tool-print]");
  // Without the clipboard (an insecure page, an old browser) Copy link is hidden.
  if (copy && !navigator.clipboard) copy.classList.add("invisible");
  else if (copy) {
    copy.addEventListener("click", () => {
      navigator.clipboard.writeText(link).then(
        () => (status.textContent = t.copied),
        () => (status.textContent = link),
      );
    });
  }
  if (print) {
    print.addEventListener("click", () => window.print());
  }
  update();
}
