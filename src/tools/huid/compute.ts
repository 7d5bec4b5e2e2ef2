/**
 * HUID form check (docs/tools.md, "Hallmark and HUID"): six characters, letters A–Z and
 * digits, case folded to upper. BIS documents no checksum, so a form check is all a
 * page can do; only BIS's own verification (BIS CARE, 'Verify HUID') confirms an article.
 */
import { latinDigits } from "../../lib/digits.ts";
import { plural } from "../../lib/template.ts";
import type { ToolMessages } from "../strings.ts";

export type HuidCheck = { huid: string; ok: true } | { huid: string; ok: false; error: string };

/**
 * What is not part of a HUID as it is typed off a tag or pasted from a bill or a chat
 * (issue 23 item 13): white space of every kind (\s has the no-break spaces), the dashes
 * U+2010–2015, the minus sign U+2212 and the hyphen, the soft hyphen, and the zero-width
 * space, non-joiner, joiner, word joiner and byte-order mark.
 */
const SEPARATORS = /[\s\-\u00AD\u2010-\u2015\u2212\u200B-\u200D\u2060\uFEFF]+/g;
/** A leading label, "HUID:" in any case ("HUID : 2JP8FC"); without its colon "HUID12" may be a HUID. */
const LABEL = /^[\s\u200B-\u200D\u2060\uFEFF]*HUID[\s\u200B-\u200D\u2060\uFEFF]*:/i;

/** Its messages are the page's language's; `locale` (Intl) chooses the length message's plural form. */
export function checkHuid(raw: string, m: ToolMessages["huid"], locale: string): HuidCheck {
  // NFKC first: full-width letters and digits (２ＪＰ８ＦＣ) and a full-width colon become
  // their plain forms. Digits may come from a Hindi keyboard ("२JP८FC").
  const huid = latinDigits(raw.slice(0, 200).normalize("NFKC")).replace(LABEL, "").replace(SEPARATORS, "").toUpperCase().slice(0, 40);
  if (huid === "") return { huid, ok: false, error: m.empty };
  if (/[^A-Z0-9]/.test(huid)) return { huid, ok: false, error: m.chars };
  // At least 1 here (none is `empty`).
  if (huid.length !== 6) return { huid, ok: false, error: plural(locale, huid.length, m.length) };
  return { huid, ok: true };
}
