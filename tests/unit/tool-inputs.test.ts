/**
 * The printed slip's lines of what was entered (src/tools/inputs.ts and each tool's view.ts, issue 23 item 7):
 * figures in Indian grouping, dates with the page's month names, and anything that is
 * not a figure or a date as typed (bounded), never an exception.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { islandTexts } from "../../src/lib/format.ts";
import { toolById } from "../../src/tools/index.ts";
import { inputLines } from "../../src/tools/inputs.ts";
import { toolStrings } from "../../src/tools/strings.ts";

const { toolLabels, toolMessages } = islandTexts(contentFor("en").tools);
const { toolLabels: hiLabels, toolMessages: hiMessages } = islandTexts(contentFor("hi").tools);

const lines = (tool: "gst" | "girvi" | "purity" | "huid", query: string, hi = false) =>
  inputLines(toolById[tool].logic, new URLSearchParams(query), hi ? toolStrings(tool, hiLabels, hiMessages) : toolStrings(tool, toolLabels, toolMessages)).map((l) => `${l.label}: ${l.value}`);

describe("what was entered, as the slip prints it", () => {
  it("writes a compound Girvi loan with Indian grouping, the account's dates and each payment in rupees", () => {
    expect(lines("girvi", "principal=150000&rate=1.5&from=2026-01-31&to=2026-12-01&method=compound&every=3&days=calendar&paid=2026-04-01:25000&paid=2026-06-15:1000.5")).toEqual([
      "Loan amount (₹): 1,50,000",
      "Interest, ₹ per ₹100 per month: 1.5",
      "Loan date: 31 Jan 2026",
      "Settlement date: 1 Dec 2026",
      "Interest: Compound",
      "Add interest to principal every (months): 3",
      "Count months as: Calendar months",
      "Part payments: 1 Apr 2026 ₹25,000.00; 15 Jun 2026 ₹1,000.50",
    ]);
  });

  it("keeps dates that are not dates, and figures that are not figures, as typed, without failing", () => {
    expect(lines("girvi", "principal=ten&rate=2&from=2024-02-31&to=2024-13-45&paid=2024-02-30:abc")).toEqual([
      "Loan amount (₹): ten",
      "Interest, ₹ per ₹100 per month: 2",
      "Loan date: 2024-02-31",
      "Settlement date: 2024-13-45",
      "Interest: Simple",
      "Count months as: 30 days (Mahajani)",
      "Part payments: 2024-02-30 abc",
    ]);
    expect(lines("huid", `huid=${"W".repeat(100)}`)).toEqual([`HUID: ${"W".repeat(40)}`]);
  });

  it("writes the GST bill's choices always and its figures when given, in Hindi with Devanagari digits read as figures", () => {
    expect(lines("gst", "mode=jobwork&weight=१०&rate=72000&making=600&makingType=perGram&interstate=1", true)).toEqual([
      "बिल किस काम का: कारीगर का जॉब वर्क (5%)",
      "नेट वज़न (ग्राम): 10",
      // Per-gram job work uses no rate: the slip, like the form, leaves it out.
      "मेकिंग चार्ज: 600 (₹ प्रति ग्राम)",
      "दूसरे राज्य में डिलीवरी (IGST): हाँ",
    ]);
    // The customer's own gold at a % of the metal: the rate counts; stones and old gold do not.
    expect(lines("gst", "mode=ownGold&weight=10&rate=72000&making=12&stones=5000&oldGold=20000")).toEqual([
      "Bill for: Customer's own gold (18 %)",
      "Net weight (g): 10",
      "Rate per 10 g (₹): 72,000",
      "Making charges: 12 (% of metal value)",
      "Delivered to another state (IGST): No",
    ]);
    expect(lines("purity", "fineness=916&weight=10.5")).toEqual(["Purity given as: Fineness", "Purity: 916", "Weight (g): 10.5"]);
  });
});
