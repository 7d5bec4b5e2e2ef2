/**
 * The rate card for WhatsApp (loaded when asked for): the board's data drawn on a canvas
 * as a PNG, 1080 × 1920 for a status or 1080 × 1080 for a post, in the board's language
 * with the device's own fonts (a canvas shapes Indian scripts as the page does), then
 * shared where the device can share files (Web Share), downloaded otherwise.
 */
import { clockInIndia } from "../../lib/dates.ts";
import { fill } from "../../lib/template.ts";
import type { BoardData } from "./board-data.ts";

export const CARD_SIZES = { status: { width: 1080, height: 1920 }, post: { width: 1080, height: 1080 } } as const;
export type CardKind = keyof typeof CARD_SIZES;

/** One text drawn: what it says, its box's top left, its width and its type size (read back by the tests). */
export type Drawn = { text: string; x: number; y: number; width: number; size: number };

const BACK = "#14110d";
const GOLD = "#f5c84c";
const WHITE = "#ffffff";
const SOFT = "#e8e2d6";

/** Draws the card; returns every text drawn, in order. */
export function drawCard(ctx: CanvasRenderingContext2D, data: BoardData, kind: CardKind): Drawn[] {
  const { width, height } = CARD_SIZES[kind];
  const family = `${data.fonts ? `${data.fonts}, ` : ""}system-ui, "Segoe UI", Roboto, sans-serif`;
  const pad = 72;
  const inner = width - 2 * pad;
  const drawn: Drawn[] = [];
  ctx.fillStyle = BACK;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = "top";
  // The largest size up to `max` at which the text fits `room` wide.
  const sized = (text: string, weight: number, max: number, room: number) => {
    let size = max;
    for (; size > 12; size -= 2) {
      ctx.font = `${weight} ${size}px ${family}`;
      if (ctx.measureText(text).width <= room) break;
    }
    return size;
  };
  const text = (value: string, y: number, o: { weight: number; max: number; color: string; align?: "left" | "right" | "center"; room?: number }) => {
    if (!value) return 0;
    const size = sized(value, o.weight, o.max, o.room ?? inner);
    ctx.font = `${o.weight} ${size}px ${family}`;
    ctx.fillStyle = o.color;
    const w = ctx.measureText(value).width;
    const x = o.align === "right" ? width - pad - w : o.align === "center" ? (width - w) / 2 : pad;
    ctx.fillText(value, x, y);
    drawn.push({ text: value, x: Math.round(x), y: Math.round(y), width: Math.round(w), size });
    return size * 1.45;
  };
  const tall = kind === "status";
  let y = tall ? 140 : 64;
  y += text(data.shop, y, { weight: 800, max: tall ? 96 : 80, color: GOLD, align: "center" });
  y += text(data.place, y, { weight: 500, max: 44, color: WHITE, align: "center" });
  y += text(data.title, y + 16, { weight: 700, max: 48, color: WHITE, align: "center" }) + 16;
  y += text(data.when, y, { weight: 500, max: 40, color: SOFT, align: "center" });
  const foot = height - (tall ? 140 : 64) - (data.note ? 110 : 50);
  const rows = Math.max(1, data.rows.length);
  const each = (foot - y - 40) / rows;
  const rate = Math.min(tall ? 150 : 110, each * 0.5);
  y += 30;
  for (const row of data.rows) {
    ctx.fillStyle = "rgba(255,255,255,0.25)";
    ctx.fillRect(pad, y, inner, 2);
    text(row.label, y + 18, { weight: 700, max: rate * 0.42, color: WHITE, room: inner * 0.62 });
    text(row.per, y + 18 + rate * 0.62, { weight: 500, max: rate * 0.28, color: SOFT, room: inner * 0.4 });
    text(row.rate, y + each - rate * 1.15, { weight: 800, max: rate, color: GOLD, align: "right" });
    y += each;
  }
  if (!data.rows.length) text(data.empty, y, { weight: 600, max: 44, color: WHITE, align: "center" });
  let bottom = foot;
  if (data.note) bottom += text(data.note, bottom, { weight: 600, max: 48, color: GOLD, align: "center" });
  text(data.credit, bottom + 10, { weight: 500, max: 28, color: SOFT, align: "center" });
  return drawn;
}

/** The card's file name: "rates-status-2026-11-28.png". */
const fileName = (kind: CardKind) => `rates-${kind}-${clockInIndia().slice(0, 10)}.png`;

export async function makeCard(data: BoardData, kind: CardKind, say: (text: string, drawn?: Drawn[]) => void, words: { made: string; cardFailed: string }) {
  const { width, height } = CARD_SIZES[kind];
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return say(words.cardFailed);
  // The device's faces for the script, loaded for these very letters before drawing.
  const sample = [data.shop, data.title, data.when, ...data.rows.flatMap((r) => [r.label, r.per])].join(" ");
  await document.fonts.load(`700 40px ${data.fonts ?? "system-ui"}`, sample).catch(() => []);
  const drawn = drawCard(ctx, data, kind);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) return say(words.cardFailed);
  const name = fileName(kind);
  const file = new File([blob], name, { type: "image/png" });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return say(fill(words.made, { name }), drawn);
    } catch (error) {
      // Cancelled by the jeweller: nothing to say. Refused: downloaded instead.
      if ((error as Error).name === "AbortError") return;
    }
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
  say(fill(words.made, { name }), drawn);
}
