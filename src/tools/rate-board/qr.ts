/**
 * The board's link as a QR code, drawn as one SVG path of its dark modules (uqr encodes:
 * a small, dependency-free encoder). The server draws it on the form; the form's card
 * island redraws it in the browser as the link changes (that chunk loads on first use).
 */
import { encode } from "uqr";

/** `viewBox` size and path of the code, with a quiet zone of 4 modules as the standard asks. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let d = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}
