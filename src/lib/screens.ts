/**
 * Where a drawn screen's picture comes from (issue 29): a real screenshot dropped into
 * public/screenshots/ wins over the drawing of the same id — `retail-1.hi.webp` for one
 * language, `retail-1.webp` for all — else the worker draws it at /screens/<lang>/<id>.svg
 * (worker/routes/screens.ts). Names and sizes: docs/architecture.md, "Drawn screens".
 */
import { files } from "virtual:screenshots";

const TYPES = ["webp", "avif", "png", "jpg"];

/** The picture of screen `id` in language `lang`, from `dropped` (the build's list by default). */
export function screenImage(lang: string, id: string, dropped: readonly string[] = files): string {
  for (const name of [`${id}.${lang}`, id]) {
    for (const type of TYPES) if (dropped.includes(`${name}.${type}`)) return `/screenshots/${name}.${type}`;
  }
  return `/screens/${lang}/${id}.svg`;
}
