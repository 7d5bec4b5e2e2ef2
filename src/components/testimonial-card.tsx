import type { ReactNode } from "react";
import { Glyph } from "./glyph.tsx";

/** A customer's words: the quote mark, the text, who said it and where from (home, landing page). */
export function TestimonialCard({
  text,
  name,
  detail,
  avatar,
  hidden,
  className,
}: {
  text: string;
  name: string;
  /** Their role or company. */
  detail: string;
  /** A picture beside the name (the landing page's initials). */
  avatar?: ReactNode;
  /** A repeated copy in a moving column: not read twice. */
  hidden?: boolean;
  className: string;
}) {
  return (
    <li aria-hidden={hidden || undefined} className={className}>
      <Glyph name="quote" className="size-6 text-gold-500" />
      <blockquote className="mt-3 flex-1 text-ink">{text}</blockquote>
      <div className={avatar ? "mt-5 flex items-center gap-3" : "mt-4"}>
        {avatar}
        <p>
          <span className="block font-semibold text-brand-800">{name}</span>
          <span className="text-sm text-ink-soft">{detail}</span>
        </p>
      </div>
    </li>
  );
}
