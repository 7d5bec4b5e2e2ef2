import type { ReactNode } from "react";

/** A section headed by an h2 that names it (aria-labelledby), as the inner pages' blocks are. */
export function TitledSection({ id, title, className = "", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A plain bulleted list of texts. */
export function Bullets({ items, className = "mt-3 space-y-2" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`list-disc pl-5 text-ink-soft ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
