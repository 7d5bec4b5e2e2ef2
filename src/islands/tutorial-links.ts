/** Links of the tutorial library: each is a real link the island may handle itself. */
import type { MouseEvent } from "react";
import { queryFromView, type TutorialView } from "../lib/tutorials.ts";

/** A view's address under the library's page in its language ("/tutorial", "/hi/tutorial"). */
export const hrefOf = (path: string, view: TutorialView) => path + queryFromView(view);

/** A plain left click that the island may handle instead of the browser. */
export function ownClick(e: MouseEvent) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  e.preventDefault();
  return true;
}
