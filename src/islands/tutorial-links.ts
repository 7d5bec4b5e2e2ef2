/** Links of the tutorial library: each is a real link the island may handle itself. */
import type { MouseEvent } from "react";
import { queryFromView, type TutorialView } from "../lib/tutorials.ts";

export const PATH = "/tutorial";
export const hrefOf = (view: TutorialView) => PATH + queryFromView(view);

/** A plain left click that the island may handle instead of the browser. */
export function ownClick(e: MouseEvent) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  e.preventDefault();
  return true;
}

