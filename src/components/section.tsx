import type { ReactNode } from "react";

/** A page section with an optional eyebrow, title and lead text. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  className = "",
  motion = false,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  className?: string;
  /** The section holds moving content and its PauseMotion control. */
  motion?: boolean;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} data-motion-scope={motion || undefined} aria-labelledby={title ? headingId : undefined} className={`mx-auto max-w-7xl px-4 py-14 sm:py-20 ${className}`}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p> : null}
      {title ? (
        <h2 id={headingId} className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
          {title}
        </h2>
      ) : null}
      {lead ? <p className="mt-4 max-w-3xl text-lg text-ink-soft">{lead}</p> : null}
      {children}
    </section>
  );
}
