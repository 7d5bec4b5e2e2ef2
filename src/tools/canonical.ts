/**
 * The query string a tool's form makes (src/tools/<id>/fields.tsx), in the tools' own shape: the part-payment
 * pairs (paidDate, paidAmount) become `paid=YYYY-MM-DD:amount`, the purity form's
 * (given, purity) become `karat=`, `fineness=` or `percent=`, and empty fields are
 * dropped, so a shared link is short. The choices issue 28 added are dropped at their
 * default (gold, the bill worked forward, part months by exact days), and so is a gold
 * rate's unit at 10 g (issue 30), so a link is the same as before they existed.
 */
import type { ToolLogic } from "./types.ts";

const FORM_ONLY = new Set(["paidDate", "paidAmount", "given", "purity"]);
export const DEFAULTS: Record<string, string> = { metal: "gold", direction: "forward", part: "days", per: "10g" };
export const PURITY_GIVEN = ["karat", "fineness", "percent"];

/** The short form, then the tool's own rule when it has one (src/tools/types.ts, `canonical`). */
export const canonicalOf = (logic: Pick<ToolLogic, "canonical">, query: URLSearchParams) => {
  const short = canonicalQuery(query);
  return logic.canonical ? logic.canonical(short) : short;
};

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
    if (FORM_ONLY.has(key) || value.trim() === "" || DEFAULTS[key] === value || (purity && PURITY_GIVEN.includes(key))) continue;
    out.append(key, value.trim());
  }
  dates.forEach((date, i) => {
    const amount = (amounts[i] ?? "").trim();
    if (date.trim() || amount) out.append("paid", `${date.trim()}:${amount}`);
  });
  return out;
}
