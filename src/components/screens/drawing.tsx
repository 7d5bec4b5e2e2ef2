/**
 * One drawn screen of the ERP (issue 29): a window with the title bar, the modules'
 * sidebar, the screen's fields, table, totals, chart or phone, in the page's language.
 * Rendered to an SVG document by worker/routes/screens.ts; the same drawing is the
 * carousel's thumbnail, the dialog's large picture and the home hero (docs/architecture.md,
 * "Drawn screens").
 */
import type { Cell, ScreenSpec } from "../../content/screens.ts";
import type { ScreenWord, ScreenWords } from "../../content/model/screens.ts";
import { C, Chart, FONT, Kyc, Phone, Tag, isFigure, say } from "./parts.tsx";

export const LANDSCAPE = { width: 1200, height: 750 };
export const PORTRAIT = { width: 300, height: 600 };

const MODULES: ScreenWord[] = ["billing", "stock", "orders", "karigars", "production", "girvi", "accounts", "reports"];
const X0 = 224;
const RIGHT = 1176;

export type DrawingProps = {
  spec: ScreenSpec;
  words: ScreenWords;
  /** The window's title (the screenshot's title) and the edition it belongs to. */
  title: string;
  edition: string;
  /** What the screen is for (the screenshot's description), beside a phone. */
  description: string;
  /** The phone app's name. */
  app: string;
  portrait?: boolean;
  /** The accessible name, also given by the page's alt text. */
  label: string;
  /** The language's `lang` and its script's font stack (src/lib/locale.ts); none for Latin script. */
  lang: string;
  fonts?: string;
};

export function ScreenDrawing(props: DrawingProps) {
  const { spec, words, portrait, label, lang, fonts } = props;
  const size = portrait ? PORTRAIT : LANDSCAPE;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size.width} height={size.height} viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-label={label} xmlLang={lang} fontFamily={fonts ? `${fonts}, ${FONT}` : FONT}>
      <title>{label}</title>
      {portrait && spec.phone ? <Phone sections={spec.phone} app={props.app} words={words} x={0} y={0} /> : spec.phone ? <PhoneScene {...props} /> : <Window {...props} />}
    </svg>
  );
}

/** A phone screen shown landscape: the brand's backdrop, the title and the phone. */
function PhoneScene({ spec, words, title, description, edition, app }: DrawingProps) {
  return (
    <g>
      <rect width="1200" height="750" fill={C.dark} />
      <circle cx="980" cy="120" r="260" fill={C.brand} opacity=".6" />
      <text x="80" y="120" fontSize="26" fontWeight="700" fill={C.goldSoft}>Zevar ERP · {edition}</text>
      <text x="80" y="180" fontSize="48" fontWeight="800" fill="#fff">{title}</text>
      <text x="80" y="236" fontSize="24" fill="#e9dcdf">{description}</text>
      <Phone sections={spec.phone ?? []} app={app} words={words} x={720} y={75} />
    </g>
  );
}

function Window({ spec, words, title, edition }: DrawingProps) {
  const panel = spec.tag || spec.kyc ? 280 : 0;
  const width = RIGHT - X0 - panel;
  let y = 80;
  const parts: React.ReactNode[] = [];
  if (spec.tabs) {
    let tx = X0;
    parts.push(
      <g key="tabs">
        {spec.tabs.map((t, i) => {
          const w = words[t].length * 9 + 32;
          const g = (
            <g key={t}>
              <rect x={tx} y={y} width={w} height="34" rx="17" fill={i === 0 ? C.brand : "#fff"} stroke={C.brand} />
              <text x={tx + w / 2} y={y + 23} fontSize="15" fill={i === 0 ? "#fff" : C.brand} textAnchor="middle">{words[t]}</text>
            </g>
          );
          tx += w + 8;
          return g;
        })}
      </g>,
    );
    y += 52;
  }
  if (spec.fields) {
    const cols = panel ? 2 : 3;
    const fw = (width - (cols - 1) * 16) / cols;
    parts.push(
      <g key="fields">
        {spec.fields.map(([k, v], i) => {
          const fx = X0 + (i % cols) * (fw + 16);
          const fy = y + Math.floor(i / cols) * 70;
          return (
            <g key={k}>
              <rect x={fx} y={fy} width={fw} height="58" rx="8" fill="#fff" stroke={C.line} />
              <text x={fx + 14} y={fy + 21} fontSize="14" fill={C.soft}>{words[k]}</text>
              <text x={fx + 14} y={fy + 45} fontSize="19" fontWeight="700" fill={C.ink}>{say(v, words)}</text>
            </g>
          );
        })}
      </g>,
    );
    y += Math.ceil(spec.fields.length / cols) * 70 + 10;
  }
  if (spec.table) {
    parts.push(<Table key="table" table={spec.table} words={words} y={y} width={width} />);
    y += 40 + spec.table.rows.length * 42 + 22;
  }
  if (spec.chart) {
    parts.push(<Chart key="chart" chart={spec.chart} words={words} x={X0} y={y} width={width} height={spec.totals ? 470 : 560} />);
    y += spec.totals ? 490 : 580;
  }
  if (spec.totals) parts.push(<Totals key="totals" totals={spec.totals} words={words} y={y} />);
  return (
    <g>
      <rect width="1200" height="750" fill={C.paper} />
      <rect width="1200" height="52" fill={C.brand} />
      <text x="24" y="34" fontSize="22" fontWeight="800" fill={C.goldSoft}>Zevar ERP</text>
      <text x={X0} y="34" fontSize="20" fontWeight="600" fill="#fff">{title}</text>
      <text x={RIGHT} y="34" fontSize="16" fill={C.goldSoft} textAnchor="end">{edition}</text>
      <rect y="52" width="200" height="698" fill={C.dark} />
      {MODULES.map((m, i) => (
        <g key={m}>
          {m === spec.module ? <rect y={72 + i * 50} width="200" height="42" fill={C.brand} /> : null}
          {m === spec.module ? <rect y={72 + i * 50} width="5" height="42" fill={C.gold} /> : null}
          <text x="26" y={99 + i * 50} fontSize="17" fill={m === spec.module ? C.goldSoft : "#e9dcdf"}>{words[m]}</text>
        </g>
      ))}
      {parts}
      {spec.tag ? <Tag tag={spec.tag} words={words} x={RIGHT - 240} y={80} /> : null}
      {spec.kyc ? <Kyc x={RIGHT - 240} y={80} /> : null}
      {spec.buttons?.map((b, i) => {
        const bw = words[b].length * 10 + 48;
        const bx = X0 + spec.buttons!.slice(0, i).reduce((s, p) => s + words[p].length * 10 + 60, 0);
        return (
          <g key={b}>
            <rect x={bx} y="680" width={bw} height="44" rx="22" fill={i === 0 ? C.brand : "#fff"} stroke={C.brand} />
            <text x={bx + bw / 2} y="708" fontSize="17" fontWeight="600" fill={i === 0 ? "#fff" : C.brand} textAnchor="middle">{words[b]}</text>
          </g>
        );
      })}
    </g>
  );
}

function Table({ table, words, y, width }: { table: NonNullable<ScreenSpec["table"]>; words: ScreenWords; y: number; width: number }) {
  const weights = table.weights ?? table.cols.map(() => 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  const xs: number[] = [];
  weights.reduce((acc, wt) => (xs.push(acc), acc + (width * wt) / sum), X0);
  const right = table.cols.map((_, c) => table.rows.every((r) => r[c] === "" || isFigure(r[c] as Cell)));
  const at = (c: number) => (right[c] ? (xs[c] ?? X0) + (width * (weights[c] ?? 1)) / sum - 12 : (xs[c] ?? X0) + 12);
  return (
    <g>
      <rect x={X0} y={y} width={width} height="40" rx="6" fill={C.rose} />
      {table.cols.map((col, c) => (
        <text key={col} x={at(c)} y={y + 26} fontSize="15" fontWeight="700" fill={C.brand} textAnchor={right[c] ? "end" : "start"}>{words[col]}</text>
      ))}
      {table.rows.map((row, r) => (
        <g key={r}>
          <rect x={X0} y={y + 40 + r * 42} width={width} height="42" fill={r % 2 ? "#fbf7f8" : "#fff"} stroke={C.line} />
          {row.map((cell, c) => (
            <text key={c} x={at(c)} y={y + 67 + r * 42} fontSize="16" fill={C.ink} textAnchor={right[c] ? "end" : "start"}>{say(cell, words)}</text>
          ))}
        </g>
      ))}
    </g>
  );
}

function Totals({ totals, words, y }: { totals: NonNullable<ScreenSpec["totals"]>; words: ScreenWords; y: number }) {
  const x = RIGHT - 420;
  return (
    <g>
      {totals.map(([k, v], i) => {
        const last = i === totals.length - 1;
        return (
          <g key={k}>
            {last ? <rect x={x} y={y + i * 34} width="420" height="34" rx="6" fill={C.brand} /> : null}
            <text x={x + 14} y={y + 23 + i * 34} fontSize="16" fill={last ? "#fff" : C.soft}>{words[k]}</text>
            <text x={RIGHT - 14} y={y + 23 + i * 34} fontSize="17" fontWeight="700" fill={last ? C.goldSoft : C.ink} textAnchor="end">{say(v, words)}</text>
          </g>
        );
      })}
    </g>
  );
}
