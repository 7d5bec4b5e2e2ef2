/**
 * The jeweller tools, each one entry: its query-string fields and how its view is
 * worked out from a query string. The pages (server) and the tool island (browser)
 * both go through here.
 */
import type { ToolId, ToolLabels, ToolMessages } from "../content/tools.ts";
import { girviFromQuery } from "./girvi.ts";
import { gstFromQuery } from "./gst.ts";
import { checkHuid } from "./huid.ts";
import { purityFromQuery } from "./purity.ts";
import { girviView, gstView, huidView, purityView, type ToolView } from "./view.ts";

/**
 * What one tool's island shows, in the page's language (issue 17): the words of every
 * tool's form, and its own tool's labels and messages only (the props stay small).
 */
export type ToolStrings = {
  form: ToolLabels["form"];
  labels: Partial<Pick<ToolLabels, ToolId>>;
  messages: Pick<ToolMessages, "number"> & Partial<Pick<ToolMessages, ToolId>>;
};

/** A tool's strings out of a language's labels and messages. */
export function toolStrings(id: ToolId, labels: ToolLabels, messages: ToolMessages): ToolStrings {
  return { form: labels.form, labels: { [id]: labels[id] }, messages: { number: messages.number, [id]: messages[id] } };
}

/** A tool's own section of its strings (toolStrings always gives it). */
export function own<T>(section: T | undefined, id: ToolId): T {
  if (section === undefined) throw new Error(`tool ${id}: its words are missing`);
  return section;
}

export const toolViews: Record<ToolId, (query: URLSearchParams, s: ToolStrings) => ToolView> = {
  gst: (query, s) => gstView(gstFromQuery(query, { number: s.messages.number, gst: own(s.messages.gst, "gst") }), own(s.labels.gst, "gst")),
  girvi: (query, s) => girviView(girviFromQuery(query, { number: s.messages.number, girvi: own(s.messages.girvi, "girvi") }), own(s.labels.girvi, "girvi")),
  purity: (query, s) => purityView(purityFromQuery(query, { number: s.messages.number, purity: own(s.messages.purity, "purity") }), own(s.labels.purity, "purity")),
  huid: (query, s) => huidView(query.has("huid") ? checkHuid(query.get("huid") ?? "", own(s.messages.huid, "huid")) : null, own(s.labels.huid, "huid")),
};

/**
 * The query string a form's fields make, in the tools' own shape: the part-payment
 * pairs (paidDate, paidAmount) become `paid=YYYY-MM-DD:amount`, the purity form's
 * (given, purity) become `karat=`, `fineness=` or `percent=`, and empty fields are
 * dropped, so a shared link is short.
 */
const FORM_ONLY = new Set(["paidDate", "paidAmount", "given", "purity"]);
const PURITY_GIVEN = ["karat", "fineness", "percent"];

export function canonicalQuery(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const dates = query.getAll("paidDate");
  const amounts = query.getAll("paidAmount");
  const purity = (query.get("purity") ?? "").trim();
  if (purity) {
    const given = query.get("given") ?? "";
    out.append(PURITY_GIVEN.includes(given) ? given : "karat", purity);
  }
  for (const [key, value] of query) {
    if (FORM_ONLY.has(key) || value.trim() === "" || (purity && PURITY_GIVEN.includes(key))) continue;
    out.append(key, value.trim());
  }
  dates.forEach((date, i) => {
    const amount = (amounts[i] ?? "").trim();
    if (date.trim() || amount) out.append("paid", `${date.trim()}:${amount}`);
  });
  return out;
}
