/** Beside the rate board's result: the board's link, its QR code, the images and the printed card (./card-panel.tsx). */
import { own } from "../strings.ts";
import type { ExtraProps } from "../types.ts";
import { CardPanel } from "./card-panel.tsx";
import { boardLink } from "./compute.ts";

export function Actions({ params, url, s }: ExtraProps) {
  const l = own(s.labels["rate-board"], "rate-board");
  const { open, openHint, qr, status, post, printCard, cardScript, made, cardFailed } = l;
  return <CardPanel link={boardLink(url, params)} words={{ open, openHint, qr, status, post, printCard, cardScript, made, cardFailed }} />;
}
