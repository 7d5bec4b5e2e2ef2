/**
 * The estimate's view: a line per piece (its breakdown in the label), the taxable
 * value, GST, the old gold, the round-off and the amount payable, marked "not a tax
 * invoice"; the WhatsApp text carries the shop's details and the same lines; and what
 * the printed estimate lists as entered, under the shop's and the customer's names.
 */
import type { ToolLabels } from "../../content/model/tools.ts";
import { div, frac, toNumber } from "../../lib/exact.ts";
import { formatGrams, formatRupees } from "../../lib/money.ts";
import { fill } from "../../lib/template.ts";
import { goldUnitChoice, unknownChoices, withNotices } from "../choices.ts";
import { oldAsChoice, oldGoldInputs, fineText } from "../exchange/view.ts";
import { goldRateOf, withPer, type GoldUnitWords } from "../gold-unit.ts";
import { figure, rupees } from "../inputs.ts";
import { own } from "../strings.ts";
import type { InputLine, ToolLogic } from "../types.ts";
import { errorsOf, percent, type ResultLine, type ToolView, type Units } from "../view.ts";
import { estimateCanonical } from "./canonical.ts";
import { estimateFromQuery, rowsOf, type EstimateForm } from "./compute.ts";
import { isSilver, METALS, pieceGiven, type Metal, type Piece } from "./pieces.ts";

type Labels = ToolLabels["estimate"];

const minus = (x: number) => `− ${formatRupees(x)}`;

/** "22K916", "88 % tunch", "Silver 925": a tunch as a jeweller writes it (70.07, never 70.07000000000001). */
function purityText(p: Pick<Piece, "metal" | "fineness">, l: Labels): string {
  const tunch = toNumber(div(p.fineness, frac(10))).toLocaleString("en-IN", { maximumFractionDigits: 3 });
  if (p.metal === "tunch" || p.metal === "stunch") return fill(p.metal === "stunch" ? l.silverTunch : l.old.purityTunch, { n: tunch });
  return isSilver(p.metal) ? l.metals[p.metal] : `${p.metal}${toNumber(p.fineness)}`;
}

function pieceLine(p: Piece, l: Labels, units: Units, perGold: string): ResultLine {
  const parts = [fill(l.detail, { metal: formatRupees(p.metalValue) })];
  if (p.wastage) parts.push(fill(l.wastageValue, { v: formatRupees(p.wastage) }));
  if (p.making) parts.push(fill(l.makingValue, { v: formatRupees(p.making) }));
  if (p.stones) parts.push(fill(l.stonesValue, { v: formatRupees(p.stones) }));
  if (p.hallmark) parts.push(fill(l.hallmarkValue, { v: formatRupees(p.hallmark) }));
  const rate = `${formatRupees(p.rate)}${isSilver(p.metal) ? l.perKg : perGold}`;
  const head = fill(l.pieceLine, { n: p.n, item: p.item || l.pieceItem[isSilver(p.metal) ? "silver" : "gold"], purity: purityText(p, l), net: formatGrams(p.net, units.grams), rate });
  return { label: `${head}: ${parts.join(", ")}`, value: formatRupees(p.subtotal) };
}

/** `after`: what follows a gold rate ("/10 g", "/tola"), in the page's words. */
export function estimateView(form: EstimateForm, l: Labels, needsRate: string, units: Units, after: GoldUnitWords["after"]): ToolView {
  if (form.blank) return { errors: {} };
  // The old gold's fields are judged only when any of them was typed (no exchange is no old gold).
  const errors = errorsOf({ ...form.shop, ...form.day, ...(form.old.given ? form.old.fields : {}) });
  for (const p of form.pieces) for (const [name, f] of Object.entries(p.fields)) if (f.error !== undefined) errors[`${name}${p.n}`] = f.error;
  if (form.old.given && !form.day.rate999.value && !errors.rate999) errors.rate999 = needsRate;
  const t = form.totals;
  if (!t || Object.keys(errors).length) return { errors };
  const lines: ResultLine[] = form.pieces.map((p) => pieceLine(p.piece!, l, units, after[form.gold]));
  lines.push({ label: l.taxable, value: formatRupees(t.taxable) });
  for (const tax of t.taxes) lines.push({ label: `${tax.name} ${percent(tax.percent, units.percent)}`, value: formatRupees(tax.amount) });
  lines.push({ label: l.total, value: formatRupees(t.total), strong: true });
  if (form.old.given && form.old.result) lines.push({ label: fill(l.lessOldGold, { fine: fineText(form.old.result.net, units) }), value: minus(t.oldGold) });
  if (t.roundOff) lines.push({ label: l.roundOff, value: t.roundOff < 0 ? minus(-t.roundOff) : `+ ${formatRupees(t.roundOff)}` });
  lines.push(t.payable < 0 ? { label: l.refund, value: formatRupees(-t.payable), strong: true } : { label: l.payable, value: formatRupees(t.payable), strong: true });
  const shop = [form.shop.shop.value, [form.shop.address.value, form.shop.phone.value, form.shop.gstin.value ? `GSTIN ${form.shop.gstin.value}` : ""].filter(Boolean).join(" · ")].filter(Boolean);
  return {
    errors: {},
    result: { heading: l.notInvoice, lines, note: form.old.given ? l.old.afterGst : undefined },
    summary: `${lines.at(-1)!.label} ${lines.at(-1)!.value}`,
    share: [...shop, l.notInvoice, ...lines.map((line) => `${line.label}: ${line.value}`)].join("\n"),
  };
}

/** A piece as typed, on one line of the printed estimate: "Necklace · 22K (916) · gross 25.4 g · …". */
function pieceInputs(q: URLSearchParams, n: number, l: Labels, units: Units, per: string): InputLine {
  const get = (name: string) => (q.get(`${name}${n}`) ?? "").trim();
  const metal = (METALS as readonly string[]).includes(get("metal")) ? (get("metal") as Metal) : "22K";
  const parts = [get("item").slice(0, 40), l.metals[metal] + (get("tunch") && metal.includes("tunch") ? ` ${fill(units.percent, { n: figure(get("tunch")) })}` : "")];
  const add = (name: string, label: string, show: (raw: string) => string = figure) => get(name) && parts.push(`${label} ${show(get(name))}`);
  add("gross", l.gross);
  add("stone", `${l.stone} (${get("stoneIn") === "g" ? l.grams : l.carats})`);
  add("stoneValue", l.stoneValue, rupees);
  add("rate", withPer(l.rate, { per }), rupees);
  add("wastage", l.wastage);
  const by = get("makingBy") === "perGram" ? l.makingPerGram : get("makingBy") === "fixed" ? l.makingFixed : l.makingPercent;
  add("making", `${l.making} (${by})`);
  add("hallmark", l.hallmark, rupees);
  // "Piece 1" never breaks: beside its long line it would print as "Piece" … "1:".
  return { label: fill(l.piece, { n }).replace(/ /g, "\u00a0"), value: parts.filter(Boolean).join(" · ") };
}

const inputLines: ToolLogic["inputLines"] = (q, s, yesNo) => {
  const l = own(s.labels.estimate, "estimate");
  const text = (name: string, label: string, max: number) => ((q.get(name) ?? "").trim() ? [{ label, value: (q.get(name) ?? "").trim().slice(0, max) }] : []);
  const gold = goldRateOf(q, s.form.goldUnit.per);
  const pieces: InputLine[] = [];
  for (let n = 1; n <= rowsOf(q); n++) if (pieceGiven(q, n)) pieces.push(pieceInputs(q, n, l, s.form.units, gold.per));
  // The shop and the customer head the printed estimate (`document` below), not this list.
  return [
    ...[["rate999", withPer(l.rate999, gold)], ["silver999", l.silver999]].flatMap(([name, label]) => ((q.get(name!) ?? "").trim() ? [{ label: label!, value: rupees(q.get(name!) ?? "") }] : [])),
    ...pieces,
    ...oldGoldInputs(q, l.old),
    { label: l.interstate, value: yesNo(q.get("interstate") === "1") },
  ];
};

/** Typed text on one line, cut to its bound (the form's fields say the same bounds). */
const oneLine = (q: URLSearchParams, name: string, max: number) => (q.get(name) ?? "").replace(/\s+/g, " ").trim().slice(0, max);

/**
 * The printed estimate is the shop's own (issue 38, item 6): its name, address, phone
 * and GSTIN head the page, then the customer's name when given (`customer`, optional).
 */
const document: ToolLogic["document"] = (q, s) => {
  const l = own(s.labels.estimate, "estimate");
  const customer = oneLine(q, "customer", CUSTOMER_MAX);
  return {
    shop: { shopName: oneLine(q, "shop", 60), shopAddress: oneLine(q, "address", 120), shopPhone: oneLine(q, "phone", 20), shopGstin: oneLine(q, "gstin", 15).toUpperCase() },
    customer: customer ? { label: l.customer, value: customer } : undefined,
  };
};

/** The longest customer's name the estimate keeps: a name and a surname, or a family's name and a village. */
export const CUSTOMER_MAX = 60;

export const logic: ToolLogic = {
  view: (query, s) => {
    const m = own(s.messages.estimate, "estimate");
    const unit = s.form.goldUnit;
    const l = own(s.labels.estimate, "estimate");
    const view = estimateView(estimateFromQuery(query, { number: s.messages.number, estimate: m, exchange: m.old }, unit.per), l, m.old.needsRate, s.form.units, unit.after);
    const choices = [goldUnitChoice(unit), oldAsChoice(l.old)];
    for (let n = 1; n <= rowsOf(query); n++) {
      const piece = fill(l.piece, { n });
      choices.push(
        { name: `metal${n}`, legend: `${piece}, ${l.metal}`, values: METALS, words: l.metals },
        { name: `stoneIn${n}`, legend: `${piece}, ${l.stoneIn}`, values: ["ct", "g"], words: { ct: l.carats, g: l.grams } },
        { name: `makingBy${n}`, legend: `${piece}, ${l.makingBy}`, values: ["percent", "perGram", "fixed"], words: { percent: l.makingPercent, perGram: l.makingPerGram, fixed: l.makingFixed } },
      );
    }
    return withNotices(view, unknownChoices(query, choices, s.form.unknownChoice));
  },
  inputLines,
  document,
  canonical: estimateCanonical,
};
