/**
 * The jeweller tools, each one entry: its query-string fields and how its view is
 * worked out from a query string. The pages (server) and the tool island (browser)
 * both go through here.
 */
import type { ToolId, ToolLabels } from "../../content/tools.ts";
import { girviFromQuery } from "./girvi.ts";
import { gstFromQuery } from "./gst.ts";
import { checkHuid } from "./huid.ts";
import { purityFromQuery } from "./purity.ts";
import { girviView, gstView, huidView, purityView, type ToolView } from "./view.ts";

export const toolViews: Record<ToolId, (query: URLSearchParams, t: ToolLabels) => ToolView> = {
  gst: (query, t) => gstView(gstFromQuery(query), t),
  girvi: (query, t) => girviView(girviFromQuery(query), t),
  purity: (query, t) => purityView(purityFromQuery(query), t),
  huid: (query, t) => huidView(query.has("huid") ? checkHuid(query.get("huid") ?? "") : null, t),
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
