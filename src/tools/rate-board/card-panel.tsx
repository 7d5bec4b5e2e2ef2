/**
 * Beside the rate board's result: the board's link (to open on the shop's TV or tablet),
 * its QR code, the images for WhatsApp and the printed A4 card. The images need script (a
 * canvas draws them in the browser; ./enhance.ts, loaded with the tool's view): the page
 * says so, and without script the board and the printed card still work.
 */
import type { ToolLabels } from "../../content/model/tools.ts";
import { qrPath } from "./qr.ts";

/** Its words, in the page's language (`toolLabels.rate-board`). */
export type RateCardWords = Pick<ToolLabels["rate-board"], "open" | "openHint" | "qr" | "status" | "post" | "printCard" | "cardScript" | "made" | "cardFailed">;

export function CardPanel({ link, words: w }: { link: string; words: RateCardWords }) {
  const qr = qrPath(link);
  const button = "rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800 [@media(scripting:none)]:hidden";
  return (
    <div data-board-panel className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5 print:hidden">
      <a data-board-link="" href={link} className="self-start rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
        {w.open}
      </a>
      <p className="text-sm text-ink-soft">{w.openHint}</p>
      <figure className="flex items-center gap-4">
        <svg data-board-qr viewBox={`0 0 ${qr.size} ${qr.size}`} width="160" height="160" role="img" aria-label={w.qr} className="shrink-0 bg-white" shapeRendering="crispEdges">
          <path d={qr.d} fill="#000" />
        </svg>
        <figcaption className="text-sm text-ink-soft">{w.qr}</figcaption>
      </figure>
      <div className="flex flex-wrap gap-3">
        <button type="button" data-board-card="status" className={button}>
          {w.status}
        </button>
        <button type="button" data-board-card="post" className={button}>
          {w.post}
        </button>
        <a data-board-link="#print" href={`${link}#print`} className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800">
          {w.printCard}
        </a>
      </div>
      <p className="text-xs text-ink-soft">{w.cardScript}</p>
      <span data-board-status data-made={w.made} data-failed={w.cardFailed} role="status" className="text-sm text-ink-soft" />
    </div>
  );
}
