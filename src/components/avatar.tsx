/**
 * A customer's initials in a disc of the brand's colours (issue 29): the testimonials'
 * avatars on the home and landing pages, instead of a blank or a stock photo. Three
 * tones, taken in turn down a list, so neighbouring cards differ. Decorative: the name
 * is written beside it.
 */
import { unmarked } from "../lib/fallback-marks.ts";

const TONES = [
  { disc: "#7a1f2e", ring: "#e6bd5a", text: "#f2d48a" },
  { disc: "#e6bd5a", ring: "#7a1f2e", text: "#3f0f17" },
  { disc: "#3f0f17", ring: "#c99a2e", text: "#ffffff" },
] as const;

/**
 * "Rajesh Agarwal" → "RA"; "Imran" → "I" (first letters of the first and last words),
 * read past a preview language's fallback marks (src/lib/fallback-marks.ts).
 */
export function initialsOf(name: string): string {
  const words = unmarked(name).trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function InitialsAvatar({ initials, tone = 0 }: { initials: string; tone?: number }) {
  const t = TONES[tone % TONES.length] ?? TONES[0];
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="size-12 shrink-0">
      <circle cx="24" cy="24" r="23" fill={t.disc} stroke={t.ring} strokeWidth="2" />
      <text x="24" y="30" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="16" fontWeight="700" fill={t.text}>
        {initials}
      </text>
    </svg>
  );
}
