/**
 * What a board shows, worked out once from its link on the server, in the board's own
 * language: the screen (src/islands/rate-board.tsx), the printed A4 card and the images
 * for WhatsApp (./card.ts, drawn in the browser from the same data) all say exactly this.
 */
import { contentFor } from "../../content/index.ts";
import { formatDate } from "../../lib/calendar.ts";
import { clockInIndia } from "../../lib/dates.ts";
import { localeInfo, type Locale } from "../../lib/locale.ts";
import { fill } from "../../lib/template.ts";
import { boardRupees, rateBoardFromQuery, ROW_WORD, shownRates } from "./compute.ts";

export type BoardRow = { label: string; rate: string; per: string };

export type BoardData = {
  /** `<html lang>` of the board's language, and its script's font stack (none for Latin). */
  lang: string;
  fonts?: string;
  shop: string;
  /** City and phone, as one line. */
  place: string;
  title: string;
  /** "Rates of 28 November 2026, 9:41 am", in the board's language. */
  when: string;
  rows: BoardRow[];
  note: string;
  empty: string;
  credit: string;
};

/** A time of day ("09:41") as the board's language writes it ("9:41 am", "9:41 am"…). */
function timeOf(time: string, intl: string): string {
  const [h, m] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(intl, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2026, 0, 1, h, m));
}


export function boardData(query: URLSearchParams, locale: Locale, site: string, now = Date.now()): BoardData {
  const info = localeInfo[locale];
  const { toolLabels, toolMessages } = contentFor(locale).tools;
  const l = toolLabels["rate-board"];
  const form = rateBoardFromQuery(query, toolMessages["rate-board"], toolMessages.number);
  const date = formatDate(form.at?.date ?? clockInIndia(now).slice(0, 10), { locale: info.intl, month: info.months ?? "long" });
  const texts = form.texts;
  const ok = (f: { value?: string }) => f.value ?? "";
  return {
    lang: info.lang,
    ...(info.fonts ? { fonts: info.fonts } : {}),
    shop: ok(texts.shop),
    place: [ok(texts.city), ok(texts.phone)].filter(Boolean).join(" · "),
    title: l.board.title,
    when: form.at ? fill(l.board.at, { date, time: timeOf(form.at.time, info.intl) }) : fill(l.board.on, { date }),
    rows: shownRates(form).map(({ key, rate }) => ({ label: l.board[ROW_WORD[key]], rate: boardRupees(rate), per: l.per[key === "silver" ? "kg" : form.unit] })),
    note: ok(texts.note),
    empty: l.board.empty,
    credit: fill(l.board.credit, { site }),
  };
}
