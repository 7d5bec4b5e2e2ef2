/**
 * A choice a link gives that is none of the tool's choices (`metal1=platinum`, `per=kg`):
 * the tool works with its first choice (`choiceField`, ./query.ts), as the form then shows
 * it chosen, and says so above the result in the page's language (`form.unknownChoice`;
 * docs/tools.md, "How a tool works"), rather than answer silently for another metal or unit.
 * The form's own choices are always one of them, so this speaks only to a link.
 */
import { fill } from "../lib/template.ts";
import { GOLD_UNITS, type GoldUnitWords } from "./gold-unit.ts";
import type { ToolView } from "./view.ts";

/** A choice: its query name, its legend, and its values' words (the first value is the default). */
export type ChoiceWords = { name: string; legend: string; values: readonly string[]; words: Record<string, string> };

/** The gold rate's unit, a choice of every tool that prices gold by a rate. */
export const goldUnitChoice = (w: GoldUnitWords): ChoiceWords => ({ name: "per", legend: w.legend, values: GOLD_UNITS, words: w.options });

/** What the link asked that is none of the choices, each said in `message` ("{label}", "{asked}", "{chosen}"). */
export function unknownChoices(query: URLSearchParams, choices: ChoiceWords[], message: string): string[] {
  const said: string[] = [];
  for (const c of choices) {
    const asked = (query.get(c.name) ?? "").trim();
    if (asked === "" || c.values.includes(asked)) continue;
    said.push(fill(message, { label: c.legend, asked: asked.slice(0, 20), chosen: c.words[c.values[0]!] ?? c.values[0]! }));
  }
  return said;
}

/** The view with the link's unknown choices said above its result (nothing to say, or no result: the view as it is). */
export function withNotices(view: ToolView, notices: string[]): ToolView {
  return notices.length && view.result ? { ...view, result: { ...view.result, notices } } : view;
}
