/** The rate board's view: the rates as the form's result (in the page's language) and the WhatsApp text of them. */
import { fill } from "../../lib/template.ts";
import { unknownChoices, withNotices } from "../choices.ts";
import { figure } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import { errorsOf, type ToolView } from "../view.ts";
import { BOARD_UNITS, boardRupees, rateBoardFromQuery, RATES, ROW_WORD, shownRates } from "./compute.ts";

export const logic: ToolLogic = {
  view: (query, s): ToolView => {
    const l = own(s.labels["rate-board"], "rate-board");
    const m = own(s.messages["rate-board"], "rate-board");
    const form = rateBoardFromQuery(query, m, s.messages.number);
    if (form.blank) return { errors: {} };
    const errors = errorsOf({ ...form.rates, ...form.texts });
    const rows = shownRates(form);
    if (!Object.keys(errors).length && !rows.length) errors.g24 = m.needsRate;
    if (Object.keys(errors).length) return { errors };
    const lines = rows.map(({ key, rate }) => ({
      label: l.board[ROW_WORD[key]],
      value: fill(l.rateLine, { rate: boardRupees(rate), per: l.per[key === "silver" ? "kg" : form.unit] }),
      strong: true,
    }));
    const said = lines.map((line) => `${line.label}: ${line.value}`);
    const shop = [form.texts.shop.value, form.texts.city.value, form.texts.phone.value].filter(Boolean).join(", ");
    const view: ToolView = {
      errors: {},
      result: { heading: l.board.title, lines, ...(form.texts.note.value ? { note: form.texts.note.value } : {}) },
      summary: said.join("; "),
      share: [shop, l.board.title, ...said, form.texts.note.value].filter(Boolean).join("\n"),
    };
    const unit = { name: "per", legend: l.unitLegend, values: BOARD_UNITS, words: l.units };
    return withNotices(view, unknownChoices(query, [unit], s.form.unknownChoice));
  },
  screen: (root, props) => void import("./board-client.ts").then(({ mount }) => mount(root, props)),
  enhance: (root, form) => import("./enhance.ts").then(({ enhance }) => enhance(root, form)),
  inputLines: (q, s) => {
    const l = own(s.labels["rate-board"], "rate-board");
    return [
      ...(["shop", "city", "phone", "note"] as const).flatMap((k) => (q.get(k)?.trim() ? [{ label: l[k], value: q.get(k)!.trim().slice(0, 80) }] : [])),
      ...RATES.flatMap((k) => (q.get(k)?.trim() ? [{ label: l[k], value: figure(q.get(k)!) }] : [])),
    ];
  },
};
