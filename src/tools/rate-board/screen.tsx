/** The board page (`?…&view=board`): the board in its link's language, drawn from the link (./board.tsx). */
import { contentFor } from "../../content/index.ts";
import type { Locale } from "../../lib/locale.ts";
import { shareLink } from "../share.ts";
import type { BoardProps } from "./board.tsx";
import { boardData } from "./board-data.ts";
import { boardLocale } from "./fields.tsx";

export function boardProps(query: URLSearchParams, url: string, page: Locale): BoardProps {
  const locale = boardLocale(query.get("lang"), page);
  const content = contentFor(locale);
  const l = content.tools.toolLabels["rate-board"];
  const form = new URLSearchParams(query);
  form.delete("view");
  const controls = {
    editHref: shareLink(url, form),
    edit: l.board.edit,
    fullScreen: l.board.fullScreen,
    status: l.status,
    post: l.post,
    print: l.printCard,
    awake: l.board.awake,
    mayDim: l.board.mayDim,
    made: l.made,
    cardFailed: l.cardFailed,
    cardScript: l.cardScript,
  };
  return { data: boardData(query, locale, content.site.site.productName), controls };
}
