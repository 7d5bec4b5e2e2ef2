/**
 * HUID form check (TRADE-FACTS "Hallmark and HUID"): six characters, letters A–Z and
 * digits, case folded to upper. BIS documents no checksum, so a form check is all a
 * page can do; only BIS's own verification (BIS CARE, 'Verify HUID') confirms an article.
 */
import { toolMessages, type ToolMessages } from "../../content/tools.ts";
import { latinDigits } from "../digits.ts";
import { fill } from "../template.ts";

export type HuidCheck = { huid: string; ok: true } | { huid: string; ok: false; error: string };

/** Its messages are the page's language's (English unless given). */
export function checkHuid(raw: string, m: ToolMessages["huid"] = toolMessages.huid): HuidCheck {
  // People type it with spaces or dashes off the tag ("2JP 8FC"): those are not part of it;
  // its digits may come from a Hindi keyboard ("२JP८FC").
  const huid = latinDigits(raw).trim().replace(/[\s-]+/g, "").toUpperCase().slice(0, 40);
  if (huid === "") return { huid, ok: false, error: m.empty };
  if (/[^A-Z0-9]/.test(huid)) return { huid, ok: false, error: m.chars };
  if (huid.length !== 6) {
    // At least 1 here (none is `empty`), where English and Hindi both say the singular for 1 only.
    return { huid, ok: false, error: fill(huid.length === 1 ? m.length.one : m.length.other, { n: huid.length }) };
  }
  return { huid, ok: true };
}
