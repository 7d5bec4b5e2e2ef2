import { useContent } from "./locale.tsx";

/** The gem mark and wordmark; the same mark is public/favicon.svg. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { site } = useContent().site;
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" className="size-8" aria-hidden="true" focusable="false">
        <path fill="#c99a2e" d="M8 4h16l6 8-14 16L2 12z" />
        <path fill="#7a1f2e" d="M2 12h28L16 28z" />
        <path fill="#e6bd5a" d="M11 12l5-8 5 8z" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-brand-800"}`}>
        {site.product}
        <span className={inverted ? "text-gold-300" : "text-brand-600"}> ERP</span>
      </span>
    </span>
  );
}
