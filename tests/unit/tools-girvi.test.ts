/**
 * Issue 38, the Girvi calculator (items 8, 9, 11): lines after a part payment measured
 * from their own date, part months charged once over the whole loan, February's last day
 * as the 30th of the 30-day count, the minimum period compounded, and the rate shown as
 * typed. Every figure worked by hand in the comment above it.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { toolViews } from "../../src/tools/index.ts";
import { toolStrings } from "../../src/tools/strings.ts";
import { girviFromQuery } from "./english-tools.ts";

const en = islandTexts(contentFor("en").tools);

const q = (query: string) => new URLSearchParams(query);
const view = (query: string) => toolViews.girvi(q(query), toolStrings("girvi", en.toolLabels, en.toolMessages));
const lines = (query: string) => view(query).result?.lines.map((l) => `${l.label}: ${l.value}`);
/** The account as the page shows it: from, to, period, opening, interest, paid, closing. */
const account = (query: string) => view(query).result?.table?.rows;

describe("Girvi: calendar months after a part payment (item 8)", () => {
  const HALVES = "principal=10000&rate=2&from=2026-01-24&to=2026-04-12&days=calendar&part=half&paid=2026-03-14:100";

  it("halves: 24 Jan → 14 Mar is 2 months, 14 Mar → 12 Apr (29 days) 1 month: ₹10,500.00", () => {
    // 24 Jan → 24 Feb is a month; 24 Feb → 14 Mar 18 days (> 15): 2 months, 10,000 × 2 % × 2 = 400.
    // ₹100 paid goes to that interest: 300 unpaid, principal 10,000.
    // 14 Mar → 12 Apr: 29 days, under a month from 14 Mar (14 Apr): the loan has run
    // 2 months 19 days from 24 Jan (24 Mar + 19 days > 15): 3 months, 1 more: 10,000 × 2 % = 200.
    // Interest 600, paid 100, due 10,000 + 600 − 100 = 10,500.
    expect(lines(HALVES)).toEqual(["Period: 2 months 19 days", "Interest charged for: 3 months", "Interest: ₹600.00", "Paid: ₹100.00", "Amount due: ₹10,500.00"]);
    expect(account(HALVES)).toEqual([
      ["24 Jan 2026", "14 Mar 2026", "1 month 18 days", "₹10,000.00", "₹400.00", "₹100.00", "₹10,300.00"],
      ["14 Mar 2026", "12 Apr 2026", "29 days", "₹10,300.00", "₹200.00", "—", "₹10,500.00"],
    ]);
  });

  it("full month: 21 Sep → 7 Oct is 1 month, 7 Oct → 6 Jan (2 months 30 days) 3 months: ₹10,700.00, never a long fraction", () => {
    // 21 Sep → 7 Oct 2025: 16 days → 1 month, 200; ₹100 paid to it: 100 unpaid.
    // 7 Oct → 7 Dec is 2 months, 7 Dec → 6 Jan 30 days: shown "2 months 30 days".
    // From 21 Sep the loan has run 3 months 16 days (21 Dec + 16 days) → 4 months, 3 more: 600.
    // Interest 800, paid 100, due 10,700; charged 4 months (the old count said 3.9827956989247313).
    const query = "principal=10000&rate=2&from=2025-09-21&to=2026-01-06&days=calendar&part=month&paid=2025-10-07:100";
    expect(lines(query)).toEqual(["Period: 3 months 16 days", "Interest charged for: 4 months", "Interest: ₹800.00", "Paid: ₹100.00", "Amount due: ₹10,700.00"]);
    expect(account(query)?.map((r) => r[2])).toEqual(["16 days", "2 months 30 days"]);
  });

  it("three payments, halves: each line's period from its own date, the halves counted once over the loan", () => {
    // 3,08,175 at 3.13: a month on the whole principal is 3,08,175 × 0.0313 = 9,645.8775.
    // 3 Feb 2022: 14 months (24 Jan 2022) + 10 days → 14.5 months: 1,39,865.22375. Paid 28,517 to
    //   interest: 1,11,348.22375 unpaid.
    // 10 Feb: 14 months 17 days → 15, 0.5 more: 4,822.93875; unpaid 1,16,171.1625. Paid 1,27,354:
    //   the interest, then 11,182.8375 of principal → 2,96,992.1625.
    // 14 Mar: 15 months (24 Feb) + 18 days → 16, 1 more: 2,96,992.1625 × 0.0313 = 9,295.85468625.
    //   Paid 80,357: the interest, then 71,061.14531375 → 2,25,931.01718625.
    // 12 Apr: 16 months (24 Mar) + 19 days → 17, 1 more: 7,071.640537930… Due 2,33,002.657… → ₹2,33,002.66.
    // Interest 1,39,865.22375 + 4,822.93875 + 9,295.85468625 + 7,071.64053793 = 1,61,055.6577 → ₹1,61,055.66.
    // (Charging each line's part month on its own gave 17.5 months, ₹2,37,796.07, for a loan of
    // 16 months 19 days: the rounding of item 11.) 10 Feb → 14 Mar is 1 month 4 days, not "1 month 1 day".
    const query = "principal=308175&rate=3.13&from=2020-11-24&to=2022-04-12&days=calendar&part=half&paid=2022-02-03:28517&paid=2022-02-10:127354&paid=2022-03-14:80357";
    expect(lines(query)).toEqual(["Period: 16 months 19 days", "Interest charged for: 17 months", "Interest: ₹1,61,055.66", "Paid: ₹2,36,228.00", "Amount due: ₹2,33,002.66"]);
    expect(account(query)?.map((r) => [r[2], r[4]])).toEqual([
      ["14 months 10 days", "₹1,39,865.22"],
      ["7 days", "₹4,822.94"],
      ["1 month 4 days", "₹9,295.86"],
      ["29 days", "₹7,071.64"],
    ]);
  });

  it("exact days: each day at its share of the loan month it falls in, so the payment changes no day's cost", () => {
    // 24 Jan → 12 Apr: 2 months (24 Mar) + 19 days of the 31 of 24 Mar → 24 Apr: 2 + 19/31 months.
    // 10,000 × 2 % × (2 + 19/31) = 400 + 122.580… = 522.58; ₹100 paid to interest; due 10,422.58.
    expect(lines("principal=10000&rate=2&from=2026-01-24&to=2026-04-12&days=calendar&paid=2026-03-14:100")).toEqual(["Period: 2 months 19 days", "Interest: ₹522.58", "Paid: ₹100.00", "Amount due: ₹10,422.58"]);
  });
});

describe("Girvi decisions a lender would question (item 11)", () => {
  const JANUARY = "principal=10000&rate=2&from=2026-01-01&to=2026-01-31&paid=2026-01-05:1000&paid=2026-01-10:1000&paid=2026-01-15:1000";

  it("(a) a full month charged up to a payment is paid for: three payments in January charge one month, not four", () => {
    // 30-day count: 1 → 31 Jan is 29 days. Full month: at 5 Jan the loan has run 4 days → 1 month,
    // 10,000 × 2 % = 200; at 10, 15 and 31 Jan still within that month → nothing more.
    // 5 Jan: 1,000 pays the 200, then 800 of principal → 9,200; then 8,200; then 7,200. Due 7,200.
    expect(lines(`${JANUARY}&part=month`)).toEqual(["Period: 29 days", "Interest charged for: 1 month", "Interest: ₹200.00", "Paid: ₹3,000.00", "Amount due: ₹7,200.00"]);
    expect(account(`${JANUARY}&part=month`)?.map((r) => r[4])).toEqual(["₹200.00", "₹0.00", "₹0.00", "₹0.00"]);
  });

  it("(a) halves: a half month at the first payment, the second half when the loan passes 15 days", () => {
    // 5 Jan: 4 days → half a month on 10,000 = 100; 1,000 pays it and 900 → 9,100; then 8,100; 7,100.
    // 15 Jan is day 14 (still the first half); 31 Jan is day 29 (> 15) → 1 month: the other half on 7,100 = 71.
    // Interest 171, due 7,100 + 71 = 7,171.
    expect(lines(`${JANUARY}&part=half`)).toEqual(["Period: 29 days", "Interest charged for: 1 month", "Interest: ₹171.00", "Paid: ₹3,000.00", "Amount due: ₹7,171.00"]);
  });

  it("(b) 30-day months: February's last day is its 30th, so 31 Jan → 29 Feb 2024 is a month whether settled or compounded", () => {
    // 31 Jan counts as the 30th, 29 Feb 2024 (February's last day) as the 30th: 30 days, one month.
    // Settled there: 10,000 × 2 % = 200 (it was "29 days, ₹193.33" while the rest on the same date took a month).
    expect(lines("principal=10000&rate=2&from=2024-01-31&to=2024-02-29")).toEqual(["Period: 1 month", "Interest: ₹200.00", "Amount due: ₹10,200.00"]);
    // Compounded monthly and settled on 1 Mar: a month to 29 Feb (10,200), then 1 day on 10,200:
    // 10,200 × 2 % ÷ 30 = 6.80; due 10,206.80. One day more costs one day, ₹6.80.
    expect(account("principal=10000&rate=2&from=2024-01-31&to=2024-03-01&method=compound&every=1")).toEqual([
      ["31 Jan 2024", "29 Feb 2024", "1 month", "₹10,000.00", "₹200.00", "—", "₹10,200.00"],
      ["29 Feb 2024", "1 Mar 2024", "1 day", "₹10,200.00", "₹6.80", "—", "₹10,206.80"],
    ]);
    // 28 Feb 2026 (the month's last day, the 30th) → 1 Mar: 1 day, not 3: 10,000 × 2 % ÷ 30 = 6.666… → 6.67.
    expect(lines("principal=10000&rate=2&from=2026-02-28&to=2026-03-01")).toEqual(["Period: 1 day", "Interest: ₹6.67", "Amount due: ₹10,006.67"]);
    // 31 Jan → 28 Feb 2026: 30 days, a month, as in a leap year.
    expect(lines("principal=10000&rate=2&from=2026-01-31&to=2026-02-28")?.[0]).toBe("Period: 1 month");
  });

  it("(b) a loan of February's last day compounds a month later on the 30th of the count: 30 Mar", () => {
    // 28 Feb 2026 counts as the 30th; 28 Mar counts 28 days, 30 Mar 30: the rest is on 30 Mar.
    // 10,000 × 2 % = 200 → 10,200; then 30 Mar → 15 Apr 15 days on 10,200: 102. Due 10,302.
    expect(account("principal=10000&rate=2&from=2026-02-28&to=2026-04-15&method=compound&every=1")).toEqual([
      ["28 Feb 2026", "30 Mar 2026", "1 month", "₹10,000.00", "₹200.00", "—", "₹10,200.00"],
      ["30 Mar 2026", "15 Apr 2026", "15 days", "₹10,200.00", "₹102.00", "—", "₹10,302.00"],
    ]);
  });

  it("(c) the minimum period with compounding is compound interest for that period", () => {
    // 6 months compounded monthly: 10,000 × 1.02⁶; 1.02² = 1.0404, 1.02³ = 1.061208,
    // 1.02⁶ = 1.061208² = 1.126162419264 → 11,261.62 (simple was 1,200).
    const { result } = girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&method=compound&every=1&minMonths=6"));
    expect(result).toMatchObject({ interest: 1261.62, due: 11261.62, minimumCharged: true });
    // The settled line, before any rest: 1 → 20 Jan is 19 days of the 30-day count,
    // 200 × 19/30 = 126.666… → 10,126.67; the minimum line is the rest, 11,261.62 − 10,126.67 = 1,134.95,
    // for 20 Jan → 1 Jul (the minimum's end): 5 months (20 Jun) + 11 days.
    expect(account("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&method=compound&every=1&minMonths=6")?.map((r) => [r[2], r[4], r[6]])).toEqual([
      ["19 days", "₹126.67", "₹10,126.67"],
      ["5 months 11 days (minimum period)", "₹1,134.95", "₹11,261.62"],
    ]);
  });

  it("(c) a rest on the settlement date changes nothing: settled on 29 or 30 July, the minimum is the same", () => {
    // 30 Jun 2020 → 30 Dec 2020: six monthly rests. 1.0278² = 1.05637284; ³ = 1.08574000495…;
    // ⁶ = 1.17883135… ; 469.2 × 0.17883135… = 83.9077 → ₹83.91, due ₹553.11.
    // (Before: a rest on 30 July, then 5 months simple on 482.24 = ₹80.08; on 29 July ₹78.26 and more.)
    const on = (to: string) => girviFromQuery(q(`principal=469.2&rate=2.78&from=2020-06-30&to=${to}&method=compound&every=1&minMonths=6`)).result;
    expect(on("2020-07-30")).toMatchObject({ interest: 83.91, due: 553.11, minimumCharged: true });
    expect(on("2020-07-29")).toMatchObject({ interest: 83.91, due: 553.11, minimumCharged: true });
  });

  it("(c) simple interest keeps its minimum: the months short on what is owed", () => {
    // 19 days, minimum 1 month: 10,000 × 2 % × 1 = 200 (tests/unit/tools.test.ts).
    expect(girviFromQuery(q("principal=10000&rate=2&from=2026-01-01&to=2026-01-20&minMonths=1")).result).toMatchObject({ interest: 200, due: 10200 });
  });
});

describe("Girvi: the rate as typed (item 9)", () => {
  it("refuses a rate of more than 2 decimals, as 0.004, instead of showing it as 0", () => {
    expect(view("principal=10000&rate=0.004&from=2026-01-01&to=2027-01-01").errors).toEqual({ rate: "The interest rate is rupees and paise per ₹100 a month: at most 2 decimals, like 1.75." });
    expect(view("principal=10000&rate=1.125&from=2026-01-01&to=2027-01-01").result).toBeUndefined();
  });

  it("shows a rate of paise as typed, per month and per year", () => {
    // 1.1 × 12 = 13.2; 0.01 × 12 = 0.12; 3.13 × 12 = 37.56; "1.750" is 1.75: × 12 = 21.
    expect(view("principal=10000&rate=1.1&from=2026-01-01&to=2027-01-01").result?.note).toBe("Rate: 1.1 per ₹100 a month = 13.2 % a year.");
    expect(view("principal=10000&rate=0.01&from=2026-01-01&to=2027-01-01").result?.note).toBe("Rate: 0.01 per ₹100 a month = 0.12 % a year.");
    expect(view("principal=10000&rate=3.13&from=2026-01-01&to=2027-01-01").result?.note).toBe("Rate: 3.13 per ₹100 a month = 37.56 % a year.");
    expect(view("principal=10000&rate=1.750&from=2026-01-01&to=2027-01-01").result?.note).toBe("Rate: 1.75 per ₹100 a month = 21 % a year.");
  });
});
