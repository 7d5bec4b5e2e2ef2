/**
 * The estimate's pieces in the page (issue 38, item 1): with script, "Add a piece" and
 * "Remove piece n" change the rows where they are, keeping every value, with no round
 * trip — so they work offline too. The form becomes the one the server would draw for
 * what the button sends: the form and the button, in the estimate's short form
 * (src/tools/estimate/canonical.ts renumbers the pieces after a removal), as many rows as
 * it asks for, each field set from it (./tool-form-fill.ts). Without script the buttons
 * ask the server, as before. A link's figures opened offline go the same way.
 *
 * It reads the rows off the markup (the list's `data-max`, its rows' field names) and fills
 * in `{n}` itself rather than importing the estimate's code or the template helper: the
 * tool island's chunks, and the runtime's list of them, stay as they were.
 */
import { canonicalOf } from "../tools/canonical.ts";
import type { ToolLogic } from "../tools/types.ts";
import { fillForm } from "./tool-form-fill.ts";

/** A row's legend ("Piece {n}") and its Remove button ("Remove piece {n}"), in the page's words. */
export type PieceWords = { piece: string; remove: string };

/** Attributes that carry a row's number at their end (`gross2`, `gross2-error`, `piece-2`). */
const NUMBERED = ["id", "name", "for", "aria-describedby", "data-error-for"];

/** Piece n's row, made from another: its names and ids renumbered, its values and messages emptied. */
function rowFrom(row: HTMLElement, n: number): HTMLElement {
  const copy = row.cloneNode(true) as HTMLElement;
  for (const el of [copy, ...copy.querySelectorAll<HTMLElement>("*")]) {
    for (const attr of NUMBERED) {
      const value = el.getAttribute(attr);
      if (value) el.setAttribute(attr, value.replace(/\d+(?=(-error)?$)/, String(n)));
    }
  }
  for (const input of copy.querySelectorAll("input")) input.defaultValue = input.value = "";
  for (const select of copy.querySelectorAll("select")) [...select.options].forEach((o, i) => (o.defaultSelected = o.selected = i === 0));
  for (const message of copy.querySelectorAll("[data-error-for]")) message.textContent = "";
  return copy;
}

/**
 * The rows a short-form query asks for, as the server counts them (rowsOf in
 * src/tools/estimate/compute.ts): `pieces=`, and every piece a field of it names (the
 * short form keeps no empty field, nor the choices of an empty piece), 1 to the most.
 */
function rowsOf(list: HTMLElement, query: URLSearchParams): number {
  const max = Number(list.dataset.max);
  const names = new Set([...list.querySelectorAll<HTMLInputElement>(":scope > fieldset:first-of-type [name]")].map((el) => el.name.replace(/\d+$/, "")));
  let rows = Math.max(1, ...query.getAll("pieces").map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : 0)));
  for (const key of query.keys()) {
    const piece = /^(\D+)(\d+)$/.exec(key);
    // rate999 is the day's rate, not piece 999's.
    if (piece && names.has(piece[1]!) && Number(piece[2]) <= max) rows = Math.max(rows, Number(piece[2]));
  }
  return Math.min(rows, max);
}

/** Shows `rows` piece rows: rows are added after the last (empty) or taken off the end; the buttons follow. */
function setRows(list: HTMLElement, rows: number, words: PieceWords) {
  const all = () => [...list.querySelectorAll<HTMLElement>(":scope > fieldset")];
  for (let n = all().length + 1; n <= rows; n++) all().at(-1)!.after(rowFrom(all().at(-1)!, n));
  for (const extra of all().slice(rows)) extra.remove();
  all().forEach((row, i) => {
    const legend = row.querySelector("legend");
    if (legend) legend.textContent = words.piece.replaceAll("{n}", String(i + 1));
    const remove = row.querySelector<HTMLButtonElement>("button[name=remove]");
    if (!remove) return;
    remove.value = String(i + 1);
    remove.textContent = words.remove.replaceAll("{n}", String(i + 1));
    remove.hidden = rows === 1;
  });
  const count = list.querySelector<HTMLInputElement>(":scope > input[name=pieces]");
  if (count) count.value = String(rows);
  const add = list.querySelector<HTMLButtonElement>(":scope > button[name=pieces]");
  if (add) {
    add.value = String(rows + 1);
    add.setAttribute("formaction", `#piece-${rows + 1}`);
    add.hidden = rows >= Number(list.dataset.max);
  }
}

/** The form set from a query: its rows, then its fields. */
export function showQuery(form: HTMLFormElement, query: URLSearchParams, words: PieceWords, grow: () => void) {
  const list = form.querySelector<HTMLElement>("#pieces[data-max]");
  if (list) setRows(list, rowsOf(list, query), words);
  fillForm(form, query, grow);
}

/**
 * What Add or Remove (`button`) does in the page. Returns the field to take the focus:
 * the first of the piece added, or of the piece that took the removed one's place.
 */
export function changePieces(form: HTMLFormElement, button: HTMLButtonElement, logic: Pick<ToolLogic, "canonical">, words: PieceWords): HTMLElement | null {
  const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  sent.append(button.name, button.value);
  const next = canonicalOf(logic, sent);
  showQuery(form, next, words, () => {});
  const rows = form.querySelectorAll("#pieces > fieldset").length;
  const n = button.name === "remove" ? Math.min(Number(button.value), rows) : rows;
  return form.querySelector<HTMLElement>(`#piece-${n} :is(input, select)`);
}
