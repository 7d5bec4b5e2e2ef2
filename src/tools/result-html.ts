/**
 * A tool's result as HTML: one renderer for the server (the page, before any script)
 * and the island (each keystroke), so both show exactly the same thing.
 */
import type { ResultView } from "./view.ts";

/** Text made safe inside HTML text and quoted attributes (the result and the printed slip). */
export const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The words the result needs besides the view's own (ToolLabels["form"]). */
export type ResultWords = { fillIn: string; fixErrors: string; scrollTable: string };

/** A field shown as wrong: its id and the message beside it. */
export type Marked = { id: string; message: string };

/**
 * Without a result: "fill in the form", or, only when fields are marked (aria-invalid),
 * "correct the fields marked" with each marked field's message as a link to it, so
 * the list is one Tab or tap away from each field (issue 23, items 2 and 4).
 */
export function resultHtml(view: ResultView | undefined, t: ResultWords, marked: readonly Marked[] = []): string {
  if (!view && !marked.length) return `<p class="text-ink-soft">${escape(t.fillIn)}</p>`;
  if (!view) {
    const links = marked.map((m) => `<li><a href="#${escape(m.id)}" class="font-medium text-red-700 underline underline-offset-2">${escape(m.message)}</a></li>`);
    return `<p class="text-ink-soft">${escape(t.fixErrors)}</p><ul class="mt-2 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">${links.join("")}</ul>`;
  }
  // A figure of many digits breaks anywhere rather than widen the page (issue 23, item 1);
  // up to half the line it keeps whole beside a long label (an estimate's piece).
  const lines = view.lines
    .map(
      (l) =>
        `<div class="flex items-baseline justify-between gap-4 border-b border-brand-100 py-2 print:py-0.5 ${l.strong ? "text-lg font-bold text-brand-800" : ""}">` +
        `<dt>${escape(l.label)}</dt><dd class="max-w-1/2 shrink-0 text-right tabular-nums [overflow-wrap:anywhere]">${escape(l.value)}</dd></div>`,
    )
    .join("");
  const note = view.note ? `<p class="mt-3 text-sm text-ink-soft [overflow-wrap:anywhere] print:mt-1 print:text-xs">${escape(view.note)}</p>` : "";
  const heading = view.heading ? `<p class="mb-2 font-bold text-brand-800">${escape(view.heading)}</p>` : "";
  const notices = (view.notices ?? []).map((n) => `<p data-tool-notice class="mb-2 text-sm font-medium text-brand-800 [overflow-wrap:anywhere]">${escape(n)}</p>`).join("");
  return `${heading}${notices}<dl>${lines}</dl>${note}${view.table ? tableHtml(view.table, t.scrollTable) : ""}`;
}

/**
 * The Girvi account: wider than a phone, so it scrolls sideways in its own region
 * (focusable, so the keyboard scrolls it too) and never widens the page. Its cue,
 * styled in src/styles.css (`.tool-table`): shadows at the edge that has more to see,
 * and a hint that stays in view while the table scrolls, shown only when it can scroll.
 * Printed on paper narrower than the table (a phone's PDF), each row is a block of
 * "column: value" lines, named by `data-label`.
 */
function tableHtml(table: NonNullable<ResultView["table"]>, hint: string): string {
  return (
    `<div class="tool-table mt-5 overflow-x-auto" tabindex="0" role="region" aria-label="${escape(table.caption)}">` +
    `<p class="tool-table-hint sticky left-0 mb-2 text-sm text-ink-soft">${escape(hint)}</p>` +
    `<table class="w-full whitespace-nowrap text-sm tabular-nums">` +
    `<caption class="mb-2 text-left font-semibold text-brand-800">${escape(table.caption)}</caption>` +
    `<thead><tr>${table.head.map((h) => `<th scope="col" class="border-b border-brand-200 px-2 py-1 text-left">${escape(h)}</th>`).join("")}</tr></thead>` +
    `<tbody>${table.rows.map((r) => `<tr>${r.map((c, i) => `<td data-label="${escape(table.head[i] ?? "")}" class="border-b border-brand-100 px-2 py-1">${escape(c)}</td>`).join("")}</tr>`).join("")}</tbody></table></div>`
  );
}
