/**
 * When a queued lead is tried again: pure functions of how long it has waited and how
 * many attempts it has had, unit-tested (tests/unit/lead-schedule.test.ts).
 *
 *   first hour     5 s, 10 s, 20 s, 40 s, then every 60 s: a lead reaches the origin
 *                  within a minute of its return
 *   after an hour  the wait doubles every quarter of an hour of outage: 2, 4, 8, 16,
 *                  then every 30 minutes
 *   after a day    (LEAD_GIVE_UP_HOURS) the next failure parks it in the dead-letter queue
 *
 * Over a day that is about 120 attempts, more than a queue's 100 retries: the consumer
 * counts attempts in the message itself and sends a fresh copy for each (queue.ts).
 */

export const FIRST_HOUR_S = 3600;
/** The longest wait between two attempts. */
export const MAX_DELAY_S = 30 * 60;

/**
 * The wait after failed attempt number `attempt` (1 = the first), `elapsedSeconds`
 * after the lead's retry window started (when it was received).
 */
export function retryDelaySeconds(elapsedSeconds: number, attempt: number): number {
  if (elapsedSeconds < FIRST_HOUR_S) return Math.min(60, 5 * 2 ** Math.max(0, attempt - 1));
  const quarters = Math.floor((elapsedSeconds - FIRST_HOUR_S) / 900);
  return Math.min(MAX_DELAY_S, 120 * 2 ** Math.min(quarters, 10));
}

/**
 * What to do after a failed attempt: wait this many seconds, or (undefined) give up
 * because the window of `giveUpSeconds` has passed. The wait never carries past the
 * end of the window, so the last attempt is made when the window closes.
 */
export function nextRetry(elapsedSeconds: number, attempt: number, giveUpSeconds: number): number | undefined {
  if (elapsedSeconds >= giveUpSeconds) return undefined;
  return Math.min(retryDelaySeconds(elapsedSeconds, attempt), Math.ceil(giveUpSeconds - elapsedSeconds));
}

/**
 * The consumer's clock, sped up by LEAD_CLOCK_SPEED (config.ts) for tests and benchmarks
 * only: simulated elapsed = real elapsed × speed, real wait = ceil(simulated wait / speed).
 */
export function realDelaySeconds(simulatedSeconds: number, speed: number): number {
  return Math.ceil(simulatedSeconds / speed);
}
