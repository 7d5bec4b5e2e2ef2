/**
 * HUID form check (TRADE-FACTS "Hallmark and HUID"): six characters, letters A–Z and
 * digits, case folded to upper. BIS documents no checksum, so a form check is all a
 * page can do; only BIS's own verification (BIS CARE, 'Verify HUID') confirms an article.
 */
export type HuidCheck = { huid: string; ok: true } | { huid: string; ok: false; error: string };

export function checkHuid(raw: string): HuidCheck {
  // People type it with spaces or dashes off the tag ("2JP 8FC"): those are not part of it.
  const huid = raw.trim().replace(/[\s-]+/g, "").toUpperCase().slice(0, 40);
  if (huid === "") return { huid, ok: false, error: "Enter the 6-character HUID from the article or its invoice." };
  if (/[^A-Z0-9]/.test(huid)) return { huid, ok: false, error: "A HUID has only letters A–Z and digits 0–9." };
  if (huid.length !== 6) {
    return { huid, ok: false, error: `A HUID has exactly 6 characters; this has ${huid.length}.` };
  }
  return { huid, ok: true };
}
