/**
 * The board's link as a QR code, drawn as one SVG path of its dark modules (uqr encodes:
 * a small, dependency-free encoder). The server draws it on the form; the form's card
 * island redraws it in the browser as the link changes (that chunk loads on first use).
 */
import { encode } from "uqr";

/** `viewBox` size and path of the code, with a quiet zone of 4 modules as the standard asks. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  // Each run of dark modules in a row is one rectangle.
  let d = "";
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return { size, d };
}
