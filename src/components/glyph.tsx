import type { IconName } from "../content/types.ts";

/**
 * Icons a page repeats many times (a check mark per listed point, a quote mark per
 * testimonial, a gem per ribbon item). Each is drawn once per page by GlyphSprite
 * (./glyphs.tsx) and used here with <use>: the home page repeated ~60 of them, 24 KB
 * of its HTML. This module holds no drawing, so an island that uses Glyph (the
 * showcase, through CheckList) carries no icon.
 */
export const GLYPHS = { check: "circle-check", gem: "gem", quote: "quote" } as const satisfies Record<string, IconName>;

export type GlyphName = keyof typeof GLYPHS;

/** One repeated icon; it takes its colour (currentColor) and size from `className`. */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={className} aria-hidden="true" focusable="false">
      <use href={`#glyph-${name}`} />
    </svg>
  );
}
