import type { IconName } from "../content/types.ts";
import { iconComponent } from "./icon.tsx";

/**
 * Icons a page repeats many times (a check mark per listed point, a quote mark per
 * testimonial, a gem per ribbon item). Each is written once per page in GlyphSprite
 * and drawn with <use>: the home page repeated ~60 of them, 24 KB of its HTML.
 */
const GLYPHS = { check: "circle-check", gem: "gem", quote: "quote" } as const satisfies Record<string, IconName>;

export type GlyphName = keyof typeof GLYPHS;

/** The definitions, once per page (first in <body>). Zero-sized rather than display:none, which some engines do not render through <use>. */
export function GlyphSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" className="absolute">
      {Object.entries(GLYPHS).map(([name, icon]) => {
        const Drawn = iconComponent(icon);
        return (
          <symbol key={name} id={`glyph-${name}`} viewBox="0 0 24 24">
            <Drawn />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One repeated icon; it takes its colour (currentColor) and size from `className`. */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={className} aria-hidden="true" focusable="false">
      <use href={`#glyph-${name}`} />
    </svg>
  );
}
