/**
 * The tool island: the same view as the server's, recomputed on every change of the
 * form; the address bar, the WhatsApp link and Copy link follow, so what is shared is
 * what is seen. Only fields with something typed in show their message while typing;
 * an empty required field is said on Calculate (the server's answer).
 *
 * Calculate (or Enter in a field) works out the result in place: no reload, the focus
 * goes to the result's heading, or to the first marked field with the list of marked
 * fields in the result (issue 23, item 2). A submit before this module arrived is a
 * click on the submit button, held and replayed by the runtime (runtime/strategies.ts).
 * A screen reader hears one line once typing settles, never the whole result per
 * keystroke (item 4).
 *
 * The estimate's Add a piece and Remove piece n change its rows in the page, keeping
 * every value (./tool-pieces.ts, loaded on the first such tap). A page the service worker
 * answered with no connection (`<html data-offline>`) is the bare page it kept: the
 * figures of the address's query are filled in (./tool-form-fill.ts), and the result
 * says it was worked out offline (issue 38, item 1; docs/offline.md).
 */
import { canonicalOf } from "../tools/canonical.ts";
import { loadLogic } from "../tools/client.ts";
import { inputLines, inputsHtml, printedDate } from "../tools/inputs.ts";
import { resultHtml, type Marked } from "../tools/result-html.ts";
import { clockInIndia } from "../lib/dates.ts";
import { fill } from "../lib/template.ts";
import { errorId, shareLink, whatsappHref } from "../tools/share.ts";
import { slipHead, toolView } from "../tools/shop.ts";
import type { ToolView } from "../tools/view.ts";
import type { ToolFormProps, ToolScreenProps } from "./tool-form.tsx";
import type { PieceWords } from "./tool-pieces.ts";
import { replaceAddress } from "./address.ts";
import { keepTool } from "./lead-context.ts";

/** How long typing must pause before the result is said (a keystroke every 120–500 ms is typing). */
const SETTLE_MS = 800;

export async function mount(el: HTMLElement, props: ToolFormProps | ToolScreenProps) {
  // Only this tool's code is loaded (src/tools/client.ts); the listeners are added once it is here.
  const logic = await loadLogic(props.tool);
  if ("screen" in props) return logic.screen?.(el, props.screen as never);
  const { query, url, t: strings } = props;
  const t = strings.form;
  const form = el.querySelector<HTMLFormElement>("form[data-tool]");
  const result = el.querySelector<HTMLElement>("[data-tool-result]");
  const share = el.querySelector<HTMLAnchorElement>("[data-tool-share]");
  const status = el.querySelector<HTMLElement>("[data-tool-status]");
  const announcer = el.querySelector<HTMLElement>("[data-tool-announce]");
  const heading = el.querySelector<HTMLElement>("#tool-result-title");
  const inputs = el.querySelector<HTMLElement>("[data-tool-inputs]");
  const printed = el.querySelector<HTMLElement>("[data-tool-printed]");
  const shop = el.querySelector<HTMLElement>("[data-tool-shop]");
  const offlineNote = el.querySelector<HTMLElement>("[data-tool-offline]");
  const offline = document.documentElement.hasAttribute("data-offline");
  // The rows' buttons (the estimate's pieces) and their words.
  const pieces: PieceWords | undefined = form?.querySelector("[data-tool-reload]") ? strings.labels.estimate : undefined;
  if (!form || !result || !share || !status || !announcer || !heading || !inputs || !printed) throw new Error(`tool ${props.tool}: missing markup`);
  let link = location.href;
  let shownHtml = result.innerHTML;
  // Every message is shown once Calculate was pressed, or when the server showed them (its answer to Calculate).
  let judgeAll = form.querySelector("[aria-invalid]") !== null;

  /**
   * Part payments: the form always ends with an empty payment row (the server renders
   * one); once the visitor starts filling it in, another empty row follows, up to the
   * number of rows the fieldset says (data-payments).
   */
  const payments = form.querySelector<HTMLElement>("[data-payments]");
  const keepEmptyPaymentRow = () => {
    const rows = payments?.querySelectorAll<HTMLElement>("[data-payment]");
    const last = rows?.[rows.length - 1];
    if (!payments || !last || rows.length >= Number(payments.dataset.payments)) return;
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

  // The slip's date is the visitor's today (the page may have been rendered on another day).
  const stampDate = () => (printed.textContent = fill(t.printedOn, { date: printedDate(t.locale, new Date()) }));
  window.addEventListener("beforeprint", stampDate);

  /** When the figures were set, as India's clock says it ("2026-11-28T09:41"): the rate board's time. */
  const stampNow = () => {
    const now = clockInIndia().slice(0, 16);
    for (const input of form.querySelectorAll<HTMLInputElement>("input[data-tool-now]")) input.value = now;
  };

  /** The gold rate's unit in the labels ({per}, src/tools/fields.tsx UnitText) follows its choice. */
  const unitWords = () => {
    const per = form.querySelector<HTMLInputElement>("input[name=per]:checked")?.value;
    const words: Readonly<Record<string, string>> = t.goldUnit.per;
    const word = per && Object.hasOwn(words, per) ? words[per] : undefined;
    if (word) for (const span of form.querySelectorAll("[data-per]")) if (span.textContent !== word) span.textContent = word;
  };

  const update = () => {
    keepEmptyPaymentRow();
    stampNow();
    unitWords();
    const query = canonicalOf(logic, new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    const view = toolView(logic, query, strings);
    const marked: Marked[] = [];
    for (const input of form.querySelectorAll<HTMLInputElement>("input[id]")) {
      const message = form.querySelector<HTMLElement>(`#${CSS.escape(errorId(input.id))}`);
      if (!message) continue;
      const error = judgeAll || input.value.trim() !== "" ? view.errors[input.id] : undefined;
      if (error) marked.push({ id: input.id, message: error });
      message.textContent = error ?? "";
      input.toggleAttribute("aria-invalid", Boolean(error));
      input.classList.toggle("border-red-700", Boolean(error));
      input.classList.toggle("border-ink-soft/40", !error);
    }
    const html = resultHtml(view.result, t, marked);
    if (html !== shownHtml) result.innerHTML = shownHtml = html;
    inputs.innerHTML = inputsHtml(inputLines(logic, query, strings));
    if (shop) shop.innerHTML = slipHead(logic, query, strings);
    if (offlineNote) offlineNote.hidden = !(offline && view.result);
    stampDate();
    link = shareLink(url, query);
    share.href = whatsappHref(view.share ?? view.summary, link);
    replaceAddress(link.slice(new URL(link).origin.length));
    // What a tool shows beside its result follows the link (the rate board's link and QR code).
    el.dispatchEvent(new CustomEvent("tool-link", { detail: link, bubbles: true }));
    // A worked result is what sales should open with the lead (docs/leads.md, "Context").
    if (view.result) keepTool(location.pathname.split("/").pop() ?? "", location.pathname + location.search);
    return { view, marked };
  };

  /** One line to say: the result's summary, or "correct the fields marked" only when one is. */
  let said = "";
  let settle: ReturnType<typeof setTimeout> | undefined;
  const say = ({ view, marked }: { view: ToolView; marked: Marked[] }) => {
    clearTimeout(settle);
    const line = view.result ? (view.summary ?? "") : marked.length ? t.fixErrors : "";
    if (line !== said) announcer.textContent = said = line;
  };
  const changed = () => {
    const state = update();
    clearTimeout(settle);
    settle = setTimeout(() => say(state), SETTLE_MS);
  };
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // A button that changes the form itself (the estimate's Add and Remove a piece): in the
    // page, the focus on the piece added or on the one that took the removed one's place.
    const button = event.submitter as HTMLButtonElement | null;
    if (button?.hasAttribute("data-tool-reload") && pieces) {
      void import("./tool-pieces.ts").then(({ changePieces }) => {
        const next = changePieces(form, button, logic, pieces);
        changed();
        next?.focus();
      });
      return;
    }
    judgeAll = true;
    const state = update();
    say(state);
    const first = state.marked[0];
    (first ? form.querySelector<HTMLElement>(`#${CSS.escape(first.id)}`) : heading)?.focus();
  });
  // A link of the list of marked fields takes the focus to its field (a fragment alone would only scroll).
  result.addEventListener("click", (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const field = a && form.querySelector<HTMLElement>(`#${CSS.escape(a.hash.slice(1))}`);
    if (!field) return;
    event.preventDefault();
    field.focus();
  });

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
  // Awaited: the island counts as alive once what the tool adds is listening too.
  await logic.enhance?.(el, form);
  // The kept bare page at a link's address: the link's figures, judged as the server would.
  const asked = canonicalOf(logic, new URLSearchParams(location.search));
  if (offline && asked.toString() !== canonicalOf(logic, new URLSearchParams(query)).toString()) {
    judgeAll = true;
    if (pieces) (await import("./tool-pieces.ts")).showQuery(form, asked, pieces, keepEmptyPaymentRow);
    else (await import("./tool-form-fill.ts")).fillForm(form, asked, keepEmptyPaymentRow);
  }
  update();
}
