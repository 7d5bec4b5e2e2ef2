import type { ToolLabels } from "../../content/model/tools.ts";
import type { ReactNode } from "react";
import { fill } from "../../lib/template.ts";
import { UnitText } from "../fields.tsx";
import { errorId } from "../share.ts";
import { MAKING_BY, METALS, STONE_UNITS } from "./pieces.ts";

const pick = <V extends string>(choices: readonly V[], raw: string) => choices.find((c) => c === raw) ?? choices[0]!;

/**
 * One field of a piece, in the markup of src/tools/fields.tsx (label, field, its message
 * tied by aria-describedby and aria-invalid, the border class the island switches) but
 * styled by element under `.estimate-piece` (src/styles.css): ten rows of twelve fields
 * class by class would be 70 KB of a page bounded at about 150 KB.
 */
function Field({ id, label, value, error, text, className }: { id: string; label: ReactNode; value: string; error?: string; text?: boolean; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        inputMode={text ? "text" : "decimal"}
        autoComplete="off"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId(id)}
        className={error ? "border-red-700" : "border-ink-soft/40"}
      />
      <p id={errorId(id)} data-error-for={id}>
        {error}
      </p>
    </div>
  );
}

function Select<V extends string>({ id, label, value, options }: { id: string; label: string; value: V; options: { value: V; label: string }[] }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} defaultValue={value} className="border-ink-soft/40">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Piece n of the estimate: every field named with its number (`gross2`), so the query
 * string holds up to MAX_PIECES pieces (./pieces.ts). The tunch field shows only for a
 * tunch purity (CSS, with or without script). Remove is a submit button: the server
 * renumbers the pieces (./canonical.ts), with or without script. Its padding makes it a
 * target at least 24 px tall (WCAG 2.5.8): the text alone was 20 px.
 */
export function PieceFields({ n, params, errors, l, per, removable }: { n: number; params: URLSearchParams; errors: Record<string, string>; l: ToolLabels["estimate"]; per: string; removable: boolean }) {
  const get = (name: string) => params.get(`${name}${n}`) ?? "";
  const field = (name: string, label: ReactNode, className?: string) => <Field id={`${name}${n}`} label={label} value={get(name)} error={errors[`${name}${n}`]} className={className} />;
  return (
    <fieldset id={`piece-${n}`} className="estimate-piece group/piece">
      <legend>{fill(l.piece, { n })}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <Field id={`item${n}`} label={l.item} value={get("item")} error={errors[`item${n}`]} text />
        <Select id={`metal${n}`} label={l.metal} value={pick(METALS, get("metal"))} options={METALS.map((m) => ({ value: m, label: l.metals[m] }))} />
        {field("tunch", l.tunch, "group-has-[select[name^=metal]_option:checked:not([value*=tunch])]/piece:hidden")}
        {field("gross", l.gross)}
        {field("stone", l.stone)}
        <Select id={`stoneIn${n}`} label={l.stoneIn} value={pick(STONE_UNITS, get("stoneIn"))} options={[{ value: "ct", label: l.carats }, { value: "g", label: l.grams }]} />
        {field("stoneValue", l.stoneValue)}
        {field("rate", <UnitText text={l.rate} per={per} />)}
        {field("wastage", l.wastage)}
        {field("making", l.making)}
        <Select id={`makingBy${n}`} label={l.makingBy} value={pick(MAKING_BY, get("makingBy"))} options={[{ value: "percent", label: l.makingPercent }, { value: "perGram", label: l.makingPerGram }, { value: "fixed", label: l.makingFixed }]} />
        {field("hallmark", l.hallmark)}
      </div>
      {/* Always drawn (hidden on a lone piece): the island adds and removes rows in the page (src/islands/tool-pieces.ts). */}
      <button type="submit" name="remove" value={n} formAction="#pieces" hidden={!removable} data-tool-reload className="mt-1 py-1 text-sm font-semibold text-brand-800 underline underline-offset-2">
        {fill(l.remove, { n })}
      </button>
    </fieldset>
  );
}
