/** The gold rate board (docs/tools.md, "Rate board"): a form, its board (`view=board`) and the images for WhatsApp. */
import type { ToolDef, ToolScreen } from "../types.ts";
import { Actions } from "./actions.tsx";
import { Fields } from "./fields.tsx";
import { RateBoard } from "./board.tsx";
import { boardProps } from "./screen.tsx";
import { logic } from "./view.ts";

export const rateBoard: ToolDef = {
  id: "rate-board",
  path: "/tools/gold-rate-board",
  logic,
  Fields,
  Extra: Actions,
  Screen: { when: (query) => query.get("view") === "board", props: boardProps, Component: RateBoard as ToolScreen["Component"] },
  submit: (s) => s.labels["rate-board"]?.submit ?? s.form.calculate,
};
