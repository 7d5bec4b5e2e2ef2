/**
 * Pieces of the drawn screens (issue 29, src/content/screens.ts): text cells, the
 * chart, the phone, the printed tag and the KYC panel. Plain SVG, drawn on the server
 * (worker/routes/screens.ts); every word comes in from the page's language.
 */
import type { Cell, PhoneSection, ScreenSpec } from "../../content/screens.ts";
import type { ScreenWords } from "../../content/model/screens.ts";

export const C = {
  brand: "#7a1f2e",
  dark: "#3f0f17",
  gold: "#e6bd5a",
  goldSoft: "#f2d48a",
  ink: "#2a1a1d",
  soft: "#6b5a5e",
  paper: "#f7f3ee",
  line: "#ead8dc",
  rose: "#f4e3e6",
  green: "#1f7a4d",
};
/**
 * Latin's faces; a drawing in another script puts its language's own stack before them
 * (the registry's `fonts`, src/lib/locale.ts), as the pages do (issue 38, item 7).
 */
export const FONT = "system-ui, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

export const say = (cell: Cell, words: ScreenWords): string => (typeof cell === "string" ? cell : words[cell.w]);

/** A figure (drawn right-aligned in its column): digits, money, signed amounts. */
export const isFigure = (cell: Cell) => typeof cell === "string" && /^[−+₹0-9]/.test(cell);

export function Chart({ chart, words, x, y, width, height }: { chart: NonNullable<ScreenSpec["chart"]>; words: ScreenWords; x: number; y: number; width: number; height: number }) {
  const max = Math.max(...chart.series.flatMap(([, v]) => v)) * 1.15;
  const base = y + height - 40;
  const groupW = width / chart.groups.length;
  const barW = Math.min(90, (groupW - 60) / chart.series.length);
  const fills = [C.line, C.brand, C.gold];
  // Every bar's figure to the same places (7.90 beside 7.74).
  const places = Math.max(...chart.series.flatMap(([, v]) => v.map((n) => String(n).split(".")[1]?.length ?? 0)));
  return (
    <g>
      <text x={x} y={y + 16} fontSize="16" fill={C.soft}>{say(chart.unit, words)}</text>
      {chart.series.map(([name], s) => (
        <g key={s}>
          <rect x={x + width - 260 + s * 130} y={y + 2} width="18" height="18" rx="3" fill={fills[s + 1]} />
          <text x={x + width - 234 + s * 130} y={y + 17} fontSize="16" fill={C.ink}>{say(name, words)}</text>
        </g>
      ))}
      <line x1={x} y1={base} x2={x + width} y2={base} stroke={C.soft} />
      {chart.groups.map((g, i) => {
        const gx = x + i * groupW + (groupW - barW * chart.series.length) / 2;
        return (
          <g key={i}>
            {chart.series.map(([, values], s) => {
              const v = values[i] ?? 0;
              const h = ((height - 90) * v) / max;
              return (
                <g key={s}>
                  <rect x={gx + s * barW} y={base - h} width={barW - 8} height={h} rx="4" fill={fills[s + 1]} />
                  <text x={gx + s * barW + (barW - 8) / 2} y={base - h - 8} fontSize="17" fontWeight="700" fill={C.ink} textAnchor="middle">{v.toFixed(places)}</text>
                </g>
              );
            })}
            <text x={x + i * groupW + groupW / 2} y={base + 28} fontSize="17" fill={C.ink} textAnchor="middle">{say(g, words)}</text>
          </g>
        );
      })}
    </g>
  );
}

/** A phone of 300 × 600 at (x, y) with the app's sections. */
export function Phone({ sections, app, words, x, y }: { sections: PhoneSection[]; app: string; words: ScreenWords; x: number; y: number }) {
  let top = y + 96;
  return (
    <g>
      <rect x={x} y={y} width="300" height="600" rx="40" fill="#1c1013" />
      <rect x={x + 12} y={y + 12} width="276" height="576" rx="30" fill={C.paper} />
      <path d={`M${x + 12} ${y + 80}V${y + 42}a30 30 0 0 1 30-30h216a30 30 0 0 1 30 30V${y + 80}z`} fill={C.brand} />
      <text x={x + 32} y={y + 40} fontSize="13" fill="#fff">9:41</text>
      <text x={x + 32} y={y + 66} fontSize="18" fontWeight="700" fill={C.goldSoft}>{app}</text>
      {sections.map((s, i) => {
        const big = i === 0 && s.rows[0]?.[1] === "";
        const h = 38 + s.rows.length * 30 + (big ? 14 : 0);
        const alert = s.tone === "alert";
        const card = (
          <g key={i}>
            <rect x={x + 26} y={top} width="248" height={h} rx="14" fill={alert ? "#fdecec" : "#fff"} stroke={alert ? "#e8a0a0" : C.line} />
            <text x={x + 42} y={top + 26} fontSize="14" fontWeight="600" fill={alert ? "#9b1c1c" : C.soft}>{words[s.head]}</text>
            {s.rows.map(([l, r], j) =>
              big && j === 0 ? (
                <text key={j} x={x + 42} y={top + 62} fontSize="28" fontWeight="800" fill={C.brand}>{say(l, words)}</text>
              ) : (
                <g key={j}>
                  <text x={x + 42} y={top + 54 + j * 30 + (big ? 14 : 0)} fontSize="15" fill={C.ink}>{say(l, words)}</text>
                  <text x={x + 258} y={top + 54 + j * 30 + (big ? 14 : 0)} fontSize="15" fontWeight="700" fill={C.ink} textAnchor="end">{say(r, words)}</text>
                </g>
              ),
            )}
          </g>
        );
        top += h + 14;
        return card;
      })}
    </g>
  );
}

/** A barcode's bars, drawn from the tag's code (the same code, the same bars). */
function bars(code: string): number[] {
  const widths: number[] = [];
  for (const ch of code) {
    const c = ch.charCodeAt(0);
    for (let k = 0; k < 4; k++) widths.push(((c >> k) & 1) + 1, ((c >> (k + 2)) & 1) + 1);
  }
  return widths;
}

export function Tag({ tag, words, x, y }: { tag: NonNullable<ScreenSpec["tag"]>; words: ScreenWords; x: number; y: number }) {
  let bx = x + 28;
  const rects = bars(tag.code).map((wd, i) => {
    const r = i % 2 === 0 ? <rect key={i} x={bx} y={y + 60} width={wd * 2} height="70" fill={C.ink} /> : null;
    bx += wd * 2;
    return r;
  });
  return (
    <g>
      <path d={`M${x} ${y + 20}a20 20 0 0 1 20-20h200a20 20 0 0 1 20 20v250a20 20 0 0 1-20 20H${x + 20}a20 20 0 0 1-20-20z`} fill="#fff" stroke={C.gold} strokeWidth="3" />
      <circle cx={x + 120} cy={y + 26} r="9" fill={C.paper} stroke={C.gold} strokeWidth="2" />
      {rects}
      <text x={x + 120} y={y + 154} fontSize="16" fontWeight="700" fill={C.ink} textAnchor="middle">{tag.code}</text>
      {tag.lines.map((l, i) => (
        <text key={i} x={x + 120} y={y + 188 + i * 28} fontSize="17" fill={C.ink} textAnchor="middle">{say(l, words)}</text>
      ))}
    </g>
  );
}

export function Kyc({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="240" height="200" rx="14" fill={C.rose} />
      <circle cx={x + 120} cy={y + 78} r="38" fill={C.brand} opacity=".75" />
      <path d={`M${x + 48} ${y + 200}c8-52 36-72 72-72s64 20 72 72z`} fill={C.brand} opacity=".75" />
      <rect x={x} y={y + 220} width="240" height="170" rx="14" fill="#fff" stroke={C.line} />
      {[18, 30, 42, 54, 66].map((r) => (
        <ellipse key={r} cx={x + 120} cy={y + 305} rx={r * 0.8} ry={r} fill="none" stroke={C.green} strokeWidth="3" strokeDasharray={r > 40 ? "14 6" : undefined} />
      ))}
    </g>
  );
}
