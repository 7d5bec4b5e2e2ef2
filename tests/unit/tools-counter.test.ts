/**
 * The jewellery estimate and the old gold exchange (issue 28, items 1 and 2) against the
 * cases worked out by hand (tests/fixtures/estimate-example.ts), in each language's words
 * (tests/fixtures/locales/<code>/counter.ts); and hostile input: a message, never NaN,
 * Infinity or a result that grows with the query.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import type { Locale } from "../../src/lib/locale.ts";
import { canonicalOf } from "../../src/tools/canonical.ts";
import { estimateFromQuery } from "../../src/tools/estimate/compute.ts";
import { oldGoldFromQuery } from "../../src/tools/exchange/compute.ts";
import { toolById } from "../../src/tools/index.ts";
import { inputLines } from "../../src/tools/inputs.ts";
import { toolStrings } from "../../src/tools/strings.ts";
import * as ex from "../fixtures/estimate-example.ts";
import { COUNTER_LOCALES } from "../fixtures/locales/counter.ts";

const en = islandTexts(contentFor("en").tools);

const m = { number: en.toolMessages.number, estimate: en.toolMessages.estimate, exchange: en.toolMessages.exchange };
const estimate = (query: string) => estimateFromQuery(new URLSearchParams(query), m, en.toolLabels.form.goldUnit.per);
const lines = (v: { result?: { lines: { label: string; value: string }[] } }) => v.result?.lines.map((l) => `${l.label}: ${l.value}`);

function page(id: "estimate" | "exchange", lang: string, query: string) {
  // Each language's tool texts as the site serves them (every language of the registry).
  const b = islandTexts(contentFor(lang as Locale).tools);
  const s = toolStrings(id, b.toolLabels, b.toolMessages);
  const logic = toolById[id].logic;
  const q = canonicalOf(logic, new URLSearchParams(query));
  return { view: logic.view(q, s), slip: inputLines(logic, q, s).map((l) => `${l.label}: ${l.value}`), query: q };
}

describe("the jewellery estimate, worked by hand", () => {
  it("works out the issue's two pieces, GST within the state, old gold after GST and the round-off", () => {
    const form = estimate(ex.ESTIMATE);
    const f = ex.ESTIMATE_FIGURES;
    expect(form.pieces.map(({ piece: p }) => ({ net: p?.net, rate: p?.rate, metal: p?.metalValue, making: p?.making, stones: p?.stones, hallmark: p?.hallmark, subtotal: p?.subtotal }))).toEqual(f.pieces);
    const t = form.totals!;
    expect({ taxable: t.taxable, taxes: t.taxes.map((x) => x.amount), names: t.taxes.map((x) => x.name), total: t.total, oldGold: t.oldGold, roundOff: t.roundOff, payable: t.payable }).toEqual({
      taxable: f.taxable,
      taxes: f.taxes,
      names: ["CGST", "SGST"],
      total: f.total,
      oldGold: f.oldGold,
      roundOff: f.roundOff,
      payable: f.payable,
    });
  });

  it("prices silver by the kg and charges IGST only for goods delivered to another state", () => {
    const form = estimate(ex.SILVER_IGST);
    const t = form.totals!;
    expect({ metal: form.pieces[0]!.piece!.metalValue, subtotal: form.pieces[0]!.piece!.subtotal, taxes: t.taxes, total: t.total, roundOff: t.roundOff, payable: t.payable }).toEqual({
      metal: ex.SILVER_FIGURES.metal,
      subtotal: ex.SILVER_FIGURES.subtotal,
      taxes: [{ name: "IGST", percent: 3, amount: ex.SILVER_FIGURES.igst }],
      total: ex.SILVER_FIGURES.total,
      roundOff: ex.SILVER_FIGURES.roundOff,
      payable: ex.SILVER_FIGURES.payable,
    });
  });

  it("takes making fixed, wastage on the metal, stones in grams and 24K at the 999 rate itself", () => {
    const t = estimate(ex.FIXED_MAKING);
    expect({ subtotals: t.pieces.map((p) => p.piece?.subtotal), taxable: t.totals?.taxable, taxes: t.totals?.taxes.map((x) => x.amount), total: t.totals?.total, roundOff: t.totals?.roundOff, payable: t.totals?.payable }).toEqual(ex.FIXED_FIGURES);
  });

  it("says the shop pays the balance when the old gold is worth more", () => {
    const t = estimate(ex.REFUND).totals!;
    expect({ total: t.total, oldGold: t.oldGold, roundOff: t.roundOff, payable: t.payable }).toEqual(ex.REFUND_FIGURES);
    expect(lines(page("estimate", "en", ex.REFUND).view)?.at(-1)).toBe("Balance to the customer: ₹54,548.00");
  });
});

describe("the old gold exchange, worked by hand", () => {
  it("gives the fine gold to the milligram, after the deduction, and its value by tunch, karat and fineness", () => {
    const got = [ex.EXCHANGE, ex.EXCHANGE_KARAT, ex.EXCHANGE_FINENESS].map((query) => oldGoldFromQuery(new URLSearchParams(query), { value: 75000, grams: 10 }, m).result);
    expect(got.map((r) => ({ fine: r?.fine, net: r?.net, value: r?.value }))).toEqual(ex.EXCHANGE_FIGURES);
  });
});

describe.each(COUNTER_LOCALES)("the counter tools' words ($lang)", (t) => {
  it("shows the estimate's lines, marked not a tax invoice, and shares the same lines with the shop's details", () => {
    const { view, slip } = page("estimate", t.lang, ex.ESTIMATE);
    expect(lines(view)).toEqual(t.estimate);
    expect(view.result?.heading).toBe(t.notInvoice);
    expect(view.share?.split("\n")).toEqual(t.share);
    expect(slip).toEqual(t.slip);
  });

  it("shows the exchange's lines and says why old gold comes off after GST", () => {
    const { view } = page("exchange", t.lang, ex.EXCHANGE);
    expect(lines(view)).toEqual(t.exchange);
    expect(view.result?.note).toBe(t.afterGst);
  });

  it("answers bad input with a message in the page's language", () => {
    const err = (query: string) => page("estimate", t.lang, query).view.errors;
    expect(err("gross1=-5").gross1).toBe(t.messages.grossNegative);
    expect(err("gross1=NaN").gross1).toBe(t.messages.grossNotNumber);
    expect(err("gross1=1e400").gross1).toBe(t.messages.grossNotNumber);
    expect(err("gross1=Infinity").gross1).toBe(t.messages.grossNotNumber);
    expect(err("gross1=100001&rate1=1").gross1).toBe(t.messages.grossTooLarge);
    expect(err("gross1=1&stone1=1&stoneIn1=g&rate1=1").stone1).toBe(t.messages.stonesTooHeavy);
    expect(err("gross1=1&rate1=1&gross2=1").rate2).toBe(t.messages.needsRate);
    expect(err("gross1=1&rate1=1&oldWeight=5&oldPurity=22&oldAs=karat").rate999).toBe(t.messages.oldNeedsRate);
    expect(err(`gross1=1&rate1=1&shop=${"x".repeat(5000)}`).shop).toBe(t.messages.shopTooLong);
    expect(err("gross1=1&rate1=1&gstin=NOTAGSTIN").gstin).toBe(t.messages.gstin);
    for (const query of ["gross1=-5", "gross1=NaN", "gross1=1e400"]) expect(page("estimate", t.lang, query).view.result).toBeUndefined();
  });
});

describe("the estimate is bounded", () => {
  it("reads ten pieces at most, whatever the query holds, and its figures stay finite", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `gross${i + 1}=100000&rate${i + 1}=1000000&making${i + 1}=100&wastage${i + 1}=100`).join("&");
    const form = estimate(many);
    expect(form.rows).toBe(10);
    expect(form.pieces.length).toBe(10);
    // The largest bill: 10 pieces of 1,00,000 g at ₹10,00,000 per 10 g → ₹1,000 crore of metal
    // each, doubled by wastage and making 100 %: ₹3,000 crore each, ₹30,000 crore, + 3 %.
    expect(form.totals?.taxable).toBe(300_000_000_000);
    expect(form.totals?.total).toBe(309_000_000_000);
    const { view } = page("estimate", "en", many);
    expect(view.errors).toEqual({});
    expect(view.result?.lines.length).toBe(10 + 5);
    expect(JSON.stringify(view).length).toBeLessThan(10_000);
    expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity/);
  });

  it("adds a row on Add and takes a piece out on Remove, renumbering the pieces after it", () => {
    expect(estimate("gross1=1&rate1=1&pieces=1&pieces=2").rows).toBe(2);
    expect(estimate("pieces=99").rows).toBe(10);
    const removed = page("estimate", "en", "item1=A&gross1=1&item2=B&gross2=2&metal2=18K&item3=C&gross3=3&pieces=3&remove=2").query;
    expect(removed.toString()).toBe("item1=A&gross1=1&item2=C&gross2=3");
    // An empty row's choices and its Add count stay in the link only while they add a row.
    expect(page("estimate", "en", "gross1=1&metal2=22K&stoneIn2=ct&pieces=2").query.toString()).toBe("gross1=1&pieces=2");
    // A remove naming no row changes nothing.
    expect(page("estimate", "en", "gross1=1&remove=7").query.toString()).toBe("gross1=1");
  });
});
