import type { ReactNode } from "react";
import { fill } from "../lib/template.ts";
import type { TutorialView } from "../lib/tutorials.ts";
import { hrefOf, ownClick } from "./tutorial-links.ts";

/**
 * One control of the library's pager: a link to its page, or at either end a link
 * without a target, announced as disabled.
 */
export function PageLink({
  path,
  view,
  to,
  pageName,
  current = false,
  disabled = false,
  onGo,
  children,
}: {
  /** The library's page in its language. */
  path: string;
  view: TutorialView;
  to: number;
  /** A page number's name for screen readers, "Page {n}". */
  pageName: string;
  current?: boolean;
  disabled?: boolean;
  onGo: (page: number) => void;
  children: ReactNode;
}) {
  const base = "inline-flex min-w-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold";
  if (disabled) {
    // The same kind of control as on every other page, announced as disabled: a link
    // without a target (role="link" keeps it a link, aria-disabled says it goes nowhere).
    return (
      <a role="link" aria-disabled="true" className={`${base} border border-brand-100 text-ink-soft opacity-60`}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={hrefOf(path, { ...view, page: to })}
      aria-current={current ? "page" : undefined}
      aria-label={typeof children === "number" ? fill(pageName, { n: children }) : undefined}
      onClick={(e) => ownClick(e) && onGo(to)}
      className={`${base} ${current ? "bg-brand-700 text-white" : "border border-brand-100 text-brand-800 hover:bg-brand-50"}`}
    >
      {children}
    </a>
  );
}
