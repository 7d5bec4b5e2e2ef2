/**
 * The jewellery estimate and the old gold exchange (issue 28, items 1 and 2) against the
 * cases worked out by hand (tests/fixtures/estimate-example.ts), in English's words
 * (tests/fixtures/locales/en/counter.ts) and, by rule, in every other language's: the same
 * figures line by line under labels in its script, its unit words where English says g or
 * kg, no message English's; and hostile input: a message, never NaN, Infinity or a result
 * that grows with the query.
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
import enCounter from "../fixtures/locales/en/counter.ts";
import { scriptShare, TRANSLATIONS, type LanguageFixture } from "../fixtures/locales/language.ts";

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

/** The estimate's and the exchange's lines, marking and messages, as a language's page has them. */
function counterIn(lang: string) {
  const { view, slip } = page("estimate", lang, ex.ESTIMATE);
  const exchange = page("exchange", lang, ex.EXCHANGE).view;
  const err = (query: string) => page("estimate", lang, query).view.errors;
  return {
    estimate: lines(view) ?? [],
    notInvoice: view.result?.heading,
    share: view.share?.split("\n"),
    slip,
    exchange: lines(exchange) ?? [],
    afterGst: exchange.result?.note,
    messages: [
      err("gross1=-5").gross1,
      err("gross1=NaN").gross1,
      err("gross1=100001&rate1=1").gross1,
      err("gross1=1&stone1=1&stoneIn1=g&rate1=1").stone1,
      err("gross1=1&rate1=1&gross2=1").rate2,
      err("gross1=1&rate1=1&oldWeight=5&oldPurity=22&oldAs=karat").rate999,
      err(`gross1=1&rate1=1&shop=${"x".repeat(5000)}`).shop,
      err("gross1=1&rate1=1&gstin=NOTAGSTIN").gstin,
    ],
  };
}

describe("the counter tools' words (en)", () => {
  const t = enCounter;
  const got = counterIn("en");

  it("shows the estimate's lines, marked not a tax invoice, and shares the same lines with the shop's details", () => {
    expect(got.estimate).toEqual(t.estimate);
    expect(got.notInvoice).toBe(t.notInvoice);
    expect(got.share).toEqual(t.share);
    expect(got.slip).toEqual(t.slip);
  });

  it("shows the exchange's lines and says why old gold comes off after GST", () => {
    expect(got.exchange).toEqual(t.exchange);
    expect(got.afterGst).toBe(t.afterGst);
  });

  it("answers bad input with a message in the page's language", () => {
    const m = t.messages;
    expect(got.messages).toEqual([m.grossNegative, m.grossNotNumber, m.grossTooLarge, m.stonesTooHeavy, m.needsRate, m.oldNeedsRate, m.shopTooLong, m.gstin]);
    const err = (query: string) => page("estimate", "en", query).view.errors;
    expect(err("gross1=1e400").gross1).toBe(m.grossNotNumber);
    expect(err("gross1=Infinity").gross1).toBe(m.grossNotNumber);
    for (const query of ["gross1=-5", "gross1=NaN", "gross1=1e400"]) expect(page("estimate", "en", query).view.result).toBeUndefined();
  });
});

/** A line's figures, in order of size: the same in every language, whatever its word order. */
const figures = (line: string) => (line.match(/\d[\d,.]*\d|\d/g) ?? []).sort();
/** What a language's line must keep of English's: its figures, and its unit words where English writes g, gram or kg. */
const kept = (english: string) => ({
  figures: figures(english),
  gram: /\b(g|grams?)\b/.test(english),
  kilo: /\bkg\b/.test(english),
});
const keeps = (L: LanguageFixture, line: string) => ({ figures: figures(line), gram: line.includes(L.units.gram), kilo: line.includes(L.units.kilo) });
/** English's lines, and what a language's must keep of each: compared line by line, and none of the language's words English's. */
function expectAsEnglish(L: LanguageFixture, got: readonly string[], english: readonly string[]) {
  expect(got.map((line) => keeps(L, line))).toEqual(english.map((line) => kept(line)));
  expect(got.filter((line, i) => line === english[i] && /[a-z]{3}/.test(line))).toEqual([]);
  expect(scriptShare(L, ...got), got.join("\n")).toBeGreaterThanOrEqual(0.5);
}

describe.each(TRANSLATIONS)("the counter tools' words ($code), by rule", (L) => {
  const t = enCounter;
  const got = counterIn(L.code);

  it("shows the estimate's figures under its own labels, marked not a tax invoice, and shares the same lines with the shop's details", () => {
    expectAsEnglish(L, got.estimate, t.estimate);
    expectAsEnglish(L, got.slip, t.slip);
    expect(got.notInvoice).not.toBe(t.notInvoice);
    expect(scriptShare(L, got.notInvoice!)).toBeGreaterThanOrEqual(0.6);
    // The shop's lines as typed, then the marking and the lines the page shows.
    expect(got.share).toEqual([...t.share.slice(0, 2), got.notInvoice, ...got.estimate]);
  });

  it("shows the exchange's figures under its own labels and says why old gold comes off after GST", () => {
    expectAsEnglish(L, got.exchange, t.exchange);
    expect(got.afterGst).not.toBe(t.afterGst);
    expect(scriptShare(L, got.afterGst!)).toBeGreaterThanOrEqual(0.6);
  });

  it("answers bad input with a message in the page's language, never English's", () => {
    const m = t.messages;
    const english = [m.grossNegative, m.grossNotNumber, m.grossTooLarge, m.stonesTooHeavy, m.needsRate, m.oldNeedsRate, m.shopTooLong, m.gstin];
    expect(got.messages.map((text, i) => ({ text, english: text === english[i], unfilled: /[{}]/.test(text ?? "{}") }))).toEqual(
      got.messages.map((text) => ({ text, english: false, unfilled: false })),
    );
    for (const text of got.messages) expect(scriptShare(L, text!), text).toBeGreaterThanOrEqual(0.5);
    expect(page("estimate", L.code, "gross1=1e400").view.errors.gross1).toBe(got.messages[1]);
    for (const query of ["gross1=-5", "gross1=NaN", "gross1=1e400"]) expect(page("estimate", L.code, query).view.result).toBeUndefined();
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
