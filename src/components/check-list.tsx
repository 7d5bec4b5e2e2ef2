import { Glyph } from "./glyph.tsx";

/** A list of short statements, each with a check mark (editions, feature blocks). */
export function CheckList({ items, className = "mt-4 space-y-2" }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink">
          <Glyph name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
