import { describe, expect, it } from "vitest";
import { config } from "../../worker/config.ts";
import { nextRetry, realDelaySeconds, retryDelaySeconds } from "../../worker/leads/schedule.ts";

const clockSpeed = (LEAD_CLOCK_SPEED: string | undefined) => config({ LEAD_CLOCK_SPEED }).leadClockSpeed;
const giveUpSeconds = (LEAD_GIVE_UP_HOURS: string | undefined) => config({ LEAD_GIVE_UP_HOURS }).leadGiveUpHours * 3600;

const DAY = 86_400;

describe("the retry schedule of a queued lead", () => {
  it("starts at 5 s, doubling, capped at a minute, for the first hour", () => {
    // (elapsed, attempt) as a lead that failed every time reaches them: 0, 5, 15, 35, 75, 135...
    expect([[0, 1], [5, 2], [15, 3], [35, 4], [75, 5], [135, 6], [3555, 63], [3599, 50]].map(([t, a]) => retryDelaySeconds(t!, a!))).toEqual([
      5, 10, 20, 40, 60, 60, 60, 60,
    ]);
  });

  it("then doubles every quarter hour, from 2 minutes to at most 30", () => {
    const at = (t: number) => retryDelaySeconds(t, 70);
    expect([3600, 4499, 4500, 5399, 5400, 6300, 7199, 7200, 20_000, DAY].map(at)).toEqual([
      120, 120, 240, 240, 480, 960, 960, 1800, 1800, 1800,
    ]);
  });

  it("never waits past the give-up time, and gives up once it has passed", () => {
    expect(nextRetry(0, 1, DAY)).toBe(5);
    expect(nextRetry(84_855, 122, DAY)).toBe(1545); // 1800 would end at 86 655 s
    expect(nextRetry(86_399.5, 123, DAY)).toBe(1);
    expect(nextRetry(DAY, 123, DAY)).toBeUndefined();
    expect(nextRetry(DAY + 1, 2, DAY)).toBeUndefined();
  });

  it("makes 123 attempts over a day of outage, the last as the day ends: more than a queue's 100 retries", () => {
    // By hand: first hour 4 + 59 attempts (t = 0, 5, 15, 35, then 75..3555 every 60 s),
    // then 8 × 2 min (3615..4455), 4 × 4 min (4575..5295), 2 × 8 min (5535, 6015),
    // 1 × 16 min (6495), 44 × 30 min (7455..84 855, the last cut to 1545 s), and one at 86 400.
    let t = 0;
    let attempt = 1;
    const waits: number[] = [];
    for (let wait = nextRetry(t, attempt, DAY); wait !== undefined; wait = nextRetry(t, attempt, DAY)) {
      waits.push(wait);
      t += wait;
      attempt++;
    }
    expect(attempt).toBe(123);
    expect(t).toBe(DAY);
    expect(waits.slice(0, 6)).toEqual([5, 10, 20, 40, 60, 60]);
    expect(waits.slice(62, 80)).toEqual([60, 120, 120, 120, 120, 120, 120, 120, 120, 240, 240, 240, 240, 480, 480, 960, 1800, 1800]);
    expect(Math.max(...waits)).toBe(1800);
  });

  it("runs on a sped-up clock only when told, for tests and benchmarks", () => {
    expect(clockSpeed(undefined)).toBe(1);
    expect(clockSpeed("")).toBe(1);
    expect(clockSpeed("0")).toBe(1);
    expect(clockSpeed("-5")).toBe(1);
    expect(clockSpeed("fast")).toBe(1);
    expect(clockSpeed("1000")).toBe(1000);
    expect([5, 60, 1800, 1000, 1001].map((s) => realDelaySeconds(s, 1000))).toEqual([1, 1, 2, 1, 2]);
    expect(realDelaySeconds(1800, 1)).toBe(1800);
  });

  it("gives up after LEAD_GIVE_UP_HOURS, a day unless set", () => {
    expect(giveUpSeconds(undefined)).toBe(DAY);
    expect(giveUpSeconds("24")).toBe(DAY);
    expect(giveUpSeconds("48")).toBe(2 * DAY);
    expect(giveUpSeconds("0.5")).toBe(1800);
    expect(giveUpSeconds("0")).toBe(DAY);
    expect(giveUpSeconds("soon")).toBe(DAY);
  });
});
