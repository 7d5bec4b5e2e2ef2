/**
 * The weight a gold rate is for (docs/tools.md, "Gold rates per 10 g, per tola or per
 * pavan"): 10 g, as the bullion association's tables and most rate boards quote it; one
 * tola of 11.664 g, which Gujarati rate pages quote and Bengal calls the bhori (ভরি); or
 * one pavan / sovereign of 8 g, as Tamil Nadu and Kerala quote it (./rate-units.ts). Every
 * tool that prices gold by a rate reads it from `per=` in its query; a link without it
 * means 10 g in every language, so a link means the same wherever it is opened. Silver
 * stays per kg.
 */
import type { ToolLabels } from "../content/model/tools.ts";
import { toNumber } from "../lib/exact.ts";
import { choiceField } from "./query.ts";
import { RATE_UNIT_GRAMS } from "./rate-units.ts";

/** The tools' choice, in the order the form offers it (the first is a link's without `per`). */
export const GOLD_UNITS = ["10g", "tola", "pavan"] as const;
export type GoldUnit = (typeof GOLD_UNITS)[number];

/** 10 g, 1 tola = 11.664 g (180 grains of 0.0648 g), 1 pavan = 8 g: exact as typed figures (../lib/exact.ts `exact`). */
export const GOLD_UNIT_GRAMS: Record<GoldUnit, number> = { "10g": toNumber(RATE_UNIT_GRAMS["10g"]), tola: toNumber(RATE_UNIT_GRAMS.tola), pavan: toNumber(RATE_UNIT_GRAMS.pavan) };

export type GoldUnitWords = ToolLabels["form"]["goldUnit"];
/** The unit as labels and messages say it in `{per}`, in the page's language. */
export type PerWords = GoldUnitWords["per"];

/** A gold rate's unit as a query gives it: its grams, and its words for labels and messages ({per}). */
export type GoldRate = { unit: GoldUnit; grams: number; per: string };

export function goldRateOf(query: URLSearchParams, per: PerWords): GoldRate {
  const unit = choiceField(query.get("per"), GOLD_UNITS);
  return { unit, grams: GOLD_UNIT_GRAMS[unit], per: per[unit] };
}

/** A label or message with the unit filled in ("rate per {per}" → "rate per tola"). */
export const withPer = (text: string, gold: Pick<GoldRate, "per">) => text.replace("{per}", gold.per);

/**
 * The unit the form shows chosen: the link's; on a form with nothing in it, the one the
 * page's language usually quotes (`usual`); otherwise 10 g, as the link is read.
 */
export function goldUnitShown(params: URLSearchParams, words: GoldUnitWords): GoldUnit {
  if (params.has("per")) return choiceField(params.get("per"), GOLD_UNITS);
  return params.size === 0 ? choiceField(words.usual, GOLD_UNITS) : "10g";
}

/** The words of the unit the form shows chosen, for its labels ({per}). */
export const perShown = (params: URLSearchParams, words: GoldUnitWords) => words.per[goldUnitShown(params, words)];
