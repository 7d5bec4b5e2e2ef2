import { GLYPHS } from "./glyph.tsx";
import { iconComponent } from "./icon.tsx";

/**
 * The glyphs' drawings (./glyph.tsx), once per page, first in <body>; the icons come
 * from the one registry. Zero-sized rather than display:none, which some engines do
 * not render through <use>.
 */
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
