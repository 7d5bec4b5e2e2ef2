/** The helper that keeps rate-limit tests inside one limiter window (tests/one-window.ts). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { inOneWindow } from "../one-window.ts";

afterEach(() => vi.useRealTimers());

describe("inOneWindow", () => {
  it("returns the first run when it began and ended in the same minute", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T09:20:10Z") });
    const attempts: number[] = [];
    const result = await inOneWindow(async (attempt) => {
      attempts.push(attempt);
      vi.setSystemTime(new Date("2026-11-26T09:20:59.999Z"));
      return "first";
    });
    expect(result).toBe("first");
    expect(attempts).toEqual([0]);
  });

  it("runs again, with the next attempt number, when the minute turned during the run", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T09:20:58Z") });
    vi.spyOn(console, "info").mockImplementation(() => {});
    const attempts: number[] = [];
    const result = await inOneWindow(async (attempt) => {
      attempts.push(attempt);
      vi.setSystemTime(new Date(attempt === 0 ? "2026-11-26T09:21:01Z" : "2026-11-26T09:21:04Z"));
      return `run ${attempt}`;
    });
    expect(result).toBe("run 1");
    expect(attempts).toEqual([0, 1]);
  });

  it("fails, not loops, when the second run straddles a boundary too", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T09:20:58Z") });
    vi.spyOn(console, "info").mockImplementation(() => {});
    let minute = 21;
    await expect(inOneWindow(async () => vi.setSystemTime(new Date(`2026-11-26T09:${minute++}:01Z`)))).rejects.toThrow(
      "two runs in a row straddled a 60 s limiter window",
    );
  });

  it("counts windows of the period it is given (10 s)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T09:20:09Z") });
    vi.spyOn(console, "info").mockImplementation(() => {});
    const attempts: number[] = [];
    await inOneWindow(async (attempt) => {
      attempts.push(attempt);
      vi.setSystemTime(new Date(attempt === 0 ? "2026-11-26T09:20:10Z" : "2026-11-26T09:20:19Z"));
    }, 10);
    expect(attempts).toEqual([0, 1]);
  });
});
