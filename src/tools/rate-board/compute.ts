/**
 * The gold rate board (docs/tools.md, "Rate board"): the day's rates a shop shows on its
 * screen and sends on WhatsApp, read from the link. Every field is bounded; a rate left
 * blank is simply not shown; nothing is worked out but the unit a rate is quoted per.
 * Rates are shown as typed (whole rupees, or to the paisa when typed with paise), never
 * from a computed float.
 */
import { parseIsoDate } from "../../lib/calendar.ts";
import { latinDigits } from "../../lib/digits.ts";
import { fill } from "../../lib/template.ts";
import type { ToolMessages } from "../../content/model/tools.ts";
import { choiceField, isBlank, numberField, type Field } from "../query.ts";
import type { RateUnit } from "../rate-units.ts";
import { exact, frac, rounded } from "../../lib/exact.ts";
import { rateFor } from "../metal-value.ts";

/** The weight a gold rate is quoted per (../rate-units.ts): 10 g (the first: a link without `per`), 1 g, a tola of 11.664 g, a pavan (sovereign) of 8 g. */
export const BOARD_UNITS = ["10g", "1g", "tola", "pavan"] as const satisfies readonly RateUnit[];
export type BoardUnit = (typeof BOARD_UNITS)[number];

/** The rates a board shows, in its order: gold 24K (999), 22K (916), 18K (750), then silver per kg. */
export const RATES = ["g24", "g22", "g18", "silver"] as const;
export type RateKey = (typeof RATES)[number];

/** Each rate's name on the board (`toolLabels.rate-board.board`). */
export const ROW_WORD = { g24: "gold24", g22: "gold22", g18: "gold18", silver: "silver" } as const satisfies Record<RateKey, string>;

/** The fineness each gold rate is for (the association's rule: the 999 rate × fineness ÷ 1000). */
export const FINENESS: Record<Exclude<RateKey, "silver">, number> = { g24: 999, g22: 916, g18: 750 };

/** A rate of at most 7 digits (₹99,99,999): what a board's largest type is sized for. */
export const MAX_RATE = 9_999_999;
export const TEXT_LIMITS = { shop: 60, city: 40, phone: 20, note: 80 } as const;
type TextKey = keyof typeof TEXT_LIMITS;

export type BoardMessages = ToolMessages["rate-board"];

export type RateBoardForm = {
  blank: boolean;
  rates: Record<RateKey, Field<number | undefined>>;
  texts: Record<TextKey, Field<string>>;
  unit: BoardUnit;
  /** When the rates were set ("2026-11-28T09:41", India's time), if the link says so. */
  at?: { date: string; time: string };
};

const PHONE = /^\+?[\d\s-]{6,20}$/;
const AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A text of the board: trimmed, controls and markup starters refused, at most its limit. */
function textField(raw: string | null, key: TextKey, m: BoardMessages): Field<string> {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if ([...text].length > TEXT_LIMITS[key]) return { raw: text.slice(0, 200), error: fill(m.tooLong, { label: m.fields[key], max: TEXT_LIMITS[key] }) };
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]|<[a-z!/?]/i.test(text)) return { raw: text.slice(0, 200), error: fill(m.plainText, { label: m.fields[key] }) };
  if (key === "phone" && text !== "" && !PHONE.test(latinDigits(text))) return { raw: text, error: m.phone };
  return { value: text, raw: text };
}

function rateField(raw: string | null, key: RateKey, m: BoardMessages, number: ToolMessages["number"]): Field<number | undefined> {
  const text = (raw ?? "").trim();
  if (text === "") return { value: undefined, raw: "" };
  const read = numberField(text, { label: m.fields[key], above: 0, max: MAX_RATE }, number);
  if (read.error !== undefined) return read;
  // Rupees and paise: a rate typed with more decimals is not a rate a board shows.
  if (!/^[^.]*(\.\d{0,2})?$/.test(latinDigits(text))) return { raw: read.raw, error: fill(m.paise, { label: m.fields[key] }) };
  return read;
}

export function rateBoardFromQuery(query: URLSearchParams, m: BoardMessages, number: ToolMessages["number"]): RateBoardForm {
  const rates = Object.fromEntries(RATES.map((k) => [k, rateField(query.get(k), k, m, number)])) as RateBoardForm["rates"];
  const texts = Object.fromEntries((Object.keys(TEXT_LIMITS) as TextKey[]).map((k) => [k, textField(query.get(k), k, m)])) as RateBoardForm["texts"];
  const at = AT.exec(query.get("at") ?? "");
  const [hh, mm] = at ? [Number(at[2]), Number(at[3])] : [];
  return {
    blank: isBlank(query, [...RATES, "shop"]),
    rates,
    texts,
    unit: choiceField(query.get("per"), BOARD_UNITS),
    ...(at && hh! < 24 && mm! < 60 && parseIsoDate(at[1]!) ? { at: { date: at[1]!, time: `${at[2]}:${at[3]}` } } : {}),
  };
}

/** The rates to show, in the board's order: those filled in and valid. */
export function shownRates(form: RateBoardForm): { key: RateKey; rate: number }[] {
  return RATES.flatMap((key) => {
    const value = form.rates[key].value;
    return value === undefined ? [] : [{ key, rate: value }];
  });
}

const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate as a board shows it: ₹12,34,567 (whole rupees), or ₹75,000.50 when typed with paise; Indian grouping. */
export function boardRupees(rate: number): string {
  const cents = Math.round(rate * 100);
  return cents % 100 === 0 ? whole.format(cents / 100) : paise.format(cents / 100);
}

/** The board's link: a form's link (the page's URL and its query) with `view=board`. */
export function boardLink(url: string, params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.set("view", "board");
  return `${url}?${query}`;
}

export const choiceOfUnit = (raw: string | null): BoardUnit => choiceField(raw, BOARD_UNITS);

/**
 * A purity's rate from the 24K (999) rate by the one valuation rule every tool uses
 * (../metal-value.ts: the 999 rate × fineness ÷ 1000 below 995), exact, rounded once to the
 * rupee (half up):
 * ₹75,000 → 22K ₹68,700, 18K ₹56,250; ₹1,23,456.78 → 22K ₹1,13,086.
 */
export const fromRate24 = (rate24: number, fineness: number): number => rounded(rateFor(exact(rate24), frac(fineness)), 0);
