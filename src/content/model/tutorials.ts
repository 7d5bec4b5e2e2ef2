/**
 * The tutorial library's shape, its timing, and the videos with their English titles:
 * what the library island searches in every language (a search finds a video by its
 * English title too) and the thumbnails route accepts.
 */
import type { Tutorial } from "../../lib/tutorials.ts";
import english from "../../locales/en/tutorials.json";
import shape from "../data/tutorials.json";

export type * from "../shapes/tutorials.ts";

/** How long the spinner shows after a filter or search change (SPEC section 9). */
export const TUTORIAL_FILTER_DELAY_MS = 300;

const titles: Readonly<Record<string, string>> = english;

/** Every video, as src/content/data/tutorials.json lists them, titled in English. */
export const tutorials: readonly Tutorial[] = shape.tutorials.map((t) => ({
  ...(t as Omit<Tutorial, "title">),
  title: titles[t.title.slice(1)] ?? "",
}));
