import type { ToolLabels } from "../../content/en/tools.ts";
import { fill } from "../../lib/template.ts";
import { FieldGrid, SelectField, TextField } from "../fields.tsx";
import { MAKING_BY, METALS, STONE_UNITS } from "./pieces.ts";

const pick = <V extends string>(choices: readonly V[], raw: string) => choices.find((c) => c === raw) ?? choices[0]!;

/**
 * Piece n of the estimate: every field named with its number (`gross2`), so the query
 * string holds up to MAX_PIECES pieces (./pieces.ts). The tunch field shows only for a
 * tunch purity (CSS, with or without script). Remove is a submit button: the server
 * renumbers the pieces (./canonical.ts), with or without script.
 */
export function PieceFields({ n, params, errors, l, removable }: { n: number; params: URLSearchParams; errors: Record<string, string>; l: ToolLabels["estimate"]; removable: boolean }) {
  const get = (name: string) => params.get(`${name}${n}`) ?? "";
  const text = (name: string, label: string, hint?: string, className?: string) => (
    <TextField name={`${name}${n}`} label={label} value={get(name)} error={errors[`${name}${n}`]} hint={hint} className={className} />
  );
  const notTunch = "group-has-[select[name^=metal]_option:checked:not([value*=tunch])]/piece:hidden";
  return (
    <fieldset id={`piece-${n}`} className="group/piece mt-2 min-w-0 rounded-xl border border-brand-100 p-3">
      <legend className="px-1 font-semibold text-brand-800">{fill(l.piece, { n })}</legend>
      <FieldGrid>
        <TextField name={`item${n}`} label={l.item} value={get("item")} error={errors[`item${n}`]} inputMode="text" />
        <SelectField id={`metal${n}`} label={l.metal} value={pick(METALS, get("metal"))} options={METALS.map((m) => ({ value: m, label: l.metals[m] }))} />
        {text("tunch", l.tunch, undefined, notTunch)}
        {text("gross", l.gross)}
        {text("stone", l.stone)}
        <SelectField id={`stoneIn${n}`} label={l.stoneIn} value={pick(STONE_UNITS, get("stoneIn"))} options={[{ value: "ct", label: l.carats }, { value: "g", label: l.grams }]} />
        {text("stoneValue", l.stoneValue)}
        {text("rate", l.rate, l.rateHint)}
        {text("wastage", l.wastage)}
        {text("making", l.making)}
        <SelectField id={`makingBy${n}`} label={l.makingBy} value={pick(MAKING_BY, get("makingBy"))} options={[{ value: "percent", label: l.makingPercent }, { value: "perGram", label: l.makingPerGram }, { value: "fixed", label: l.makingFixed }]} />
        {text("hallmark", l.hallmark)}
      </FieldGrid>
      {removable ? (
        <button type="submit" name="remove" value={n} formAction="#pieces" data-tool-reload className="mt-1 text-sm font-semibold text-brand-800 underline underline-offset-2">
          {fill(l.remove, { n })}
        </button>
      ) : null}
    </fieldset>
  );
}
