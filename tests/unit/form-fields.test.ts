/**
 * A link's query back to the form's own fields (src/tools/form-fields.ts),
 * which the tool island fills in on a page kept for offline use (docs/offline.md): the
 * pairs, the purity's (given, purity) and the defaults the short form drops. Each case is
 * written out by hand; going back to the short form gives the link again.
 */
import { describe, expect, it } from "vitest";
import { canonicalQuery } from "../../src/tools/canonical.ts";
import { formFields } from "../../src/tools/form-fields.ts";

const fields = (query: string, names: string[]) => [...formFields(new URLSearchParams(query), new Set(names))];

describe("a link's query as the form's fields", () => {
  it("splits each part payment into its date and its amount, in order", () => {
    expect(fields("principal=10000&paid=2026-03-14:100&paid=2026-04-01:2500", ["principal", "paidDate", "paidAmount"])).toEqual([
      ["principal", "10000"],
      ["paidDate", "2026-03-14"],
      ["paidAmount", "100"],
      ["paidDate", "2026-04-01"],
      ["paidAmount", "2500"],
    ]);
  });

  it("gives the purity as (given, purity) on a form that has them, and leaves karat alone elsewhere", () => {
    expect(fields("fineness=916&weight=10", ["given", "purity", "weight"])).toEqual([
      ["given", "fineness"],
      ["purity", "916"],
      ["weight", "10"],
    ]);
    expect(fields("karat=22", ["karat"])).toEqual([["karat", "22"]]);
  });

  it("puts back each default the short form drops (10 g, gold, forward, exact days), only on a form with that field", () => {
    expect(fields("weight=10", ["weight", "per", "metal", "direction"])).toEqual([
      ["weight", "10"],
      ["metal", "gold"],
      ["direction", "forward"],
      ["per", "10g"],
    ]);
    expect(fields("weight=10&per=tola", ["weight", "per", "part"])).toEqual([
      ["weight", "10"],
      ["per", "tola"],
      ["part", "days"],
    ]);
  });

  it("goes back to the same link", () => {
    for (const [query, names] of [
      ["principal=10000&rate=2&from=2026-01-24&to=2026-04-12&days=calendar&part=half&paid=2026-03-14:100", ["principal", "rate", "from", "to", "days", "part", "paidDate", "paidAmount"]],
      ["percent=91.6&weight=12.345&rate999=75000&per=tola", ["given", "purity", "weight", "rate999", "per", "metal"]],
    ] as const) {
      expect(canonicalQuery(formFields(new URLSearchParams(query), new Set(names))).toString(), query).toBe(new URLSearchParams(query).toString());
    }
  });
});
