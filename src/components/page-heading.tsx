import type { ReactNode } from "react";

/** The banner every inner page opens with: its title, a lead sentence, anything else below. */
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
