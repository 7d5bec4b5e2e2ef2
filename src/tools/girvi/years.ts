/**
 * A long loan's account as a line per year (issue 24 item 2): past `MAX_ROWS` lines
 * (a loan compounded monthly for more than five years) the account is shown one line per
 * year of the loan, counted from the loan date, so a 30-year loan is about 30 lines, not
 * 360. Each year's line runs from its first line's opening to its last line's closing;
 * its interest is what makes it add up (closing − opening + paid), as each line's is.
 */
import type { Span, Ymd } from "../../lib/calendar.ts";
import { paisa } from "../../lib/money.ts";

/** What a line of the account has that a year's line is made from (GirviRow, ./compute.ts). */
type Line = { from: string; to: string; span: Span; opening: number; interest: number; paid: number; closing: number; event: string };

/** More lines than this are shown a line per year. */
export const MAX_ROWS = 60;

/** Where a line starts or ends: its date, and its place in the loan's count of days. */
export type Mark = { date: Ymd; at: number };

export function byYear<R extends Line, M extends Mark>(
  rows: R[],
  marks: { start: M; end: Mark }[],
  /** Where year k of the loan ends (k = 1, 2, …), in the same count as `Mark.at`. */
  yearEnd: (k: number) => number,
  spanOf: (start: M, end: Mark) => Span,
): R[] {
  const years: R[] = [];
  let k = 1;
  let first = 0;
  const close = (last: number) => {
    const [a, b] = [rows[first]!, rows[last]!];
    let paid = 0;
    for (let i = first; i <= last; i++) paid += rows[i]!.paid;
    years.push({ ...b, from: a.from, span: spanOf(marks[first]!.start, marks[last]!.end), opening: a.opening, interest: paisa(b.closing - a.opening + paid), paid: paisa(paid) });
  };
  rows.forEach((row, i) => {
    // The minimum-period top-up keeps its own line.
    if (row.event === "minimum") {
      if (i > first) close(i - 1);
      years.push(row);
      first = i + 1;
      return;
    }
    while (marks[i]!.end.at > yearEnd(k)) k++;
    const next = rows[i + 1];
    if (!next || next.event === "minimum" || marks[i + 1]!.end.at > yearEnd(k)) {
      close(i);
      first = i + 1;
    }
  });
  return years;
}
