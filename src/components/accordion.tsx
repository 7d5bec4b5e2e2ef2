import type { Faq } from "../content/types.ts";

/**
 * A single-open accordion with no script: <details> elements sharing a name open
 * exclusively, and clicking the open one closes it (SPEC "Home", "FAQs").
 */
export function Accordion({ name, items }: { name: string; items: Faq[] }) {
  return (
    <div className="divide-y divide-brand-100 rounded-2xl border border-brand-100">
      {items.map((f) => (
        <details key={f.question} name={name} className="group px-6 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {f.question}
            <span aria-hidden="true" className="text-2xl leading-none text-brand-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-ink-soft">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
