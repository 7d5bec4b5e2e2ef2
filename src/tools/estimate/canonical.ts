/**
 * The estimate's own part of its query's short form (after src/tools/canonical.ts):
 * `remove=n` (a piece's Remove button, which works without JavaScript) takes piece n
 * out and renumbers the ones after it; the choices of a piece nothing was typed in
 * are dropped, as is `pieces=` when it asks for no more rows than the pieces given.
 */
import { MAX_PIECES, PIECE_CHOICES, PIECE_TEXT, pieceGiven } from "./pieces.ts";
import { rowsOf } from "./compute.ts";

const PIECE_NAME = new RegExp(`^(${[...PIECE_TEXT, ...PIECE_CHOICES].join("|")})(\\d{1,5})$`);

export function estimateCanonical(query: URLSearchParams): URLSearchParams {
  const before = rowsOf(query);
  const asked = Number(query.get("remove"));
  const removed = Number.isInteger(asked) && asked >= 1 && asked <= before ? asked : 0;
  const rows = before - (removed ? 1 : 0);
  const renumbered = new URLSearchParams();
  for (const [key, value] of query) {
    if (key === "remove" || key === "pieces") continue;
    // rate999 is the day's rate, not piece 999's rate.
    const piece = key === "rate999" ? null : PIECE_NAME.exec(key);
    if (!piece) {
      renumbered.append(key, value);
      continue;
    }
    const n = Number(piece[2]);
    if (n === removed || n < 1 || n > MAX_PIECES) continue;
    renumbered.append(`${piece[1]}${n > removed && removed ? n - 1 : n}`, value);
  }
  const out = new URLSearchParams();
  for (const [key, value] of renumbered) {
    const piece = key === "rate999" ? null : PIECE_NAME.exec(key);
    if (piece && (PIECE_CHOICES as readonly string[]).includes(piece[1]!) && !pieceGiven(renumbered, Number(piece[2]))) continue;
    out.append(key, value);
  }
  if (rows > rowsOf(out)) out.set("pieces", String(Math.max(1, rows)));
  return out;
}
