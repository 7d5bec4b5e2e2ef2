/** The HUID checker's view: the HUID when its form is right, what to verify next, and what the slip lists as entered. */
import type { ToolLabels } from "../../content/model/tools.ts";
import { fill } from "../../lib/template.ts";
import { given } from "../inputs.ts";
import { own } from "../strings.ts";
import type { ToolLogic } from "../types.ts";
import type { ToolView } from "../view.ts";
import { checkHuid, type HuidCheck } from "./compute.ts";

export function huidView(check: HuidCheck | null, h: ToolLabels["huid"]): ToolView {
  if (!check) return { errors: {} };
  if (!check.ok) return { errors: { huid: check.error } };
  const said = `${fill(h.valid, { huid: check.huid })} ${h.verify}`;
  return { errors: {}, result: { lines: [{ label: h.huid, value: check.huid, strong: true }], note: said }, summary: said };
}

const inputLines: ToolLogic["inputLines"] = (q, s) => given(q, [["huid", own(s.labels.huid, "huid").huid]], (raw) => raw.trim().slice(0, 40));

export const logic: ToolLogic = {
  view: (query, s) => huidView(query.has("huid") ? checkHuid(query.get("huid") ?? "", own(s.messages.huid, "huid"), s.form.locale) : null, own(s.labels.huid, "huid")),
  inputLines,
};
