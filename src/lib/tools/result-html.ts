/**
 * A tool's result as HTML: one renderer for the server (the page, before any script)
 * and the island (each keystroke), so both show exactly the same thing.
 */
import type { ResultView } from "./view.ts";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function resultHtml(view: ResultView | undefined, empty: string): string {
  if (!view) return `<p class="text-ink-soft">${escape(empty)}</p>`;
  const lines = view.lines
    .map(
      (l) =>
        `<div class="flex items-baseline justify-between gap-4 border-b border-brand-100 py-2${l.strong ? " text-lg font-bold text-brand-800" : ""}">` +
        `<dt>${escape(l.label)}</dt><dd class="text-right tabular-nums">${escape(l.value)}</dd></div>`,
    )
    .join("");
  const note = view.note ? `<p class="mt-3 text-sm text-ink-soft">${escape(view.note)}</p>` : "";
  const table = view.table
    ? `<div class="mt-5 overflow-x-auto" tabindex="0" role="region" aria-label="${escape(view.table.caption)}"><table class="w-full min-w-[36rem] text-sm tabular-nums">` +
      `<caption class="mb-2 text-left font-semibold text-brand-800">${escape(view.table.caption)}</caption>` +
      `<thead><tr>${view.table.head.map((h) => `<th scope="col" class="border-b border-brand-200 px-2 py-1 text-left">${escape(h)}</th>`).join("")}</tr></thead>` +
      `<tbody>${view.table.rows.map((r) => `<tr>${r.map((c) => `<td class="border-b border-brand-100 px-2 py-1">${escape(c)}</td>`).join("")}</tr>`).join("")}</tbody></table></div>`
    : "";
  return `<dl>${lines}</dl>${note}${table}`;
}
