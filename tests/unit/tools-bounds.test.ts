/**
 * The tools' bounds (issue 24 item 2): every input has a limit said in the page's
 * language, no figure grows past what means anything, and a long loan's account is a
 * bounded table (a line per year past 60 lines), so no tool page grows without limit.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { MAX_PAYMENTS } from "../../src/tools/girvi/compute.ts";
import { girviFromQuery } from "./english-tools.ts";
import { toolViews } from "../../src/tools/index.ts";
import { toolStrings } from "../../src/tools/strings.ts";

const hi = islandTexts(contentFor("hi").tools);
const en = islandTexts(contentFor("en").tools);

const q = (s: string) => new URLSearchParams(s);
const view = (query: string, lang: typeof en | typeof hi = en) => toolViews.girvi(q(query), toolStrings("girvi", lang.toolLabels, lang.toolMessages));
/** The worst query of the issue: ₹10 crore at 100 a month, compounded monthly for 45 years. */
const WORST = "principal=99999901&rate=100&from=1976-01-01&to=2021-06-01&method=compound&every=1&days=calendar";

describe("Girvi inputs are bounded, with a message in the page's language", () => {
  it("takes a rate of at most 10 per ₹100 a month", () => {
    expect(view(WORST).errors.rate).toBe("The interest rate is per ₹100 a month and can be at most 10 (24 % a year is 2 a month).");
    expect(view(WORST, hi).errors.rate).toBe("ब्याज का रेट ₹100 पर महीने का है: ज़्यादा से ज़्यादा 10 लिखें (साल का 24% यानी महीने का 2)।");
    expect(view(WORST).result).toBeUndefined();
    expect(girviFromQuery(q("principal=1000&rate=10&from=2026-01-01&to=2026-02-01")).result?.interest).toBe(100);
  });

  it("counts a loan of at most 30 years", () => {
    const long = "principal=1000&rate=1&from=1996-01-01&to=2026-01-02";
    expect(view(long).errors.to).toBe("The loan can run at most 30 years.");
    expect(view(long, hi).errors.to).toBe("गिरवी ज़्यादा से ज़्यादा 30 साल की ही गिनी जा सकती है।");
    // Exactly 30 years is allowed: 360 months × ₹10 = ₹3,600.
    expect(girviFromQuery(q("principal=1000&rate=1&from=1996-01-01&to=2026-01-01")).result?.interest).toBe(3600);
  });

  it("works out at most 24 part payments and says so when there are more", () => {
    const paid = Array.from({ length: MAX_PAYMENTS + 1 }, (_, i) => `paid=2026-01-${String(i + 2).padStart(2, "0")}:10`).join("&");
    const query = `principal=100000&rate=1&from=2026-01-01&to=2026-03-01&${paid}`;
    expect(MAX_PAYMENTS).toBe(24);
    expect(view(query).errors[`paid-${MAX_PAYMENTS - 1}`]).toBe("At most 24 part payments fit in one account: add the rest together into fewer payments.");
    expect(view(query, hi).errors[`paid-${MAX_PAYMENTS - 1}`]).toBe("एक खाते में ज़्यादा से ज़्यादा 24 जमा गिनी जाती हैं: बाकी जमा जोड़कर कम बार में लिखें।");
    expect(view(query).result).toBeUndefined();
  });

  it("refuses a figure too large to mean anything, never writing an exponent, NaN or Infinity", () => {
    // ₹100 crore at 10 a month compounded monthly for 30 years: 10⁹ × 1.1³⁶⁰ ≈ ₹8 × 10²³.
    const huge = "principal=1000000000&rate=10&from=1996-01-01&to=2026-01-01&method=compound&every=1";
    expect(view(huge).errors.rate).toBe("The amount due would pass ₹1,00,000 crore, too large to mean anything: check the rate, the compounding period and the dates.");
    expect(view(huge, hi).errors.rate).toBe("बकाया ₹1,00,000 करोड़ से भी ऊपर जा रहा है, जिसका कोई मतलब नहीं: रेट, ब्याज जुड़ने की अवधि और तारीखें फिर से देखें।");
    expect(view(huge).result).toBeUndefined();
    // ₹100 crore at 2 a month compounded yearly for 30 years, under the bound, is still shown:
    // 1.24¹⁰ = 8.5944, 1.24²⁰ = 73.864, 1.24³⁰ = 634.82 (634.8199329416 in 40-digit decimals),
    // so 10⁹ × 1.24³⁰ = ₹6,34,81,99,32,941.60 (about 63,482 crore).
    const big = view("principal=1000000000&rate=2&from=1996-01-01&to=2026-01-01&method=compound&every=12");
    expect(big.errors).toEqual({});
    const due = big.result?.lines.find((l) => l.label === "Amount due")?.value ?? "";
    expect(due).toBe("₹6,34,81,99,32,941.60");
    expect(JSON.stringify(big)).not.toMatch(/e\+|NaN|Infinity/);
  });
});

describe("a long loan's account is a line per year", () => {
  it("keeps every line up to 60, and past 60 lines shows one line per year of the loan, each adding up", () => {
    // 5 years compounded monthly: 60 lines, shown as they are.
    expect(view("principal=10000&rate=1&from=2020-01-01&to=2025-01-01&method=compound&every=1").result?.table?.rows).toHaveLength(60);
    // 6 years and 3 months compounded monthly: 75 lines, shown as 7 lines (6 whole years and 3 months).
    const long = view("principal=10000&rate=1&from=2020-01-01&to=2026-04-01&method=compound&every=1");
    const table = long.result!.table!;
    expect(table.caption).toBe("Loan account, a line per year");
    expect(table.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      ["1 Jan 2020", "1 Jan 2021", "12 months"],
      ["1 Jan 2021", "1 Jan 2022", "12 months"],
      ["1 Jan 2022", "1 Jan 2023", "12 months"],
      ["1 Jan 2023", "1 Jan 2024", "12 months"],
      ["1 Jan 2024", "1 Jan 2025", "12 months"],
      ["1 Jan 2025", "1 Jan 2026", "12 months"],
      ["1 Jan 2026", "1 Apr 2026", "3 months"],
    ]);
    // Year 1: 10,000 × 1.01¹² = 11,268.25 (11,268.2503); interest 1,268.25.
    expect(table.rows[0]!.slice(3)).toEqual(["₹10,000.00", "₹1,268.25", "—", "₹11,268.25"]);
    // 75 months: 10,000 × 1.01⁷⁵ = 21,091.28 (21,091.2847 in 40-digit decimals; 1.01¹² = 1.126825,
    // to the sixth power 2.0471, × 1.01³ = 2.1091…), the last line's closing and the amount due.
    expect(table.rows.at(-1)!.at(-1)).toBe("₹21,091.28");
    expect(long.result!.lines.at(-1)?.value).toBe("₹21,091.28");
    expect(view("principal=10000&rate=1&from=2020-01-01&to=2026-04-01&method=compound&every=1", hi).result?.table?.caption).toBe("गिरवी का खाता, साल-दर-साल");
  });

  it("a year with part payments adds them up on its line", () => {
    // 2 a month on 10,000 compounded monthly, from 1 Jan 2020 to 1 Feb 2026 (73 lines with one payment),
    // ₹1,000 paid on 15 Jun 2020 within year 1.
    const long = view("principal=10000&rate=2&from=2020-01-01&to=2026-02-01&method=compound&every=1&paid=2020-06-15:1000");
    const rows = long.result!.table!.rows;
    expect(rows).toHaveLength(7);
    expect(rows[0]![5]).toBe("₹1,000.00");
    expect(rows.slice(1).map((r) => r[5])).toEqual(["—", "—", "—", "—", "—", "—"]);
  });
});
