/** Beside the rate board's result, once it has rates: the board's link, its QR code, the images and the printed card (./card-panel.tsx). */
import { shareLink } from "../share.ts";
import { own } from "../strings.ts";
import type { ExtraProps } from "../types.ts";
import { CardPanel } from "./card-panel.tsx";

/** The board's link: the form's link with `view=board`. */
export function boardLink(url: string, params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete("view");
  query.set("view", "board");
  return shareLink(url, query);
}

export function Actions({ params, url, s }: ExtraProps) {
  const l = own(s.labels["rate-board"], "rate-board");
  const { open, openHint, qr, status, post, printCard, cardScript, made, cardFailed } = l;
  return <CardPanel link={boardLink(url, params)} words={{ open, openHint, qr, status, post, printCard, cardScript, made, cardFailed }} />;
}
