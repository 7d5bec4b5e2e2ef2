/**
 * A link's query back to the form's own fields (docs/offline.md, "Offline in the page"):
 * the inverse of ./canonical.ts, in a module of its own so that only the page that fills
 * in a link (src/islands/tool-form-fill.ts, loaded offline) carries it.
 */
import { DEFAULTS, PURITY_GIVEN } from "./canonical.ts";

/**
 * The form's own fields for a query of the short form (a link's figures
 * filled in a page that was kept bare for offline use, docs/offline.md): `paid=date:amount`
 * back to its pair of fields, `karat=`, `fineness=` or `percent=` back to (given, purity)
 * on a form that has them, and each default dropped back to its value. `names`: the
 * fields the form has.
 */
export function formFields(query: URLSearchParams, names: ReadonlySet<string>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of query) {
    if (key === "paid" && names.has("paidDate")) {
      const at = value.indexOf(":");
      out.append("paidDate", at < 0 ? value : value.slice(0, at));
      out.append("paidAmount", at < 0 ? "" : value.slice(at + 1));
    } else if (PURITY_GIVEN.includes(key) && names.has("purity") && names.has("given")) {
      out.set("given", key);
      out.set("purity", value);
    } else out.append(key, value);
  }
  for (const [key, value] of Object.entries(DEFAULTS)) if (names.has(key) && !out.has(key)) out.set(key, value);
  return out;
}
