/**
 * The jewellery estimate (docs/tools.md, "Jewellery estimate"): up to MAX_PIECES pieces
 * (./pieces.ts), 3 % GST on their taxable total, the old gold given in exchange taken
 * off after GST (src/tools/exchange/compute.ts), a round-off to the rupee and the
 * amount payable. The shop's details come from the query too: nothing is stored.
 *
 * GST: CGST 1.5 % + SGST 1.5 %, each half rounded on its own as an invoice prints it,
 * or IGST 3 % when the goods are delivered to another state (`interstate=1`): the place
 * of supply of goods is where they are delivered (IGST Act s.10(1)).
 */
import type { ToolMessages } from "../../content/model/tools.ts";
import { paisa } from "../../lib/money.ts";
import { goldRateOf, type GoldUnit, type PerWords } from "../gold-unit.ts";
import { oldGoldFromQuery, rate999Field, type OldGoldForm } from "../exchange/compute.ts";
import { numberField, type Field } from "../query.ts";
import type { TaxLine } from "../gst/compute.ts";
import { MAX_PIECES, MAX_TEXT, pieceFromQuery, pieceGiven, textField, type Piece, type PieceForm } from "./pieces.ts";

export type Totals = {
  taxable: number;
  taxes: TaxLine[];
  total: number;
  oldGold: number;
  /** Paise off (negative) or on (positive) to reach the rupee. */
  roundOff: number;
  /** Rounded to the rupee; negative when the old gold is worth more (the shop pays the difference). */
  payable: number;
};

export type EstimateForm = {
  /** The number of piece rows the form shows (1 to MAX_PIECES). */
  rows: number;
  shop: Record<"shop" | "address" | "phone" | "gstin", Field<string>>;
  day: { rate999: Field<number>; silver999: Field<number> };
  pieces: PieceForm[];
  old: OldGoldForm;
  interstate: boolean;
  totals?: Totals;
  blank: boolean;
  /** What the gold rates are for: 10 g or a tola. */
  gold: GoldUnit;
};

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function totals(pieces: Piece[], oldGold: number, interstate: boolean): Totals {
  const taxable = paisa(pieces.reduce((sum, p) => sum + p.subtotal, 0));
  const taxes: TaxLine[] = interstate
    ? [{ name: "IGST", percent: 3, amount: paisa((taxable * 3) / 100) }]
    : [
        { name: "CGST", percent: 1.5, amount: paisa((taxable * 1.5) / 100) },
        { name: "SGST", percent: 1.5, amount: paisa((taxable * 1.5) / 100) },
      ];
  const total = paisa(taxable + taxes.reduce((sum, t) => sum + t.amount, 0));
  const exact = paisa(total - oldGold);
  // To the nearest rupee, 50 paise up (away from zero when the shop pays).
  const payable = Math.sign(exact) * Math.round(Math.abs(exact) * (1 + 2 * Number.EPSILON)) || 0;
  return { taxable, taxes, total, oldGold, roundOff: paisa(payable - exact), payable };
}

/** The rows to show: every piece given, and as many as `pieces=` asks (the Add button's), 1 to MAX_PIECES. */
export function rowsOf(q: URLSearchParams): number {
  let rows = Math.max(1, ...q.getAll("pieces").map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : 0)));
  for (let n = 1; n <= MAX_PIECES; n++) if (pieceGiven(q, n)) rows = Math.max(rows, n);
  return Math.min(rows, MAX_PIECES);
}

/** `per`: the gold rates' unit in the page's words (../gold-unit.ts): the day's 999 rate, the gold pieces' rates and the old gold's. */
export function estimateFromQuery(q: URLSearchParams, m: Pick<ToolMessages, "number" | "estimate" | "exchange">, per: PerWords): EstimateForm {
  const e = m.estimate;
  const gold = goldRateOf(q, per);
  const text = (name: keyof typeof MAX_TEXT & keyof typeof e.text) => textField(q.get(name), MAX_TEXT[name], e.text[name], e.tooLong);
  const gstin = (q.get("gstin") ?? "").trim().toUpperCase().slice(0, 15);
  const shop = {
    shop: text("shop"),
    address: text("address"),
    phone: text("phone"),
    gstin: gstin === "" || GSTIN.test(gstin) ? { value: gstin, raw: gstin } : { raw: gstin, error: e.gstin },
  };
  const day = {
    rate999: rate999Field(q, e.fields.rate999, m.number, gold),
    silver999: numberField(q.get("silver999"), { label: e.fields.silver999, above: 0, max: 1_00_00_000, fallback: 0 }, m.number),
  };
  const rates = { gold: day.rate999.value || undefined, silver: day.silver999.value || undefined };
  const rows = rowsOf(q);
  const pieces: PieceForm[] = [];
  for (let n = 1; n <= rows; n++) if (pieceGiven(q, n) || n === 1) pieces.push(pieceFromQuery(q, n, rates, m, gold));
  const old = oldGoldFromQuery(q, rates.gold ? { value: rates.gold, grams: gold.grams } : undefined, { number: m.number, exchange: m.exchange });
  const interstate = q.get("interstate") === "1";
  const blank = !pieces.some((p) => pieceGiven(q, p.n)) && !old.given && ["shop", "address", "phone", "gstin", "rate999", "silver999"].every((k) => (q.get(k) ?? "").trim() === "");
  const ok =
    Object.values(shop).every((f) => f.error === undefined) &&
    Object.values(day).every((f) => f.error === undefined) &&
    pieces.every((p) => p.piece) &&
    (!old.given || old.result !== undefined);
  const result = ok ? totals(pieces.map((p) => p.piece!), old.given ? old.result!.value : 0, interstate) : undefined;
  return { rows, shop, day, pieces, old, interstate, totals: result, blank, gold: gold.unit };
}
