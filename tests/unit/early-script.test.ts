import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from "../../src/islands/runtime/early.ts";

describe("the inline tap catcher", () => {
  it("is allowed by the hash the CSP names (an edit without a new hash would be blocked in every browser)", () => {
    const digest = createHash("sha256").update(EARLY_SCRIPT, "utf8").digest("base64");
    expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it("stays small (it is inline on every page) and cannot close its own script element", () => {
    expect(EARLY_SCRIPT.length).toBeLessThan(800);
    expect(EARLY_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
