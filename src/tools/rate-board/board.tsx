/**
 * The rate board itself (`?…&view=board`): a shop's day's rates, full screen on a TV, a
 * tablet or a phone either way up, read across the shop. Rendered by the server from
 * the link, so it shows without script; the tool island (./board-client.ts, through the tool's `logic.screen`) keeps the
 * screen awake, fits the type to the screen, and makes the images for WhatsApp and the
 * printed card. The board's language is its link's (`lang=`), not necessarily the page's.
 */
import type { CSSProperties } from "react";
import type { BoardData } from "./board-data.ts";

export type BoardControls = {
  /** The form with this board's figures. */
  editHref: string;
  edit: string;
  fullScreen: string;
  status: string;
  post: string;
  print: string;
  awake: string;
  mayDim: string;
  made: string;
  cardFailed: string;
  cardScript: string;
};

export type BoardProps = { data: BoardData; controls: BoardControls };

export function RateBoard({ screen: { data, controls } }: { screen: BoardProps }) {
  const style = { "--rows": Math.max(1, data.rows.length), ...(data.fonts ? { "--script-fonts": data.fonts } : {}) } as CSSProperties;
  const button = "rounded-full border border-white/60 px-4 py-2 text-white hover:bg-white/10 [@media(scripting:none)]:hidden";
  return (
    <div data-board lang={data.lang} style={style} className="rate-board">
      <header className="rate-board-head">
        {data.shop ? <h1 className="rate-board-shop">{data.shop}</h1> : null}
        {data.place ? <p className="rate-board-place">{data.place}</p> : null}
        <p className="rate-board-when">
          <span>{data.title}</span> · <span>{data.when}</span>
        </p>
      </header>
      {data.rows.length ? (
        <dl className="rate-board-rows">
          {data.rows.map((row) => (
            <div key={row.label} className="rate-board-row">
              <dt>
                <span className="rate-board-label">{row.label}</span>
                <span className="rate-board-per">{row.per}</span>
              </dt>
              <dd className="rate-board-rate">{row.rate}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rate-board-empty">{data.empty}</p>
      )}
      {data.note ? <p className="rate-board-note">{data.note}</p> : null}
      <footer className="rate-board-foot">
        <p className="rate-board-credit">{data.credit}</p>
        {/* Shown until the screen is left alone for a while (the island), and while any has the focus; never printed. */}
        <nav data-board-controls className="rate-board-controls" aria-label={controls.edit}>
          <a href={controls.editHref} className="rounded-full border border-white/60 px-4 py-2 text-white hover:bg-white/10">
            {controls.edit}
          </a>
          <button type="button" data-board-full className={button}>
            {controls.fullScreen}
          </button>
          <button type="button" data-board-card="status" className={button}>
            {controls.status}
          </button>
          <button type="button" data-board-card="post" className={button}>
            {controls.post}
          </button>
          <button type="button" data-board-print className={button}>
            {controls.print}
          </button>
          <span data-board-status role="status" className="text-sm text-white/80" />
        </nav>
      </footer>
    </div>
  );
}
